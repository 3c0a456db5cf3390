/**
 * How much one request may ask for. A public API must refuse, before touching the database,
 * queries whose size grows without bound: very deep nesting, and nested connections whose page
 * sizes multiply (250 products × 250 variants × …). Page sizes themselves are capped at 250 by the
 * connection resolvers, the body at 2 MB by the HTTP layer.
 *
 * The cost model is graphql-armor's: every object field costs 2, every scalar 1, and a field with
 * `first`/`last` multiplies its subtree by the page size. Fragments are flattened so a query costs
 * the same whether or not it uses them.
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import {
  Kind,
  validate,
  visit,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from "graphql";
import { storefrontError, type StorefrontErrorCode } from "./errors.ts";

/**
 * products → edges → node → variants → edges → node → metafields → value is 8 levels, and
 * selections such as variant → image → url or → price → amount stay within it. The deepest path
 * served is a customer's returns written Relay-style: customer → orders → edges → node → returns →
 * edges → node → returnLineItems → edges → node → lineItem → price → amount, 13 levels. 13 admits it
 * without allowing more than a few product → variants → product → variants … loops.
 */
export const MAX_DEPTH = 13;

/**
 * 250 products, each with 10 images and 10 variants with their prices, options and metafields,
 * cost about 110 000; the storefront's list of 20 about 7 000. Two nested connections of 250
 * (products × variants, even with three fields each) cost over 500 000 and are refused.
 */
export const MAX_COST = 200_000;

/** Far above any real document (the product page query is about 1 500 tokens); parsing stops here. */
export const MAX_TOKENS = 20_000;

const COST_OPTIONS = { maxCost: MAX_COST, objectCost: 2, scalarCost: 1, depthCostFactor: 1, flattenFragments: true };

/**
 * graphql-armor throws its own error prefixed "Syntax Error:"; reporting ours instead gives the
 * client a plain message with a Shopify-style code, next to any other validation errors.
 */
function reportAs(code: StorefrontErrorCode) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(storefrontError(error.message.replace(/^Syntax Error: /, ""), code));
  };
}

export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: MAX_DEPTH, flattenFragments: true, propagateOnRejection: false, onReject: [reportAs("MAX_DEPTH_EXCEEDED")] }),
    costRule(),
  ];
}

function costRule(): ValidationRule {
  return costLimitRule({ ...COST_OPTIONS, propagateOnRejection: false, onReject: [reportAs("MAX_COMPLEXITY_EXCEEDED")] });
}

function isPageSizeArgument(name: string): boolean {
  return name === "first" || name === "last";
}

/** Whether some `first`/`last` takes its value from a variable, which the cached validation could not price. */
const variablePageSizes = new WeakMap<DocumentNode, boolean>();

/** Whether any page size is a variable; remembered per document, since the document cache hands out the same ones. */
export function hasVariablePageSizes(document: DocumentNode): boolean {
  const known = variablePageSizes.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Argument(node) {
      if (isPageSizeArgument(node.name.value) && node.value.kind === Kind.VARIABLE) found = true;
    },
  });
  variablePageSizes.set(document, found);
  return found;
}

/**
 * The cost check again with the request's page-size variables written into the document, since
 * `products(first: $first)` costs what `$first` says. Returns the errors to answer with, if any.
 */
export function variableCostErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): readonly GraphQLError[] {
  const defaults = new Map<string, ValueNode>();
  visit(document, {
    VariableDefinition(node) {
      if (node.defaultValue) defaults.set(node.variable.name.value, node.defaultValue);
    },
  });
  const priced = visit(document, {
    Argument(node) {
      if (!isPageSizeArgument(node.name.value) || node.value.kind !== Kind.VARIABLE) return undefined;
      const name = node.value.name.value;
      const given = variables?.[name];
      if (typeof given === "number" && Number.isSafeInteger(given)) {
        return { ...node, value: { kind: Kind.INT, value: String(given) } };
      }
      // Not given: the default applies (a missing or ill-typed value fails at execution anyway).
      const fallback = defaults.get(name);
      return given === undefined && fallback?.kind === Kind.INT ? { ...node, value: fallback } : undefined;
    },
  });
  return validate(schema, priced, [costRule()]);
}
