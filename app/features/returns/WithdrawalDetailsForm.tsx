import type { FormEvent, RefObject } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { alertClass, control, headingClass, primaryButton, secondaryButton } from "./withdrawal-classes.ts";
import type { WithdrawalField, WithdrawalValues } from "./withdrawal-form.ts";

/** The withdrawal's bank account step (cash paid on delivery only): the wrong fields listed in a summary and at each. */
export function WithdrawalDetailsForm({
  ids,
  headingRef,
  summaryRef,
  values,
  errors,
  onUpdate,
  onSubmit,
  onCancel,
}: {
  ids: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  values: WithdrawalValues;
  errors: Partial<Record<WithdrawalField, string>>;
  onUpdate: (field: WithdrawalField, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("orders");
  const fieldId = (field: WithdrawalField) => `${ids}-${field}`;
  const wrong = (["iban", "accountHolder"] as const).filter((field) => errors[field]);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-details-title`} className="flex flex-col gap-4">
      <h3 id={`${ids}-details-title`} ref={headingRef} tabIndex={-1} className={headingClass}>
        {t("withdrawal.detailsTitle")}
      </h3>
      <p>{t("withdrawal.detailsIntro")}</p>
      {wrong.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${ids}-summary-title`} className={alertClass}>
          <p id={`${ids}-summary-title`} className="font-semibold text-sale">
            {t("withdrawal.errorsTitle")}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {wrong.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  className="font-medium text-sale underline underline-offset-2"
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fieldId("iban")}
          name="iban"
          label={t("withdrawal.iban")}
          hint={t("withdrawal.ibanHint")}
          error={errors.iban}
          value={values.iban}
          onChange={(value) => onUpdate("iban", value)}
          inputProps={{ autoComplete: "off", spellCheck: false, autoCapitalize: "characters", maxLength: 64, inputMode: "text" }}
        />
        <Field
          id={fieldId("accountHolder")}
          name="accountHolder"
          label={t("withdrawal.holder")}
          hint={t("withdrawal.holderHint")}
          error={errors.accountHolder}
          value={values.accountHolder}
          onChange={(value) => onUpdate("accountHolder", value)}
          inputProps={{ autoComplete: "name", maxLength: 120 }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton}>
          {t("withdrawal.continue")}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t("withdrawal.notNow")}
        </button>
      </div>
    </form>
  );
}

function Field({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  inputProps,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className={`${control} ${error ? "border-sale" : "border-line"}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
