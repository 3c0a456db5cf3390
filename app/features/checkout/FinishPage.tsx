import { useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { amountDue, formatMoneyJson } from "#app/features/orders/OrderTotals.tsx";
import {
  HOSTED_PAYMENT_METHODS,
  isConfirmedOrder,
  isHostedPaymentMethod,
  type HostedPaymentMethod,
  type OrderSummary,
} from "#domain/order-contract";
import { retryPayment, verifyPayment, type ParcelAdditionResult, type PaymentProof } from "#app/features/orders/orders-api.ts";
import { CheckoutHeader } from "./CheckoutHeader.tsx";
import { leaveForPayment } from "./leave-for-payment.ts";

/** Spec §8 "still processing": the order is asked about again after these pauses, then called unknown. */
export const VERIFY_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

type FinishState =
  | { kind: "verifying" }
  | { kind: "processing"; attempt: number }
  | { kind: "unpaid"; result: "declined" | "cancelled"; order: OrderSummary; methods: HostedPaymentMethod[] }
  | { kind: "addition"; addition: ParcelAdditionResult; orderNumber: number }
  | { kind: "unknown"; message: string | null };

/**
 * What the payment page sent the shopper back with, or null when the URL carries nothing to go on: the
 * sandbox's signed result (`result` and `sig`), or a provider's plain return naming the attempt
 * (`?order=N&payment=ID`, with `cancelled=1` when the shopper left the provider's page).
 */
function proofFrom(params: URLSearchParams): PaymentProof | null {
  const orderNumber = Number(params.get("order"));
  const paymentId = params.get("payment");
  if (!Number.isSafeInteger(orderNumber) || orderNumber <= 0 || !paymentId) return null;
  const result = params.get("result");
  const sig = params.get("sig");
  if (result !== null || sig !== null) return result && sig ? { orderNumber, paymentId, result, sig } : null;
  return { orderNumber, paymentId, cancelled: params.get("cancelled") === "1" };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

const panelClass = "mt-8 flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 sm:p-8";
const primaryClass = "rounded-full border-2 border-brand bg-brand px-6 py-3 text-center font-semibold text-white hover:bg-brand-dark";
const secondaryClass = "rounded-full border-2 border-line px-6 py-3 text-center font-semibold text-ink hover:border-brand";

/**
 * /finish (spec §2 "Checkout finish step"): back from the hosted payment page, the server verifies what
 * the shopper came back with (a signed result, or the attempt it then asks the provider about). Paid goes
 * on to /success; declined or cancelled can be tried again; an answer that does not come, or a provider
 * that has not decided yet (202), is asked for again a few times ('still processing') before
 * 'Order Status Unknown'.
 */
export function FinishPage() {
  const { t } = useTranslation("checkout");
  const [params] = useSearchParams();
  const proof = proofFrom(params);
  const proofKey = proof ? JSON.stringify(proof) : "";
  const navigate = useNavigate();
  const [state, setState] = useState<FinishState>({ kind: "verifying" });

  useEffect(() => {
    if (proofKey === "") return;
    const controller = new AbortController();
    const sent = JSON.parse(proofKey) as PaymentProof;
    void (async () => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await verifyPayment(sent, controller.signal).catch(() => null);
        if (controller.signal.aborted || answer === null) return;
        // 202 'pending': the provider has not decided yet; asked again below, like an answer that did not come.
        if (answer.kind === "ok" && answer.data.result !== "pending") {
          const { result, order, canRetry, paymentMethods, parcelAddition } = answer.data;
          if (parcelAddition) {
            setState({ kind: "addition", addition: parcelAddition, orderNumber: order.orderNumber });
            return;
          }
          if (result === "paid" && isConfirmedOrder(order.status)) {
            void navigate(`/success?order=${order.orderNumber}`, { replace: true, state: { order } });
            return;
          }
          if (result !== "paid") {
            const methods = canRetry ? HOSTED_PAYMENT_METHODS.filter((method) => paymentMethods.includes(method)) : [];
            setState({ kind: "unpaid", result, order, methods });
            return;
          }
        } else if (answer.kind === "failed" && answer.status === 400) {
          // The proof does not hold (a bad signature, an attempt of another order): the email will tell.
          setState({ kind: "unknown", message: answer.error });
          return;
        }
        const delay = VERIFY_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          setState({ kind: "unknown", message: null });
          return;
        }
        setState({ kind: "processing", attempt: attempt + 1 });
        await wait(delay, controller.signal);
        if (controller.signal.aborted) return;
      }
    })();
    return () => controller.abort();
  }, [proofKey, navigate]);

  return (
    <div className="min-h-dvh">
      <CheckoutHeader back={{ to: "/shop", label: t("header.backToShop") }} />
      <div className="mx-auto max-w-2xl px-4 py-10 md:py-16">
        {proof === null ? (
          <NoCheckoutInfo />
        ) : state.kind === "verifying" ? (
          <Verifying title={t("finish.verifyingTitle")} text={t("finish.verifyingText")} />
        ) : state.kind === "processing" ? (
          <Verifying
            title={t("finish.processingTitle")}
            text={t("finish.processingText", { attempt: state.attempt, attempts: VERIFY_RETRY_DELAYS_MS.length })}
          />
        ) : state.kind === "unpaid" ? (
          <UnpaidOrder proof={proof} state={state} />
        ) : state.kind === "addition" ? (
          <ParcelAdditionOutcome addition={state.addition} orderNumber={state.orderNumber} />
        ) : (
          <UnknownStatus message={state.message} orderNumber={proof.orderNumber} />
        )}
      </div>
    </div>
  );
}

