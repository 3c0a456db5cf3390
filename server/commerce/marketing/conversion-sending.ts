/**
 * What an ad platform made of an event the store sent (decision 0155), the same for Google's and Meta's APIs: sent, or
 * refused for good with the platform's words. A failure that may pass (the platform down or busy, the network, an
 * access token the owner may still replace) throws instead, so the dispatcher tries again with its backoff and, after
 * its last attempt, leaves the event dead on the timeline.
 */
export type ConversionOutcome = { outcome: "sent" } | { outcome: "refused"; detail: string };

/** What went wrong talking to a platform, without any credential in it. */
export class ConversionSendError extends Error {
  override name = "ConversionSendError";
}

export const CONVERSION_REQUEST_TIMEOUT_MS = 10_000;

/** Statuses that may pass on a later attempt: a timeout, a rate limit, credentials the owner may still fix. */
const RETRIED_CLIENT_STATUSES = new Set([401, 403, 408, 429]);

/** The platform's answer as an outcome, or a throw for one worth trying again. */
export async function conversionOutcome(
  platform: string,
  response: Response,
  refusal: (body: string) => string,
): Promise<ConversionOutcome> {
  if (response.ok) return { outcome: "sent" };
  const body = await response.text();
  if (response.status >= 500 || RETRIED_CLIENT_STATUSES.has(response.status)) {
    throw new ConversionSendError(`${platform} answered HTTP ${response.status}`);
  }
  return { outcome: "refused", detail: `HTTP ${response.status}: ${refusal(body)}`.slice(0, 500) };
}
