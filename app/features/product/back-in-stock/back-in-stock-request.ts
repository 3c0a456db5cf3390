import { callNamed } from "#app/lib/rest-client.ts";

/** What became of a request; the sentences are the server's, already in the shopper's language. */
export type BackInStockRequestOutcome =
  | { kind: "requested"; message: string }
  /** The server would not take it (a bad address, a variant in stock again, too many requests): `message` says why. */
  | { kind: "refused"; message: string }
  /** The network, the server or its answer failed. */
  | { kind: "failed" };

/** POST /api/back-in-stock (docs/api.md). */
export async function requestBackInStock(body: {
  variantId: string;
  email: string;
  acceptsMarketing: boolean;
}): Promise<BackInStockRequestOutcome> {
  const answer = await callNamed("back-in-stock", body);
  if (answer.kind === "ok" && typeof answer.data?.message === "string") return { kind: "requested", message: answer.data.message };
  if (answer.kind === "refused" && answer.problem.error !== "") return { kind: "refused", message: answer.problem.error };
  return { kind: "failed" };
}
