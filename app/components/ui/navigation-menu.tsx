import { NavigationMenu as Primitive } from 'radix-ui'
import { ChevronDown } from 'lucide-react'
import { cn } from '#app/utils/misc'
import { navigationMenuItemClass as itemClass } from './navigation-menu-styles'

/**
 * How long the pointer rests on a menu trigger before its panel opens, and how long after leaving
 * one the pointer may reach another trigger and open it without waiting again.
 */
export const NAV_MENU_DELAY_MS = 200
export const NAV_MENU_SKIP_DELAY_MS = 300

export function NavigationMenu({
	className,
	...props
}: React.ComponentProps<typeof Primitive.Root>) {
	return (
		<Primitive.Root
			delayDuration={NAV_MENU_DELAY_MS}
			skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
			className={cn('relative', className)}
			{...props}
		/>
	)
}

export function NavigationMenuList({
	className,
	...props
}: React.ComponentProps<typeof Primitive.List>) {
	return <Primitive.List className={cn('flex items-center gap-1', className)} {...props} />
}

export const NavigationMenuItem = Primitive.Item

export function NavigationMenuTrigger({
	className,
	children,
	...props
}: React.ComponentProps<typeof Primitive.Trigger>) {
	return (
		<Primitive.Trigger className={cn(itemClass, 'group', className)} {...props}>
			{children}
			<ChevronDown
				aria-hidden="true"
				className="size-4 transition-transform group-data-[state=open]:rotate-180"
			/>
		</Primitive.Trigger>
	)
}

export function NavigationMenuContent({
	className,
	...props
}: React.ComponentProps<typeof Primitive.Content>) {
	return (
		<Primitive.Content
			className={cn(
				'absolute top-full left-0 z-50 mt-1 min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg',
				className,
			)}
			{...props}
		/>
	)
}

export function NavigationMenuLink({
	className,
	...props
}: React.ComponentProps<typeof Primitive.Link>) {
	return <Primitive.Link className={cn(itemClass, className)} {...props} />
}
