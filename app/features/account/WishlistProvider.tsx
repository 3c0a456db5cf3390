import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useAuth } from "./AuthProvider.tsx";
import { createWishlistStore, type WishlistState, type WishlistStore } from "./wishlist-store.ts";

const WishlistContext = createContext<WishlistStore | null>(null);

/** Follows the session: a visitor's local list, or the customer's list on the server. */
export function WishlistProvider({ children }: { children: React.ReactNode }) {
  const { status, user, sessionRejected } = useAuth();
  const [store] = useState(() => createWishlistStore({ onSessionRejected: sessionRejected }));
  const customerId = user?.id;
  const accessToken = user?.accessToken;

  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (status === "loading") return;
    store.setCustomer(customerId && accessToken ? { id: customerId, accessToken } : null);
  }, [store, status, customerId, accessToken]);

  return <WishlistContext.Provider value={store}>{children}</WishlistContext.Provider>;
}

export interface Wishlist extends WishlistState {
  has(handle: string): boolean;
  toggle(handle: string): Promise<boolean>;
}

/** Whether a WishlistProvider is above: outside one (isolated component tests) the hearts are left out. */
export function useHasWishlist(): boolean {
  return useContext(WishlistContext) !== null;
}

export function useWishlist(): Wishlist {
  const store = useContext(WishlistContext);
  if (!store) throw new Error("useWishlist needs a <WishlistProvider> above it (app/features/layout/SiteFrame.tsx has one).");
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(() => ({ ...state, has: (handle) => state.handles.includes(handle), toggle: store.toggle }), [state, store]);
}
