/** The pages that offer the discount popup (spec §2): the shop and every product path. */
const POPUP_PATHS = /^\/(?:shop|product|products?\/[^/]+)\/?$/;

export function isDiscountPopupPath(pathname: string): boolean {
  return POPUP_PATHS.test(pathname);
}
