/**
 * The product a product offers in the parcel (issue 68 item 3, decision 0158), under /api/admin for members allowed
 * `catalog.manage` like the product editor, audited as `product.parcel_offer`. Described in the generated reference
 * (`GET /api/admin/openapi.json`, tag "Admin: products").
 */
import { type Context } from "hono";
import { z } from "zod";
import { parcelOfferPairingSchema } from "#domain/parcel-additions";
import type { CatalogAdmin } from "#server/commerce/catalog/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_PRODUCT_MESSAGES } from "#server/messages/admin/products";
import { PARCEL_ADDITION_MESSAGES } from "#server/messages/parcel-additions";
import { taggedContract } from "../route-kit.ts";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: products"]);
const text = (c: Context) => PARCEL_ADDITION_MESSAGES[shopperLanguage(c)];
const describePairing: FieldDescriber = (_issue, c) => text(c).offerInvalid;

const pairedSchema = z.object({
  changed: z.boolean(),
  offerProductId: z.number().int().nullable().describe("The product offered in the parcel now; null: none."),
});

export const adminProductParcelOfferRoutes = adminRouteModule<{ catalogAdmin: CatalogAdmin }>(
  (app, { catalogAdmin, door, trustProxyHops }) => {
    app.put(
      `${ADMIN_API}/products/:id/parcel-offer`,
      described({
        summary: "Pair a product with the one product offered to add to a cash-on-delivery parcel holding it, or clear it",
        description:
          "`offerProductId: null` clears the pairing. Never the product itself (422 `same_product`, `field: offerProductId`; " +
          "the database's CHECK says the same); a product that does not exist answers 422 `unknown_offer`. A draft may be " +
          "paired; it is offered only once published. Audited as `product.parcel_offer`.",
        responses: { 200: { description: "Whether anything changed, and the pairing now.", schema: pairedSchema } },
        problems: [400, 404, 413, 422],
        examples: [
          { name: "an unknown product", params: { id: "999999" }, body: { offerProductId: null }, status: 404 },
          { name: "an offer that is not a product id", params: { id: "999999" }, body: { offerProductId: "magneziu" }, status: 400 },
        ],
      }),
      door.permit("catalog.manage"),
      adminBodyLimit(),
      body(parcelOfferPairingSchema, describePairing),
      async (c) => {
        const id = rowIdParam(c);
        const notFound = () => problem(c, 404, "not_found", ADMIN_PRODUCT_MESSAGES[shopperLanguage(c)].productNotFound);
        if (id === 0) return notFound();
        const outcome = await catalogAdmin.pairParcelOffer(id, c.req.valid("json").offerProductId, staffActor(c, trustProxyHops));
        switch (outcome.kind) {
          case "saved":
            return c.json({ changed: outcome.changed, offerProductId: outcome.offerProductId });
          case "not_found":
            return notFound();
          case "same_product":
            return problem(c, 422, "same_product", text(c).sameProduct, { field: "offerProductId" });
          case "unknown_offer":
            return problem(c, 422, "unknown_offer", text(c).unknownOffer, { field: "offerProductId" });
        }
      },
    );
  },
);
