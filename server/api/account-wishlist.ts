/** /api/account/wishlist: the signed-in customer's wishlist, and the merge of a visitor's list at login. */
import { Hono } from "hono";
import { MAX_WISHLIST_ITEMS, type Wishlist, type WishlistItem } from "#server/commerce/customers/wishlist";
import { customerIdOf, type AccountEnv } from "./account-session.ts";
import { failure, messagesFor, readBody } from "./auth-http.ts";
import { wishlistItemBody, wishlistMergeBody } from "./auth-schemas.ts";

const WISHLIST_PATH = "/api/account/wishlist";

const itemsBody = (items: WishlistItem[]) =>
  items.map((item) => ({ productHandle: item.productHandle, addedAt: item.addedAt.toISOString() }));

export function accountWishlistRoutes(wishlist: Wishlist): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();

  app.get(WISHLIST_PATH, async (c) => c.json({ success: true, items: itemsBody(await wishlist.list(customerIdOf(c))) }));

  app.put(WISHLIST_PATH, async (c) => {
    const input = await readBody(c, wishlistItemBody);
    if (!input.ok) return input.response;
    const added = await wishlist.add(customerIdOf(c), input.value.productHandle);
    if (added.kind === "unknown_product") return failure(c, 404, messagesFor(c).productNotFound, "productHandle");
    if (added.kind === "full") return failure(c, 400, messagesFor(c).wishlistFull(MAX_WISHLIST_ITEMS), "productHandle");
    return c.json({ success: true, items: itemsBody(added.items) });
  });

  app.delete(WISHLIST_PATH, async (c) => {
    const input = await readBody(c, wishlistItemBody);
    if (!input.ok) return input.response;
    return c.json({ success: true, items: itemsBody(await wishlist.remove(customerIdOf(c), input.value.productHandle)) });
  });

  app.post(`${WISHLIST_PATH}/merge`, async (c) => {
    const input = await readBody(c, wishlistMergeBody);
    if (!input.ok) return input.response;
    return c.json({ success: true, items: itemsBody(await wishlist.merge(customerIdOf(c), input.value.handles)) });
  });

  return app;
}
