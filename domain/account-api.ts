/**
 * What the customer's account routes answer (POST /api/auth, the magic link, /api/account and its address book,
 * wishlist and saved cards), as schemas that are also the types (decision 0091). `success`, `error`, `user`,
 * `accessToken` and `expiresAt` are the spec's names (§7), read by its auth client: they do not change.
 */
import { z } from "zod";
import { addressSchema } from "./address-schema.ts";
import { SUPPORTED_LANGUAGES } from "./locale.ts";

const success = z.literal(true);

/** The spec's user session object (§3): what the browser keeps under `user`. */
export const sessionUserSchema = z
  .object({
    id: z.string().describe("The customer's global id (gid://shopify/Customer/…)."),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    accessToken: z.string(),
    expiresAt: z.iso.datetime(),
    hasPassword: z.boolean(),
    isActivated: z.boolean(),
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Every answer of POST /api/auth: a sentence, a signed-in user, a renewed token, or none of them (logout). */
export const authAnswerSchema = z.object({
  success,
  message: z.string().optional(),
  user: sessionUserSchema.optional(),
  accessToken: z.string().optional().describe("refresh-token: the renewed token."),
  expiresAt: z.iso.datetime().optional().describe("refresh-token: when the renewed token expires."),
});

export const magicLinkSentSchema = z.object({ success, message: z.string() });
export const signedInSchema = z.object({ success, user: sessionUserSchema });

/** The customer as `GET /api/account` answers it. */
export const accountCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  acceptsMarketing: z.boolean(),
  language: z.enum(SUPPORTED_LANGUAGES),
  hasPassword: z.boolean(),
  isActivated: z.boolean(),
  createdAt: z.iso.datetime(),
  defaultAddressId: z.number().int().nullable(),
});
export type AccountCustomer = z.infer<typeof accountCustomerSchema>;

export const accountAnswerSchema = z.object({
  success,
  customer: accountCustomerSchema,
  message: z.string().optional().describe("Set when the save also mailed a confirmation link to a new email address."),
});

export const accountAddressSchema = addressSchema.extend({ id: z.number().int(), isDefault: z.boolean() }).meta({ id: "AccountAddress" });
export type AccountAddress = z.infer<typeof accountAddressSchema>;

const defaultAddressId = z.number().int().nullable();
export const addressListSchema = z.object({ success, addresses: z.array(accountAddressSchema), defaultAddressId });
export const addressSavedSchema = z.object({ success, address: accountAddressSchema, defaultAddressId });
export const addressRemovedSchema = z.object({ success, defaultAddressId });

export const wishlistAnswerSchema = z.object({
  success,
  items: z.array(z.object({ productHandle: z.string(), addedAt: z.iso.datetime() })),
});

export const savedPaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  subscriptions: z.number().int().describe("How many of the customer's active subscriptions renew with it."),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
export const paymentMethodsAnswerSchema = z.object({ success, paymentMethods: z.array(savedPaymentMethodSchema) });
