/**
 * The browser cart of the spec (section 4): a list of items kept in local storage, with one rule that
 * money cannot fix later — at most one subscription item per cart. Pure, so the reducer is the same in
 * tests, in the browser and wherever else a cart is replayed.
 */

export interface CartItem {
  /** The variant's id: the same variant added twice is one line. */
  id: string;
  /** Product title plus variant title, in the language of the page it was added on. */
  name: string;
  image: string;
  /** Unit price as shown when added, in `currencyCode`; orders are always re-priced by the server. */
  price: number;
  quantity: number;
  variant: string;
  isSubscription: boolean;
  subscriptionType?: string;
  /**
   * Beyond the spec's shape: the product's handle and the price's currency. A cart outlives a change
   * of display currency, and the handle is how a line is priced again in another currency (and linked
   * back to its page).
   */
  handle: string;
  currencyCode: string;
}

export type CartError = "subscription_limit";

/** Spec §3 "Last-added item": what the drawer's 'item added' banner names. */
export interface LastAddedItem {
  name: string;
  variant: string;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  error: CartError | null;
  lastAdded: LastAddedItem | null;
}

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "quantity">; quantity?: number }
  | { type: "remove"; id: string }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "clear" }
  | { type: "clearError" }
  | { type: "replace"; items: CartItem[] };

export const EMPTY_CART: CartState = { items: [], error: null, lastAdded: null };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const quantity = action.quantity ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1) return state;
      if (action.item.isSubscription && hasSubscription(state.items)) return { ...state, error: "subscription_limit" };
      const added = quantityThatFits(state.items, action.item.id, quantity);
      if (added === 0) return state;
      const existing = state.items.find((item) => item.id === action.item.id);
      // The line takes the price and currency it was just added at: the newest the shopper has seen.
      const items = existing
        ? state.items.map((item) => (item.id === action.item.id ? { ...item, ...action.item, quantity: item.quantity + added } : item))
        : [...state.items, { ...action.item, quantity: added }];
      return { items, error: null, lastAdded: { name: action.item.name, variant: action.item.variant, quantity: added } };
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

/** The most of one line a cart holds (an order refuses more), whether typed, stepped up to or added again. */
export const MAX_LINE_QUANTITY = 99;

/** How many of `requested` fit on the line of variant `id` without passing `MAX_LINE_QUANTITY`. */
export function quantityThatFits(items: readonly CartItem[], id: string, requested: number): number {
  const held = items.find((item) => item.id === id)?.quantity ?? 0;
  return Math.max(0, Math.min(requested, MAX_LINE_QUANTITY - held));
}

/**
 * A quantity typed on the cart page: a whole number from 1 to `MAX_LINE_QUANTITY`, or null, which
 * leaves the line as it was (spec §4: a quantity below 1 is ignored).
 */
export function parseLineQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
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
    Number.isSafeInteger(item.quantity) &&
    item.quantity >= 1 &&
    typeof item.variant === "string" &&
    typeof item.isSubscription === "boolean" &&
    (item.subscriptionType === undefined || typeof item.subscriptionType === "string") &&
    typeof item.handle === "string" &&
    item.handle !== "" &&
    typeof item.currencyCode === "string" &&
    /^[A-Z]{3}$/.test(item.currencyCode)
  );
}
