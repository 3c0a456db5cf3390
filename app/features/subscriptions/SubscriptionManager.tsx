import { useEffect, useRef, useState } from "react";
import type { CancelOfferAnswer, SubscriptionActionDone, SubscriptionDetail } from "#domain/customer-subscriptions";
import type { CancelReason } from "#domain/subscription-lifecycle";
import type { CancelOfferState } from "./CancelActionFields.tsx";
import type { CardSetupResult, SubscriptionActionName, SubscriptionActionRequest } from "#domain/subscription-actions";
import { useSuccessNotice } from "#app/ui/use-success-notice.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CallResult } from "#app/lib/server-calls.ts";
import { failureText, fieldErrorText } from "#app/ui/forms/messages.ts";
import { ADDRESS_FIELDS_IN_ORDER } from "#app/ui/forms/AddressFields.tsx";
import { ActionDialog } from "./ActionDialog.tsx";
import { ActionFields } from "./ActionFields.tsx";
import { validateAddress, type AddressValues, type FieldErrors } from "#domain/account-forms";
import { actionRequest, initialValues, type ActionFormValues } from "./action-requests.ts";
import { SubscriptionDeliveries, SubscriptionSummary, type SubscriptionReader } from "./SubscriptionFacts.tsx";
import { SubscriptionHistory } from "./SubscriptionHistory.tsx";
import { SubscriptionExtras, useExtraRemoval } from "./SubscriptionExtras.tsx";

/** The portal's actions, in the groups the page shows them; only those the subscription's state offers appear. */
const GROUPS: { key: string; actions: SubscriptionActionName[] }[] = [
  { key: "nextDelivery", actions: ["skip", "undo_skip", "reschedule", "deliver_now", "add_extra"] },
  { key: "pausing", actions: ["pause", "resume"] },
  { key: "changes", actions: ["change_interval", "change_quantity", "change_variant", "change_address", "change_payment"] },
];

const secondaryButton = "rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:bg-brand-soft";

export type PerformAction = (request: SubscriptionActionRequest) => Promise<CallResult<SubscriptionActionDone>>;
/** Opens the cancel form for a reason (decision 0170): the server decides whether it shows the reason's answer. */
export type OpenCancelOffer = (reason: CancelReason) => Promise<CallResult<CancelOfferAnswer>>;

/**
 * One subscription's page (issue 18 items 1 and 5), for its customer, a guest's signed link and staff alike: the facts,
 * every action its state allows, each confirmed in a dialog and answered with the receipt's sentence (shown,
 * announced, and emailed by the server), and its history. A refusal stays in the dialog beside the field named.
 */
