import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { AdminReturnDetail } from "#domain/admin/returns";
import { can } from "#domain/staff-roles";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, secondaryButtonClass, type FieldErrors } from "../admin-forms.ts";
import { FieldError } from "../FieldError.tsx";
import { refundAmount, refundWay } from "./return-format.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const panel = "rounded-2xl border border-line bg-white p-4";
const dangerButtonClass =
  "inline-flex min-h-11 items-center rounded-full bg-red-800 px-6 font-semibold text-white hover:bg-red-900 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-red-800/40 disabled:opacity-60";

type StepName = "approve" | "reject" | "receive" | "refund";
type Changed = (detail: AdminReturnDetail, message: string) => void;

/** Focuses the form's field named `name` (a refusal's `field`), or its first field with a problem. */
function focusField(form: HTMLFormElement | null, names: string[]) {
  const field = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement => element instanceof HTMLElement && names.includes((element as HTMLInputElement).name),
  );
  field?.focus();
}

/**
 * One step of a return, sent with the page's CSRF token. Done: the page takes the return the API answered and says
 * so in the steps' status line. Refused: the server's sentence goes beside the field it names, or under the form.
 */
function useReturnStep(id: number, csrfToken: string, onChanged: Changed) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState("");
  const sending = useRef(false);

  async function run(form: HTMLFormElement, step: StepName, body: unknown, done: string): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure("");
    const answer = await adminCall<{ return: AdminReturnDetail }>(`/returns/${id}/${step}`, { body, csrfToken });
    sending.current = false;
    setBusy(false);
    if (answer.kind === "ok") {
      setErrors({});
      onChanged(answer.data.return, done);
      return;
    }
    if (answer.kind === "refused" && answer.field && form.elements.namedItem(answer.field)) {
      setErrors({ [answer.field]: answer.error });
      focusField(form, [answer.field]);
      return;
    }
    setErrors({});
    setFailure(answer.kind === "refused" ? answer.error : t("errors.network"));
  }

  /** Problems found before sending: shown beside their fields, the first one focused. */
  function refuse(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found);
    setFailure("");
    focusField(form, Object.keys(found));
  }

  return { busy, errors, failure, run, refuse };
}

/**
 * A step behind a button: the button opens its form (focus to its first field), the form confirms it, and
 * "Not now" closes it again (focus back to the button).
 */
/**
 * A step behind its opener: once open, a titled panel with the step's form (the caller's fields, then confirm or
 * "not now", then why the step failed), the focus moving into it and back to the opener when it closes.
 */
