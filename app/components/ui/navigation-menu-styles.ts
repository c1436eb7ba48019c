// Apart from the Radix wrapper so that the server-rendered shell can share it without the Radix code.
export const navigationMenuItemClass =
	'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-primary-light hover:text-primary-dark data-[state=open]:bg-primary-light data-[active]:text-primary'
