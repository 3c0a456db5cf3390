/**
 * Relay connections the way Shopify serves them: a page size is mandatory and at most 250, and the
 * answer carries edges, nodes and pageInfo. Lists already in memory (a product's images and
 * variants) are paged here; the product list is paged by the catalogue in SQL.
 */
import { badRequest } from "./errors.ts";

export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

/** A sorted connection field's arguments in the schema, as Shopify declares them; `query` where the list is searched. */
export function connectionArgumentsSdl(sortKeys: string, { query = false }: { query?: boolean } = {}): string {
  return `after: String, before: String, first: Int, last: Int,${query ? " query: String," : ""} reverse: Boolean = false, sortKey: ${sortKeys} = ID`;
}

export type PageSize = { first: number; last?: undefined } | { last: number; first?: undefined };

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Shopify's messages for a missing, doubled or oversized page size. */
export function pageSize(args: ConnectionArgs): PageSize {
  const first = args.first ?? undefined;
  const last = args.last ?? undefined;
  if (first === undefined && last === undefined) throw badRequest("you must provide one of first or last");
  if (first !== undefined && last !== undefined) throw badRequest("providing both first and last is not supported");
  const [name, size] = first !== undefined ? (["first", first] as const) : (["last", last!] as const);
  if (size < 0 || size > MAX_PAGE_SIZE) {
    throw badRequest(`Argument "${name}" must be between 0 and ${MAX_PAGE_SIZE}, got ${size}.`);
  }
  return name === "first" ? { first: size } : { last: size };
}

export function connection<T>(nodes: T[], cursors: string[], hasPreviousPage: boolean, hasNextPage: boolean): Connection<T> {
  return {
    edges: nodes.map((node, index) => ({ cursor: cursors[index]!, node })),
    nodes,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: cursors[0] ?? null,
      endCursor: cursors.at(-1) ?? null,
    },
  };
}

function encodeItemCursor(id: number): string {
  return Buffer.from(JSON.stringify(["item", id]), "utf8").toString("base64url");
}

/**
 * A cursor this API issues is `["item",<id>]` in base64url, under 40 characters: a longer one is refused before it is
 * decoded, so a client cannot make the store decode and parse a body-sized string per argument.
 */
const MAX_CURSOR_LENGTH = 64;

function decodeItemCursor(cursor: string): number {
  if (cursor.length > MAX_CURSOR_LENGTH) throw badRequest("Invalid cursor");
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed[0] === "item" && Number.isSafeInteger(parsed[1])) return parsed[1] as number;
  } catch {
    // Falls through to the same answer as a well-formed cursor of something else.
  }
  throw badRequest("Invalid cursor");
}

/** Pages a list held in memory; cursors name the item's id, so they survive items being added. */
export function arrayConnection<T extends { id: number }>(all: readonly T[], args: ConnectionArgs): Connection<T> {
  const size = pageSize(args);
  const items = args.reverse ? [...all].reverse() : [...all];
  const indexOf = (cursor: string) => {
    const id = decodeItemCursor(cursor);
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) throw badRequest("Invalid cursor");
    return index;
  };
  let start = args.after ? indexOf(args.after) + 1 : 0;
  let end = args.before ? indexOf(args.before) : items.length;
  if (end < start) end = start;
  const windowStart = start;
  const windowEnd = end;
  if (size.first !== undefined) end = Math.min(end, start + size.first);
  else start = Math.max(start, end - size.last);
  const page = items.slice(start, end);
  return connection(
    page,
    page.map((item) => encodeItemCursor(item.id)),
    // Relay: with `last`, whether rows were cut before the page; with `first`, whether an `after` skipped any.
    size.last !== undefined ? start > windowStart : start > 0,
    size.first !== undefined ? end < windowEnd : end < items.length,
  );
}
