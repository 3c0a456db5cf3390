/**
 * The catalogue in the admin (issue 17 item 1), JSON under /api/admin, for members allowed `catalog.manage`, each
 * change audited (docs/api.md "Store admin: products"): a new product, a variant's price and stock, a product's status,
 * the editor's texts. The pages read the list and the editor's product through their loaders; the gallery's routes
 * are in admin-product-images.ts.
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import {
  newProductSchema,
  productCreatedSchema,
  productRowChangeSchema,
  productStatusSchema,
  variantChangeSchema,
} from "#domain/admin/products";
import { PRODUCT_HTML_MAX_LENGTH, productEditedSchema, productEditSchema } from "#domain/admin/product-editor";
import type { CatalogAdmin } from "#server/commerce/catalog/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_PRODUCT_MESSAGES } from "#server/messages/admin/products";
import { PRODUCT_SAFETY_MESSAGES } from "#server/messages/admin/product-safety";
import { productClaimsSchema } from "#domain/health-claims";
import { CLAIMS_MESSAGES } from "#server/messages/claims";
import { plainFieldSentence } from "#server/messages/admin/fields";
import { ADMIN_API } from "./auth.ts";
import { claimConditionsProblem, forbiddenClaimsProblem, productClaimsChangeSchema } from "../claims-http.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { rowIdParam } from "#server/http/kit/row-id";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: products"]);

/** Both languages of every text with a long HTML description, with room for the JSON around them. */
const PRODUCT_EDIT_BODY_LIMIT = 2 * PRODUCT_HTML_MAX_LENGTH * 4 + 512 * 1024;

/** A variant's row as the replayed examples send it: valid, so the route answers for the variant it names. */
const EXAMPLE_ROW = { price: "189,99", stock: "", expectedStock: null, availableForSale: true };

type ProductRouteOptions = AdminRouteOptions & { catalogAdmin: CatalogAdmin };

/** What the product routes share: the service, the door, the body limits and the member's words for a wrong field. */
function productRouteKit({ catalogAdmin, door, trustProxyHops }: ProductRouteOptions) {
  const text = (c: Context) => ADMIN_PRODUCT_MESSAGES[shopperLanguage(c)];
  const describeRow: FieldDescriber = ({ problem: name, field }, c) => text(c).rowField(name, field);
  const describeNew: FieldDescriber = ({ problem: name, field }, c) => text(c).newProductField(name, field);
  const describeEdit: FieldDescriber = ({ problem: name, field }, c) => text(c).editorField(name, field);
  const describeClaims: FieldDescriber = ({ problem: name }, c) =>
    plainFieldSentence(shopperLanguage(c), name, CLAIMS_MESSAGES[shopperLanguage(c)].labels.claimIds);
  return {
    catalogAdmin,
    trustProxyHops,
    manager: door.permit("catalog.manage"),
    sizeLimit: adminBodyLimit(),
    editorSizeLimit: adminBodyLimit(PRODUCT_EDIT_BODY_LIMIT),
    text,
    describeRow,
    describeNew,
    describeEdit,
    describeClaims,
  };
}

type ProductRouteKit = ReturnType<typeof productRouteKit>;

export function adminProductRoutes(options: ProductRouteOptions): AdminRoutes {
  return adminRouteGroups(productRouteKit(options), [productCreationRoute, productRowRoutes, productEditorRoutes]);
}

/** A new product, as a draft with its three variants. */
function productCreationRoute(app: AdminRoutes, { catalogAdmin, trustProxyHops, manager, sizeLimit, text, describeNew }: ProductRouteKit) {
  app.post(
    `${ADMIN_API}/products`,
    described({
      summary:
        "Create a product: a draft with a single bottle, a 3-pack and a monthly subscription (a non-food product: one variant unless asked)",
      responses: { 201: { description: "The new draft, as the editor opens it.", schema: productCreatedSchema } },
      problems: [400, 409, 413],
      examples: [{ name: "a product with no title", body: { handle: "magneziu-b6" }, status: 400 }],
    }),
    manager,
    sizeLimit,
    body(newProductSchema, describeNew),
    async (c) => {
      const language = shopperLanguage(c);
      const outcome = await catalogAdmin.create(c.req.valid("json"), staffActor(c, trustProxyHops));
      if (outcome.kind === "handle_taken") return problem(c, 409, "handle_taken", text(c).handleTaken, { field: "handle" });
      if (outcome.kind === "sku_taken") return problem(c, 409, "sku_taken", text(c).skuTaken(outcome.sku), { field: "skuPrefix" });
      return c.json({ product: await catalogAdmin.editable(outcome.id, language) }, 201);
    },
  );
}

