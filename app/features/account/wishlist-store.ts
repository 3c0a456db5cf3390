import type { WishlistCustomer } from "./wishlist-sync.ts";

/** A visitor's wishlist stays in this browser (local key `wishlist`, newest first) until they log in. */
export const WISHLIST_STORAGE_KEY = "wishlist";

export interface WishlistState {
  /** Product handles, newest first. */
  handles: readonly string[];
  /** False while a customer's list is on its way from the server. */
  ready: boolean;
  /** A customer's list could not be loaded; the hearts show nothing saved. */
  loadFailed: boolean;
}

export interface WishlistStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WishlistState;
  getServerSnapshot(): WishlistState;
  start(): () => void;
  /** Who is browsing: null for a visitor. A customer's first appearance merges the visitor's list. */
  setCustomer(customer: WishlistCustomer | null): void;
  /** Adds or removes; resolves false when the server refused or could not be reached (nothing changed). */
  toggle(handle: string): Promise<boolean>;
}

const SERVER_SNAPSHOT: WishlistState = { handles: [], ready: false, loadFailed: false };

const loadSync = () => import("./wishlist-sync.ts");

function parseHandles(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === "string" && item !== ""))] : [];
  } catch {
    return [];
  }
}

function readLocal(): string[] {
  try {
    return parseHandles(localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeLocal(handles: readonly string[]): void {
  try {
    if (handles.length) localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(handles));
    else localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Storage disabled: the visitor's list lasts for this page view.
  }
}

/**
 * The wishlist behind every heart: local for visitors, on the server for customers, the visitor's list
 * merged into the account at login and then cleared here. The server part loads only for customers.
 */
export function createWishlistStore({ onSessionRejected }: { onSessionRejected: (accessToken: string) => void }): WishlistStore {
  let state: WishlistState = SERVER_SNAPSHOT;
  let customer: WishlistCustomer | null | undefined;
  const listeners = new Set<() => void>();

  function set(next: Partial<WishlistState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  /** Answers about a customer who has since logged out or been replaced are dropped. */
  const isCurrent = (who: WishlistCustomer) => customer?.id === who.id;

  async function load(who: WishlistCustomer) {
    const handles = await loadSync()
      .then((sync) =>
        sync.loadCustomerWishlist(who, readLocal(), {
          onSessionRejected,
          merged: (batch) => writeLocal(readLocal().filter((handle) => !batch.includes(handle))),
        }),
      )
      .catch(() => null);
    if (isCurrent(who)) set({ handles: handles ?? [], ready: true, loadFailed: handles === null });
  }

  function onStorage(event: StorageEvent) {
    if (customer === null && (event.key === WISHLIST_STORAGE_KEY || event.key === null)) set({ handles: readLocal() });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    start() {
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
    setCustomer(next) {
      const previous = customer;
      customer = next;
      if (next === null) {
        if (previous !== null) set({ handles: readLocal(), ready: true, loadFailed: false });
        return;
      }
      // A renewed token is the same customer: the list stays as it is.
      if (previous?.id === next.id) return;
      set({ handles: [], ready: false, loadFailed: false });
      void load(next);
    },
    async toggle(handle) {
      const saved = state.handles.includes(handle);
      const optimistic = saved ? state.handles.filter((item) => item !== handle) : [handle, ...state.handles];
      const who = customer;
      if (!who) {
        writeLocal(optimistic);
        set({ handles: optimistic, ready: true });
        return true;
      }
      const before = state.handles;
      set({ handles: optimistic });
      const handles = await loadSync()
        .then((sync) => sync.saveWishlistChange(who, handle, !saved, onSessionRejected))
        .catch(() => null);
      if (isCurrent(who)) set({ handles: handles ?? before });
      return handles !== null;
    },
  };
}
