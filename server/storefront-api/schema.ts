/**
 * The executable Storefront API schema: the SDL of schema-sdl.ts with its resolvers attached.
 * Built once per process; it holds no request state.
 *
 * The resolvers are attached with graphql-js alone rather than @graphql-tools/schema: graphql 16 has
 * no package exports, so a tool loaded by Node gets its CommonJS build while Vite (and Vitest) hand
 * our code the ES build, and a schema made by one copy cannot be executed by the other.
 */
import {
  assertValidSchema,
  buildASTSchema,
  concatAST,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  type GraphQLFieldResolver,
  type GraphQLScalarType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import { blogResolvers } from "./blog-resolvers.ts";
import { customerResolvers } from "./customer-resolvers.ts";
import { catalogResolvers } from "./resolvers.ts";
import { scalarResolvers } from "./scalars.ts";
import { storefrontTypeDefs } from "./schema-sdl.ts";

/** Per type: field resolvers, `__resolveType` for an interface, or the implementation of a scalar. */
export type ResolverMap = Record<string, Record<string, unknown> | GraphQLScalarType>;

export function createStorefrontSchema(): GraphQLSchema {
  const schema = buildASTSchema(concatAST(storefrontTypeDefs.map((sdl) => parse(sdl))));
  // One map per part of the API, each free to add fields to QueryRoot (with `extend type QueryRoot`).
  for (const resolvers of [scalarResolvers, catalogResolvers, customerResolvers, blogResolvers]) attachResolvers(schema, resolvers);
  // At start-up rather than on the first request.
  assertValidSchema(schema);
  return schema;
}

/** Fails loudly on a resolver the SDL has no place for: such a typo would otherwise never run. */
export function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
  for (const [typeName, implementation] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`Resolvers given for ${typeName}, which the schema does not define`);

    if (isScalarType(type)) {
      const scalar = implementation as GraphQLScalarType;
      type.serialize = scalar.serialize;
      type.parseValue = scalar.parseValue;
      type.parseLiteral = scalar.parseLiteral;
      type.description ??= scalar.description;
      continue;
    }

    for (const [name, resolver] of Object.entries(implementation as Record<string, unknown>)) {
      if (typeof resolver !== "function") throw new Error(`The resolver ${typeName}.${name} is not a function`);
      if (name === "__resolveType" && (isInterfaceType(type) || isUnionType(type))) {
        type.resolveType = resolver as GraphQLTypeResolver<unknown, unknown>;
        continue;
      }
      const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
      if (!field) throw new Error(`A resolver is given for ${typeName}.${name}, which the schema does not define`);
      field.resolve = resolver as GraphQLFieldResolver<unknown, unknown>;
    }
  }
}
