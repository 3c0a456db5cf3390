/**
 * Signing a delivery the Standard Webhooks way (standardwebhooks.com, decision 0171) with its reference library, so a
 * receiver verifies it with any of that specification's verifiers: `webhook-signature` is `v1,<base64 HMAC-SHA256 of
 * "${id}.${timestamp}.${body}">` under the `whsec_` secret; while a rotated-out secret is still honoured, its
 * signature follows, space-separated, and a verifier accepts either.
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

export function signedHeaders(secrets: readonly string[], id: string, at: Date, body: string): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(id, at, body));
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
