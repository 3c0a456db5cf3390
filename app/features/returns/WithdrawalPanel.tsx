import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { CustomerReturn } from "#domain/customer-returns";
import type { OrderWithdrawal, PaymentMethod } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { namedCall, type CallResult } from "#app/lib/server-calls.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import {
  checkBankAccount,
  compactIban,
  fieldOfWithdrawalRefusal,
  groupedIban,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalValues,
} from "./withdrawal-form.ts";

/** `POST /api/withdrawals`: the order's number and email are the proof; a bank account only for cash paid on delivery. */
export interface WithdrawalBody {
  orderNumber: number;
  email: string;
  bankAccount?: { iban: string; accountHolder: string };
}

export type WithdrawCall = (body: WithdrawalBody) => Promise<CallResult<{ return: CustomerReturn }>>;

const postWithdrawal: WithdrawCall = (body) => namedCall("withdrawals", { ...body });

type Step = "start" | "details" | "confirm" | "done";
/** Where the focus goes after a change: the new step's heading, the error summary, the refusal, or the opening button. */
type FocusTarget = "heading" | "summary" | "refusal" | "opener";

const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 aria-disabled:cursor-progress aria-disabled:opacity-80";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-white px-6 py-3 font-semibold text-ink hover:bg-brand-soft focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
const control =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
const linkClass = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";
const headingClass = "scroll-mt-32 font-serif text-xl outline-none focus-visible:ring-3 focus-visible:ring-brand/40";
const alertClass =
  "scroll-mt-32 rounded-xl border-2 border-sale bg-sale/5 p-4 outline-none focus-visible:ring-3 focus-visible:ring-sale/40";

/**
 * The legal "withdraw from the contract here" function (OUG 34/2014; online from 19 June 2026), on the customer's
 * order page and on guest tracking: a clearly labelled button, then — for cash paid on delivery only — the bank
 * account the money goes back to, then a confirmation step, then the acknowledgement on screen (the email leaves at
 * once). It asks nothing else. Each step's heading takes the focus; wrong fields are listed in a summary that takes
 * the focus, and said beside each field; a refusal about the order itself is said above the confirmation.
 */
