/**
 * Shopify's custom scalars, serialised as Shopify does: DateTime in ISO 8601 UTC without
 * milliseconds ("2026-01-05T09:00:00Z"), Decimal, HTML and URL as strings.
 */
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from "graphql";

function stringScalar(name: string, description: string): GraphQLScalarType<string, string> {
  const accept = (value: unknown): string => {
    if (typeof value !== "string") throw new GraphQLError(`${name} must be a string`);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: accept,
    parseValue: accept,
    parseLiteral: (node: ValueNode) => {
      if (node.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string`, { nodes: node });
      return node.value;
    },
  });
}

function toIsoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const DateTime = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  description: "An ISO-8601 encoded UTC date time string, e.g. 2026-01-05T09:00:00Z.",
  serialize: (value) => {
    const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime cannot represent an invalid date");
    return toIsoSeconds(date);
  },
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    return date;
  },
  parseLiteral: (node) => {
    const date = node.kind === Kind.STRING ? new Date(node.value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string", { nodes: node });
    return date;
  },
});

export const scalarResolvers = {
  DateTime,
  Decimal: stringScalar("Decimal", 'A decimal number as a string, e.g. "189.90"; never a float, so no precision is lost.'),
  HTML: stringScalar("HTML", "An HTML string."),
  URL: stringScalar("URL", "An absolute URL, e.g. https://example.com/images/seed/papillex-1.svg."),
};
