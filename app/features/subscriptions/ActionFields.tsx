import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { formatPrice } from "#domain/format-price";
import {
  PAUSE_LENGTHS,
  SAVE_OFFER_BY_REASON,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_QUANTITY_MAX,
  CANCEL_NOTE_MAX_LENGTH,
  type SubscriptionActionName,
  type SubscriptionActionRequest,
} from "#domain/subscription-actions";
import { CANCEL_REASONS, type CancelReason } from "#domain/subscription-lifecycle";
import { countryName } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { addressLines } from "#app/lib/addresses.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { AddressFields } from "#app/ui/forms/AddressFields.tsx";
import { NEW_ADDRESS, type ActionFormValues } from "./action-requests.ts";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { rescheduleWindow } from "#domain/subscription-schedule";
import type { SubscriptionReader } from "./SubscriptionFacts.tsx";

const input = "mt-1 block w-full rounded-xl border border-line bg-white px-4 py-3 aria-invalid:border-sale";
const choice =
  "flex flex-wrap items-start gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft";

const NO_ADDRESSES: Record<SubscriptionReader, string> = {
  customer: "subscriptions.form.noAddresses",
  guest: "subscriptions.form.noAddressesGuest",
  staff: "subscriptions.form.noAddressesStaff",
};

/** A card is added only by its holder, on the provider's page: staff can switch a subscription to cash on delivery. */
const PAYMENT_CHOICES: Record<SubscriptionReader, readonly ("cash_on_delivery" | "card")[]> = {
  customer: ["cash_on_delivery", "card"],
  guest: ["cash_on_delivery", "card"],
  staff: ["cash_on_delivery"],
};

type Change = <K extends keyof ActionFormValues>(name: K, value: ActionFormValues[K]) => void;

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
  onOffer: (request: SubscriptionActionRequest) => void;
}) {
  const { t, i18n } = useTranslation("account");
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
    case "reschedule": {
      const window = rescheduleWindow(subscription, shopCalendarDay(new Date()));
      return (
        <label className="block">
          <span className="font-semibold">{t("subscriptions.form.dateLabel")}</span>
          <span id="reschedule-hint" className="block text-sm text-muted">
            {t("subscriptions.form.dateHint", { from: date(window.min), to: date(window.max) })}
          </span>
          <input
            type="date"
            name="date"
            required
            min={window.min}
            max={window.max}
            value={values.date}
            onChange={(event) => change("date", event.target.value)}
            aria-describedby="reschedule-hint"
            aria-invalid={invalid("date")}
            className={input}
          />
        </label>
      );
    }
    case "change_interval":
      return (
        <label className="block">
          <span className="font-semibold">{t("subscriptions.interval")}</span>
          <select
            name="interval"
            value={values.interval}
            onChange={(event) => change("interval", event.target.value as ActionFormValues["interval"])}
            aria-invalid={invalid("interval")}
            className={input}
          >
            {SUBSCRIPTION_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {t(`subscriptions.intervals.${interval}`)}
              </option>
            ))}
          </select>
        </label>
      );
    case "change_quantity":
      return (
        <label className="block">
          <span className="font-semibold">{t("subscriptions.form.quantityLabel")}</span>
          <span id="quantity-hint" className="block text-sm text-muted">
            {t("subscriptions.form.quantityHint", { max: SUBSCRIPTION_QUANTITY_MAX })}
          </span>
          <input
            type="number"
            name="quantity"
            inputMode="numeric"
            required
            min={1}
            max={SUBSCRIPTION_QUANTITY_MAX}
            step={1}
            value={values.quantity}
            onChange={(event) => change("quantity", event.target.value)}
            aria-describedby="quantity-hint"
            aria-invalid={invalid("quantity")}
            className={`${input} max-w-32`}
          />
        </label>
      );
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
    case "change_address": {
      const book = choices.addresses;
      const typing = values.addressId === NEW_ADDRESS;
      const fields = (
        <>
          {subscription.address ? <p className="text-sm text-muted">{t("subscriptions.form.newAddressHint")}</p> : null}
          <AddressFields
            values={values.address}
            onChange={(changes) => change("address", { ...values.address, ...changes })}
            errorOf={(field) => fieldErrors[`address.${field}`]}
            name={(field) => `address.${field}`}
            autoCompleteSection="shipping"
          />
        </>
      );
      return (
        <fieldset className="space-y-4">
          <legend className="font-semibold">{t("subscriptions.form.addressLegend")}</legend>
          {book.length === 0 ? (
            <>
              <p>{t(NO_ADDRESSES[reader])}</p>
              {fields}
            </>
          ) : (
            <>
              <div className="grid gap-2">
                {book.map((address) => (
                  <Choice
                    key={address.id}
                    name="addressId"
                    value={String(address.id)}
                    chosen={values.addressId}
                    choose={() => change("addressId", String(address.id))}
                  >
                    <span className="text-sm">
                      {addressLines({ ...address, isDefault: false }, countryName(address.country, i18n.language)).map((line, index) => (
                        <span key={index} className="block">
                          {line}
                        </span>
                      ))}
                    </span>
                  </Choice>
                ))}
                <Choice name="addressId" value={NEW_ADDRESS} chosen={values.addressId} choose={() => change("addressId", NEW_ADDRESS)}>
                  <span className="font-semibold">{t("subscriptions.form.anotherAddress")}</span>
                </Choice>
              </div>
              {typing ? (
                <fieldset className="space-y-4">
                  <legend className="font-semibold">{t("subscriptions.form.newAddressLegend")}</legend>
                  {fields}
                </fieldset>
              ) : null}
            </>
          )}
          {reader === "customer" ? (
            <Link to="/my-account/addresses" className={`inline-block ${linkClass}`}>
              {t("subscriptions.form.manageAddresses")}
            </Link>
          ) : null}
        </fieldset>
      );
    }
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
    case "cancel":
      return (
        <>
          <p>{t("subscriptions.form.cancelEffect")}</p>
          <RadioChoices
            legend={t("subscriptions.form.reasonLegend")}
            name="reason"
            options={CANCEL_REASONS}
            chosen={values.reason}
            choose={(reason) => change("reason", reason)}
          >
            {(reason) => <span>{t(`subscriptions.reasons.${reason}`)}</span>}
          </RadioChoices>
          {/* Right after the reason, so it is in view as soon as the reason is picked. */}
          {values.reason ? <SaveOffer detail={detail} reason={values.reason} busy={busy} onOffer={onOffer} /> : null}
          <label className="block">
            <span className="font-semibold">
              {values.reason === "other" ? t("subscriptions.form.noteLabelRequired") : t("subscriptions.form.noteLabel")}
            </span>
            <textarea
              name="note"
              rows={3}
              maxLength={CANCEL_NOTE_MAX_LENGTH}
              required={values.reason === "other"}
              value={values.note}
              onChange={(event) => change("note", event.target.value)}
              aria-invalid={invalid("note")}
              className={input}
            />
          </label>
        </>
      );
  }
}

