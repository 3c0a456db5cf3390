import { useState } from "react";
import { Link } from "react-router";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { OrderDetails } from "#app/features/orders/OrderDetails.tsx";
import { retryPayment } from "#app/features/orders/orders-api.ts";
import { LazyWithdrawalPanel, showsWithdrawal } from "#app/features/returns/LazyWithdrawalPanel.tsx";
import { TextField, type FieldConventions, type TextFieldProps } from "#app/ui/form-fields.tsx";
import { leaveForPayment } from "./leave-for-payment.ts";
import { ReturnFormLink } from "./ReturnFormLink.tsx";
import { useOrderTracking, type Field } from "./use-order-tracking.ts";

/**
 * Guest order tracking: an order number and the email it was placed with show the order's status and
 * summary (POST /api/order-status). Any other email gets the server's 'not found', exactly as an
 * unknown number does. An order still waiting for payment can be paid from here, and one that can still be
 * withdrawn from offers the legal withdrawal, proven by the same number and email.
 */
export function TrackOrderPage() {
  const { t } = useTranslation("orders");
  const auth = useAuth();
  const { values, errors, setTyped, setErrors, problem, order, returnLink, foundWith, busy, formRef, resultRef, submit } =
    useOrderTracking();

  const field = (
    name: Field,
    label: string,
    props: Omit<TextFieldProps, keyof FieldConventions | "name" | "label" | "value" | "onValueChange">,
  ) => (
    <TextField
      {...props}
      name={name}
      label={label}
      value={values[name]}
      onValueChange={(value) => {
        setTyped((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      hint={t(`track.hints.${name}`)}
      error={errors[name]}
      optionalText=""
      announceRequired
    />
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl md:text-4xl">{t("track.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("track.intro")}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-8 flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 sm:p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {field("orderNumber", t("track.orderNumber"), { inputMode: "numeric", autoComplete: "off", placeholder: "1001" })}
          {field("email", t("track.email"), { type: "email", autoComplete: "email" })}
        </div>
        <div aria-live="polite">
          {problem ? <p className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sm text-sale">{problem}</p> : null}
        </div>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-70 sm:self-start"
        >
          {busy ? t("track.searching") : t("track.submit")}
        </button>
        {auth.status === "authenticated" ? (
          <p className="text-sm text-muted">
            <Link to="/my-account/orders" className="font-semibold text-brand-dark underline">
              {t("track.accountOrders")}
            </Link>
          </p>
        ) : null}
      </form>
      {order ? (
        <div ref={resultRef} tabIndex={-1} aria-label={t("track.result")} className="mt-8 flex flex-col gap-4 focus:outline-none">
          <OrderDetails order={order} />
          {order.status === "pending_payment" ? <PayNow orderNumber={order.orderNumber} email={foundWith} /> : null}
          {showsWithdrawal(order.withdrawal) ? (
            <LazyWithdrawalPanel
              key={order.orderNumber}
              orderNumber={order.orderNumber}
              orderName={order.name}
              email={foundWith}
              paymentMethod={order.payment?.method ?? null}
              withdrawal={order.withdrawal!}
              accountLinks={false}
              returnHref={returnLink}
            />
          ) : returnLink ? (
            <ReturnFormLink href={returnLink} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** An order whose online payment never went through can be paid again on the payment page. */
function PayNow({ orderNumber, email }: { orderNumber: number; email: string }) {
  const { t } = useTranslation("orders");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function pay() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const answer = await retryPayment({ orderNumber, email });
    if (answer.kind === "ok" && answer.data.paymentUrl) {
      leaveForPayment(answer.data.paymentUrl);
      return;
    }
    setBusy(false);
    setProblem(answer.kind === "failed" && answer.error ? answer.error : t("track.failed"));
  }
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <p>{t("track.payNowText")}</p>
      <div aria-live="polite">{problem ? <p className="text-sm text-sale">{problem}</p> : null}</div>
      <button
        type="button"
        onClick={() => void pay()}
        aria-disabled={busy || undefined}
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-70 sm:self-start"
      >
        {busy ? t("track.opening") : t("track.payNow")}
      </button>
    </div>
  );
}
