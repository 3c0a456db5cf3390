/**
 * The served schema must be a subset of Shopify's Storefront API 2024-01, so that every query a
 * Shopify client writes against what we serve means the same thing here. Every type, field,
 * argument (with its default), enum value, input field, interface and directive we serve is
 * looked up in the official introspection shipped with @shopify/hydrogen-react.
 *
 * The one deliberate extension, the customer's returns, is looked up just as strictly in the
 * Customer Account API 2024-01 introspection shipped with the same package (see below).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  buildClientSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
  astFromValue,
  print,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { describe, expect, it } from "vitest";
import { createStorefrontSchema } from "./schema.ts";

function loadOfficialSchema(file = "storefront.schema.json"): GraphQLSchema {
  const require = createRequire(import.meta.url);
  const path = require.resolve(`@shopify/hydrogen-react/${file}`);
  const introspection = JSON.parse(readFileSync(path, "utf8")) as IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in introspection ? introspection.data : introspection);
}

/**
 * Deliberate extensions (issue 19): the Storefront API 2024-01 has no returns, and the customer's must be
 * readable under `customer { orders { … } }`. They are served in the shapes of Shopify's Customer Account
 * API 2024-01 (`customer-account.schema.json`, the version @shopify/hydrogen-react@2024.1.1 was generated
 * from), and these types and fields are checked against that schema instead, with the same rules. Nothing
 * else may be missing from the Storefront API: a name listed here that the Storefront API does have is an
 * error too.
 */
const CUSTOMER_ACCOUNT_API_TYPES = [
  "LineItem",
  "Return",
  "ReturnConnection",
  "ReturnEdge",
  "ReturnLineItem",
  "ReturnLineItemConnection",
  "ReturnLineItemEdge",
  "ReturnReason",
  "ReturnSortKeys",
  "ReturnStatus",
];
const CUSTOMER_ACCOUNT_API_FIELDS = ["Order.returns"];

interface Extensions {
  schema: GraphQLSchema;
  types: readonly string[];
  fields: readonly string[];
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isUnionType(type)) return "union";
  if (isEnumType(type)) return "enum";
  if (isInputObjectType(type)) return "input";
  return "scalar";
}

function printedDefault(input: GraphQLArgument | GraphQLInputField): string | undefined {
  if (input.defaultValue === undefined) return undefined;
  const ast = astFromValue(input.defaultValue, input.type);
  return ast ? print(ast) : undefined;
}

/** Compares arguments (or input fields) of `where`; an official required one we lack is an error too. */
function compareInputs(
  where: string,
  served: readonly (GraphQLArgument | GraphQLInputField)[],
  official: readonly (GraphQLArgument | GraphQLInputField)[],
  wrap: (name: string) => string,
): string[] {
  const problems: string[] = [];
  for (const input of served) {
    const match = official.find((candidate) => candidate.name === input.name);
    const label = `${where}${wrap(input.name)}`;
    if (!match) {
      problems.push(`${label} does not exist in the official schema`);
      continue;
    }
    if (String(input.type) !== String(match.type)) problems.push(`${label} is ${input.type}, officially ${match.type}`);
    if (printedDefault(input) !== printedDefault(match)) {
      problems.push(`${label} defaults to ${printedDefault(input) ?? "nothing"}, officially ${printedDefault(match) ?? "nothing"}`);
    }
  }
  for (const match of official) {
    const required = String(match.type).endsWith("!") && match.defaultValue === undefined;
    if (required && !served.some((input) => input.name === match.name)) {
      problems.push(`${where}${wrap(match.name)} is required officially but not served`);
    }
  }
  return problems;
}

/**
 * Every difference between `served` and `official` that would break a Shopify client, by name; the
 * `extensions`' types and fields are compared with their own schema instead.
 */
