import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { formatPrice } from "#domain/format-price";
import { PAUSE_LENGTHS, type SubscriptionActionName, type SubscriptionActionRequest } from "#domain/subscription-actions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import type { ActionFormValues } from "./action-requests.ts";
import type { SubscriptionReader } from "./SubscriptionFacts.tsx";
import { RadioChoices } from "./ActionChoices.tsx";
import { IntervalField, QuantityField, RescheduleField, type Change } from "./ActionInputs.tsx";
import { AddressActionFields } from "./AddressActionFields.tsx";
import { CancelActionFields, type CancelOfferState } from "./CancelActionFields.tsx";
import { ExtraActionFields } from "./ExtraActionFields.tsx";

/** A card is added only by its holder, on the provider's page: staff can switch a subscription to cash on delivery. */
const PAYMENT_CHOICES: Record<SubscriptionReader, readonly ("cash_on_delivery" | "card")[]> = {
  customer: ["cash_on_delivery", "card"],
  guest: ["cash_on_delivery", "card"],
  staff: ["cash_on_delivery"],
};

/**
 * What one action's confirmation asks and says: the question, and the fields it needs. `invalidField` is the
 * field a refusal named; `fieldErrors` the sentences beside a new address's fields (`address.city`), from the
 * address rules or the server; `onOffer` carries out the cancel form's save offer instead of the cancellation.
 */
export function ActionFields({
  action,
  detail,
  values,
  change,
  invalidField,
  fieldErrors,
  busy,
  reader,
  offer,
  onOffer,
}: {
  action: SubscriptionActionName;
  detail: SubscriptionDetail;
  values: ActionFormValues;
  change: Change;
  invalidField: string | null;
  fieldErrors: Partial<Record<string, string>>;
  busy: boolean;
  reader: SubscriptionReader;
  /** The cancel form's answer for the reason picked (decision 0170). */
  offer: CancelOfferState;
  onOffer: (request: SubscriptionActionRequest) => void;
}) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const { subscription, choices } = detail;
  const invalid = (field: string) => (invalidField === field ? true : undefined);
  const next = subscription.nextDeliveryDate ? date(subscription.nextDeliveryDate) : "";

  switch (action) {
    case "skip":
      return <p>{t("subscriptions.form.skipQuestion", { date: next })}</p>;
    case "undo_skip":
      return <p>{t("subscriptions.form.undoQuestion", { date: subscription.skippedDate ? date(subscription.skippedDate) : "" })}</p>;
    case "resume":
      return <p>{t("subscriptions.form.resumeQuestion")}</p>;
    case "deliver_now":
      return (
        <p>
          {t("subscriptions.form.deliverNowQuestion", {
            price: formatPrice(subscription.pricePerDeliveryMinor / 100, "RON"),
            payment: subscription.payment.kind === "card" ? t("subscriptions.form.paidByCard") : t("subscriptions.cashOnDelivery"),
          })}
        </p>
      );
    case "pause":
      return (
        <RadioChoices
          legend={t("subscriptions.form.pauseLegend")}
          name="length"
          options={PAUSE_LENGTHS}
          chosen={values.length}
          choose={(length) => change("length", String(length) as ActionFormValues["length"])}
        >
          {(length) => <span>{t(`subscriptions.form.pauseLengths.${length}`)}</span>}
        </RadioChoices>
      );
    case "reschedule":
      return <RescheduleField subscription={subscription} values={values} change={change} invalid={invalid("date")} />;
    case "change_interval":
      return <IntervalField values={values} change={change} invalid={invalid("interval")} />;
    case "change_quantity":
      return <QuantityField values={values} change={change} invalid={invalid("quantity")} />;
    case "change_variant":
      return (
        <RadioChoices
          legend={t("subscriptions.form.variantLegend")}
          name="variantId"
          options={choices.variants}
          valueFor={(variant) => String(variant.variantId)}
          chosen={values.variantId}
          choose={(variant) => change("variantId", String(variant.variantId))}
        >
          {(variant) => (
            <>
              <span className="font-semibold">
                {variant.title} · {variant.variantTitle}
              </span>
              <span className="ml-auto text-sm text-muted tabular-nums">
                {t("subscriptions.form.unitPrice", { price: formatPrice(variant.unitPriceMinor / 100, "RON") })}
              </span>
            </>
          )}
        </RadioChoices>
      );
    case "change_address":
      return <AddressActionFields detail={detail} values={values} change={change} fieldErrors={fieldErrors} reader={reader} />;
    case "change_payment":
      return (
        <RadioChoices
          legend={t("subscriptions.form.paymentLegend")}
          name="method"
          options={PAYMENT_CHOICES[reader]}
          chosen={values.method}
          choose={(method) => change("method", method)}
          note={reader === "staff" ? <p className="mt-2 text-sm text-muted">{t("subscriptions.form.cardByCustomer")}</p> : null}
        >
          {(method) => <span>{t(`subscriptions.form.methods.${method}`)}</span>}
        </RadioChoices>
      );
    case "add_extra":
      return <ExtraActionFields detail={detail} values={values} change={change} invalidField={invalidField} />;
    case "remove_extra":
      return null;
    case "cancel":
      return (
        <CancelActionFields
          detail={detail}
          values={values}
          change={change}
          invalid={invalid("note")}
          busy={busy}
          offer={offer}
          onOffer={onOffer}
        />
      );
  }
}
