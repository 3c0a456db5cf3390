/**
 * Parsed and validated documents by query text. Clients send the same few queries over and over,
 * and parsing plus validation (with the depth and cost rules) is most of the work of a small query,
 * so each distinct text is prepared once. Least recently used entries go first.
 */
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from "graphql";

export type PreparedDocument = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] };

export interface DocumentCacheStats {
  size: number;
  hits: number;
  /** Each miss is one parse and one validation. */
  misses: number;
}

export interface DocumentCache {
  prepare(query: string): PreparedDocument;
  stats(): DocumentCacheStats;
}

export interface DocumentCacheOptions {
  schema: GraphQLSchema;
  extraRules: readonly ValidationRule[];
  maxTokens: number;
  maxEntries?: number;
  /** Longer texts are prepared every time: a few huge one-off documents must not pin megabytes. */
  maxCachedQueryLength?: number;
}

export function createDocumentCache({
  schema,
  extraRules,
  maxTokens,
  maxEntries = 500,
  maxCachedQueryLength = 64 * 1024,
}: DocumentCacheOptions): DocumentCache {
  const entries = new Map<string, PreparedDocument>();
  const rules = [...specifiedRules, ...extraRules];
  let hits = 0;
  let misses = 0;

  function prepareUncached(query: string): PreparedDocument {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError) return { errors: [error] };
      throw error;
    }
    const errors = validate(schema, document, rules);
    return errors.length > 0 ? { errors } : { document };
  }

  return {
    prepare(query) {
      const cached = entries.get(query);
      if (cached) {
        hits += 1;
        // Map keeps insertion order: re-inserting marks the entry as the most recently used.
        entries.delete(query);
        entries.set(query, cached);
        return cached;
      }
      misses += 1;
      const prepared = prepareUncached(query);
      if (query.length <= maxCachedQueryLength) {
        entries.set(query, prepared);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return prepared;
    },
    stats: () => ({ size: entries.size, hits, misses }),
  };
}
