/**
 * Which Storefront API operations are public reads, the same for every caller who sends the same query, variables,
 * language and currency (decision 0061), and which store changes make their answer stale. A mutation, or a query
 * that reads `customer` (its answer belongs to one customer), is none.
 */
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from "graphql";

/** The root fields a public read may ask for, with the page-cache tag of what they show (decision 0051). */
const PUBLIC_ROOT_FIELDS: Record<string, string | null> = {
  product: "catalog",
  productByHandle: "catalog",
  products: "catalog",
  article: "blog",
  articles: "blog",
  blog: "blog",
  blogs: "blog",
  // The shop's name and currency come from configuration; settings changes drop every answer anyway ("*").
  shop: null,
  __typename: null,
  __schema: null,
  __type: null,
};

/** The root fields `selection` asks for, through fragments and inline fragments on the root type. */
function rootFields(document: DocumentNode, selection: SelectionSetNode, into: Set<string>, seen = new Set<string>()): Set<string> {
  for (const node of selection.selections) {
    if (node.kind === Kind.FIELD) into.add(node.name.value);
    else if (node.kind === Kind.INLINE_FRAGMENT) rootFields(document, node.selectionSet, into, seen);
    else if (!seen.has(node.name.value)) {
      seen.add(node.name.value);
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === node.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFields(document, fragment.selectionSet, into, seen);
    }
  }
  return into;
}

/**
 * The tags whose change makes the answer of this operation stale, or null when its answer is not public. The
 * document is one the schema validated, so every fragment it spreads exists.
 */
export function publicReadTags(document: DocumentNode, operationName: string | null | undefined): readonly string[] | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation || operation.operation !== "query") return null;
  const tags = new Set<string>();
  for (const field of rootFields(document, operation.selectionSet, new Set())) {
    if (!(field in PUBLIC_ROOT_FIELDS)) return null;
    const tag = PUBLIC_ROOT_FIELDS[field];
    if (tag) tags.add(tag);
  }
  return [...tags];
}
