/**
 * What a client may learn from an error. Mistakes in the request keep their message (with Shopify's
 * extension codes); anything else is logged in full and answered with a generic message, so stack
 * traces, SQL and table names never leave the server.
 */
import { GraphQLError } from "graphql";
import { CatalogInputError } from "#server/commerce/catalog/module";

export type StorefrontErrorCode =
  | "BAD_REQUEST"
  | "MAX_COMPLEXITY_EXCEEDED"
  | "MAX_DEPTH_EXCEEDED"
  | "INTERNAL_SERVER_ERROR"
  | "UNAUTHORIZED"
  | "PAYLOAD_TOO_LARGE"
  | "THROTTLED"
  | "METHOD_NOT_ALLOWED";

/** Shopify's text for a failure on its side. */
export const INTERNAL_ERROR_MESSAGE = "Internal error. Looks like something went wrong on our end.";

export function storefrontError(message: string, code: StorefrontErrorCode): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function badRequest(message: string): GraphQLError {
  return storefrontError(message, "BAD_REQUEST");
}

/** The subset of a pino logger we use, so tests and callers can pass anything with `error`. */
export interface StorefrontLogger {
  error(details: object, message: string): void;
}

export function maskExecutionErrors(errors: readonly GraphQLError[], logger: StorefrontLogger): GraphQLError[] {
  return errors.map((error) => {
    const cause = error.originalError;
    // graphql-js' own errors (coercion, non-null violations) and the ones we raised on purpose.
    if (cause === undefined || cause instanceof GraphQLError) return error;
    if (cause instanceof CatalogInputError) {
      return new GraphQLError(cause.message, { nodes: error.nodes, path: error.path, extensions: { code: "BAD_REQUEST" } });
    }
    logger.error({ err: cause, path: error.path?.join(".") }, "Storefront API resolver failed");
    return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });
}
