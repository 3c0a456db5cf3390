import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, useState } from "react";
import {
  cartReducer,
  EMPTY_CART,
  hasSubscription,
  itemCount,
  parseStoredCart,
  subscriptionCount,
  type CartAction,
  type CartError,
  type CartItem,
  type CartState,
  type LastAddedItem,
} from "#domain/cart";
import { CART_COOKIE, cartCookieValue } from "#domain/cart-cookie";

/**
 * The cart's state and actions. Money is not here: a line's price is in the currency it was added in,
 * so totals come from `useCartSummary`, which prices every line in one currency first.
 */
export interface CartContextValue {
  /** False until the stored cart has been read (the server render, and hydration): pages show a skeleton, not an empty cart. */
  isLoaded: boolean;
  items: CartItem[];
  error: CartError | null;
  /** The item the last successful add put in, for the drawer's 'item added' banner; null after a reload. */
  lastAdded: LastAddedItem | null;
  itemCount: number;
  hasSubscription: boolean;
  subscriptionCount: number;
  addItem: (item: Omit<CartItem, "quantity">, quantity?: number) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  /** Puts these lines in the cart in place of its own (the subscribe switch's result, `domain/cart-switch.ts`). */
  replaceItems: (items: CartItem[]) => void;
  clearCart: () => void;
  clearError: () => void;
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

/** Provided by `CartProvider`; `KnownCartProvider` alone gives it another value. */
export const CartContext = createContext<CartContextValue | null>(null);

/** `loaded` turns true in the same update that brings the stored items, so the first save writes them, never the empty cart before them. */
interface StoredCartState {
  cart: CartState;
  loaded: boolean;
}

const NOT_LOADED: StoredCartState = { cart: EMPTY_CART, loaded: false };

function storedCartReducer(state: StoredCartState, action: CartAction | { type: "load"; items: CartItem[] }): StoredCartState {
  if (action.type === "load") return { cart: cartReducer(state.cart, { type: "replace", items: action.items }), loaded: true };
  const cart = cartReducer(state.cart, action);
  return cart === state.cart ? state : { ...state, cart };
}

/**
 * The cart lives in local storage under `storageKey`: read once after hydration (the server renders no
 * stored cart, so there is no mismatch), written on every change after that, and kept in step with other
 * tabs through the `storage` event. Its lines are mirrored into the cart cookie, from which the cart page's
 * server draws them (`KnownCartProvider`).
 */
export function CartProvider({ storageKey, children }: { storageKey: string; children: React.ReactNode }) {
  const [{ cart: state, loaded }, dispatch] = useReducer(storedCartReducer, NOT_LOADED);
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    // A transition: React renders the page's cart in slices instead of one long task right after hydration, and
    // hydrates a lazy section (the reviews) when its code arrives rather than at once to show it the cart.
    startTransition(() => dispatch({ type: "load", items: parseStoredCart(readStorage(storageKey)) }));
    const onStorage = (event: StorageEvent) => {
      // A null key is another tab clearing the whole storage.
      if (event.storageArea !== localStorage || (event.key !== storageKey && event.key !== null)) return;
      dispatch({ type: "replace", items: parseStoredCart(event.key === null ? null : event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  useEffect(() => {
    if (!loaded) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify(state.items));
    } catch {
      // Storage full or disabled: the cart still works for this page view.
    }
    mirrorCartCookie(state.items);
  }, [loaded, state.items, storageKey]);

  const addItem = useCallback((item: Omit<CartItem, "quantity">, quantity?: number) => dispatch({ type: "add", item, quantity }), []);
  const removeItem = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  const updateQuantity = useCallback((id: string, quantity: number) => dispatch({ type: "setQuantity", id, quantity }), []);
  const replaceItems = useCallback((items: CartItem[]) => dispatch({ type: "replace", items }), []);
  const clearCart = useCallback(() => dispatch({ type: "clear" }), []);
  const clearError = useCallback(() => dispatch({ type: "clearError" }), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      isLoaded: loaded,
      items: state.items,
      error: state.error,
      lastAdded: state.lastAdded,
      itemCount: itemCount(state.items),
      hasSubscription: hasSubscription(state.items),
      subscriptionCount: subscriptionCount(state.items),
      addItem,
      removeItem,
      updateQuantity,
      replaceItems,
      clearCart,
      clearError,
      isDrawerOpen,
      openDrawer,
      closeDrawer,
    }),
    [loaded, state, isDrawerOpen, addItem, removeItem, updateQuantity, replaceItems, clearCart, clearError, openDrawer, closeDrawer],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>");
  return value;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function mirrorCartCookie(items: readonly CartItem[]): void {
  const value = cartCookieValue(items);
  document.cookie = `${CART_COOKIE}=${value}; Path=/; Max-Age=${value ? ONE_YEAR_SECONDS : 0}; SameSite=Lax`;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
