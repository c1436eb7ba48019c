import { enhance } from '#app/platform/islands/enhance'

// "Go Back" on the page-not-found page (go-back-button.tsx): shown, and going back in history.
enhance('go-back', (button) => {
	button.hidden = false
	button.addEventListener('click', () => history.back())
})
