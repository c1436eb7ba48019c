import { enhance } from './enhance'
import { checksInPageLanguage } from './own-checks'

/** A form with no island of its own whose checks speak the page's language (own-checks.ts). */
enhance<HTMLFormElement>('form-checks', checksInPageLanguage)
