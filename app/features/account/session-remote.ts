/**
 * What the session asks the server. Loaded on demand (a stored session at start, a refresh, a logout),
 * so a visitor's first page load does not carry it.
 */
import { callNamed } from "#app/lib/rest-client.ts";
import { queryStorefront } from "#app/lib/storefront-client.ts";

const SESSION_CHECK_QUERY = `query SessionCheck($customerAccessToken: String!) { customer(customerAccessToken: $customerAccessToken) { id } }`;

export type TokenVerdict = "valid" | "invalid" | "unknown";

/**
 * Spec §7 "Session validation": the Storefront API's `customer(customerAccessToken:)` answers null for a
 * token that is not live. A failure to ask (offline, a server error) proves nothing: `unknown`.
 */
export async function checkToken(accessToken: string, storefrontToken: string): Promise<TokenVerdict> {
  try {
    const data = await queryStorefront<{ customer?: { id?: unknown } | null }>({
      query: SESSION_CHECK_QUERY,
      variables: { customerAccessToken: accessToken },
      token: storefrontToken,
    });
    return "customer" in data ? (typeof data.customer?.id === "string" ? "valid" : "invalid") : "unknown";
  } catch {
    return "unknown";
  }
}

export type RefreshOutcome = { kind: "renewed"; accessToken: string; expiresAt: string } | { kind: "refused" } | { kind: "unavailable" };

/** `refresh-token`: a new token, a refusal (the session is over), or no answer worth acting on. */
export async function requestRefresh(accessToken: string): Promise<RefreshOutcome> {
  const answer = await callNamed("refresh-token", { customerAccessToken: accessToken });
  if (answer.kind === "ok") {
    const { data } = answer;
    if (data?.success && typeof data.accessToken === "string" && typeof data.expiresAt === "string")
      return { kind: "renewed", accessToken: data.accessToken, expiresAt: data.expiresAt };
    return { kind: "unavailable" };
  }
  // No answer, or a server that could not answer (overloaded, throttled), has not refused the session.
  if (answer.kind !== "refused" || answer.status >= 500 || answer.status === 429 || answer.problem.code === "unreadable_answer")
    return { kind: "unavailable" };
  return { kind: "refused" };
}

/** `logout`: the server forgets the token; the browser forgets the user whatever the answer. */
export async function requestLogout(accessToken: string): Promise<void> {
  await callNamed("logout", { customerAccessToken: accessToken });
}
