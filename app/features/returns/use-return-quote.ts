import { useEffect, useMemo, useState } from "react";
import type { EligibleReturnOrder, ReturnQuoteView, ReturnRequestBody } from "#domain/customer-returns";
import { formatMoney } from "#domain/format-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CallResult } from "#app/lib/server-calls.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { quoteBody, type ReturnFormValues } from "./return-form.ts";

/** The quote waits for the customer to stop changing the selection for this long. */
export const QUOTE_DEBOUNCE_MS = 400;

export type QuoteCall = (body: ReturnRequestBody) => Promise<CallResult<{ quote: ReturnQuoteView }>>;

export type QuoteState =
  { status: "idle" } | { status: "loading" } | { status: "ready"; quote: ReturnQuoteView } | { status: "failed"; text: string };

/** The server's amount for the return as chosen so far, announced when it comes. */
export function useReturnQuote(
  order: EligibleReturnOrder,
  values: ReturnFormValues,
  quote: QuoteCall,
  announce: (message: string) => void,
): QuoteState {
  const { t } = useTranslation("account");
  const [quoteAnswer, setQuoteAnswer] = useState<{ key: string; state: QuoteState } | null>(null);
  const body = useMemo(() => quoteBody(order, values), [order, values]);
  const quoteKey = body ? JSON.stringify(body) : null;

  // The amount is the server's: asked again, after a pause, whenever the choice that decides it changes. Until the
  // answer for the current choice is in, the amount shown is "calculating".
  const quoteState: QuoteState = !quoteKey ? { status: "idle" } : quoteAnswer?.key === quoteKey ? quoteAnswer.state : { status: "loading" };
  useEffect(() => {
    if (!quoteKey) return;
    let current = true;
    const timer = setTimeout(() => {
      void quote(JSON.parse(quoteKey) as ReturnRequestBody).then((result) => {
        if (!current) return;
        if (result.kind === "ok") {
          setQuoteAnswer({ key: quoteKey, state: { status: "ready", quote: result.data.quote } });
          announce(t("returns.form.amountSaid", { amount: refundText(result.data.quote, values.refundMethod) }));
        } else
          setQuoteAnswer({
            key: quoteKey,
            state: {
              status: "failed",
              text: failureText(result, t, { rejected: "returns.form.amountFailed", unavailable: "returns.form.amountFailed" }),
            },
          });
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key holds everything the quote depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey, quote]);
  return quoteState;
}

export function refundText(quote: ReturnQuoteView, method: ReturnFormValues["refundMethod"]): string {
  // Store credit is kept in lei; the original way gives back the order's currency.
  return method === "store_credit"
    ? formatMoney({ amountMinor: quote.totalRonMinor, currencyCode: "RON" })
    : formatMoney({ amountMinor: quote.totalMinor, currencyCode: quote.currencyCode });
}
