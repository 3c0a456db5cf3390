/** Which placeholder a page on its way gets (spec §2): its own skeleton, or the full-page spinner. */
export type PendingView = "product" | "cart" | "checkout" | "page";

const VIEWS: ReadonlyArray<[RegExp, PendingView]> = [
  [/^\/(products\/[^/]+|product(\/[^/]+)?)\/?$/, "product"],
  [/^\/cart\/?$/, "cart"],
  [/^\/checkout(\/|$)/, "checkout"],
];

export function pendingViewFor(pathname: string): PendingView {
  return VIEWS.find(([pattern]) => pattern.test(pathname))?.[1] ?? "page";
}
