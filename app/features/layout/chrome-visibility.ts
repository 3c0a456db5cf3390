/**
 * Where the shop's chrome steps aside (spec §2 "Global behaviour" and "Header"): the cart and the
 * checkout steps keep the shopper on the task, so header and footer disappear there; the phone's
 * bottom bar also disappears on any path that mentions checkout or cart.
 */
const CHROME_FREE_PATHS = [/^\/cart\/?$/, /\/checkout/, /^\/finish(\/|$)/, /^\/verify-magic-link(\/|$)/];

export function isChromeHidden(pathname: string): boolean {
  return CHROME_FREE_PATHS.some((pattern) => pattern.test(pathname));
}

export function isBottomBarHidden(pathname: string): boolean {
  return isChromeHidden(pathname) || /checkout|cart/.test(pathname);
}
