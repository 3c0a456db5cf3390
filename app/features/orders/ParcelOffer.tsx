import { useEffect, useRef, useState, type RefObject } from "react";
import type { ParcelAdditionAnswer, ParcelAdditionPayment, ParcelOffer } from "#domain/parcel-additions";
import { savedCardName } from "#domain/saved-card";
import { PARCEL_OFFER_FRAGMENT } from "#domain/parcel-offer-anchor";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { apiCall } from "#app/lib/rest-client.ts";
import { ANCHOR_TARGET_CLASS } from "#app/ui/anchor-target.ts";
import { callResult } from "#app/lib/server-calls.ts";
import { formatMoneyJson } from "./OrderTotals.tsx";

type Step =
  | { kind: "offered" }
  | { kind: "adding" }
  | { kind: "leaving" }
  | { kind: "added"; answer: ParcelAdditionAnswer }
  | { kind: "failed"; message: string };

/** One key per offer shown: a retry of the same click sends it again, so the server adds the line once. */
function newClickKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The confirmation email links to the offer (`#parcel-offer`), but the page draws it only once the order is read, after
 * the browser looked for the fragment: the offer then does what the browser would have done, scrolls to the top and
 * takes focus, so the next Tab reaches its button.
 */
function useScrolledToWhenLinked(section: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (window.location.hash !== `#${PARCEL_OFFER_FRAGMENT}`) return;
    section.current?.scrollIntoView({ block: "start" });
    section.current?.focus({ preventScroll: true });
  }, [section]);
}

/**
 * "Add to your parcel" (decisions 0158, 0164): the product the owner paired with the order's, its price said plainly,
 * and one button that adds one unit to the same parcel: paid to the courier with the rest, or, for an order paid
 * online, charged at once to the saved card the offer names, or paid on the payment page it leaves for (the unit is
 * added once paid; /finish says so). The server's refusal is shown in its own words.
 */
export function ParcelOfferCard({ offer }: { offer: ParcelOffer }) {
  const { t } = useTranslation("orders");
  const [step, setStep] = useState<Step>({ kind: "offered" });
  const clickKey = useRef<string | null>(null);
  const section = useRef<HTMLElement>(null);
  useScrolledToWhenLinked(section);
  const item = offer.variantTitle ? `${offer.title} – ${offer.variantTitle}` : offer.title;
  const price = formatMoneyJson(offer.price);
  const card = offer.payment.kind === "card" ? savedCardName(offer.payment.brand, offer.payment.last4) : null;
  const onPage = offer.payment.kind === "payment_page";

  async function add() {
    clickKey.current ??= newClickKey();
    setStep({ kind: "adding" });
    const result = callResult(
      await apiCall<ParcelAdditionAnswer | ParcelAdditionPayment>("POST", "/api/parcel-additions", {
        body: { token: offer.token, variantId: offer.variantId, clickKey: clickKey.current },
      }),
    );
    if (result.kind === "ok") {
      const { data } = result;
      if ("paymentUrl" in data) {
        setStep({ kind: "leaving" });
        // The payment page is the provider's (here the store's sandbox), not the app's: a full page load.
        window.location.assign(data.paymentUrl);
      } else setStep({ kind: "added", answer: data });
    } else setStep({ kind: "failed", message: (result.kind === "failed" && result.error) || t("parcelOffer.unreachable") });
  }

  return (
    <section
      ref={section}
      id={PARCEL_OFFER_FRAGMENT}
      tabIndex={-1}
      aria-labelledby="parcel-offer-title"
      className={`flex flex-col gap-3 rounded-2xl border border-brand/30 bg-white p-5 ${ANCHOR_TARGET_CLASS}`}
    >
      <h2 id="parcel-offer-title" className="text-xl font-semibold">
        {t("parcelOffer.title")}
      </h2>
      {step.kind === "added" ? (
        <p role="status" className="font-semibold text-emerald-800">
          {step.answer.charged
            ? t("parcelOffer.cardAdded", { item, charged: formatMoneyJson(step.answer.charged), card })
            : t("parcelOffer.added", { item, total: formatMoneyJson(step.answer.cashOnDelivery ?? step.answer.total) })}
        </p>
      ) : (
        <>
          <p>
            {card
              ? t("parcelOffer.cardText", { item, price, card })
              : onPage
                ? t("parcelOffer.pageText", { item, price })
                : t("parcelOffer.text", { item, price })}
          </p>
          <button
            type="button"
            onClick={() => void add()}
            disabled={step.kind === "adding" || step.kind === "leaving"}
            className="self-start rounded-full border-2 border-brand bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {step.kind === "adding"
              ? t("parcelOffer.adding")
              : step.kind === "leaving"
                ? t("parcelOffer.leaving")
                : t(card ? "parcelOffer.cardButton" : onPage ? "parcelOffer.pageButton" : "parcelOffer.button", { price })}
          </button>
          {step.kind === "failed" ? (
            <p role="alert" className="text-red-800">
              {step.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
