import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/utils/misc'

export const buttonVariants = cva(
	'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
	{
		variants: {
			variant: {
				primary: 'bg-primary text-white hover:bg-primary-dark',
				accent: 'bg-accent text-slate-900 hover:bg-accent-dark',
				outline: 'border border-primary text-primary hover:bg-primary hover:text-white',
				ghost: 'hover:bg-slate-100 text-slate-800',
				onDark: 'border border-white/70 text-white hover:bg-white/15',
			},
			size: {
				lg: 'h-12 px-5',
				md: 'h-11 px-5',
				sm: 'h-9 px-3',
				bar: 'h-11 px-3',
				icon: 'size-11',
			},
		},
		defaultVariants: { variant: 'primary', size: 'md' },
	},
)

export type ButtonVariants = VariantProps<typeof buttonVariants>

export function Button({
	className,
	variant,
	size,
	type = 'button',
	...props
}: React.ComponentProps<'button'> & ButtonVariants) {
	return (
		<button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
	)
}