export function WithdrawalPanel({
  orderNumber,
  orderName,
  email,
  paymentMethod,
  withdrawal,
  accountLinks,
  returnHref = null,
  submit = postWithdrawal,
}: {
  orderNumber: number;
  orderName: string;
  /** The order's email: with the number, the proof the route asks for. */
  email: string;
  paymentMethod: PaymentMethod | null;
  withdrawal: OrderWithdrawal;
  /** A signed-in customer's page: the withdrawal's own page and the 30-day return form are theirs to open. */
  accountLinks: boolean;
  /** A guest's way to the 30-day return form (decision 0130): order tracking's signed link, while something can come back. */
  returnHref?: string | null;
  submit?: WithdrawCall;
}) {
  const { t } = useTranslation("orders");
  const date = useOrderDate();
  const ids = useId();
  const [step, setStep] = useState<Step>("start");
  const [values, setValues] = useState<WithdrawalValues>({ iban: "", accountHolder: "" });
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CustomerReturn | null>(null);
  // The server may ask for the account the page did not know was needed (the courier delivered in the meantime).
  const [serverAsksBank, setServerAsksBank] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget; count: number }>({ target: "heading", count: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const sending = useRef(false);

  const asksBank = withdrawal.needsBankAccount || serverAsksBank;
  const fieldId = (field: WithdrawalField) => `${ids}-${field}`;

  useEffect(() => {
    if (focus.count === 0) return;
    const target = { heading: headingRef, summary: summaryRef, refusal: refusalRef, opener: openerRef }[focus.target].current;
    target?.focus({ preventScroll: true });
    // To the top, below the store's sticky header (scroll-margin), so the step's fields and buttons follow in view.
    target?.scrollIntoView?.({ block: "start" });
  }, [focus]);

  const moveFocus = (target: FocusTarget) => setFocus((current) => ({ target, count: current.count + 1 }));
  const go = (next: Step, target: FocusTarget = "heading") => {
    setStep(next);
    moveFocus(target);
  };

  function update(field: WithdrawalField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function continueToConfirm(event: FormEvent) {
    event.preventDefault();
    const found: WithdrawalErrors = checkBankAccount(values);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`withdrawal.errors.${key}`)])));
      moveFocus("summary");
      return;
    }
    setErrors({});
    setRefusal(null);
    go("confirm");
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setRefusal(null);
    const body: WithdrawalBody = { orderNumber, email };
    if (asksBank) body.bankAccount = { iban: compactIban(values.iban), accountHolder: values.accountHolder.trim() };
    const result = await submit(body);
    sending.current = false;
    setBusy(false);
    if (result.kind === "ok") {
      setCreated(result.data.return);
      go("done");
      return;
    }
    // The server's sentence is already in the shopper's language; no answer at all is the connection's fault.
    const text = result.kind === "failed" ? (result.error ?? t("withdrawal.failed")) : t("withdrawal.network");
    const field = result.kind === "failed" ? fieldOfWithdrawalRefusal(result.field) : null;
    if (field) {
      // Back to the account's fields, the server's sentence beside the one it names.
      setServerAsksBank(true);
      setErrors({ [field]: text });
      go("details", "summary");
      return;
    }
    setRefusal(text);
    moveFocus("refusal");
  }

  const refundSentence = withdrawal.needsBankAccount
    ? t("withdrawal.refundCod")
    : paymentMethod === "cod"
      ? t("withdrawal.refundNotPaid")
      : t("withdrawal.refundCard");

  let content: ReactNode;
  if (created) {
    content = (
      <div className="flex flex-col gap-3">
        <h3 ref={headingRef} tabIndex={-1} className={headingClass}>
          {t("withdrawal.doneTitle")}
        </h3>
        <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          {t("withdrawal.doneText", { id: created.id, name: orderName, email })}
        </p>
        {created.stoppedOrder ? (
          <p>
            {t("withdrawalStopped.done")}{" "}
            {created.refundMinor > 0 && created.refundDueBy
              ? t("withdrawalStopped.refundCard", { date: date(created.refundDueBy) })
              : t("withdrawalStopped.nothingOwed")}
          </p>
        ) : created.refundDueBy ? (
          <p>{t("withdrawal.doneRefund", { date: date(created.refundDueBy) })}</p>
        ) : null}
        {accountLinks ? (
          <p>
            <Link to={`/my-account/returns/${created.id}`} className={linkClass}>
              {t("withdrawal.viewReturn")}
            </Link>
          </p>
        ) : null}
      </div>
    );
  } else if (withdrawal.returnId !== null) {
    content = (
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{t("withdrawal.existing", { id: withdrawal.returnId })}</p>
        {withdrawal.orderStopped ? (
          <p>{t("withdrawalStopped.existing")}</p>
        ) : withdrawal.returnStatus ? (
          <p>{t("withdrawal.existingStatus", { status: t(`withdrawal.status.${withdrawal.returnStatus}`) })}</p>
        ) : null}
        {accountLinks ? (
          <p>
            <Link to={`/my-account/returns/${withdrawal.returnId}`} className={linkClass}>
              {t("withdrawal.viewReturn")}
            </Link>
          </p>
        ) : null}
      </div>
    );
  } else if (step === "start") {
    content = (
      <div className="flex flex-col gap-3">
        <p>{withdrawal.deadline ? t("withdrawal.intro", { date: date(withdrawal.deadline) }) : t("withdrawal.introNotReceived")}</p>
        <p className="text-muted">{refundSentence}</p>
        <div>
          <button
            ref={openerRef}
            type="button"
            className={`${primaryButton} scroll-mt-32`}
            onClick={() => go(asksBank ? "details" : "confirm")}
          >
            {t("withdrawal.open")}
          </button>
        </div>
      </div>
    );
  } else if (step === "details") {
    const wrong = (["iban", "accountHolder"] as const).filter((field) => errors[field]);
    content = (
      <form noValidate onSubmit={continueToConfirm} aria-labelledby={`${ids}-details-title`} className="flex flex-col gap-4">
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
            onChange={(value) => update("iban", value)}
            inputProps={{ autoComplete: "off", spellCheck: false, autoCapitalize: "characters", maxLength: 64, inputMode: "text" }}
          />
          <Field
            id={fieldId("accountHolder")}
            name="accountHolder"
            label={t("withdrawal.holder")}
            hint={t("withdrawal.holderHint")}
            error={errors.accountHolder}
            value={values.accountHolder}
            onChange={(value) => update("accountHolder", value)}
            inputProps={{ autoComplete: "name", maxLength: 120 }}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            {t("withdrawal.continue")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setErrors({});
              go("start", "opener");
            }}
          >
            {t("withdrawal.notNow")}
          </button>
        </div>
      </form>
    );
  } else {
    const refundTo = asksBank
      ? t("withdrawal.refundToBank", { holder: values.accountHolder.trim(), iban: groupedIban(values.iban) })
      : paymentMethod === "cod"
        ? t("withdrawal.refundToNone")
        : t("withdrawal.refundToCard");
    content = (
      <form noValidate onSubmit={(event) => void confirm(event)} aria-labelledby={`${ids}-confirm-title`} className="flex flex-col gap-4">
        <h3 id={`${ids}-confirm-title`} ref={headingRef} tabIndex={-1} className={headingClass}>
          {t("withdrawal.confirmTitle")}
        </h3>
        <p>{t("withdrawal.confirmIntro", { name: orderName })}</p>
        <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-cream p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-semibold">{t("withdrawal.order")}</dt>
          <dd>{orderName}</dd>
          <dt className="font-semibold">{t("withdrawal.email")}</dt>
          <dd className="break-all">{email}</dd>
          <dt className="font-semibold">{t("withdrawal.refundTo")}</dt>
          <dd className="break-words">{refundTo}</dd>
        </dl>
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1} role="alert" className={`${alertClass} font-semibold text-sale`}>
            {refusal}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" aria-disabled={busy || undefined} className={primaryButton}>
            {busy ? t("withdrawal.sending") : t("withdrawal.confirm")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => go(asksBank ? "details" : "start", asksBank ? "heading" : "opener")}
          >
            {t("withdrawal.back")}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id={`${ids}-title`} className="font-serif text-2xl">
        {t("withdrawal.title")}
      </h2>
      {content}
      <p className="border-t border-line pt-4 text-sm text-muted">
        {t("withdrawal.promise")}
        {accountLinks || returnHref ? (
          <>
            {" "}
            <Link to={accountLinks ? `/my-account/returns/new?order=${orderNumber}` : returnHref!} className={linkClass}>
              {t("withdrawal.promiseLink")}
            </Link>
          </>
        ) : null}
      </p>
    </section>
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
