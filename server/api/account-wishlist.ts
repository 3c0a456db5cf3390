/** /api/account/wishlist: the signed-in customer's wishlist, and the merge of a visitor's list at login. */
import { Hono } from "hono";
import { wishlistAnswerSchema } from "#domain/account-api";
import { MAX_WISHLIST_ITEMS, type Wishlist, type WishlistItem } from "#server/commerce/customers/module";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import { customerContract, customerIdOf, type AccountEnv } from "./account-session.ts";
import { describeAccountField, messagesFor } from "./auth-http.ts";
import { wishlistItemBody, wishlistMergeBody } from "./auth-schemas.ts";

const WISHLIST_PATH = "/api/account/wishlist";
const TAGS = ["Account: wishlist"];
const LIST = { 200: { description: "The wishlist, the newest first.", schema: wishlistAnswerSchema } };

const itemsBody = (items: WishlistItem[]) =>
  items.map((item) => ({ productHandle: item.productHandle, addedAt: item.addedAt.toISOString() }));

export function accountWishlistRoutes(wishlist: Wishlist): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const item = body(wishlistItemBody, describeAccountField);

  app.get(WISHLIST_PATH, customerContract({ summary: "The wishlist", tags: TAGS, responses: LIST }), async (c) =>
    c.json({ success: true, items: itemsBody(await wishlist.list(customerIdOf(c))) }),
  );

  app.put(
    WISHLIST_PATH,
    customerContract({ summary: "Add a product to the wishlist", tags: TAGS, responses: LIST, problems: [400, 404, 413] }),
    item,
    async (c) => {
      const added = await wishlist.add(customerIdOf(c), c.req.valid("json").productHandle);
      if (added.kind === "unknown_product")
        return problem(c, 404, "product_not_found", messagesFor(c).productNotFound, { field: "productHandle" });
      if (added.kind === "full")
        return problem(c, 400, "wishlist_full", messagesFor(c).wishlistFull(MAX_WISHLIST_ITEMS), { field: "productHandle" });
      return c.json({ success: true, items: itemsBody(added.items) });
    },
  );

  app.delete(
    WISHLIST_PATH,
    customerContract({ summary: "Take a product off the wishlist", tags: TAGS, responses: LIST, problems: [400, 413] }),
    item,
    async (c) => c.json({ success: true, items: itemsBody(await wishlist.remove(customerIdOf(c), c.req.valid("json").productHandle)) }),
  );

  app.post(
    `${WISHLIST_PATH}/merge`,
    customerContract({
      summary: "Merge a visitor's wishlist into the account's, at login",
      tags: TAGS,
      responses: LIST,
      problems: [400, 413],
    }),
    body(wishlistMergeBody, describeAccountField),
    async (c) => c.json({ success: true, items: itemsBody(await wishlist.merge(customerIdOf(c), c.req.valid("json").handles)) }),
  );

  return app;
}
