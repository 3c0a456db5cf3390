/**
 * What a product must satisfy before it is published (made visible and for sale), each a named rule in this one list
 * (decision 0096). `setStatus` asks them in order, inside its transaction with the product locked, and refuses with
 * the first refusal; a rule of another concern (the claims checker's words) is one more entry here.
 */
import { missingMandatoryFields } from "#domain/mandatory-information";
import type { Database } from "#server/db/client";
import { readMandatoryInformation } from "../mandatory-information.ts";

/** Every rule's name; a new rule adds its own, and the status route's sentence for it (the switch there is exhaustive). */
export type PublishRuleName = "mandatory_information_missing";

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

export const PUBLISH_RULES: readonly PublishRule[] = [mandatoryInformationRule];

/** The first rule that refuses, or null when the product may be published. */
export async function publishRefusal(tx: Database, productId: number, rules: readonly PublishRule[] = PUBLISH_RULES) {
  for (const rule of rules) {
    const refusal = await rule.check(tx, productId);
    if (refusal) return refusal;
  }
  return null;
}
