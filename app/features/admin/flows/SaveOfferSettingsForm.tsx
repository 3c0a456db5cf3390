import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { SAVE_OFFER_BOUNDS, type SaveOfferSettings } from "#domain/save-offers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { focusFirstError } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import { SettingsSubmit } from "../settings/SettingsSubmit.tsx";
import { TitledForm } from "../TitledForm.tsx";

const inputClass = "mt-1 block min-h-11 w-28 rounded-xl border border-line bg-white px-3 aria-[invalid=true]:border-red-700";
const FIELDS = ["discountPercent", "cooldownMonths", "holdoutPercent"] as const;
type Field = (typeof FIELDS)[number];

const asNumber = (typed: string) => (typed.trim() === "" ? null : Number(typed.replace(",", ".")));

/**
 * The owner's save-offer settings (decision 0170): the discount for "too expensive", how often a subscription may
 * have it, and the share of cancellations held out. The server checks each field; a refusal shows at its field, which
 * takes the focus, and the outcome is read out from the status line.
 */
export function SaveOfferSettingsForm({ settings, csrfToken }: { settings: SaveOfferSettings; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<Record<Field, string>>(() => ({
    discountPercent: String(settings.discountPercent),
    cooldownMonths: String(settings.cooldownMonths),
    holdoutPercent: String(settings.holdoutPercent),
  }));
  const [state, setState] = useState<ActionState>({ kind: "idle" });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === "busy") return;
    setState({ kind: "busy" });
    const body = Object.fromEntries(FIELDS.map((field) => [field, asNumber(typed[field])]));
    const answer = await adminCall<SaveOfferSettings>("/flows/save-offers", { method: "PUT", body, csrfToken });
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setState({ kind: "done", message: t("flows.saveOffers.form.saved") });
      return;
    }
    if (answer.kind === "refused") {
      setState({ kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
      if (answer.field) focusFirstError(form.current, { [answer.field]: answer.error });
    } else setState({ kind: "error", message: t("flows.saveOffers.form.failed") });
  };

  return (
    <TitledForm
      ref={form}
      onSubmit={submit}
      id={`${id}-title`}
      title={t("flows.saveOffers.form.title")}
      className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      {FIELDS.map((field) => {
        const error = state.kind === "error" && state.field === field ? state.message : null;
        const inputId = `${id}-${field}`;
        const { min, max } = SAVE_OFFER_BOUNDS[field];
        return (
          <div key={field} className="mt-3">
            <label htmlFor={inputId} className="font-semibold">
              {t(`flows.saveOffers.form.${field}`)}
            </label>
            <p id={`${inputId}-hint`} className="text-sm text-muted">
              {t("flows.saveOffers.form.range", { min, max })}
            </p>
            {error ? (
              <p id={`${inputId}-error`} className="text-sm font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            <input
              id={inputId}
              name={field}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              value={typed[field]}
              onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
              className={inputClass}
            />
          </div>
        );
      })}
      <SettingsSubmit state={state} label={t("flows.saveOffers.form.save")} className="mt-5" />
    </TitledForm>
  );
}
