/** The account area's sections, in the order the navigation lists them; each has a real URL. */
export const ACCOUNT_SECTIONS = [
  { key: "dashboard", path: "" },
  { key: "orders", path: "orders" },
  { key: "addresses", path: "addresses" },
  { key: "paymentMethods", path: "payment-methods" },
  { key: "details", path: "details" },
  { key: "profile", path: "profile" },
  { key: "wishlist", path: "wishlist" },
  { key: "subscriptions", path: "subscriptions" },
  { key: "returns", path: "returns" },
] as const;

export type AccountSectionKey = (typeof ACCOUNT_SECTIONS)[number]["key"];

/**
 * A section route's `handle`: `visitorsWelcome` sections render for visitors too (subscriptions and
 * returns say 'Please log in to view ...'; the wishlist shows the list kept in this browser).
 */
export interface AccountSectionHandle {
  accountSection: AccountSectionKey;
  visitorsWelcome?: boolean;
}

export function isAccountSectionHandle(handle: unknown): handle is AccountSectionHandle {
  return typeof handle === "object" && handle !== null && "accountSection" in handle;
}
