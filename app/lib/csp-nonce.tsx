/**
 * The Content-Security-Policy nonce of the response being rendered, for the inline scripts React Router
 * writes (`<Scripts>`, `<ScrollRestoration>`). Only the server render has one; browsers hide a nonce
 * from the page once it is parsed, so the client renders none and React compares the hidden value.
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
