import { useEffect, useEffectEvent, useState } from "react";
import { priceOrder, type PriceOrderInput } from "#app/features/orders/orders-api.ts";
import type { PricedOrder } from "#domain/order-contract";

/** Typing a country or a code settles for this long before the server is asked again. */
const PRICING_DEBOUNCE_MS = 300;

export interface OrderPricing {
  /** `updating`: a newer question is on its way; the last answer stays on screen meanwhile. */
  status: "idle" | "updating" | "ready" | "failed";
  /** The server's latest answer, which may belong to an earlier question while `updating`. */
  quote: PricedOrder | null;
  /** True when `quote` answers exactly the current question. */
  current: boolean;
  /** Set when the last question failed: the server's message, or null when no answer came. */
  error: string | null;
  /** The fields a 400 named (`lines.0.variantId` for a variant no longer sold). */
  fields: Record<string, string>;
  retry: () => void;
}

interface Answer {
  key: string;
  quote: PricedOrder | null;
  error: string | null;
  fields: Record<string, string>;
  failed: boolean;
}

/**
 * The order summary as the server prices it (`POST /api/price-order`), asked again whenever the lines,
 * code, email, country or currency change: after a short pause, with the previous question aborted, and
 * any answer to a question that is no longer current ignored, so a slow early answer cannot overwrite a
 * newer one. `null` input (nothing to price yet) asks nothing. `onPriced` hears each current answer.
 */
export function useOrderPricing(
  input: PriceOrderInput | null,
  {
    debounceMs = PRICING_DEBOUNCE_MS,
    onPriced,
    accessToken,
  }: { debounceMs?: number; onPriced?: (quote: PricedOrder) => void; accessToken?: string | undefined } = {},
): OrderPricing {
  // The token is part of the question: signing in or out changes what the answer says of store credit.
  const key = input === null ? "" : JSON.stringify({ input, signedIn: accessToken ?? null });
  const priced = useEffectEvent((quote: PricedOrder) => onPriced?.(quote));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [lastQuote, setLastQuote] = useState<PricedOrder | null>(null);

  useEffect(() => {
    if (key === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const asked = JSON.parse(key) as { input: PriceOrderInput; signedIn: string | null };
      priceOrder(asked.input, controller.signal, asked.signedIn ?? undefined).then(
        (result) => {
          if (controller.signal.aborted) return;
          if (result.kind === "ok") {
            setLastQuote(result.data);
            priced(result.data);
            setAnswer({ key, quote: result.data, error: null, fields: {}, failed: false });
          } else {
            const failure = result.kind === "failed" ? result : null;
            setAnswer({ key, quote: null, error: failure?.error ?? null, fields: failure?.body?.fields ?? {}, failed: true });
          }
        },
        () => {
          // Aborted: a newer question replaced this one.
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, debounceMs]);

  const answered = answer !== null && answer.key === key;
  let status: OrderPricing["status"] = "updating";
  if (key === "") status = "idle";
  else if (answered) status = answer.failed ? "failed" : "ready";
  return {
    status,
    quote: answered && answer.quote ? answer.quote : lastQuote,
    current: answered && !answer.failed,
    error: answered ? answer.error : null,
    fields: answered ? answer.fields : {},
    retry: () => {
      setAnswer(null);
      setAttempt((count) => count + 1);
    },
  };
}
