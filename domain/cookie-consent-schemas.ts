/**
 * `POST /api/cookie-consent`'s body and answer (decision 0053). Kept apart from `cookie-consent.ts` so the banner,
 * which only needs the categories and the text version, does not load zod.
 */
import { z } from "zod";
import { isConsentId, TEXT_VERSION } from "./cookie-consent.ts";

export const consentBodySchema = z.object({
  consentId: z.string().refine(isConsentId),
  statistics: z.boolean(),
  marketing: z.boolean(),
  textVersion: z.string().regex(TEXT_VERSION),
  language: z.enum(["ro", "en"]),
});

export const consentRecordedSchema = z.object({ recorded: z.literal(true), decidedAt: z.string() });
