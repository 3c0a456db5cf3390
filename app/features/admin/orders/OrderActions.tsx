import { createContext, useContext, useId, useRef, useState, type FormEvent } from "react";
import { orderNoteSchema, parseAmountMinor, refundOrderSchema, shipOrderSchema } from "#domain/admin/orders";
import type { AdminOrderDetail } from "#domain/admin/orders";
import { CARRIER_NAMES, CARRIERS } from "#domain/carriers";
import { toDecimalString } from "#domain/money";
import { can } from "#domain/staff-roles";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, fieldErrors, focusFirstError, secondaryButtonClass, type FieldErrors } from "../admin-forms.ts";
import { FieldError } from "../FieldError.tsx";
import { ActionStatus } from "./ActionStatus.tsx";
import { dateTimeFormat, money } from "./order-format.ts";
import { useOrderAction, type OrderAnswer } from "./useOrderAction.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const panel = "rounded-2xl border border-line bg-white p-4";

/** Where a finished step is announced: the actions' status line, which outlives the step's own form. */
const Announce = createContext<((message: string) => void) | undefined>(undefined);

const newKey = () => crypto.randomUUID().replaceAll("-", "");

function TextField({
  name,
  label,
  errors,
  ...input
}: { name: string; label: string; errors: FieldErrors } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <label className="block text-sm font-semibold">
      {label}
      <input
        name={name}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={errors[name]} />
    </label>
  );
}

/** Checks a form with the server's schema; answers its values, or shows and focuses the problems. */
function useCheckedForm() {
  const { t } = useTranslation("admin");
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = <T,>(form: HTMLFormElement, schema: Parameters<typeof fieldErrors>[0], values: Record<string, unknown>): T | null => {
    const found = fieldErrors(schema, values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      return null;
    }
    return values as T;
  };
  return { errors, setErrors, check };
}

const formValues = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));

export function NoteForm({ order, csrfToken }: { order: AdminOrderDetail; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const action = useOrderAction(order.orderNumber, csrfToken);
  const { errors, check } = useCheckedForm();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = check<{ note: string }>(form, orderNoteSchema, formValues(form));
    if (values && (await action.run("note", values, t("order.noteAdded")))) form.reset();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3" aria-label={t("order.addNote")}>
      <label className="block text-sm font-semibold">
        {t("form.note")}
        <textarea name="note" rows={3} maxLength={2000} className={`${inputClass} py-2`} aria-invalid={errors.note ? true : undefined} />
        <FieldError id="note-error" message={errors.note} />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={secondaryButtonClass} disabled={action.state.kind === "busy"}>
          {t("order.addNote")}
        </button>
        <ActionStatus state={action.state} />
      </div>
    </form>
  );
}

