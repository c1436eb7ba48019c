/** Classes shared by the desktop menu and its server-rendered shell, so the swap is seamless. */
export const desktopNavClass = 'site-nav-desktop ml-auto hidden lg:block'
