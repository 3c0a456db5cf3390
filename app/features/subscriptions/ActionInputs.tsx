import { SUBSCRIPTION_INTERVALS, SUBSCRIPTION_QUANTITY_MAX } from "#domain/subscription-actions";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { rescheduleWindow } from "#domain/subscription-schedule";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import type { ActionFormValues } from "./action-requests.ts";
import { input } from "./action-field-classes.ts";

export type Change = <K extends keyof ActionFormValues>(name: K, value: ActionFormValues[K]) => void;

/** The new delivery date, within the days the schedule allows. */
export function RescheduleField({
  subscription,
  values,
  change,
  invalid,
}: {
  subscription: SubscriptionDetail["subscription"];
  values: ActionFormValues;
  change: Change;
  invalid: true | undefined;
}) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
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
        aria-invalid={invalid}
        className={input}
      />
    </label>
  );
}

export function IntervalField({ values, change, invalid }: { values: ActionFormValues; change: Change; invalid: true | undefined }) {
  const { t } = useTranslation("account");
  return (
    <label className="block">
      <span className="font-semibold">{t("subscriptions.interval")}</span>
      <select
        name="interval"
        value={values.interval}
        onChange={(event) => change("interval", event.target.value as ActionFormValues["interval"])}
        aria-invalid={invalid}
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
}

export function QuantityField({ values, change, invalid }: { values: ActionFormValues; change: Change; invalid: true | undefined }) {
  const { t } = useTranslation("account");
  return (
    <HowManyField
      label={t("subscriptions.form.quantityLabel")}
      hint={t("subscriptions.form.quantityHint", { max: SUBSCRIPTION_QUANTITY_MAX })}
      hintId="quantity-hint"
      max={SUBSCRIPTION_QUANTITY_MAX}
      value={values.quantity}
      onChange={(value) => change("quantity", value)}
      invalid={invalid}
    />
  );
}

/** A whole number from 1 to `max`, named `quantity` as the server's refusals name it, with its range said under the label. */
export function HowManyField({
  label,
  hint,
  hintId,
  max,
  value,
  onChange,
  invalid,
}: {
  label: string;
  hint: string;
  hintId: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  invalid: true | undefined;
}) {
  return (
    <label className="block">
      <span className="font-semibold">{label}</span>
      <span id={hintId} className="block text-sm text-muted">
        {hint}
      </span>
      <input
        type="number"
        name="quantity"
        inputMode="numeric"
        required
        min={1}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
        aria-invalid={invalid}
        className={`${input} max-w-32`}
      />
    </label>
  );
}