/** The list's row changes: a variant's price and stock, a product's status. */
function productRowRoutes(app: AdminRoutes, { catalogAdmin, trustProxyHops, manager, sizeLimit, text, describeRow }: ProductRouteKit) {
  app.post(
    `${ADMIN_API}/products/variants/:id`,
    described({
      summary: "Change a variant's price, stock and sale switch (the price through its history)",
      description:
        "`expectedStock` is the count the form showed: when orders or a colleague moved it since, the change is refused " +
        "(409 `stock_moved`, with the count now under `current` and the product's row under `product`). A new price closes " +
        "the variant's open `priceHistory` row and opens one (decision 0140); the prior price shoppers see is computed from " +
        "it, so a typed `compareAtPrice` is refused (400, `field: compareAtPrice`).",
      responses: { 200: { description: "Whether anything changed, and the product's row now.", schema: productRowChangeSchema } },
      problems: [400, 404, 409, 413],
      examples: [
        { name: "an unknown variant", params: { id: "999999" }, body: EXAMPLE_ROW, status: 404 },
        { name: "a typed price before discount", params: { id: "999999" }, body: { ...EXAMPLE_ROW, compareAtPrice: "219" }, status: 400 },
      ],
    }),
    manager,
    sizeLimit,
    body(variantChangeSchema, describeRow),
    async (c) => {
      const outcome = await catalogAdmin.changeVariant(
        rowIdParam(c),
        c.req.valid("json"),
        staffActor(c, trustProxyHops),
        shopperLanguage(c),
      );
      if (outcome.kind === "not_found") return problem(c, 404, "not_found", text(c).variantNotFound);
      if (outcome.kind === "stock_moved")
        return problem(c, 409, "stock_moved", text(c).stockMoved(outcome.current), {
          field: "stock",
          current: outcome.current,
          product: outcome.product,
        });
      return c.json({ changed: outcome.changed, product: outcome.product });
    },
  );

  app.post(
    `${ADMIN_API}/products/:id/status`,
    described({
      summary: "Publish a product or take it back to a draft (hidden from the storefront and from orders)",
      description:
        "Publishing asks the publish rules (decisions 0096, 0097): a product whose mandatory information is incomplete is " +
        "refused (409 `mandatory_information_missing`, the editor's names of the empty fields under `missing`, the first " +
        "under `field`); in production, so is one whose mandatory information is still marked as the seed's sample (409 " +
        "`mandatory_information_sample`, decision 0127, the sample switch and the fields the seed invented under `missing`). " +
        "A non-food product (decision 0144) is asked only for its safety information (409 `product_safety_missing`, the " +
        "missing fields under `missing`); for a supplement, so is one whose copy has a word the claims checker forbids (422 `forbidden_claims`, every finding " +
        "under `findings`) or a chosen health claim whose condition of use is not met (422 `claim_conditions`, under " +
        "`refusals`).",
      responses: { 200: { description: "Whether the status changed, and the product's row now.", schema: productRowChangeSchema } },
      problems: [400, 404, 409, 413, 422],
      examples: [{ name: "an unknown product", params: { id: "999999" }, body: { status: "draft" }, status: 404 }],
    }),
    manager,
    sizeLimit,
    body(productStatusSchema, describeRow),
    async (c) => {
      const outcome = await catalogAdmin.setStatus(
        rowIdParam(c),
        c.req.valid("json").status,
        staffActor(c, trustProxyHops),
        shopperLanguage(c),
      );
      if (outcome.kind === "not_found") return problem(c, 404, "not_found", text(c).productNotFound);
      if (outcome.kind === "refused") {
        const { rule, fields } = outcome.refusal;
        switch (rule) {
          case "mandatory_information_missing":
            return problem(c, 409, rule, text(c).mandatoryMissing(fields), { field: fields[0], missing: fields });
          case "mandatory_information_sample":
            return problem(c, 409, rule, text(c).mandatorySample(fields), { field: fields[0], missing: fields });
          case "product_safety_missing":
            return problem(c, 409, rule, PRODUCT_SAFETY_MESSAGES[shopperLanguage(c)].missing(fields), {
              field: fields[0],
              missing: fields,
            });
        }
      }
      if (outcome.kind === "forbidden_claims") return forbiddenClaimsProblem(c, outcome.findings);
      if (outcome.kind === "claim_conditions") return claimConditionsProblem(c, outcome.refusals);
      return c.json({ changed: outcome.changed, product: outcome.product });
    },
  );
}

