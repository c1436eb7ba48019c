import { createContext, useContext } from 'react'

/** The request id (also in the X-Request-Id header and the server log), provided when rendering. */
const RequestIdContext = createContext<string | undefined>(undefined)
export const RequestIdProvider = RequestIdContext.Provider
export const useRequestId = () => useContext(RequestIdContext)
