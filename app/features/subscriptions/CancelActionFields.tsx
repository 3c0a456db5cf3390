import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import type { CancelOfferView } from "#domain/save-offers";
import { CANCEL_NOTE_MAX_LENGTH, type SubscriptionActionRequest } from "#domain/subscription-actions";
import { CANCEL_REASONS, type CancelReason } from "#domain/subscription-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { ActionFormValues } from "./action-requests.ts";
import { input } from "./action-field-classes.ts";
import { RadioChoices } from "./ActionChoices.tsx";
import type { Change } from "./ActionInputs.tsx";

/** What the cancel form knows of the reason's answer: asked of the server, or its answer (the holdout's is `none`). */
export type CancelOfferState = { reason: CancelReason; view: CancelOfferView | null } | null;

/**
 * The cancellation's effect, its reason with the answer the server decided for it (decision 0170), and a note
 * (required for "other"). The answer sits in the same dialog, right after the reason: one path, the dialog's own
 * button cancelling at once ("Cancel anyway") whatever is offered.
 */
export function CancelActionFields({
  detail,
  values,
  change,
  invalid,
  busy,
  offer,
  onOffer,
}: {
  detail: SubscriptionDetail;
  values: ActionFormValues;
  change: Change;
  invalid: true | undefined;
  busy: boolean;
  offer: CancelOfferState;
  onOffer: (request: SubscriptionActionRequest) => void;
}) {
  const { t } = useTranslation("account");
  const view = offer && offer.reason === values.reason ? offer.view : null;
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
      {/* Right after the reason, so it is in view as soon as the reason is picked; announced when it comes. */}
      <div aria-live="polite">{view ? <SaveAnswer detail={detail} view={view} busy={busy} onOffer={onOffer} /> : null}</div>
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

/** The offers' buttons: each a request carrying the reason (`insteadOfCancelling`), which the history keeps. */
function offerRequests(detail: SubscriptionDetail, view: CancelOfferView): Array<{ key: string; request: SubscriptionActionRequest }> {
  const reason = view.reason;
  const other = detail.subscription.interval === "quarterly" ? "bimonthly" : "quarterly";
  const offered = new Set<string>(detail.actions);
  const skip = { key: "skip", request: { action: "skip", insteadOfCancelling: reason } as const };
  const interval = {
    key: `change_interval_${other}`,
    request: { action: "change_interval", interval: other, insteadOfCancelling: reason } as const,
  };
  const pause = { key: "pause", request: { action: "pause", length: 1, insteadOfCancelling: reason } as const };
  switch (view.answer) {
    case "skip_first":
      return [skip, interval].filter((offer) => offered.has(offer.request.action));
    case "takes_weeks":
      return [pause].filter((offer) => offered.has(offer.request.action));
    case "discount":
      // Cancelling is allowed, so is the discount: it keeps the subscription as it is.
      return [{ key: "discount", request: { action: "accept_save_discount", insteadOfCancelling: "too_expensive" } }];
    case "change_interval":
      return [interval].filter((offer) => offered.has(offer.request.action));
    case "skip":
      return [skip].filter((offer) => offered.has(offer.request.action));
    case "none":
      return [];
  }
}

/** The reason's answer: a title, what it says, and its offers; nothing in the holdout or for side effects. */
function SaveAnswer({
  detail,
  view,
  busy,
  onOffer,
}: {
  detail: SubscriptionDetail;
  view: CancelOfferView;
  busy: boolean;
  onOffer: (request: SubscriptionActionRequest) => void;
}) {
  const { t } = useTranslation("account");
  const offers = offerRequests(detail, view);
  if (view.answer === "none" || (offers.length === 0 && view.answer !== "takes_weeks")) return null;
  const key = view.answer === "skip" || view.answer === "change_interval" ? offers[0]!.key : view.answer;
  const text = view.answer === "takes_weeks" ? view.text : t(`subscriptions.offers.${key}.text`, { percent: view.discountPercent });
  return (
    <section aria-labelledby="save-offer" className="rounded-2xl bg-brand-soft p-4">
      <h3 id="save-offer" className="font-semibold">
        {t(`subscriptions.offers.${key}.title`, { percent: view.discountPercent })}
      </h3>
      <p className="mt-1 text-sm">{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {offers.map((offer) => (
          <button
            key={offer.key}
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onOffer(offer.request);
            }}
            className="rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white hover:bg-brand aria-disabled:opacity-80"
          >
            {t(`subscriptions.offers.${offer.key}.accept`, { percent: view.discountPercent })}
          </button>
        ))}
      </div>
    </section>
  );
}
