/**
 * Signed payment results: the hosted page returns to `/finish` with its outcome and an HMAC-SHA256 of
 * it, so a shopper cannot turn "declined" into "paid" by editing the address bar. The signed text
 * names the attempt, the order and the outcome under a version prefix, so a signature for one can
 * never be replayed as another.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SignedPaymentResult } from "./payment-provider.ts";
import type { PaymentResult } from "#domain/order-contract";

const VERSION = "elara-payment-result:v1";

export interface ResultSigner {
  sign(result: Omit<SignedPaymentResult, "sig">): string;
  verify(signed: SignedPaymentResult): boolean;
}

function signedText({ paymentId, orderNumber, result }: { paymentId: string; orderNumber: number; result: PaymentResult }): string {
  return `${VERSION}|${paymentId}|${orderNumber}|${result}`;
}

export function createResultSigner(secret: string): ResultSigner {
  if (secret.length < 32) throw new Error("The payment signing secret must be at least 32 characters");
  const mac = (text: string) => createHmac("sha256", secret).update(text, "utf8").digest();
  return {
    sign: (result) => mac(signedText(result)).toString("base64url"),
    verify(signed) {
      const given = Buffer.from(signed.sig, "base64url");
      const expected = mac(signedText(signed));
      // base64url decoding skips stray characters, so compare the canonical spelling too.
      return given.length === expected.length && timingSafeEqual(given, expected) && given.toString("base64url") === signed.sig;
    },
  };
}
