/**
 * What the route groups of server/api share in how they declare their routes: each route's contract carries the
 * group's tags, so a group names them once.
 */
import type { Language } from "#domain/locale";
import { contract, type RouteContract } from "#server/http/kit/contract";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";

/** The contract of a route in a group whose routes share `tags`: `const described = taggedContract(TAGS)`. */
export function taggedContract(tags: readonly string[]) {
  return (spec: Omit<RouteContract, "tags">) => contract({ ...spec, tags });
}

/** A group's catalogue that names its fields in each language and has one sentence for any wrong one. */
type NamedFieldMessages = Record<Language, { invalid: (field: string) => string; fieldNames: Partial<Record<string, string>> }>;

/** A wrong field refused in the catalogue's sentence, with the field's name in the shopper's language where it has one. */
export function namedFieldDescriber(messages: NamedFieldMessages): FieldDescriber {
  return ({ field }, c) => {
    const words = messages[shopperLanguage(c)];
    return words.invalid(words.fieldNames[field] ?? field);
  };
}
