import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { createSessionStore, type AuthState, type SessionStore } from "./session-store.ts";

const SessionStoreContext = createContext<SessionStore | null>(null);

/**
 * Holds the browser's customer session for every page. Deliberately small: it sits in the root, so it
 * is part of every page's first load (the account pages' own code loads with their routes).
 */
export function AuthProvider({ storefrontToken, children }: { storefrontToken: string; children: React.ReactNode }) {
  const [store] = useState(() => createSessionStore({ storefrontToken }));
  useEffect(() => store.start(), [store]);
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export type Auth = AuthState & Omit<SessionStore, "subscribe" | "getSnapshot" | "getServerSnapshot" | "start">;

function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error("useAuth needs an <AuthProvider> above it (app/root.tsx has one).");
  return store;
}

const noSubscription = () => () => {};
const LOADING: AuthState = { status: "loading", user: null };

/**
 * Only the signed-in customer, for the site's chrome (the header's account link). Outside an AuthProvider,
 * as in isolated component tests of the chrome, it is simply nobody.
 */
export function useCurrentUser(): AuthState["user"] {
  const store = useContext(SessionStoreContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? (() => LOADING), () => LOADING).user;
}

/** The session (`status`, `user`) and what can be done with it. */
export function useAuth(): Auth {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return {
    ...state,
    signIn: store.signIn,
    updateUser: store.updateUser,
    signOut: store.signOut,
    refresh: store.refresh,
    sessionRejected: store.sessionRejected,
  };
}
