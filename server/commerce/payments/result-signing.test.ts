import { describe, expect, it } from "vitest";
import { createResultSigner } from "./result-signing.ts";
import { createSandboxProvider, finishUrl } from "./sandbox.ts";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const result = { paymentId: "pay_abc", orderNumber: 1001, result: "paid" as const };

describe("signed payment results", () => {
  const signer = createResultSigner(SECRET);

  it("signs with HMAC-SHA256 in base64url and verifies its own signature", () => {
    const sig = signer.sign(result);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify({ ...result, sig })).toBe(true);
  });

  it("refuses another result, order, payment, key or a mangled signature", () => {
    const sig = signer.sign(result);
    expect(signer.verify({ ...result, result: "declined", sig })).toBe(false);
    expect(signer.verify({ ...result, orderNumber: 1002, sig })).toBe(false);
    expect(signer.verify({ ...result, paymentId: "pay_abd", sig })).toBe(false);
    expect(createResultSigner(`${SECRET}x`).verify({ ...result, sig })).toBe(false);
    expect(signer.verify({ ...result, sig: `${sig}=` })).toBe(false);
    expect(signer.verify({ ...result, sig: `${sig.slice(0, 20)}!${sig.slice(21)}` })).toBe(false);
    expect(signer.verify({ ...result, sig: "" })).toBe(false);
  });

  it("refuses a short secret", () => {
    expect(() => createResultSigner("short")).toThrow("at least 32");
  });

  it("builds the /finish URL the sandbox returns to, and the sandbox verifies only what it signed", () => {
    const url = new URL(finishUrl(signer, { ...result, language: "en" }), "https://shop.example");
    expect(url.pathname).toBe("/finish");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order: "1001",
      payment: "pay_abc",
      result: "paid",
      sig: signer.sign(result),
      lng: "en",
    });
    const sandbox = createSandboxProvider({ baseUrl: "https://shop.example", signer });
    expect(sandbox.signer.verify({ ...result, sig: url.searchParams.get("sig")! })).toBe(true);
    expect(sandbox.signer.verify({ ...result, result: "cancelled", sig: url.searchParams.get("sig")! })).toBe(false);
  });

  it("sends the shopper to the payment page in the order's language", async () => {
    const sandbox = createSandboxProvider({ baseUrl: "https://shop.example", signer });
    const started = await sandbox.start({
      paymentId: "pay_x",
      orderNumber: 1001,
      attempt: 2,
      method: "card",
      amountMinor: 100,
      currencyCode: "RON",
      language: "en",
      email: "ana@example.ro",
      purpose: "checkout",
      saveForRenewals: false,
      createdAt: new Date(),
      expiresAt: new Date(),
    });
    expect(started).toEqual({ reference: "SBX-1001-2", redirectUrl: "https://shop.example/pay/pay_x?lng=en" });
  });
});