/** The editor's saves: the product's health claims, and its texts, variants and mandatory information. */
function productEditorRoutes(
  app: AdminRoutes,
  { catalogAdmin, trustProxyHops, manager, sizeLimit, editorSizeLimit, text, describeClaims, describeEdit }: ProductRouteKit,
) {
  app.post(
    `${ADMIN_API}/products/:id/claims`,
    described({
      summary: "Choose the product's health claims from the register of authorised claims",
      description:
        "`claimIds` are ids of the register (`GET` through the editor's page). A claim whose nutrient the product's daily " +
        "portion lacks or gives below its condition of use is refused (422 `claim_conditions`, each under `refusals` with " +
        "the nutrient, the least %NRV and the product's).",
      responses: { 200: { description: "Whether anything changed, and the product's claims now.", schema: productClaimsChangeSchema } },
      problems: [400, 404, 413, 422],
      examples: [
        { name: "an unknown product", params: { id: "999999" }, body: { claimIds: [] }, status: 404 },
        { name: "claims that are not ids", params: { id: "999999" }, body: { claimIds: ["vitamin C"] }, status: 400 },
      ],
    }),
    manager,
    sizeLimit,
    body(productClaimsSchema, describeClaims),
    async (c) => {
      const id = rowIdParam(c);
      if (id === 0) return problem(c, 404, "not_found", text(c).productNotFound);
      const outcome = await catalogAdmin.setProductClaims(id, c.req.valid("json").claimIds, staffActor(c, trustProxyHops));
      switch (outcome.kind) {
        case "saved":
          return c.json({ changed: outcome.changed, claims: outcome.claims });
        case "not_found":
          return problem(c, 404, "not_found", text(c).productNotFound);
        case "unknown_claim":
          return problem(c, 400, "unknown_claim", CLAIMS_MESSAGES[shopperLanguage(c)].unknownClaim, { field: `claimIds.${outcome.index}` });
        case "claim_conditions":
          return claimConditionsProblem(c, outcome.refusals);
      }
    },
  );

  app.post(
    `${ADMIN_API}/products/:id`,
    described({
      summary: "Save the editor: every text in both languages, the variants' labels and weights, the VAT class",
      description:
        "`version` is the product's `updatedAt` when the editor opened it: a product saved meanwhile is refused " +
        "(409 `edited_meanwhile`, with the product as saved under `product`). A variant's saving against single bottles " +
        "is computed from today's prices (decision 0140), so a typed `variants.N.savings` is refused (400). " +
        "`mandatory` (absent: unchanged) is the " +
        "food supplement's mandatory information (decision 0096), saved as far as it is written; on a published product " +
        "a save that would empty a mandatory field is refused (409 `mandatory_emptied`, the fields under `missing`). " +
        "Saving a published product publishes its copy, so a word the claims checker forbids is refused (422 " +
        "`forbidden_claims`); a draft may hold it. The nutrients table is what the product's health claims read (decision " +
        "0097): on a published product a save that removes a claim's nutrient or lowers it below the claim's condition " +
        "of use is refused (422 `claim_conditions`, each under `refusals`, the nutrient's row under `field`).",
      responses: {
        200: { description: "Whether anything changed, and the product as the editor shows it now.", schema: productEditedSchema },
      },
      problems: [400, 404, 409, 413, 422],
      examples: [
        { name: "an edit without its texts", params: { id: "999999" }, body: { version: "2026-11-26T00:00:00.000Z" }, status: 400 },
      ],
    }),
    manager,
    editorSizeLimit,
    body(productEditSchema, describeEdit),
    async (c) => {
      const id = rowIdParam(c);
      if (id === 0) return problem(c, 404, "not_found", text(c).productNotFound);
      const input = c.req.valid("json");
      const outcome = await catalogAdmin.edit(id, input, staffActor(c, trustProxyHops), shopperLanguage(c));
      switch (outcome.kind) {
        case "saved":
          return c.json({ changed: outcome.changed, product: outcome.product });
        case "not_found":
          return problem(c, 404, "not_found", text(c).productNotFound);
        case "unknown_variant":
          return problem(c, 400, "unknown_variant", text(c).unknownVariant, { field: `variants.${outcome.index}` });
        case "edited_meanwhile":
          return problem(c, 409, "edited_meanwhile", text(c).editedMeanwhile, { product: outcome.product });
        case "mandatory_emptied":
          return problem(c, 409, "mandatory_emptied", text(c).mandatoryEmptied(outcome.fields), {
            field: outcome.fields[0],
            missing: outcome.fields,
          });
        case "forbidden_claims":
          return forbiddenClaimsProblem(c, outcome.findings);
        case "claim_conditions": {
          // The box to correct: the first refused nutrient's %NRV, or the table when its row was removed.
          const row = input.mandatory?.nutrients.findIndex((nutrient) => nutrient.code === outcome.refusals[0]?.nutrient) ?? -1;
          return claimConditionsProblem(c, outcome.refusals, row === -1 ? "mandatory.nutrients" : `mandatory.nutrients.${row}.nrv`);
        }
      }
    },
  );
}
