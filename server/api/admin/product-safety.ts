/**
 * A non-food product's safety information in the admin (GPSR Art. 19, decision 0144), under /api/admin for members
 * allowed `catalog.manage`, audited. Described in the generated reference (`GET /api/admin/openapi.json`, tag
 * "Admin: products").
 */
import { type Context } from "hono";
import { productEditedSchema } from "#domain/admin/product-editor";
import { productSafetySaveSchema } from "#domain/product-safety";
import type { CatalogAdmin } from "#server/commerce/catalog/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_PRODUCT_MESSAGES } from "#server/messages/admin/products";
import { PRODUCT_SAFETY_MESSAGES } from "#server/messages/admin/product-safety";
import { taggedContract } from "../route-kit.ts";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: products"]);
const text = (c: Context) => PRODUCT_SAFETY_MESSAGES[shopperLanguage(c)];
const describeSafety: FieldDescriber = ({ problem: name, field }, c) => text(c).field(name, field);

export const adminProductSafetyRoutes = adminRouteModule<{ catalogAdmin: CatalogAdmin }>((app, { catalogAdmin, door, trustProxyHops }) => {
  app.post(
    `${ADMIN_API}/products/:id/safety`,
    described({
      summary: "Save a non-food product's safety information (GPSR): manufacturer, EU responsible person, identifiers, warnings",
      description:
        "Only for a product of kind `non_food` (409 `not_non_food` for a supplement). Each field may be left empty while " +
        "the product is a draft; publishing asks for them (409 `product_safety_missing`). On a published product a save " +
        "that would empty one is refused (409 `safety_emptied`, the fields under `missing`). Audited as `product.safety_edit`.",
      responses: {
        200: { description: "Whether anything changed, and the product as the editor shows it now.", schema: productEditedSchema },
      },
      problems: [400, 404, 409, 413],
      examples: [
        {
          name: "an unknown product",
          params: { id: "999999" },
          body: { safety: { manufacturer: {}, responsible: {}, identifiers: {}, warnings: {} } },
          status: 404,
        },
        {
          name: "a GTIN that fails its check digit",
          params: { id: "999999" },
          body: { safety: { manufacturer: {}, responsible: {}, identifiers: { gtin: "5901234123458" }, warnings: {} } },
          status: 400,
        },
      ],
    }),
    door.permit("catalog.manage"),
    adminBodyLimit(),
    body(productSafetySaveSchema, describeSafety),
    async (c) => {
      const id = rowIdParam(c);
      const notFound = () => problem(c, 404, "not_found", ADMIN_PRODUCT_MESSAGES[shopperLanguage(c)].productNotFound);
      if (id === 0) return notFound();
      const outcome = await catalogAdmin.saveSafety(id, c.req.valid("json").safety, staffActor(c, trustProxyHops), shopperLanguage(c));
      switch (outcome.kind) {
        case "saved":
          return c.json({ changed: outcome.changed, product: outcome.product });
        case "not_found":
          return notFound();
        case "not_non_food":
          return problem(c, 409, "not_non_food", text(c).notNonFood);
        case "safety_emptied":
          return problem(c, 409, "safety_emptied", text(c).emptied(outcome.fields), { field: outcome.fields[0], missing: outcome.fields });
      }
    },
  );
});