function conformanceProblems(served: GraphQLSchema, official: GraphQLSchema, extensions?: Extensions): string[] {
  const problems: string[] = [];

  for (const name of extensions?.types ?? []) {
    if (official.getType(name)) problems.push(`${name} exists in the official schema: it is no extension`);
  }
  for (const label of extensions?.fields ?? []) {
    const [typeName, fieldName] = label.split(".") as [string, string];
    const type = official.getType(typeName);
    if ((isObjectType(type) || isInterfaceType(type)) && type.getFields()[fieldName]) {
      problems.push(`${label} exists in the official schema: it is no extension`);
    }
  }
  const sourceOfType = (name: string) => (extensions?.types.includes(name) ? extensions.schema : official);
  const sourceOfField = (label: string) => (extensions?.fields.includes(label) ? extensions.schema : undefined);

  const servedQuery = served.getQueryType()?.name;
  const officialQuery = official.getQueryType()?.name;
  if (servedQuery !== officialQuery) problems.push(`the query root is ${servedQuery}, officially ${officialQuery}`);

  for (const type of Object.values(served.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    const source = sourceOfType(type.name);
    const match = source.getType(type.name);
    if (!match) {
      problems.push(`${type.name} does not exist in the ${source === official ? "official" : "extensions'"} schema`);
      continue;
    }
    if (kindOf(type) !== kindOf(match)) {
      problems.push(`${type.name} is a ${kindOf(type)}, officially a ${kindOf(match)}`);
      continue;
    }

    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(match) || isInterfaceType(match))) {
      const officialInterfaces = match.getInterfaces().map((candidate) => candidate.name);
      for (const implemented of type.getInterfaces()) {
        if (!officialInterfaces.includes(implemented.name)) problems.push(`${type.name} implements ${implemented.name}, officially not`);
      }
      const officialFields = match.getFields();
      for (const field of Object.values(type.getFields())) {
        const label = `${type.name}.${field.name}`;
        const extensionType = sourceOfField(label)?.getType(type.name);
        const officialField =
          extensionType && (isObjectType(extensionType) || isInterfaceType(extensionType))
            ? extensionType.getFields()[field.name]
            : officialFields[field.name];
        if (!officialField) {
          problems.push(`${label} does not exist in the ${extensionType || source !== official ? "extensions'" : "official"} schema`);
          continue;
        }
        if (String(field.type) !== String(officialField.type)) problems.push(`${label} is ${field.type}, officially ${officialField.type}`);
        problems.push(...compareInputs(label, field.args, officialField.args, (name) => `(${name})`));
      }
      if (isInterfaceType(type)) {
        for (const name of Object.keys(match.getFields())) {
          // A client may select any field of an interface on any implementation: all must be served.
          if (!type.getFields()[name]) problems.push(`${type.name}.${name} is part of the official interface but not served`);
        }
      }
    }

    if (isEnumType(type) && isEnumType(match)) {
      const officialValues = new Set(match.getValues().map((value) => value.name));
      for (const value of type.getValues()) {
        if (!officialValues.has(value.name)) problems.push(`${type.name}.${value.name} is not an official enum value`);
      }
    }

    if (isInputObjectType(type) && isInputObjectType(match)) {
      problems.push(...compareInputs(type.name, Object.values(type.getFields()), Object.values(match.getFields()), (name) => `.${name}`));
    }
  }

  for (const directive of served.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    const match = official.getDirective(directive.name);
    const label = `@${directive.name}`;
    if (!match) {
      problems.push(`${label} does not exist in the official schema`);
      continue;
    }
    for (const location of directive.locations) {
      if (!match.locations.includes(location)) problems.push(`${label} is allowed on ${location}, officially not`);
    }
    problems.push(...compareInputs(label, directive.args, match.args, (name) => `(${name})`));
  }

  return problems;
}

