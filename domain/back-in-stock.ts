/**
 * The back-in-stock request (issue 46 item 2, decision 0111): what the product page's form sends and what it is
 * answered, shared by the browser and the route.
 */
import { z } from "zod";
import { shopperEmailSchema } from "./discount-code-schemas.ts";

export const BACK_IN_STOCK_PATH = "/api/back-in-stock";

const GLOBAL_VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,10})$/;

/** The variant's global id as the page has it (`gid://shopify/ProductVariant/3`), or its bare row number. */
const variantIdField = z.union([z.string(), z.number()]).transform((value, context) => {
  const id = typeof value === "number" ? value : Number(GLOBAL_VARIANT_ID.exec(value.trim())?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    context.addIssue({ code: "custom", message: "variant_id" });
    return z.NEVER;
  }
  return id;
});

export const backInStockBodySchema = z.object({
  variantId: variantIdField,
  email: shopperEmailSchema,
  /** The separate, optional tick: news and offers, recorded as newsletter consent; never needed for the notice. */
  acceptsMarketing: z.boolean().optional().default(false),
});

export type BackInStockBody = z.output<typeof backInStockBodySchema>;

export const backInStockAnswerSchema = z.object({
  requested: z.literal(true),
  /** True when this address was already waiting for this variant: the request stands as it was, not twice. */
  alreadyWaiting: z.boolean(),
  message: z.string(),
});

export type BackInStockAnswer = z.output<typeof backInStockAnswerSchema>;