/** A question answered by one of `options`, each a radio whose value (`valueFor`) the form keeps in `chosen`. */
function RadioChoices<Option>({
  legend,
  name,
  options,
  valueFor = String,
  chosen,
  choose,
  note = null,
  children,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  valueFor?: (option: Option) => string;
  chosen: string;
  choose: (option: Option) => void;
  /** Said under the options. */
  note?: ReactNode;
  children: (option: Option) => ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <Choice key={valueFor(option)} name={name} value={valueFor(option)} chosen={chosen} choose={() => choose(option)}>
            {children(option)}
          </Choice>
        ))}
      </div>
      {note}
    </fieldset>
  );
}

function Choice({
  name,
  value,
  chosen,
  choose,
  children,
}: {
  name: string;
  value: string;
  chosen: string;
  choose: () => void;
  children: ReactNode;
}) {
  return (
    <label className={choice}>
      <input type="radio" name={name} value={value} checked={chosen === value} onChange={choose} className="mt-1" />
      {children}
    </label>
  );
}

/**
 * One way to keep the subscription, chosen by the reason; shown only when the subscription's state offers it. Its
 * request carries the reason (`insteadOfCancelling`), which the history keeps.
 */
function SaveOffer({
  detail,
  reason,
  busy,
  onOffer,
}: {
  detail: SubscriptionDetail;
  reason: CancelReason;
  busy: boolean;
  onOffer: (request: SubscriptionActionRequest) => void;
}) {
  const { t } = useTranslation("account");
  const offer = SAVE_OFFER_BY_REASON[reason];
  if (!detail.actions.includes(offer)) return null;
  const request: SubscriptionActionRequest =
    offer === "skip"
      ? { action: "skip", insteadOfCancelling: reason }
      : offer === "pause"
        ? { action: "pause", length: 1, insteadOfCancelling: reason }
        : {
            action: "change_interval",
            interval: detail.subscription.interval === "quarterly" ? "bimonthly" : "quarterly",
            insteadOfCancelling: reason,
          };
  const key = offer === "change_interval" ? `change_interval_${request.action === "change_interval" ? request.interval : ""}` : offer;
  return (
    <section aria-labelledby="save-offer" className="rounded-2xl bg-brand-soft p-4">
      <h3 id="save-offer" className="font-semibold">
        {t(`subscriptions.offers.${key}.title`)}
      </h3>
      <p className="mt-1 text-sm">{t(`subscriptions.offers.${key}.text`)}</p>
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onOffer(request);
        }}
        className="mt-3 rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white hover:bg-brand aria-disabled:opacity-80"
      >
        {t(`subscriptions.offers.${key}.accept`)}
      </button>
    </section>
  );
}
