/**
 * The phone's bottom bar steps aside on any path that mentions checkout or cart (spec §2 "Header"), a blog article
 * about carts included. Header and footer are a matter of the route's frame (app/routes.ts).
 */
export function isBottomBarHidden(pathname: string): boolean {
  return /checkout|cart/.test(pathname);
}
