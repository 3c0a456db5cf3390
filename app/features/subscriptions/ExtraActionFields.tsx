import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { formatPrice } from "#domain/format-price";
import { EXTRA_QUANTITY_MAX } from "#domain/subscription-actions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { lineName } from "./SubscriptionExtras.tsx";
import type { ActionFormValues } from "./action-requests.ts";
import { HowManyField, type Change } from "./ActionInputs.tsx";
import { input } from "./action-field-classes.ts";

/**
 * The add-a-product form (issue 68 item 4): a one-time product in stock with its price today, and how many. The
 * fields carry the names the server's refusals use (`variantId`, `quantity`), so a refusal marks and focuses its own.
 */
export function ExtraActionFields({
  detail,
  values,
  change,
  invalidField,
}: {
  detail: SubscriptionDetail;
  values: ActionFormValues;
  change: Change;
  invalidField: string | null;
}) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const next = detail.subscription.nextDeliveryDate;
  const choices = detail.choices.extras;
  if (choices.length === 0) return <p>{t("subscriptions.form.noExtras")}</p>;
  return (
    <div className="space-y-4">
      <p id="extra-hint" className="text-sm text-muted">
        {next ? t("subscriptions.form.extraHint", { date: date(next) }) : t("subscriptions.form.extraHintNoDate")}
      </p>
      <label className="block">
        <span className="font-semibold">{t("subscriptions.form.extraLabel")}</span>
        <select
          name="variantId"
          required
          value={values.extraVariantId}
          onChange={(event) => change("extraVariantId", event.target.value)}
          aria-describedby="extra-hint"
          aria-invalid={invalidField === "variantId" ? true : undefined}
          className={input}
        >
          <option value="">{t("subscriptions.form.chooseExtra")}</option>
          {choices.map((choice) => (
            <option key={choice.variantId} value={String(choice.variantId)}>
              {t("subscriptions.form.extraOption", {
                name: lineName(choice),
                price: formatPrice(choice.unitPriceMinor / 100, "RON"),
              })}
            </option>
          ))}
        </select>
      </label>
      <HowManyField
        label={t("subscriptions.form.extraQuantityLabel")}
        hint={t("subscriptions.form.extraQuantityHint", { max: EXTRA_QUANTITY_MAX })}
        hintId="extra-quantity-hint"
        max={EXTRA_QUANTITY_MAX}
        value={values.extraQuantity}
        onChange={(value) => change("extraQuantity", value)}
        invalid={invalidField === "quantity" ? true : undefined}
      />
    </div>
  );
}
