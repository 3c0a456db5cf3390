/**
 * What the route groups of server/api share in how they declare their routes: each route's contract carries the
 * group's tags, so a group names them once.
 */
import type { Language } from "#domain/locale";
import { contract, type RouteContract } from "#server/http/kit/contract";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { REQUEST_MESSAGES } from "#server/messages/request";

/** The contract of a route in a group whose routes share `tags`: `const described = taggedContract(TAGS)`. */
export function taggedContract(tags: readonly string[]) {
  return (spec: Omit<RouteContract, "tags">) => contract({ ...spec, tags });
}

/** A group's catalogue that names its fields in each language. */
type NamedFieldMessages = Record<Language, { fieldNames: Partial<Record<string, string>> }>;

/** A wrong field refused in one sentence, with the field's name in the shopper's language where the catalogue has one. */
export function namedFieldDescriber(messages: NamedFieldMessages): FieldDescriber {
  return ({ field }, c) => {
    const language = shopperLanguage(c);
    return REQUEST_MESSAGES[language].missingOrInvalid(messages[language].fieldNames[field] ?? field);
  };
}
