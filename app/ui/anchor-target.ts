/**
 * The scroll margin of an element the page scrolls to by its id (a `#fragment` link, a skip link, focus moved to it):
 * from `md` the store's header is sticky (its free-shipping bar and its 4 rem row, about 6.3 rem), so a target
 * scrolled to the top would sit under it; below `md` the header scrolls away and a little room is enough. Tailwind
 * reads the classes from this file.
 */
export const ANCHOR_TARGET_CLASS = "scroll-mt-6 md:scroll-mt-28";
