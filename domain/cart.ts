/**
 * The browser cart of the spec (section 4): a list of items kept in local storage, with one rule that
 * money cannot fix later — at most one subscription item per cart. Pure, so the reducer is the same in
 * tests, in the browser and wherever else a cart is replayed.
 */

export interface CartItem {
  /** The variant's id: the same variant added twice is one line. */
  id: string;
  /** Product title plus variant title. */
  name: string;
  image: string;
  /** Unit price as shown when added; orders are always re-priced by the server. */
  price: number;
  quantity: number;
  variant: string;
  isSubscription: boolean;
  subscriptionType?: string;
}

export type CartError = "subscription_limit";

export interface CartState {
  items: CartItem[];
  error: CartError | null;
}

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "quantity">; quantity?: number }
  | { type: "remove"; id: string }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "clear" }
  | { type: "clearError" }
  | { type: "replace"; items: CartItem[] };

export const EMPTY_CART: CartState = { items: [], error: null };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const quantity = action.quantity ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1) return state;
      if (action.item.isSubscription && hasSubscription(state.items)) return { ...state, error: "subscription_limit" };
      const existing = state.items.find((item) => item.id === action.item.id);
      const items = existing
        ? state.items.map((item) => (item.id === action.item.id ? { ...item, quantity: item.quantity + quantity } : item))
        : [...state.items, { ...action.item, quantity }];
      return { items, error: null };
    }
    case "remove":
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    case "setQuantity":
      if (!Number.isInteger(action.quantity) || action.quantity < 1) return state;
      return { ...state, items: state.items.map((item) => (item.id === action.id ? { ...item, quantity: action.quantity } : item)) };
    case "clear":
      return { ...state, items: [] };
    case "clearError":
      return { ...state, error: null };
    case "replace":
      return { ...state, items: action.items };
  }
}

export function hasSubscription(items: readonly CartItem[]): boolean {
  return items.some((item) => item.isSubscription);
}

export function subscriptionCount(items: readonly CartItem[]): number {
  return items.filter((item) => item.isSubscription).length;
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Display subtotal in the cart's own number space, rounded to cents to avoid float dust. */
export function subtotal(items: readonly CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}

/** Stored data that is missing, unparseable or not a list is an empty cart; malformed items are dropped. */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === "string" &&
    typeof item.name === "string" &&
    typeof item.image === "string" &&
    typeof item.price === "number" &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    typeof item.quantity === "number" &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1 &&
    typeof item.variant === "string" &&
    typeof item.isSubscription === "boolean" &&
    (item.subscriptionType === undefined || typeof item.subscriptionType === "string")
  );
}
