import { RETURN_REFUND_METHODS, type EligibleReturnOrder } from "#domain/customer-returns";
import { TextField } from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { FormErrors, FormField, ReturnFormValues } from "./return-form.ts";

const choiceBox =
  "grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border border-line px-4 py-3 has-[:checked]:border-brand-dark has-[:checked]:bg-brand-soft";

/** How the money comes back, with the bank account an order paid on delivery needs for it. */
export function RefundMethodFieldset({
  order,
  values,
  errors,
  storeCredit,
  asksBank,
  ids,
  className,
  update,
}: {
  order: EligibleReturnOrder;
  values: ReturnFormValues;
  errors: FormErrors;
  storeCredit: boolean;
  asksBank: boolean;
  /** The form's own id, which the element ids here start with. */
  ids: string;
  className: string;
  update: (change: Partial<ReturnFormValues>, fixes: FormField[]) => void;
}) {
  const { t } = useTranslation("account");
  return (
    <fieldset className={className}>
      <legend className="float-left w-full font-serif text-xl">{t("returns.form.methodLegend")}</legend>
      <div className="clear-left grid gap-3 pt-4">
        {RETURN_REFUND_METHODS.filter((method) => storeCredit || method !== "store_credit").map((method, index) => {
          const hintId = `${ids}-method-${method}-hint`;
          const hint =
            method === "original" && order.paidOnDelivery
              ? t("returns.form.methodHints.originalCod")
              : t(`returns.form.methodHints.${method}`);
          return (
            <label key={method} className={choiceBox}>
              <input
                type="radio"
                name="refundMethod"
                value={method}
                checked={values.refundMethod === method}
                onChange={() => update({ refundMethod: method }, ["refundMethod", "iban", "accountHolder"])}
                aria-describedby={[hintId, errors.refundMethod ? `${ids}-method-error` : null].filter(Boolean).join(" ")}
                data-fields={index === 0 ? "refundMethod" : undefined}
                className="row-span-2 mt-1 size-5 accent-brand-dark"
              />
              <span className="font-semibold">{t(`returns.methods.${method}`)}</span>
              <span id={hintId} className="text-sm text-muted">
                {hint}
              </span>
            </label>
          );
        })}
      </div>
      {errors.refundMethod ? (
        <p id={`${ids}-method-error`} className="mt-2 text-sm font-medium text-sale">
          {errors.refundMethod}
        </p>
      ) : null}
      {asksBank ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div data-field-frame>
            <TextField
              name="iban"
              label={t("returns.form.iban")}
              value={values.iban}
              onValueChange={(iban) => update({ iban }, ["iban"])}
              hint={t("returns.form.ibanHint")}
              error={errors.iban}
              optionalText={t("form.optional")}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              maxLength={64}
              data-fields="iban"
            />
          </div>
          <div data-field-frame>
            <TextField
              name="accountHolder"
              label={t("returns.form.holder")}
              value={values.accountHolder}
              onValueChange={(accountHolder) => update({ accountHolder }, ["accountHolder"])}
              error={errors.accountHolder}
              optionalText={t("form.optional")}
              autoComplete="name"
              maxLength={120}
              data-fields="accountHolder"
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