function Verifying({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      <Spinner label={title} />
      <p className="text-muted">{text}</p>
    </div>
  );
}

const ADDITION_TEXTS = {
  added: { title: "finish.additionAddedTitle", text: "finish.additionAddedText" },
  awaiting_payment: { title: "finish.processingTitle", text: "finish.additionWaitingText" },
  unpaid: { title: "finish.additionUnpaidTitle", text: "finish.additionUnpaidText" },
  returned: { title: "finish.additionReturnedTitle", text: "finish.additionReturnedText" },
} as const;

/** Back from paying a product added to a paid order's parcel (decision 0164): what became of it, and the way back to the order. */
function ParcelAdditionOutcome({ addition, orderNumber }: { addition: ParcelAdditionResult; orderNumber: number }) {
  const { t } = useTranslation("checkout");
  const texts = ADDITION_TEXTS[addition.state];
  return (
    <>
      <h1 className="text-3xl md:text-4xl">{t(texts.title)}</h1>
      <div className={panelClass}>
        <p role={addition.state === "added" ? "status" : "alert"}>{t(texts.text, { item: addition.item ?? "", orderNumber })}</p>
        <a href={addition.orderPage} className={`${primaryClass} sm:self-start`}>
          {t("finish.toOrderPage")}
        </a>
      </div>
    </>
  );
}

function NoCheckoutInfo() {
  const { t } = useTranslation("checkout");
  return (
    <>
      <h1 className="text-3xl md:text-4xl">{t("finish.missingTitle")}</h1>
      <div className={panelClass}>
        <p>{t("finish.missingText")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/cart" className={primaryClass}>
            {t("finish.toCart")}
          </Link>
          <Link to="/track-order" className={secondaryClass}>
            {t("finish.trackOrder")}
          </Link>
        </div>
      </div>
    </>
  );
}

function UnknownStatus({ message, orderNumber }: { message: string | null; orderNumber: number }) {
  const { t } = useTranslation("checkout");
  return (
    <>
      <h1 className="text-3xl md:text-4xl">{t("finish.unknownTitle")}</h1>
      <div className={panelClass}>
        <p role="alert">{message ?? t("finish.unknownText")}</p>
        <p className="text-sm text-muted">{t("finish.unknownOrder", { orderNumber })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={`/track-order?order=${orderNumber}`} className={primaryClass}>
            {t("finish.trackOrder")}
          </Link>
          <Link to="/shop" className={secondaryClass}>
            {t("finish.continueShopping")}
          </Link>
        </div>
      </div>
    </>
  );
}

/** Declined or cancelled: the order is kept and waits; a new attempt (another method if wished) goes back to the payment page. */
function UnpaidOrder({ proof, state }: { proof: PaymentProof; state: Extract<FinishState, { kind: "unpaid" }> }) {
  const { t } = useTranslation("checkout");
  const { order } = state;
  const legendId = useId();
  const [method, setMethod] = useState<HostedPaymentMethod | undefined>(
    order.payment && isHostedPaymentMethod(order.payment.method) && state.methods.includes(order.payment.method)
      ? order.payment.method
      : state.methods[0],
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; settled: boolean } | null>(null);

  async function tryAgain() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    // The unpaid attempt the shopper came back from proves the order is theirs.
    const answer = await retryPayment(proof, method);
    if (answer.kind === "ok" && answer.data.paymentUrl) {
      leaveForPayment(answer.data.paymentUrl);
      return;
    }
    setBusy(false);
    if (answer.kind === "network") setProblem({ message: t("form.network"), settled: false });
    else
      setProblem({ message: answer.kind === "failed" && answer.error ? answer.error : t("form.failed"), settled: answer.status === 409 });
  }

  return (
    <>
      <h1 className="text-3xl md:text-4xl">{t(`finish.${state.result}Title`)}</h1>
      <div className={panelClass}>
        <p role="alert">{t(`finish.${state.result}Text`)}</p>
        <p>{t("finish.orderWaits", { orderNumber: order.orderNumber, total: formatMoneyJson(amountDue(order)) })}</p>
        {method !== undefined ? (
          <>
            <fieldset>
              <legend id={legendId} className="font-semibold">
                {t("finish.chooseMethod")}
              </legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {state.methods.map((option) => (
                  <label
                    key={option}
                    className="flex items-center gap-3 rounded-xl border-2 border-line px-4 py-3 has-checked:border-brand"
                  >
                    <input
                      type="radio"
                      name="retryMethod"
                      value={option}
                      checked={method === option}
                      onChange={() => setMethod(option)}
                      className="size-5 accent-brand"
                    />
                    {t(`payment.methods.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div aria-live="polite">
              {problem ? (
                <p className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sm text-sale">
                  {problem.message}{" "}
                  {problem.settled ? (
                    <Link to={`/success?order=${order.orderNumber}`} className="font-semibold underline">
                      {t("finish.seeOrder")}
                    </Link>
                  ) : null}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                onClick={() => void tryAgain()}
                aria-disabled={busy || undefined}
                className={`${primaryClass} aria-disabled:opacity-70`}
              >
                {busy ? t("finish.retrying") : t("finish.tryAgain")}
              </button>
              <Link to="/checkout" className={secondaryClass}>
                {t("finish.backToCheckout")}
              </Link>
            </div>
          </>
        ) : (
          <Link to={`/track-order?order=${order.orderNumber}`} className={primaryClass}>
            {t("finish.trackOrder")}
          </Link>
        )}
      </div>
    </>
  );
}
