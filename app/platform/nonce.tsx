import { createContext, useContext } from 'react'

/** The per-request CSP nonce, provided by the server renderer; empty in the browser. */
const NonceContext = createContext<string | undefined>(undefined)
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
