import type { DiscountVerdict } from "#domain/order-contract";
import { callNamed } from "#app/lib/rest-client.ts";
import { rememberDiscountTerms } from "./discount-code-storage.ts";

/** The answer of `POST /api/validate-discount` (docs/api.md): texts in the shopper's language. */
export type DiscountCodeVerdict = DiscountVerdict;

export type DiscountCodeCheck =
  | { kind: "verdict"; verdict: DiscountCodeVerdict }
  /** The server refused the request itself (bad input, too many tries): its message when it sent one. */
  | { kind: "refused"; message: string | null };

function isVerdict(data: unknown): data is DiscountCodeVerdict {
  if (typeof data !== "object" || data === null) return false;
  const answer = data as Record<string, unknown>;
  return (
    typeof answer.valid === "boolean" &&
    typeof answer.code === "string" &&
    typeof answer.percent === "number" &&
    typeof answer.title === "string" &&
    typeof answer.message === "string"
  );
}

/** Asks the server whether it honours `code`. A network failure rejects. */
export async function checkDiscountCode(code: string, signal?: AbortSignal): Promise<DiscountCodeCheck> {
  const answer = await callNamed("validate-discount", { code }, { signal });
  if (answer.kind === "offline" || answer.kind === "network") throw new Error("The discount check got no answer");
  if (answer.kind === "ok" && isVerdict(answer.data)) {
    const { valid, kind, percent, amount, productHandles } = answer.data;
    if (valid) rememberDiscountTerms(answer.data.code, JSON.stringify({ kind, percent, amount, productHandles }));
    return { kind: "verdict", verdict: answer.data };
  }
  return { kind: "refused", message: (answer.kind === "refused" && answer.problem.error) || null };
}
