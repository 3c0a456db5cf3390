import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  cartReducer,
  EMPTY_CART,
  hasSubscription,
  itemCount,
  parseStoredCart,
  subscriptionCount,
  subtotal,
  type CartError,
  type CartItem,
} from "../../../domain/cart.ts";

export interface CartContextValue {
  items: CartItem[];
  error: CartError | null;
  itemCount: number;
  subtotal: number;
  hasSubscription: boolean;
  subscriptionCount: number;
  addItem: (item: Omit<CartItem, "quantity">, quantity?: number) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
  clearError: () => void;
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart lives in local storage under `storageKey`: read once after hydration (the server always
 * renders an empty cart, so there is no mismatch), written on every change after that, and kept in
 * step with other tabs through the `storage` event.
 */
export function CartProvider({ storageKey, children }: { storageKey: string; children: React.ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const loaded = useRef(false);

  useEffect(() => {
    dispatch({ type: "replace", items: parseStoredCart(readStorage(storageKey)) });
    loaded.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) dispatch({ type: "replace", items: parseStoredCart(event.newValue) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify(state.items));
    } catch {
      // Storage full or disabled: the cart still works for this page view.
    }
  }, [state.items, storageKey]);

  const addItem = useCallback((item: Omit<CartItem, "quantity">, quantity?: number) => dispatch({ type: "add", item, quantity }), []);
  const removeItem = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  const updateQuantity = useCallback((id: string, quantity: number) => dispatch({ type: "setQuantity", id, quantity }), []);
  const clearCart = useCallback(() => dispatch({ type: "clear" }), []);
  const clearError = useCallback(() => dispatch({ type: "clearError" }), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items: state.items,
      error: state.error,
      itemCount: itemCount(state.items),
      subtotal: subtotal(state.items),
      hasSubscription: hasSubscription(state.items),
      subscriptionCount: subscriptionCount(state.items),
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
      clearError,
      isDrawerOpen,
      openDrawer,
      closeDrawer,
    }),
    [state, isDrawerOpen, addItem, removeItem, updateQuantity, clearCart, clearError, openDrawer, closeDrawer],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>");
  return value;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
