import { useEffect, useRef, useState, type FormEvent } from "react";
import type { CustomerReturn } from "#domain/customer-returns";
import type { OrderWithdrawal } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { WithdrawalBody, WithdrawCall } from "./WithdrawalPanel.tsx";
import {
  checkBankAccount,
  compactIban,
  fieldOfWithdrawalRefusal,
  type WithdrawalErrors,
  type WithdrawalField,
  type WithdrawalValues,
} from "./withdrawal-form.ts";

export type WithdrawalStep = "start" | "details" | "confirm" | "done";
/** Where the focus goes after a change: the new step's heading, the error summary, the refusal, or the opening button. */
type FocusTarget = "heading" | "summary" | "refusal" | "opener";

/** The withdrawal's steps, the bank account's fields and checks, the sending, and where the focus goes after each. */
export function useWithdrawal({
  orderNumber,
  email,
  withdrawal,
  submit,
}: {
  orderNumber: number;
  email: string;
  withdrawal: OrderWithdrawal;
  submit: WithdrawCall;
}) {
  const { t } = useTranslation("orders");
  const [step, setStep] = useState<WithdrawalStep>("start");
  const [values, setValues] = useState<WithdrawalValues>({ iban: "", accountHolder: "" });
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CustomerReturn | null>(null);
  // The server may ask for the account the page did not know was needed (the courier delivered in the meantime).
  const [serverAsksBank, setServerAsksBank] = useState(false);
  const { headingRef, summaryRef, refusalRef, openerRef, moveFocus } = useStepFocus();
  const sending = useRef(false);

  const asksBank = withdrawal.needsBankAccount || serverAsksBank;

  const go = (next: WithdrawalStep, target: FocusTarget = "heading") => {
    setStep(next);
    moveFocus(target);
  };

  function update(field: WithdrawalField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function cancelDetails() {
    setErrors({});
    go("start", "opener");
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

  return {
    step,
    values,
    errors,
    refusal,
    busy,
    created,
    asksBank,
    headingRef,
    summaryRef,
    refusalRef,
    openerRef,
    go,
    update,
    cancelDetails,
    continueToConfirm,
    confirm,
  };
}

/** The element that takes the focus after a change, moved there (and into view) once it has rendered. */
function useStepFocus() {
  const [focus, setFocus] = useState<{ target: FocusTarget; count: number }>({ target: "heading", count: 0 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focus.count === 0) return;
    const target = { heading: headingRef, summary: summaryRef, refusal: refusalRef, opener: openerRef }[focus.target].current;
    target?.focus({ preventScroll: true });
    // To the top, below the store's sticky header (scroll-margin), so the step's fields and buttons follow in view.
    target?.scrollIntoView?.({ block: "start" });
  }, [focus]);

  const moveFocus = (target: FocusTarget) => setFocus((current) => ({ target, count: current.count + 1 }));
  return { headingRef, summaryRef, refusalRef, openerRef, moveFocus };
}