function StepPanel({
  opener,
  title,
  danger,
  focusFirst,
  confirm,
  step,
  onSubmit,
  describedBy,
  children,
}: {
  opener: string;
  title: string;
  danger?: boolean;
  focusFirst?: boolean;
  confirm: string;
  step: { busy: boolean; failure: string };
  onSubmit: (form: HTMLFormElement) => void;
  describedBy?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Where the focus goes after the panel opens or closes; nowhere on the first render.
  const [focusTo, setFocusTo] = useState<"none" | "opener" | "form">("none");
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focusTo === "opener") openerRef.current?.focus();
    if (focusTo === "form")
      panelRef.current
        ?.querySelector<HTMLElement>(focusFirst === false ? "button[type=submit]" : "textarea, input, button[type=submit]")
        ?.focus();
  }, [focusTo, focusFirst]);
  const toggle = (value: boolean) => {
    setOpen(value);
    setFocusTo(value ? "form" : "opener");
  };
  if (!open)
    return (
      <div className={panel}>
        <button ref={openerRef} type="button" className={secondaryButtonClass} aria-expanded={false} onClick={() => toggle(true)}>
          {opener}
        </button>
      </div>
    );
  return (
    <div ref={panelRef} role="group" aria-labelledby={headingId} className={`${panel} ${danger ? "border-red-300" : ""}`}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <form
        noValidate
        aria-describedby={describedBy}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
        <Buttons busy={step.busy} confirm={confirm} close={() => toggle(false)} danger={danger} />
        <Failure message={step.failure} />
      </form>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <p role="status" className="min-h-6 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}

function Buttons({ busy, confirm, close, danger }: { busy: boolean; confirm: string; close: () => void; danger?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button type="submit" className={danger ? dangerButtonClass : buttonClass} disabled={busy}>
        {confirm}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={close}>
        {t("return.notNow")}
      </button>
    </div>
  );
}

const text = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");

function ApproveStep({ detail, csrfToken, onChanged }: { detail: AdminReturnDetail; csrfToken: string; onChanged: Changed }) {
  const { t } = useTranslation("admin");
  const step = useReturnStep(detail.id, csrfToken, onChanged);
  const hintId = useId();
  return (
    <StepPanel
      opener={t("return.approve.open")}
      title={t("return.approve.title", { id: detail.id })}
      confirm={t("return.approve.confirm")}
      step={step}
      onSubmit={(form) => void step.run(form, "approve", { instructions: text(form, "instructions") }, t("return.approve.done"))}
    >
      <label className="mt-3 block text-sm font-semibold">
        {t("return.approve.instructions")} <span className="font-normal text-muted">{t("form.optional")}</span>
        <textarea
          name="instructions"
          rows={4}
          maxLength={2000}
          className={`${inputClass} py-2`}
          aria-describedby={step.errors.instructions ? `${hintId} ${hintId}-error` : hintId}
          aria-invalid={step.errors.instructions ? true : undefined}
        />
        <span id={hintId} className="mt-1 block font-normal text-muted">
          {t("return.approve.hint")}
        </span>
        <FieldError id={`${hintId}-error`} message={step.errors.instructions} />
      </label>
    </StepPanel>
  );
}

function RejectStep({ detail, csrfToken, onChanged }: { detail: AdminReturnDetail; csrfToken: string; onChanged: Changed }) {
  const { t } = useTranslation("admin");
  const step = useReturnStep(detail.id, csrfToken, onChanged);
  const id = useId();
  return (
    <StepPanel
      opener={t("return.reject.open")}
      title={t("return.reject.title", { id: detail.id })}
      danger
      confirm={t("return.reject.confirm")}
      step={step}
      onSubmit={(form) => {
        const message = text(form, "message").trim();
        if (!message) return step.refuse(form, { message: t("return.reject.messageRequired") });
        void step.run(form, "reject", { message, internalReason: text(form, "internalReason") }, t("return.reject.done"));
      }}
    >
      <label className="mt-3 block text-sm font-semibold">
        {t("return.reject.message")}
        <textarea
          name="message"
          rows={4}
          maxLength={2000}
          required
          aria-required="true"
          className={`${inputClass} py-2`}
          aria-invalid={step.errors.message ? true : undefined}
          aria-describedby={step.errors.message ? `${id}-message-error ${id}-message-hint` : `${id}-message-hint`}
        />
        <FieldError id={`${id}-message-error`} message={step.errors.message} />
        <span id={`${id}-message-hint`} className="mt-1 block font-normal text-muted">
          {t("return.reject.messageHint")}
        </span>
      </label>
      <label className="mt-3 block text-sm font-semibold">
        {t("return.reject.internalReason")} <span className="font-normal text-muted">{t("form.optional")}</span>
        <input
          name="internalReason"
          maxLength={500}
          className={inputClass}
          aria-invalid={step.errors.internalReason ? true : undefined}
          aria-describedby={step.errors.internalReason ? `${id}-internal-error ${id}-internal-hint` : `${id}-internal-hint`}
        />
        <FieldError id={`${id}-internal-error`} message={step.errors.internalReason} />
        <span id={`${id}-internal-hint`} className="mt-1 block font-normal text-muted">
          {t("return.reject.internalHint")}
        </span>
      </label>
    </StepPanel>
  );
}

const WHOLE = /^\d{1,2}$/;

function ReceiveStep({ detail, csrfToken, onChanged }: { detail: AdminReturnDetail; csrfToken: string; onChanged: Changed }) {
  const { t } = useTranslation("admin");
  const step = useReturnStep(detail.id, csrfToken, onChanged);
  const id = useId();
  const hintId = useId();
  const submit = (form: HTMLFormElement) => {
    const found: FieldErrors = {};
    const lines = detail.lines.map((line, index) => {
      const received = text(form, `lines.${index}.received`).trim();
      const damaged = text(form, `lines.${index}.damaged`).trim();
      if (!WHOLE.test(received)) found[`lines.${index}.received`] = t("return.receive.wholeNumber");
      if (!WHOLE.test(damaged)) found[`lines.${index}.damaged`] = t("return.receive.wholeNumber");
      return { lineId: line.lineId, received: Number(received), damaged: Number(damaged) };
    });
    if (Object.keys(found).length > 0) return step.refuse(form, found);
    void step.run(form, "receive", { lines }, t("return.receive.done"));
  };
  const field = (index: number, kind: "received" | "damaged", label: string, defaultValue: number, max: number) => {
    const name = `lines.${index}.${kind}`;
    const error = step.errors[name];
    return (
      <label className="block text-sm font-semibold">
        {label}
        <input
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          defaultValue={defaultValue}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${index}-${kind}-error` : undefined}
        />
        <FieldError id={`${id}-${index}-${kind}-error`} message={error} />
      </label>
    );
  };
  return (
    <StepPanel
      opener={t("return.receive.open")}
      title={t("return.receive.title", { id: detail.id })}
      confirm={t("return.receive.confirm")}
      step={step}
      onSubmit={submit}
      describedBy={hintId}
    >
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t("return.receive.hint")}
      </p>
      {detail.lines.map((line, index) => (
        <fieldset key={line.lineId} className="mt-3 rounded-xl border border-line p-3">
          <legend className="px-1 font-semibold">
            {line.title}
            {line.variantTitle ? ` · ${line.variantTitle}` : ""}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {field(index, "received", t("return.receive.received", { quantity: line.quantity }), line.quantity, line.quantity)}
            {field(index, "damaged", t("return.receive.damaged"), 0, line.quantity)}
          </div>
        </fieldset>
      ))}
    </StepPanel>
  );
}

function RefundStep({ detail, csrfToken, onChanged }: { detail: AdminReturnDetail; csrfToken: string; onChanged: Changed }) {
  const { t } = useTranslation("admin");
  const step = useReturnStep(detail.id, csrfToken, onChanged);
  const id = useId();
  const way = refundWay(detail);
  const amount = refundAmount(detail);
  const nothing = detail.refundMethod !== "store_credit" && detail.refundMinor === 0;
  const submit = (form: HTMLFormElement) => {
    if (way !== "bank_transfer") return void step.run(form, "refund", {}, t("return.refundStep.done"));
    const reference = text(form, "reference").trim();
    if (!reference) return step.refuse(form, { reference: t("return.refundStep.referenceRequired") });
    void step.run(form, "refund", { reference }, t("return.refundStep.done"));
  };
  return (
    <StepPanel
      opener={t("return.refundStep.open")}
      title={t("return.refundStep.title", { id: detail.id })}
      focusFirst={way === "bank_transfer"}
      confirm={t("return.refundStep.submit", { amount })}
      step={step}
      onSubmit={submit}
    >
      <p className="mt-1">
        {nothing
          ? t("return.refundStep.nothing")
          : t(`return.refundStep.confirm_${way}`, {
              amount,
              iban: detail.bankIban ?? "",
              holder: detail.bankAccountHolder ?? "",
            })}
      </p>
      {way === "bank_transfer" ? (
        <label className="mt-3 block text-sm font-semibold">
          {t("return.refundStep.reference")}
          <input
            name="reference"
            maxLength={120}
            autoComplete="off"
            required
            aria-required="true"
            className={inputClass}
            aria-invalid={step.errors.reference ? true : undefined}
            aria-describedby={step.errors.reference ? `${id}-reference-error` : undefined}
          />
          <FieldError id={`${id}-reference-error`} message={step.errors.reference} />
        </label>
      ) : null}
    </StepPanel>
  );
}

/**
 * The steps the member's role allows from where the return stands: approve or reject a pending one (owner,
 * support), mark an approved one's parcel received (owner, fulfilment), refund a received one (owner). A finished
 * step is announced in the steps' own status line, which takes the focus, since the step's form goes with it.
 */
export function ReturnSteps({
  detail,
  staff,
  csrfToken,
  onChanged,
}: {
  detail: AdminReturnDetail;
  staff: StaffView;
  csrfToken: string;
  onChanged: (detail: AdminReturnDetail) => void;
}) {
  const { t } = useTranslation("admin");
  const [announcement, setAnnouncement] = useState({ message: "", count: 0 });
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announcement.count > 0) statusRef.current?.focus();
  }, [announcement]);
  const changed: Changed = (next, message) => {
    onChanged(next);
    setAnnouncement((current) => ({ message, count: current.count + 1 }));
  };
  const props = { detail, csrfToken, onChanged: changed };
  const decide = can(staff.role, "returns.decide");
  const steps = [
    decide && detail.status === "pending" ? <ApproveStep key="approve" {...props} /> : null,
    decide && detail.status === "pending" ? <RejectStep key="reject" {...props} /> : null,
    can(staff.role, "returns.receive") && detail.status === "approved" ? <ReceiveStep key="receive" {...props} /> : null,
    can(staff.role, "orders.refund") && detail.status === "processing" ? <RefundStep key="refund" {...props} /> : null,
  ].filter(Boolean);
  const closed = ["completed", "rejected", "cancelled"].includes(detail.status);
  return (
    <section aria-labelledby="return-steps" className="flex flex-col gap-3">
      <h2 id="return-steps" className="text-xl">
        {t("return.steps")}
      </h2>
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={
          announcement.message
            ? "rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 outline-none focus-visible:ring-3 focus-visible:ring-brand/40"
            : "sr-only"
        }
      >
        {announcement.message}
      </p>
      {steps.length > 0 ? steps : <p className="text-muted">{t(closed ? "return.closed" : `return.waiting.${detail.status}`)}</p>}
    </section>
  );
}