function ShipForm({ order, csrfToken }: { order: AdminOrderDetail; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const action = useOrderAction(order.orderNumber, csrfToken, useContext(Announce));
  const { errors, check } = useCheckedForm();
  const [carrier, setCarrier] = useState(order.shipment?.carrier ?? "fan_courier");
  const correcting = order.fulfilmentStatus === "shipped";
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = check(form, shipOrderSchema, formValues(form));
    if (values) await action.run("ship", values, correcting ? t("order.trackingChanged") : t("order.shipped"));
  };
  return (
    <form onSubmit={submit} noValidate className={panel} aria-labelledby="ship-title">
      <h3 id="ship-title" className="font-semibold">
        {correcting ? t("order.correctTracking") : t("order.ship")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("order.shipHint")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-semibold">
          {t("form.carrier")}
          <select name="carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)} className={inputClass}>
            {CARRIERS.map((value) => (
              <option key={value} value={value}>
                {value === "other" ? t("order.otherCarrier") : CARRIER_NAMES[value]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          name="trackingNumber"
          label={t("form.trackingNumber")}
          errors={errors}
          defaultValue={order.shipment?.trackingNumber ?? ""}
          autoComplete="off"
        />
        {carrier === "other" ? (
          <TextField name="trackingUrl" label={t("form.trackingUrl")} errors={errors} type="url" placeholder="https://" />
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={action.state.kind === "busy"}>
          {correcting ? t("order.saveTracking") : t("order.markShipped")}
        </button>
        <ActionStatus state={action.state} />
      </div>
    </form>
  );
}

function StepButton({
  order,
  csrfToken,
  action: name,
  label,
  done,
  hint,
}: {
  order: AdminOrderDetail;
  csrfToken: string;
  action: string;
  label: string;
  done: string;
  hint: string;
}) {
  const action = useOrderAction(order.orderNumber, csrfToken, useContext(Announce));
  const id = useId();
  return (
    <div className={panel}>
      <p id={id} className="text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass}
          aria-describedby={id}
          disabled={action.state.kind === "busy"}
          onClick={() => void action.run(name, {}, done)}
        >
          {label}
        </button>
        <ActionStatus state={action.state} />
      </div>
    </div>
  );
}

function CancelForm({ order, csrfToken }: { order: AdminOrderDetail; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const action = useOrderAction(order.orderNumber, csrfToken, useContext(Announce));
  const [open, setOpen] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const paid = order.refundableMinor > 0;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await action.run("cancel", { reason: reasonRef.current?.value ?? "" }, t("order.cancelled"));
  };
  if (!open)
    return (
      <div className={panel}>
        <button
          type="button"
          className={secondaryButtonClass}
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => reasonRef.current?.focus());
          }}
        >
          {t("order.cancel")}
        </button>
        <ActionStatus state={action.state} />
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className={`${panel} border-red-300`} aria-labelledby="cancel-title">
      <h3 id="cancel-title" className="font-semibold">
        {t("order.cancelTitle", { number: order.orderNumber })}
      </h3>
      <p className="mt-1 text-sm">
        {paid ? t("order.cancelRefunds", { amount: money(order.refundableMinor, order.currencyCode) }) : t("order.cancelNothingPaid")}
      </p>
      <label className="mt-3 block text-sm font-semibold">
        {t("form.reason")} <span className="font-normal text-muted">{t("form.optional")}</span>
        <textarea ref={reasonRef} name="reason" rows={2} maxLength={500} className={`${inputClass} py-2`} />
      </label>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full bg-red-800 px-6 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
          disabled={action.state.kind === "busy"}
        >
          {t("order.confirmCancel")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
          {t("order.keepOrder")}
        </button>
        <ActionStatus state={action.state} />
      </div>
    </form>
  );
}

function RefundForm({ order, csrfToken }: { order: AdminOrderDetail; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const action = useOrderAction(order.orderNumber, csrfToken, useContext(Announce));
  const { errors, setErrors, check } = useCheckedForm();
  // One key per refund the member means to make: a double click or a retry after a timeout refunds once.
  const [key, setKey] = useState(newKey);
  const byTransfer = order.payments.some(
    (payment) => payment.provider === "cod" && payment.status !== "pending" && payment.status !== "cancelled",
  );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = check<Record<string, string>>(form, refundOrderSchema, { ...formValues(form), idempotencyKey: key });
    if (!values) return;
    if (parseAmountMinor(values.amount!, order.currencyCode) === null) {
      setErrors({ amount: t("field.amount") });
      focusFirstError(form, { amount: "" });
      return;
    }
    // Each refund says its own amount and what is left, so a second partial refund is told apart from the first.
    const confirmation = ({ refund, order: after }: OrderAnswer) =>
      refund && after && after.refundableMinor > 0
        ? t("order.refundedPart", {
            amount: money(refund.amountMinor, after.currencyCode),
            left: money(after.refundableMinor, after.currencyCode),
          })
        : t("order.refunded");
    if (await action.run("refund", values, confirmation)) {
      setKey(newKey());
      form.reset();
    }
  };
  const serverField = action.state.kind === "error" ? action.state.field : undefined;
  const shown = serverField && action.state.kind === "error" ? { ...errors, [serverField]: action.state.message } : errors;
  return (
    <form onSubmit={submit} noValidate className={panel} aria-labelledby="refund-title">
      <h3 id="refund-title" className="font-semibold">
        {t("order.refund")}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {t("order.refundable", { amount: money(order.refundableMinor, order.currencyCode) })}{" "}
        {byTransfer ? t("order.refundByTransfer") : t("order.refundByProvider")}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          name="amount"
          label={t("order.amountIn", { currency: order.currencyCode })}
          errors={shown}
          inputMode="decimal"
          defaultValue={toDecimalString(order.refundableMinor, order.currencyCode)}
        />
        <TextField name="reason" label={t("form.reason")} errors={shown} maxLength={500} />
        {byTransfer ? (
          <>
            <TextField name="iban" label={t("form.iban")} errors={shown} autoComplete="off" spellCheck={false} />
            <TextField name="accountHolder" label={t("form.accountHolder")} errors={shown} />
            <TextField name="transferReference" label={t("form.transferReference")} errors={shown} />
          </>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={action.state.kind === "busy"}>
          {t("order.refundSubmit")}
        </button>
        <ActionStatus state={serverField ? { kind: "idle" } : action.state} />
      </div>
    </form>
  );
}

/**
 * What the courier (or a member) did about the delivery and its cash, said beside the buttons only once it is recorded
 * in the order's history (issue 64 item 5): the buttons' own hints say what a press does, never what has happened.
 */
function DeliveryFacts({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const delivered = order.timeline.findLast((entry) => entry.kind === "delivered");
  const collected = order.timeline.findLast((entry) => entry.kind === "cod_collected");
  const facts: string[] = [];
  if (delivered) {
    const date = when.format(new Date(delivered.at));
    facts.push(
      delivered.staffEmail ? t("order.deliveredByStaff", { who: delivered.staffEmail, date }) : t("order.deliveredByCourier", { date }),
    );
  }
  if (collected) {
    const detail = collected.detail as { amountMinor?: number; currencyCode?: string; bankReference?: string };
    const amount = money(detail.amountMinor ?? 0, detail.currencyCode ?? order.currencyCode);
    const date = when.format(new Date(collected.at));
    facts.push(
      detail.bankReference && !collected.staffEmail
        ? t("order.transferredByCourier", { amount, date, reference: detail.bankReference })
        : t("order.collectedByStaff", { who: collected.staffEmail ?? "", amount, date }),
    );
  }
  if (facts.length === 0) return null;
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <h3 className="font-semibold">{t("order.facts")}</h3>
      <ul className="mt-1 flex flex-col gap-1">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </div>
  );
}

/** The steps the member's role allows from where the order stands; none when there is nothing to do. */
export function OrderActions({ order, staff, csrfToken }: { order: AdminOrderDetail; staff: StaffView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  // Each announcement is a new node in the status line, so one worded like the last is still read out.
  const [announcement, setAnnouncement] = useState({ message: "", count: 0 });
  const announce = (message: string) => setAnnouncement((last) => ({ message, count: last.count + 1 }));
  const confirmed = ["paid", "payment_due_on_delivery"].includes(order.status);
  const beforeShipping = ["unfulfilled", "packed"].includes(order.fulfilmentStatus);
  const fulfil = can(staff.role, "orders.fulfil");
  const codPending =
    order.payments.at(-1)?.provider === "cod" &&
    order.payments.at(-1)?.status === "pending" &&
    ["shipped", "delivered"].includes(order.fulfilmentStatus);
  const steps = [
    fulfil && confirmed && order.fulfilmentStatus === "unfulfilled" ? (
      <StepButton
        key="pack"
        order={order}
        csrfToken={csrfToken}
        action="pack"
        label={t("order.markPacked")}
        done={t("order.packed")}
        hint={t("order.packHint")}
      />
    ) : null,
    fulfil && ((confirmed && beforeShipping) || order.fulfilmentStatus === "shipped") ? (
      <ShipForm key="ship" order={order} csrfToken={csrfToken} />
    ) : null,
    fulfil && order.fulfilmentStatus === "shipped" ? (
      <StepButton
        key="deliver"
        order={order}
        csrfToken={csrfToken}
        action="deliver"
        label={t("order.markDelivered")}
        done={t("order.delivered")}
        hint={t("order.deliverHint")}
      />
    ) : null,
    can(staff.role, "orders.collect_cod") && codPending ? (
      <StepButton
        key="cod"
        order={order}
        csrfToken={csrfToken}
        action="cod-collected"
        label={t("order.markCollected")}
        done={t("order.collected")}
        hint={t("order.collectHint", { amount: money(order.money.totalMinor, order.currencyCode) })}
      />
    ) : null,
    can(staff.role, "orders.cancel") && confirmed && beforeShipping ? (
      <CancelForm key="cancel" order={order} csrfToken={csrfToken} />
    ) : null,
    can(staff.role, "orders.refund") && order.refundableMinor > 0 ? <RefundForm key="refund" order={order} csrfToken={csrfToken} /> : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="order-actions" className="flex flex-col gap-3">
      <h2 id="order-actions" className="text-xl">
        {t("order.actions")}
      </h2>
      <p role="status" className={announcement.message ? "rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900" : "sr-only"}>
        <span key={announcement.count}>{announcement.message}</span>
      </p>
      <DeliveryFacts order={order} />
      <Announce.Provider value={announce}>
        {steps.length > 0 ? steps : <p className="text-muted">{t("order.noActions")}</p>}
      </Announce.Provider>
    </section>
  );
}
