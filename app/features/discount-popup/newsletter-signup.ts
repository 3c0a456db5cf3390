import type { NewsletterSignupSource } from "#domain/discount-code-schemas";
import { storedConsent } from "#app/features/consent/consent-storage.ts";
import { callNamed } from "#app/lib/rest-client.ts";

/** What became of a sign-up; the texts in it are the server's, already in the shopper's language. */
export type SignupOutcome =
  | { kind: "subscribed"; code: string; percent: number; message: string }
  /** 400: the server would not take the address (or the body); `message` says why. */
  | { kind: "rejected"; message: string }
  /** 429: too many sign-ups from this client; `message` is absent when the answer carried none. */
  | { kind: "rate-limited"; message?: string }
  /** The network, the server or its answer failed. */
  | { kind: "failed" };

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** POST /api/newsletter-signup (docs/api.md): the shopper's consent is given by submitting the form. */
export async function signUpForNewsletter(email: string, source: NewsletterSignupSource, discountCode?: string): Promise<SignupOutcome> {
  // With statistics allowed under this choice, the sign-up is credited to the visit's source (decision 0151).
  const consentId = storedConsent()?.id;
  const answer = await callNamed("newsletter-signup", {
    email: email.trim(),
    discountCode,
    acceptsMarketing: true,
    source,
    ...(consentId ? { consentId } : {}),
  });
  if (answer.kind === "ok") {
    const { data } = answer;
    const code = text(data?.discountCode);
    const message = text(data?.message);
    if (code && message && typeof data?.percent === "number") return { kind: "subscribed", code, percent: data.percent, message };
  }
  if (answer.kind !== "refused") return { kind: "failed" };
  const error = text(answer.problem.error);
  if (answer.status === 400 && error) return { kind: "rejected", message: error };
  if (answer.status === 429) return { kind: "rate-limited", message: error };
  return { kind: "failed" };
}
