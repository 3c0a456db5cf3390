/**
 * The checkout's snapshot (issue 46 item 1, decision 0115): what the browser sends once the shopper has typed a valid
 * email at checkout, so the abandoned-checkout flow can remind them of the cart if no order follows. Shared by the
 * browser's sender and the route.
 */
import { z } from "zod";
import { MAX_RESTORED_LINES, PURCHASES } from "./cart-restore.ts";
import { shopperEmailSchema } from "./discount-code-schemas.ts";
import { SUPPORTED_LANGUAGES } from "./locale.ts";
import { MAX_QUANTITY } from "./product-rules.ts";

export const ABANDONED_CART_PATH = "/api/checkout/abandoned-cart";

/** A checkout that became no order is forgotten this long after its last activity (decision 0115). */
export const CHECKOUT_SNAPSHOT_RETENTION_MS = 30 * 24 * 60 * 60_000;

const GLOBAL_VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,10})$/;

const variantIdField = z.string().transform((value, context) => {
  const id = Number(GLOBAL_VARIANT_ID.exec(value.trim())?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    context.addIssue({ code: "custom", message: "variant_id" });
    return z.NEVER;
  }
  return id;
});

export const checkoutSnapshotBodySchema = z.object({
  /** The browser's random id of this checkout: a later snapshot of the same checkout replaces the earlier one. */
  checkoutId: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  email: shopperEmailSchema,
  /** The checkout's language, which the emails are written in; the request's language when absent. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  lines: z
    .array(
      z.object({
        variantId: variantIdField,
        quantity: z.number().int().min(1).max(MAX_QUANTITY),
        purchase: z.enum(PURCHASES),
      }),
    )
    .min(1)
    .max(MAX_RESTORED_LINES),
  /** The delivery service chosen (courier to the door or to a locker); null until one is. */
  shippingServiceId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** The checkout's "email updates" tick as it stood: kept, never read as consent (the form was not sent). */
  acceptsMarketing: z.boolean().optional().default(false),
});
export type CheckoutSnapshotBody = z.output<typeof checkoutSnapshotBodySchema>;

export const checkoutSnapshotAnswerSchema = z.object({ saved: z.literal(true) });