export function SubscriptionManager({
  detail,
  perform,
  onChanged,
  reader,
  initialAction = null,
  cardSetup = null,
  openCancelOffer,
}: {
  detail: SubscriptionDetail;
  perform: PerformAction;
  /** The customer's and a guest's cancel form ask the server for the reason's answer; staff's shows the plain cancel. */
  openCancelOffer?: OpenCancelOffer;
  onChanged: (detail: SubscriptionDetail) => void;
  /** A signed-in customer opens their address book and orders; a guest's link neither; staff the admin's orders. */
  reader: SubscriptionReader;
  /** Opened at once: a reminder's one-click skip or reschedule, when the subscription still offers it. */
  initialAction?: SubscriptionActionName | null;
  /** Back from the provider's card page (`?card=`): what became of the new card, said at once. */
  cardSetup?: CardSetupResult | null;
}) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState<SubscriptionActionName | null>(null);
  const [values, setValues] = useState<ActionFormValues>(() => initialValues(detail));
  const [busy, setBusy] = useState(false);
  /** The refusal: its sentence for the dialog's alert (none when it sits beside its field), and the field to focus. */
  const [error, setError] = useState<{ text: string | null; field: string | null } | null>(null);
  /** The sentences beside a new address's fields (`address.city`), from the address rules or the server. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  /** Once the new address was sent, every change checks it again, so a fixed field loses its sentence. */
  const addressChecked = useRef(false);
  const [noticeView, showNotice] = useSuccessNotice(cardSetup ? t(`subscriptions.cardSetup.${cardSetup}`) : null);
  const removal = useExtraRemoval(perform, onChanged, showNotice);
  /** The cancel form's answer for the reason picked; a failed request leaves the plain cancel, never a blocked one. */
  const [offer, setOffer] = useState<CancelOfferState>(null);
  const reason = open === "cancel" ? values.reason : null;
  useEffect(() => {
    if (!reason || !openCancelOffer) return;
    // An answer for another reason is never shown (CancelActionFields compares the reasons): nothing to clear here.
    let current = true;
    void openCancelOffer(reason).then((result) => {
      if (current) setOffer({ reason, view: result.kind === "ok" ? result.data.offer : null });
    });
    return () => {
      current = false;
    };
  }, [reason, openCancelOffer]);
  const answerShown = open === "cancel" && offer?.reason === reason && offer.view !== null && offer.view.answer !== "none";
  const { subscription } = detail;

  useEffect(() => {
    if (!error?.field) return;
    const field = document.querySelector<HTMLElement>(`dialog[open] [name="${error.field}"]`);
    field?.focus();
    // Focus shows the control; its label and the sentence under it come into view with it.
    field?.parentElement?.scrollIntoView?.({ block: "nearest" });
  }, [error]);

  useEffect(() => {
    if (initialAction && new Set<SubscriptionActionName>(detail.actions).has(initialAction)) start(initialAction);
    // Only the page's first showing answers the link's intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function start(action: SubscriptionActionName) {
    setValues(initialValues(detail));
    setError(null);
    setFieldErrors({});
    addressChecked.current = false;
    setOpen(action);
  }

  const describeAddress = (errors: FieldErrors<keyof AddressValues>) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, broken]) => [`address.${field}`, broken ? fieldErrorText(t, field, broken) : undefined]),
    ) as Partial<Record<string, string>>;

  /** A field's new value; a new address's changed fields lose their sentence, or get the rule's new one once sent. */
  const change = <K extends keyof ActionFormValues>(name: K, value: ActionFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name !== "address") return;
    const next = value as AddressValues;
    const changed = ADDRESS_FIELDS_IN_ORDER.filter((field) => next[field] !== values.address[field]).map((field) => `address.${field}`);
    const rules = addressChecked.current ? describeAddress(validateAddress(next)) : {};
    setFieldErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field))),
      ...Object.fromEntries(changed.filter((field) => rules[field]).map((field) => [field, rules[field]])),
    }));
  };

  async function carryOut(request: SubscriptionActionRequest) {
    setBusy(true);
    setError(null);
    const result = await perform(request);
    setBusy(false);
    if (result.kind === "ok") {
      onChanged(result.data.detail);
      setOpen(null);
      showNotice(result.data.message);
      if (result.data.paymentSetupUrl) window.location.assign(result.data.paymentSetupUrl);
      return;
    }
    const text = failureText(result, t, { rejected: "subscriptions.form.failed", unavailable: "subscriptions.form.failed" });
    const field = result.kind === "failed" && result.field && result.field !== "action" ? result.field : null;
    if (field?.startsWith("address.") && request.action === "change_address" && request.address) {
      // A new address's field: the server's sentence goes beside it.
      setFieldErrors((current) => ({ ...current, [field]: text }));
      setError({ text: null, field });
      return;
    }
    setError({ text, field });
  }

  function confirm() {
    if (!open) return;
    const built = actionRequest(open, values);
    if (!built.ok && "addressErrors" in built) {
      addressChecked.current = true;
      setFieldErrors(describeAddress(built.addressErrors));
      setError({ text: null, field: `address.${ADDRESS_FIELDS_IN_ORDER.find((field) => built.addressErrors[field])!}` });
      return;
    }
    if (!built.ok) {
      setError({ text: t(built.messageKey), field: built.field });
      return;
    }
    if (built.request.action === "change_address" && built.request.address) addressChecked.current = true;
    void carryOut(built.request);
  }

  const offered = new Set<SubscriptionActionName>(detail.actions);
  const groups = GROUPS.map((group) => ({ ...group, actions: group.actions.filter((action) => offered.has(action)) })).filter(
    (group) => group.actions.length > 0,
  );

  return (
    <div className="space-y-6">
      {noticeView}
      <article aria-labelledby="subscription-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <SubscriptionSummary subscription={subscription} headingId="subscription-title" titleClassName="text-2xl" />
        <SubscriptionDeliveries subscription={subscription} reader={reader} />
      </article>

      {offered.size > 0 ? (
        <section aria-labelledby="subscription-actions" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <h2 id="subscription-actions" className="text-xl">
            {t("subscriptions.manageTitle")}
          </h2>
          {groups.map((group) => (
            <div key={group.key} className="mt-4">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{t(`subscriptions.groups.${group.key}`)}</h3>
              <div className="mt-2 flex flex-wrap gap-2">
                {group.actions.map((action) => (
                  <button key={action} type="button" className={secondaryButton} onClick={() => start(action)}>
                    {t(`subscriptions.actions.${action}`)}
                  </button>
                ))}
              </div>
            </div>
          ))}
          {offered.has("cancel") ? (
            <button
              type="button"
              onClick={() => start("cancel")}
              className="mt-6 text-sm font-semibold text-sale underline underline-offset-4 hover:no-underline"
            >
              {t("subscriptions.actions.cancel")}
            </button>
          ) : null}
        </section>
      ) : null}

      <SubscriptionExtras
        detail={detail}
        onRemove={offered.has("add_extra") ? removal.remove : null}
        busy={removal.busy}
        error={removal.error}
      />

      <SubscriptionHistory history={detail.history} reader={reader} />

      <ActionDialog
        open={open !== null}
        title={open ? t(`subscriptions.actions.${open}`) : ""}
        confirmLabel={
          busy
            ? t("subscriptions.form.saving")
            : answerShown
              ? t("subscriptions.form.cancelAnyway")
              : open
                ? t(`subscriptions.form.confirm.${open}`)
                : ""
        }
        cancelLabel={open === "cancel" ? t("subscriptions.form.keep") : t("subscriptions.form.back")}
        busy={busy}
        error={error?.text ?? null}
        destructive={open === "cancel"}
        onConfirm={confirm}
        onClose={() => setOpen(null)}
      >
        {open ? (
          <ActionFields
            action={open}
            detail={detail}
            values={values}
            change={change}
            invalidField={error?.field ?? null}
            fieldErrors={fieldErrors}
            busy={busy}
            reader={reader}
            offer={offer}
            onOffer={(request) => void carryOut(request)}
          />
        ) : null}
      </ActionDialog>
    </div>
  );
}
