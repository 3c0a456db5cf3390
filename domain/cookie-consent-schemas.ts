/**
 * `POST /api/cookie-consent`'s body and answer (decision 0053). Kept apart from `cookie-consent.ts` so the banner,
 * which only needs the categories and the text version, does not load zod.
 */
import { z } from "zod";
import { isConsentId, TEXT_VERSION } from "./cookie-consent.ts";

export const consentBodySchema = z.object({
  consentId: z
    .string()
    .refine(isConsentId)
    .describe("A version-4 UUID the browser made; a later choice of the same browser sends the same id."),
  statistics: z.boolean().describe("The web-vitals reports, and an order's purchase sent to Google Analytics when the owner connected it."),
  marketing: z.boolean().describe("An order's purchase sent to Meta, with the hashed email and phone, when the owner connected it."),
  textVersion: z
    .string()
    .regex(TEXT_VERSION)
    .describe("The root loader's `consentVersion`: a hash of the banner's texts in `language`; another one is refused with 409."),
  language: z.enum(["ro", "en"]),
});

export const consentRecordedSchema = z.object({ recorded: z.literal(true), decidedAt: z.string() });
