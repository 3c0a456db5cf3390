/**
 * What a product must satisfy before it is published (made visible and for sale), each a named rule in this one list
 * (decision 0096). `setStatus` asks them in order, inside its transaction with the product locked, and refuses with
 * the first refusal; a rule of another concern (the claims checker's words) is one more entry here.
 */
import { missingMandatoryFields } from "#domain/mandatory-information";
import type { Database } from "#server/db/client";
import { readMandatoryInformation } from "../mandatory-information.ts";
import { missingProductSafety } from "../product-safety.ts";

/** Every rule's name; a new rule adds its own, and the status route's sentence for it (the switch there is exhaustive). */
export type PublishRuleName = "mandatory_information_missing" | "mandatory_information_sample" | "product_safety_missing";

export interface PublishRefusal {
  /** The rule's name, also the refusal's `code` on the wire. */
  rule: PublishRuleName;
  /** The editor's names of the fields to fix, first first. */
  fields: string[];
}

export interface PublishRule {
  name: PublishRuleName;
  check(tx: Database, productId: number): Promise<PublishRefusal | null>;
}

/** Research §7.2: every mandatory particular present in both languages, the nutrients' table and the label photo. */
const MANDATORY_INFORMATION: PublishRuleName = "mandatory_information_missing";
export const mandatoryInformationRule: PublishRule = {
  name: MANDATORY_INFORMATION,
  async check(tx, productId) {
    const fields = missingMandatoryFields(await readMandatoryInformation(tx, productId));
    return fields.length === 0 ? null : { rule: MANDATORY_INFORMATION, fields };
  },
};

/**
 * A production store sells only what its real label says (issue 64 item 2, decision 0127): information still marked as
 * the seed's sample (an invented notification number, a sample operator) is refused, naming the sample switch and the
 * fields the seed invented. A trial store may publish it, and its product page says it is a sample.
 */
const MANDATORY_SAMPLE: PublishRuleName = "mandatory_information_sample";
export const sampleInformationRule: PublishRule = {
  name: MANDATORY_SAMPLE,
  async check(tx, productId) {
    const information = await readMandatoryInformation(tx, productId);
    return information.sample ? { rule: MANDATORY_SAMPLE, fields: SAMPLE_FIELDS } : null;
  },
};

/** What the seed invents and the owner must replace from the real label (README, "Before you sell"), the switch first. */
const SAMPLE_FIELDS = [
  "mandatory.sample",
  "mandatory.operatorName",
  "mandatory.operatorAddress",
  "mandatory.notificationNumber",
  "mandatory.notificationAuthority",
  "mandatory.notificationDate",
  "mandatory.labelPhoto",
];

/**
 * A non-food product's safety information (GPSR Art. 19, decision 0144): the manufacturer, the EU responsible person
 * unless the manufacturer is in the EU, an identifier, the warnings in both languages and a picture.
 */
const PRODUCT_SAFETY: PublishRuleName = "product_safety_missing";
export const productSafetyRule: PublishRule = {
  name: PRODUCT_SAFETY,
  async check(tx, productId) {
    const fields = await missingProductSafety(tx, productId);
    return fields.length === 0 ? null : { rule: PRODUCT_SAFETY, fields };
  },
};

export const PUBLISH_RULES: readonly PublishRule[] = [mandatoryInformationRule];
/** A non-food product's: the GPSR's, in every mode; a supplement's label rules do not apply to it. */
export const NON_FOOD_PUBLISH_RULES: readonly PublishRule[] = [productSafetyRule];
/** Production's rules: the same, and no sample information. */
export const PRODUCTION_PUBLISH_RULES: readonly PublishRule[] = [...PUBLISH_RULES, sampleInformationRule];

/** The first rule that refuses, or null when the product may be published. */
export async function publishRefusal(tx: Database, productId: number, rules: readonly PublishRule[] = PUBLISH_RULES) {
  for (const rule of rules) {
    const refusal = await rule.check(tx, productId);
    if (refusal) return refusal;
  }
  return null;
}
