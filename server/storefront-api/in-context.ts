/**
 * The response language and country, from the operation's `@inContext(language:, country:)` (literals
 * or variables). Read before execution because they decide which translations every resolver loads
 * and which currency every price is presented in.
 */
import { getOperationAST, Kind, type DocumentNode, type ValueNode } from "graphql";
import { DEFAULT_LOCALE, type Locale } from "#server/commerce/shared/locale";

const LANGUAGE_LOCALES: ReadonlyMap<string, Locale> = new Map([
  ["RO", "ro"],
  ["EN", "en"],
]);

/** An operation as a GraphQL request names it: its document, the operation chosen and the variables sent. */
type Operation = [
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
];

/** The LanguageCode the operation asks for, or undefined when it does not say. */
export const requestedLanguage = (...operation: Operation): string | undefined => inContextArgument(operation, "language");

/** The CountryCode the operation asks for, or undefined when it does not say. */
export const requestedCountry = (...operation: Operation): string | undefined => inContextArgument(operation, "country");

function inContextArgument([document, operationName, variables]: Operation, name: "language" | "country"): string | undefined {
  const operation = getOperationAST(document, operationName);
  const directive = operation?.directives?.find((candidate) => candidate.name.value === "inContext");
  const argument = directive?.arguments?.find((candidate) => candidate.name.value === name);
  if (!operation || !argument) return undefined;
  return enumValue(argument.value, operation.variableDefinitions ?? [], variables);
}

function enumValue(
  value: ValueNode,
  definitions: readonly { variable: { name: { value: string } }; defaultValue?: ValueNode }[],
  variables: Operation[2],
): string | undefined {
  if (value.kind === Kind.ENUM) return value.value;
  if (value.kind !== Kind.VARIABLE) return undefined;
  const name = value.name.value;
  const given = variables?.[name];
  if (typeof given === "string") return given;
  if (given !== undefined) return undefined;
  const fallback = definitions.find((definition) => definition.variable.name.value === name)?.defaultValue;
  return fallback?.kind === Kind.ENUM ? fallback.value : undefined;
}

/**
 * A language we translate into is served in it; any other requested language gets Romanian (the
 * shop's language), and a request that names none gets the caller's default.
 */
export function localeFor(language: string | undefined, defaultLocale: Locale | undefined): Locale {
  if (language === undefined) return defaultLocale ?? DEFAULT_LOCALE;
  return LANGUAGE_LOCALES.get(language) ?? DEFAULT_LOCALE;
}
