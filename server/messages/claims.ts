/**
 * The claims checker's refusals (issue 44, decision 0097), in the member's language (Romanian "tu"): the forbidden
 * words of a text that cannot be published, and a health claim whose condition of use the product does not meet.
 */
import { describeFinding, type ClaimsFinding } from "#domain/claims-check";
import { describeClaimRefusal, type ClaimConditionRefusal } from "#domain/health-claims";
import type { Language } from "#domain/locale";

const listed = (findings: readonly ClaimsFinding[], language: Language) =>
  findings.map((finding) => describeFinding(finding, language)).join(" ");

export const CLAIMS_MESSAGES: Record<
  Language,
  {
    forbiddenWords: (findings: readonly ClaimsFinding[]) => string;
    claimCondition: (refusals: readonly ClaimConditionRefusal[]) => string;
    unknownClaim: string;
    productNotFound: string;
    /** The names of the fields the claims routes read, for the shared field sentences. */
    labels: { text: string; language: string; claimIds: string };
  }
> = {
  ro: {
    forbiddenWords: (findings) =>
      `Nu poți publica textul: ${findings.length === 1 ? "are un cuvânt interzis" : `are ${findings.length} cuvinte interzise`} în publicitatea suplimentelor. ${listed(findings, "ro")}`,
    claimCondition: (refusals) =>
      `Afirmația nu e permisă pentru acest produs: ${[...new Set(refusals.map((refusal) => describeClaimRefusal(refusal, "ro")))].join(" ")}`,
    unknownClaim: "Afirmația aleasă nu e în registrul afirmațiilor autorizate.",
    productNotFound: "Produsul nu există.",
    labels: { text: "Text", language: "Limba textului", claimIds: "Mențiunile de sănătate" },
  },
  en: {
    forbiddenWords: (findings) =>
      `The text cannot be published: it has ${findings.length === 1 ? "a word" : `${findings.length} words`} the law forbids in a supplement's advertising. ${listed(findings, "en")}`,
    claimCondition: (refusals) =>
      `The claim is not allowed for this product: ${[...new Set(refusals.map((refusal) => describeClaimRefusal(refusal, "en")))].join(" ")}`,
    unknownClaim: "The chosen claim is not in the register of authorised claims.",
    productNotFound: "No such product.",
    labels: { text: "Text", language: "Language of the text", claimIds: "Health claims" },
  },
};
