import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { CustomerReturn } from "#domain/customer-returns";
import type { OrderWithdrawal, PaymentMethod } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { namedCall, type CallResult } from "#app/lib/server-calls.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { useWithdrawal } from "./use-withdrawal.ts";
import { linkClass, primaryButton } from "./withdrawal-classes.ts";
import { groupedIban } from "./withdrawal-form.ts";
import { WithdrawalConfirmForm } from "./WithdrawalConfirmForm.tsx";
import { WithdrawalDetailsForm } from "./WithdrawalDetailsForm.tsx";
import { WithdrawalDone, WithdrawalExisting } from "./WithdrawalRecorded.tsx";

/** `POST /api/withdrawals`: the order's number and email are the proof; a bank account only for cash paid on delivery. */
export interface WithdrawalBody {
  orderNumber: number;
  email: string;
  bankAccount?: { iban: string; accountHolder: string };
}

export type WithdrawCall = (body: WithdrawalBody) => Promise<CallResult<{ return: CustomerReturn }>>;

const postWithdrawal: WithdrawCall = (body) => namedCall("withdrawals", { ...body });

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
  const { step, values, errors, refusal, busy, created, asksBank, headingRef, summaryRef, refusalRef, openerRef, ...actions } =
    useWithdrawal({ orderNumber, email, withdrawal, submit });

  const refundSentence = withdrawal.needsBankAccount
    ? t("withdrawal.refundCod")
    : paymentMethod === "cod"
      ? t("withdrawal.refundNotPaid")
      : t("withdrawal.refundCard");

  let content: ReactNode;
  if (created) {
    content = <WithdrawalDone headingRef={headingRef} created={created} orderName={orderName} email={email} accountLinks={accountLinks} />;
  } else if (withdrawal.returnId !== null) {
    content = <WithdrawalExisting withdrawal={withdrawal} accountLinks={accountLinks} />;
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
            onClick={() => actions.go(asksBank ? "details" : "confirm")}
          >
            {t("withdrawal.open")}
          </button>
        </div>
      </div>
    );
  } else if (step === "details") {
    content = (
      <WithdrawalDetailsForm
        ids={ids}
        headingRef={headingRef}
        summaryRef={summaryRef}
        values={values}
        errors={errors}
        onUpdate={actions.update}
        onSubmit={actions.continueToConfirm}
        onCancel={actions.cancelDetails}
      />
    );
  } else {
    const refundTo = asksBank
      ? t("withdrawal.refundToBank", { holder: values.accountHolder.trim(), iban: groupedIban(values.iban) })
      : paymentMethod === "cod"
        ? t("withdrawal.refundToNone")
        : t("withdrawal.refundToCard");
    content = (
      <WithdrawalConfirmForm
        ids={ids}
        headingRef={headingRef}
        refusalRef={refusalRef}
        orderName={orderName}
        email={email}
        refundTo={refundTo}
        refusal={refusal}
        busy={busy}
        onSubmit={(event) => void actions.confirm(event)}
        onBack={() => actions.go(asksBank ? "details" : "start", asksBank ? "heading" : "opener")}
      />
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
