import { enhance } from '#app/platform/islands/enhance'

// "Go Back" on the page-not-found page (go-back-button.tsx): shown in the place the server kept
// for it, and going back in history.
enhance('go-back', (button) => {
	button.classList.remove('invisible')
	button.addEventListener('click', () => history.back())
})
