/**
 * Bodies of `POST /api/validate-discount` and `POST /api/newsletter-signup`. Kept apart from
 * `discount-code.ts` so the browser, which only needs the format rule, does not load zod.
 */
import { z } from "zod";
import { isConsentId } from "./cookie-consent.ts";
import { MAX_DISCOUNT_CODE_LENGTH, normaliseDiscountCode } from "./discount-code.ts";

/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;

/** Trimmed and lower-cased, so one shopper is one address however they type it. */
export const shopperEmailSchema = z.string().trim().toLowerCase().min(1).pipe(z.email().max(MAX_EMAIL_LENGTH));

const discountCodeSchema = z.string().trim().min(1).max(MAX_DISCOUNT_CODE_LENGTH).transform(normaliseDiscountCode);

export const validateDiscountBodySchema = z.object({
  code: discountCodeSchema,
  // Optional: a form that has no address yet may send it empty or null.
  email: z
    .preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), shopperEmailSchema.nullish())
    .transform((email) => email ?? undefined),
  // The cart's display currency, for a fixed amount's answer; unknown or absent means lei.
  currencyCode: z.string().max(3).optional().catch(undefined),
});

export type ValidateDiscountBody = z.output<typeof validateDiscountBodySchema>;

export const NEWSLETTER_SIGNUP_SOURCES = ["discount_popup", "footer"] as const;
export type NewsletterSignupSource = (typeof NEWSLETTER_SIGNUP_SOURCES)[number];

export const newsletterSignupBodySchema = z.object({
  email: shopperEmailSchema,
  // Read only to be logged when it differs: the server decides which code a sign-up earns.
  discountCode: z.string().max(MAX_DISCOUNT_CODE_LENGTH).nullish(),
  acceptsMarketing: z.literal(true),
  source: z.enum(NEWSLETTER_SIGNUP_SOURCES),
  /** The id the browser's cookie choice was recorded under (decision 0151): with statistics allowed, the sign-up is credited to the visit's source. */
  consentId: z.string().refine(isConsentId).optional(),
});

export type NewsletterSignupBody = z.output<typeof newsletterSignupBodySchema>;

/** `POST /api/newsletter-signup`'s answer (spec §7): the address's personal code, and the sentence to show. */
export const newsletterSignupAnswerSchema = z.object({
  subscribed: z.literal(true),
  discountCode: z.string(),
  percent: z.number(),
  message: z.string(),
});

/** `POST /api/newsletter-unsubscribe`'s answer: the address, masked, and the sentence to show. */
export const newsletterUnsubscribeAnswerSchema = z.object({
  unsubscribed: z.literal(true),
  email: z.string().describe("Masked: `a***@example.ro`."),
  message: z.string(),
});

/** The page's `{token}`; a mail client's one-click POST carries the token in the URL instead. */
export const unsubscribeBodySchema = z.object({ token: z.string().optional().catch(undefined) });
