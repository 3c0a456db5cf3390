/**
 * The one refusal of copy the claims checker stops (issue 44, decision 0097): 422 `forbidden_claims`, naming the first
 * field to correct, every finding under `findings` (word, field, offset, rule) and a sentence in the member's language
 * that names each word and its rule. The product and the article routes answer it the same way.
 */
import type { Context } from "hono";
import { z } from "zod";
import type { ClaimsFinding } from "#domain/claims-check";
import { productClaimsViewSchema, type ClaimConditionRefusal } from "#domain/health-claims";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { CLAIMS_MESSAGES } from "#server/messages/claims";

export function forbiddenClaimsProblem(c: Context, findings: readonly ClaimsFinding[]): Response {
  return problem(c, 422, "forbidden_claims", CLAIMS_MESSAGES[shopperLanguage(c)].forbiddenWords(findings), {
    field: findings[0]?.field,
    findings,
  });
}

/**
 * 422 `claim_conditions`: chosen health claims whose condition of use the product's daily portion does not meet;
 * `field` is the box to correct, the claims by default, a row of the nutrients table when the table was saved.
 */
export function claimConditionsProblem(c: Context, refusals: readonly ClaimConditionRefusal[], field = "claimIds"): Response {
  return problem(c, 422, "claim_conditions", CLAIMS_MESSAGES[shopperLanguage(c)].claimCondition(refusals), {
    field,
    refusals,
  });
}

/** What choosing a product's claims answers. */
export const productClaimsChangeSchema = z.object({ changed: z.boolean(), claims: productClaimsViewSchema });
