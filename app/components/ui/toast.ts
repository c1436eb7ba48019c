/**
 * Toasts without making every reader download the toast library: the Toaster (sonner) is mounted
 * and its code fetched the first time a screen shows a toast.
 */
import type * as Sonner from 'sonner'

type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading'

let mountToaster: (() => void) | undefined
let sonner: Promise<typeof Sonner> | undefined
// A toast asked for before the root layout registered (a child's effect runs before its
// parent's on the first render): the Toaster is mounted as soon as the root registers.
let mountRequested = false

/** Called once by the root layout with a function that mounts the Toaster. */
export function registerToasterMount(mount: () => void) {
	mountToaster = mount
	if (mountRequested) mount()
	return () => {
		if (mountToaster === mount) mountToaster = undefined
	}
}

export async function showToast(kind: ToastKind, title: string, description?: string) {
	mountRequested = true
	mountToaster?.()
	const { toast } = await (sonner ??= import('sonner'))
	// Let the freshly mounted Toaster subscribe before the first toast is emitted.
	await new Promise((resolve) => setTimeout(resolve, 0))
	return toast[kind](title, { description })
}