describe("the served Storefront API schema", () => {
  const official = loadOfficialSchema();
  const extensions: Extensions = {
    schema: loadOfficialSchema("customer-account.schema.json"),
    types: CUSTOMER_ACCOUNT_API_TYPES,
    fields: CUSTOMER_ACCOUNT_API_FIELDS,
  };

  it("is a subset of Shopify's Storefront API 2024-01, with the returns of the Customer Account API 2024-01", () => {
    expect(conformanceProblems(createStorefrontSchema(), official, extensions)).toEqual([]);
  });

  it("serves every listed extension, so the list cannot outlive what it excuses", () => {
    const served = createStorefrontSchema();
    expect(CUSTOMER_ACCOUNT_API_TYPES.filter((name) => !served.getType(name))).toEqual([]);
    expect(
      CUSTOMER_ACCOUNT_API_FIELDS.filter((label) => {
        const [typeName, fieldName] = label.split(".") as [string, string];
        const type = served.getType(typeName);
        return !(isObjectType(type) && type.getFields()[fieldName]);
      }),
    ).toEqual([]);
  });

  it("checks the extensions against the Customer Account API as strictly, and only lets through what the Storefront API lacks", () => {
    const drifted = buildSchema(/* GraphQL */ `
      schema {
        query: QueryRoot
      }
      type QueryRoot {
        shop: Shop!
      }
      type Shop {
        name: String!
      }
      type Order {
        returns(first: Int!, sortKey: ReturnSortKeys = CREATED_AT): ReturnConnection!
      }
      type ReturnConnection {
        nodes: [Return!]!
      }
      type Return {
        id: ID!
        status: String!
        refundedAmount: MoneyV2
      }
      type MoneyV2 {
        amount: Decimal!
      }
      scalar Decimal
      enum ReturnSortKeys {
        CREATED_AT
        NEWEST
      }
    `);
    expect(conformanceProblems(drifted, official, { ...extensions, types: [...CUSTOMER_ACCOUNT_API_TYPES, "Shop"] }).sort()).toEqual(
      [
        "Order.returns(first) is Int!, officially Int",
        "Order.returns(sortKey) defaults to CREATED_AT, officially ID",
        "Return.refundedAmount does not exist in the extensions' schema",
        "Return.status is String!, officially ReturnStatus!",
        "ReturnSortKeys.NEWEST is not an official enum value",
        "Shop exists in the official schema: it is no extension",
      ].sort(),
    );
  });

  it("serves what the storefront reads", () => {
    const served = createStorefrontSchema();
    const query = served.getQueryType()!.getFields();
    expect(Object.keys(query).sort()).toEqual([
      "article",
      "articles",
      "blog",
      "blogByHandle",
      "blogs",
      "customer",
      "product",
      "productByHandle",
      "products",
      "shop",
    ]);
    expect(served.getMutationType()?.name).toBe("Mutation");
    expect(Object.keys(served.getMutationType()!.getFields()).sort()).toEqual([
      "customerAccessTokenCreate",
      "customerAccessTokenDelete",
      "customerAccessTokenRenew",
    ]);
    expect(
      served
        .getDirective("inContext")
        ?.args.map((arg) => arg.name)
        .sort(),
    ).toEqual(["country", "language"]);
  });

  it("names the offending type, field and argument when something differs", () => {
    const drifted = buildSchema(/* GraphQL */ `
      schema {
        query: QueryRoot
      }
      directive @inContext(language: String) on QUERY
      type QueryRoot {
        products(first: Int!, sortKey: ProductSortKeys = TITLE): ProductConnection!
        productByHandle(handle: String!): Product
      }
      type ProductConnection {
        nodes: [Product!]!
      }
      type Product {
        title: Int
        metafields(identifiers: [HasMetafieldsIdentifier!]): [Metafield]!
        madeUp: String
      }
      type Metafield {
        value: String!
      }
      input HasMetafieldsIdentifier {
        key: String
        namespace: String
      }
      enum ProductSortKeys {
        TITLE
        POPULARITY
      }
      type Invented {
        id: ID!
      }
    `);
    expect(conformanceProblems(drifted, official).sort()).toEqual(
      [
        "@inContext(language) is String, officially LanguageCode",
        "HasMetafieldsIdentifier.key is String, officially String!",
        "Invented does not exist in the official schema",
        "Product.madeUp does not exist in the official schema",
        "Product.metafields(identifiers) is [HasMetafieldsIdentifier!], officially [HasMetafieldsIdentifier!]!",
        "Product.title is Int, officially String!",
        "ProductSortKeys.POPULARITY is not an official enum value",
        "QueryRoot.products(first) is Int!, officially Int",
        "QueryRoot.products(sortKey) defaults to TITLE, officially ID",
      ].sort(),
    );
  });
});
