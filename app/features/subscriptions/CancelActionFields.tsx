import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { SAVE_OFFER_BY_REASON, CANCEL_NOTE_MAX_LENGTH, type SubscriptionActionRequest } from "#domain/subscription-actions";
import { CANCEL_REASONS, type CancelReason } from "#domain/subscription-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { ActionFormValues } from "./action-requests.ts";
import { input } from "./action-field-classes.ts";
import { RadioChoices } from "./ActionChoices.tsx";
import type { Change } from "./ActionInputs.tsx";

/** The cancellation's effect, its reason with the save offer that reason brings, and a note (required for "other"). */
export function CancelActionFields({
  detail,
  values,
  change,
  invalid,
  busy,
  onOffer,
}: {
  detail: SubscriptionDetail;
  values: ActionFormValues;
  change: Change;
  invalid: true | undefined;
  busy: boolean;
  onOffer: (request: SubscriptionActionRequest) => void;
}) {
  const { t } = useTranslation("account");
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
          aria-invalid={invalid}
          className={input}
        />
      </label>
    </>
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
