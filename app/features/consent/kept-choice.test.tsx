import { runInNewContext } from "node:vm";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONSENT_LIFETIME_DAYS } from "#domain/cookie-consent";
import { MarkKeptConsentChoice } from "./kept-choice.tsx";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 1, 12);

/** Runs the head's script as the server writes it, in a page whose storage holds `stored`; says whether it marked <html>. */
function marks(stored: string | null): boolean {
  const html = renderToStaticMarkup(<MarkKeptConsentChoice nonce="n0nce" />);
  const script = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (script === undefined) throw new Error(`not one script with its nonce: ${html}`);
  const attributes = new Map<string, string>();
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => (key === "elara_consent" ? stored : null) },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    Date: { now: () => NOW },
    JSON,
  });
  return attributes.has("data-consent-kept");
}

const choice = (decidedAt: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b",
    version: "0123456789abcdef",
    decidedAt,
    statistics: false,
    marketing: false,
    ...extra,
  });

describe("the head's script that hides the server's cookie banner", () => {
  it("marks the page when a choice in force is kept, as readStoredConsent would keep it", () => {
    expect(marks(choice(NOW - DAY))).toBe(true);
    expect(marks(choice(NOW - CONSENT_LIFETIME_DAYS * DAY + 1))).toBe(true);
  });

  it("leaves the banner where there is no choice, an expired or future one, or one it cannot read", () => {
    expect(marks(null)).toBe(false);
    expect(marks(choice(NOW - CONSENT_LIFETIME_DAYS * DAY - 1))).toBe(false);
    expect(marks(choice(NOW + 2 * DAY))).toBe(false);
    expect(marks(choice(NOW, { statistics: "yes" }))).toBe(false);
    expect(marks("{not json")).toBe(false);
    expect(marks("null")).toBe(false);
  });
});
