import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { checkEmail } from "#domain/account-forms";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { loginPathFor } from "#app/lib/account-paths.ts";
import { useCart } from "#app/features/cart/cart-context.tsx";
import { useDiscountCode } from "#app/features/cart/use-discount-code.ts";
import { useCurrency } from "#app/features/currency/CurrencyProvider.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatMoneyJson } from "#app/features/orders/OrderTotals.tsx";
import { isHostedPaymentMethod, type PaymentMethod, type PricedOrder } from "#domain/order-contract";
import { AddressFieldset } from "./AddressFieldset.tsx";
import { InvoiceCompanyFieldset } from "./InvoiceCompanyFieldset.tsx";
import { CheckoutCoupon, type CouponFeedback } from "./CheckoutCoupon.tsx";
import { attemptKey, cartFingerprint, useCheckoutStorageKeys, forgetAttempt, rememberLastOrder } from "./checkout-storage.ts";
import { CheckoutSummary } from "./CheckoutSummary.tsx";
import { codAvailable, listedMethods, NOTE_MAX_LENGTH } from "./checkout-values.ts";
import { CheckboxField, TextAreaField, TextField } from "./fields.tsx";
import { PaymentMethods } from "./PaymentMethods.tsx";
import { ShippingChoice } from "./ShippingChoice.tsx";
import { StoreCreditChoice } from "./StoreCreditChoice.tsx";
import { placeOrder, plannedSteps, type PlaceOrderOutcome } from "./place-order.ts";
import type { ProgressView } from "./ProcessingOverlay.tsx";
import type { PickupPointJson } from "#domain/pickup-point-schemas";
import { useCheckoutForm } from "./use-checkout-form.ts";
import { useCustomerPrefill } from "./use-customer-prefill.ts";
import { useOrderPricing } from "./use-order-pricing.ts";
import { leaveForPayment } from "./leave-for-payment.ts";

const sectionClass = "rounded-2xl border border-line bg-white p-5 sm:p-6";

/**
 * The overlay is needed only once the order is on its way, so it stays out of the checkout's first load (which is at
 * the 140 KB budget): the form asks for it as soon as it is on screen, and it has long arrived when the order is sent.
 * The email's privacy line and the abandoned-checkout snapshot (decision 0115) come in the same chunk.
 */
const loadProcessingOverlay = () => import("./later.ts");
const ProcessingOverlay = lazy(() => loadProcessingOverlay().then((module) => ({ default: module.ProcessingOverlay })));
const CheckoutSnapshot = lazy(loadProcessingOverlay);
/** The locker picker, fetched only once a service to lockers is chosen (issue 43: the checkout is at its budget). */
const LockerChoice = lazy(() => import("./LockerChoice.tsx"));
const TERMS_PATH = "/terms";

/** Lines the server refused (`lines.2.variantId`), by the cart item at that index. */
function lineProblemsFrom(fields: Record<string, string>, itemIds: readonly string[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const [path, message] of Object.entries(fields)) {
    const index = /^lines\.(\d+)(\.|$)/.exec(path)?.[1];
    const id = index === undefined ? undefined : itemIds[Number(index)];
    if (id !== undefined && !problems.has(id)) problems.set(id, message);
  }
  return problems;
}

const sameMethods = (a: readonly PaymentMethod[] | null, b: readonly PaymentMethod[]) =>
  a !== null && a.length === b.length && a.every((method, index) => method === b[index]);

/**
 * The checkout's information step (spec §2, §3 "Checkout fields", §5): contact, shipping and billing
 * addresses, payment method, notes, an optional account, terms and email updates, beside the order
 * summary the server prices, as items of the page's grid under its heading (`CheckoutPage`). Placing the order runs
 * the steps of `place-order.ts` under the overlay.
 */
export function CheckoutForm() {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = auth.status === "authenticated" && auth.user !== null;
  const cart = useCart();
  const discount = useDiscountCode();
  const { currency } = useCurrency();
  const keys = useCheckoutStorageKeys();
  // The terms' version this page links to; a save by the owner meanwhile is refused and read again (decision 0052).
  const termsVersion = (useRouteLoaderData("routes/checkout") as { termsVersion?: number } | undefined)?.termsVersion ?? 1;
  const revalidator = useRevalidator();
  // What the server takes now, from its latest price answer; null until it has answered (every method is listed meanwhile).
  const [offeredMethods, setOfferedMethods] = useState<readonly PaymentMethod[] | null>(null);
  // Whether the destination's zone takes cash on delivery, from the latest price answer (decision 0056).
  const [codAllowed, setCodAllowed] = useState<boolean | null>(null);
  // The delivery service the shopper picked; null: the first the country has. A new country starts again.
  const [shippingServiceId, setShippingServiceId] = useState<string | null>(null);
  const { values, messages, formRef, usableMethods, methodMoved, ...form } = useCheckoutForm({ offeredMethods, codAllowed });
  // Nothing can pay for this order now (no card provider, and no cash on delivery for it): nothing to submit.
  const noMethod = usableMethods.length === 0;
  useCustomerPrefill(auth, form.prefill);

  // The locker chosen, and the server's refusal of it; a locker of another courier than the service's is none.
  const [locker, setLocker] = useState<{ point?: PickupPointJson; error?: string | undefined }>({});

  const [couponFeedback, setCouponFeedback] = useState<CouponFeedback>(null);
  const [usingCredit, setUsingCredit] = useState(false);
  const [lineProblems, setLineProblems] = useState<Map<string, string>>(new Map());
  const [status, setStatus] = useState<string | null>(null);
  const [progress, setProgress] = useState<ProgressView | null>(null);
  const [couponFocusRequests, setCouponFocusRequests] = useState(0);
  const couponInput = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  const statusId = useId();

  const lines = useMemo(() => cart.items.map((item) => ({ variantId: item.id, quantity: item.quantity })), [cart.items]);
  const email = checkEmail(values.email) ? undefined : values.email.trim().toLowerCase();
  const country = values.shippingAddress.country.toUpperCase();
  const accessToken = signedIn ? auth.user?.accessToken : undefined;
  const pricing = useOrderPricing(
    {
      lines,
      ...(discount.code ? { discountCode: discount.code, ...(email ? { email } : {}) } : {}),
      country,
      currencyCode: currency,
      ...(usingCredit && signedIn ? { useStoreCredit: true } : {}),
      ...(shippingServiceId ? { shippingServiceId } : {}),
    },
    {
      accessToken,
      onPriced(quote: PricedOrder) {
        setLineProblems(new Map());
        setOfferedMethods((current) => (sameMethods(current, quote.paymentMethods) ? current : quote.paymentMethods));
        setCodAllowed(quote.codAllowed);
        const verdict = quote.discountCode;
        // The server does not honour the code (spent with this email, not a first order): it is dropped.
        if (verdict && !verdict.valid) {
          discount.clear();
          setCouponFeedback({ tone: "error", title: verdict.title, message: verdict.message });
        }
      },
    },
  );

  const credit = signedIn ? (pricing.quote?.storeCredit ?? null) : null;
  const creditInUse = usingCredit && credit !== null;
  // The credit pays everything: no method is asked for, and none needs to be available.
  const paidByCredit = creditInUse && Number(credit.due.amount) === 0;
  const itemIds = cart.items.map((item) => item.id);
  const lockersOf = pricing.quote?.shippingService.pickupPointsOf;
  const pickupPoint = locker.point?.courier === lockersOf ? locker.point : undefined;
  const shownLineProblems = lineProblems.size > 0 ? lineProblems : lineProblemsFrom(pricing.fields, itemIds);

  useEffect(() => {
    if (couponFocusRequests > 0) couponInput.current?.focus();
  }, [couponFocusRequests]);

  useEffect(() => {
    void import("#app/features/attribution/funnel-step.ts").then(({ reportFunnelStep }) => reportFunnelStep("checkout_started"));
  }, []);

  useEffect(() => {
    // A fetch that fails here is made again when the overlay is shown.
    loadProcessingOverlay().catch(() => undefined);
  }, []);

  function showStatus(message: string) {
    setStatus(message);
    // Read after the render that shows it: the message is announced and the shopper sees it.
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  function settle(outcome: Exclude<PlaceOrderOutcome, { kind: "redirect" | "confirmed" | "unknown" }>) {
    setProgress(null);
    switch (outcome.kind) {
      case "priceChanged":
        pricing.retry();
        showStatus(t("form.priceChanged", { total: formatMoneyJson(outcome.total) }));
        return;
      case "invalid": {
        // The server no longer takes the method (a provider went away since the last price): ask it what it takes now.
        if (outcome.fields.paymentMethod) pricing.retry();
        const problems = lineProblemsFrom(outcome.fields, itemIds);
        setLineProblems(problems);
        // The price asked names `country` (no zone ships there): it is the shipping address's country field.
        const { country: refusedCountry, pickupPointId: lockerError, ...named } = outcome.fields;
        setLocker((current) => ({ ...current, error: lockerError }));
        const onFields = form.showServerMessages(refusedCountry ? { ...named, "shippingAddress.country": refusedCountry } : named);
        // A refused locker alone: its button takes the focus (LockerChoice), the status line only says why.
        if (!onFields && (problems.size > 0 || !lockerError))
          showStatus(problems.size > 0 ? t("form.linesRefused") : (outcome.message ?? t("form.fixErrors")));
        else setStatus(outcome.message ?? t("form.fixErrors"));
        return;
      }
      case "termsChanged":
        form.set("acceptTerms", false);
        form.showServerMessages({ acceptTerms: outcome.message });
        setStatus(outcome.message);
        void revalidator.revalidate();
        return;
      case "discountRefused":
        discount.clear();
        setCouponFeedback({ tone: "error", title: outcome.title, message: outcome.message });
        setStatus(t("form.couponRefused"));
        setCouponFocusRequests((count) => count + 1);
        return;
      case "failed":
        if (outcome.conflict) forgetAttempt(keys.attempt);
        showStatus(outcome.network ? t("form.network") : (outcome.message ?? t("form.failed")));
        return;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || (noMethod && !paidByCredit)) return;
    setStatus(null);
    if (!form.validate()) {
      setStatus(t("form.fixErrors"));
      return;
    }
    const shownTotal = pricing.current && pricing.quote ? pricing.quote.total : null;
    if (!shownTotal) {
      // No total on screen to place the order at (decision 0099): the summary asks again; the shopper presses once it shows.
      pricing.retry();
      showStatus(t("summary.updating"));
      return;
    }
    busy.current = true;
    const steps = plannedSteps(values, { signedIn, paidByCredit });
    setProgress({ steps: steps.map((step) => ({ step, state: "waiting" })), unknownOrderNumber: null });
    const discountCode = discount.code;
    const orderEmail = values.email.trim().toLowerCase();
    try {
      const outcome = await placeOrder({
        values,
        context: {
          lines,
          discountCode,
          currencyCode: currency,
          signedIn,
          useStoreCredit: creditInUse,
          shippingServiceId: pricing.quote?.shippingService.id ?? shippingServiceId,
          termsVersion,
          pickupPointId: pickupPoint?.id,
        },
        idempotencyKey: attemptKey(keys.attempt, cartFingerprint({ lines, discountCode, currencyCode: currency })),
        accessToken,
        shownTotal,
        shownDue: pricing.current && creditInUse ? credit.due : null,
        onStep: (step, state) =>
          setProgress((current) => {
            if (!current) return current;
            const known = current.steps.some((entry) => entry.step === step);
            const steps = known
              ? current.steps.map((entry) => (entry.step === step ? { step, state } : entry))
              : [...current.steps.filter((entry) => entry.state !== "waiting"), { step, state }];
            return { ...current, steps };
          }),
        onBusy: () => setProgress((current) => (current && !current.stillWorking ? { ...current, stillWorking: true } : current)),
        onPlaced: (placed) =>
          rememberLastOrder(keys.lastOrder, {
            orderNumber: placed.orderNumber,
            email: orderEmail,
            accountRequested: values.createAccount && !signedIn,
          }),
      });
      if (outcome.kind === "redirect") {
        leaveForPayment(outcome.url);
        return;
      }
      if (outcome.kind === "confirmed") {
        void navigate(`/success?order=${outcome.order.orderNumber}`, { state: { order: outcome.order } });
        return;
      }
      if (outcome.kind === "unknown") {
        setProgress((current) => (current ? { ...current, unknownOrderNumber: outcome.placed.orderNumber } : current));
        return;
      }
      busy.current = false;
      settle(outcome);
    } catch (error) {
      busy.current = false;
      setProgress(null);
      throw error;
    }
  }

  const hosted = isHostedPaymentMethod(values.paymentMethod) && !paidByCredit;
  // 'Correct the highlighted fields' goes once nothing is highlighted any more.
  const shownStatus = status === t("form.fixErrors") && Object.keys(messages).length === 0 ? null : status;
  const total =
    pricing.quote && pricing.current ? formatMoneyJson(creditInUse ? pricing.quote.storeCredit!.due : pricing.quote.total) : null;

  return (
    <>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:sticky lg:top-6">
        <CheckoutSummary
          items={cart.items}
          pricing={pricing}
          storeCredit={creditInUse ? credit : null}
          lineProblems={shownLineProblems}
          typedCode={discount.code}
          coupon={
            <CheckoutCoupon
              code={discount.code}
              percent={pricing.current && pricing.quote?.discount?.percent ? pricing.quote.discount.percent : null}
              email={email}
              feedback={couponFeedback}
              onFeedback={setCouponFeedback}
              onApply={discount.apply}
              onRemove={discount.clear}
              inputRef={couponInput}
            />
          }
        />
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={shownStatus ? statusId : undefined}
        className="flex flex-col gap-6 lg:col-start-1 lg:row-start-2"
      >
        <section aria-labelledby={`${statusId}-contact`} className={sectionClass}>
          <h2 id={`${statusId}-contact`} className="mb-4 font-serif text-2xl">
            {t("contact.title")}
          </h2>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t("contact.email")}
            hint={t("contact.emailHint")}
            value={values.email}
            onValueChange={(value) => form.set("email", value)}
            error={messages.email}
          />
          <Suspense>
            <CheckoutSnapshot />
          </Suspense>
          {signedIn ? (
            <p className="mt-3 break-words text-sm text-muted">{t("contact.signedIn", { email: auth.user?.email })}</p>
          ) : auth.status === "anonymous" ? (
            <p className="mt-3 text-sm text-muted">
              {t("contact.haveAccount")}{" "}
              <Link to={loginPathFor("/checkout")} className="font-semibold text-brand-dark underline">
                {t("contact.logIn")}
              </Link>
            </p>
          ) : null}
        </section>

        <div className={sectionClass}>
          <AddressFieldset
            group="shippingAddress"
            legend={t("shipping.title")}
            address={values.shippingAddress}
            messages={messages}
            onChange={(changes) => {
              if (changes.country !== undefined && changes.country !== values.shippingAddress.country) setShippingServiceId(null);
              form.setAddress("shippingAddress", changes);
            }}
          />
        </div>

        <div className={sectionClass}>
          <ShippingChoice
            quote={pricing.quote}
            value={shippingServiceId}
            onChange={setShippingServiceId}
            country={country}
            refused={pricing.fields.country}
            error={messages.shippingServiceId}
          />
          {lockersOf ? (
            <Suspense fallback={null}>
              <LockerChoice
                quote={pricing.quote!}
                values={values}
                value={pickupPoint}
                onChange={(point) => setLocker({ point })}
                error={locker.error}
              />
            </Suspense>
          ) : null}
        </div>

        <div className={sectionClass}>
          <CheckboxField
            name="billingSameAsShipping"
            label={t("billing.sameAsShipping")}
            checked={values.billingSameAsShipping}
            onCheckedChange={(checked) => form.set("billingSameAsShipping", checked)}
          />
          {values.billingSameAsShipping ? null : (
            <div className="mt-6">
              <AddressFieldset
                group="billingAddress"
                legend={t("billing.title")}
                address={values.billingAddress}
                messages={messages}
                onChange={(changes) => form.setAddress("billingAddress", changes)}
              />
            </div>
          )}
          <InvoiceCompanyFieldset
            enabled={values.invoiceToCompany}
            company={values.invoiceCompany}
            messages={messages}
            onToggle={(enabled) => form.set("invoiceToCompany", enabled)}
            onChange={(changes) => form.setInvoiceCompany(changes)}
          />
        </div>

        {credit ? (
          <div className={sectionClass}>
            <StoreCreditChoice credit={credit} using={usingCredit} onChange={setUsingCredit} error={messages.useStoreCredit} />
          </div>
        ) : null}

        <div className={sectionClass} hidden={paidByCredit}>
          <PaymentMethods
            value={values.paymentMethod}
            onChange={(method) => form.set("paymentMethod", method)}
            methods={listedMethods(offeredMethods)}
            usable={usableMethods}
            codAvailable={codAvailable(values, codAllowed)}
            moved={methodMoved}
            error={messages.paymentMethod}
          />
        </div>

        <div className={sectionClass}>
          <TextAreaField
            name="note"
            label={t("notes.label")}
            hint={t("notes.hint", { max: NOTE_MAX_LENGTH })}
            optional
            maxLength={NOTE_MAX_LENGTH}
            value={values.note}
            onValueChange={(value) => form.set("note", value)}
            error={messages.note}
          />
        </div>

        {auth.status === "anonymous" ? (
          <div className={sectionClass}>
            <CheckboxField
              name="createAccount"
              label={t("account.create")}
              hint={t("account.createHint")}
              checked={values.createAccount}
              onCheckedChange={(checked) => form.set("createAccount", checked)}
            />
          </div>
        ) : null}

        <div className={`${sectionClass} flex flex-col gap-4`}>
          <CheckboxField
            name="acceptTerms"
            required
            label={t("consent.terms")}
            hint={
              <>
                {t("consent.termsHint")}{" "}
                <Link to={TERMS_PATH} target="_blank" rel="noopener" className="font-semibold text-brand-dark underline">
                  {t("consent.termsLink")}
                  <span className="sr-only"> {t("consent.newTab")}</span>
                </Link>
              </>
            }
            checked={values.acceptTerms}
            onCheckedChange={(checked) => form.set("acceptTerms", checked)}
            error={messages.acceptTerms}
          />
          <CheckboxField
            name="acceptsMarketing"
            label={t("consent.marketing")}
            checked={values.acceptsMarketing}
            onCheckedChange={(checked) => form.set("acceptsMarketing", checked)}
          />
        </div>

        <div className="flex flex-col gap-3">
          {total ? (
            <p className="flex justify-between gap-4 text-lg">
              <span className="font-semibold">{t("submit.total")}</span>
              <span className="font-semibold tabular-nums">{total}</span>
            </p>
          ) : null}
          <div aria-live="polite">
            {shownStatus ? (
              <p
                id={statusId}
                ref={statusRef}
                tabIndex={-1}
                className="rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sm text-sale focus:outline-none"
              >
                {shownStatus}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={noMethod && !paidByCredit}
            aria-describedby={noMethod && !paidByCredit ? `${statusId}-no-method` : undefined}
            className="rounded-full bg-brand px-6 py-4 text-lg font-semibold text-white hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 disabled:cursor-not-allowed disabled:bg-muted"
          >
            {paidByCredit ? t("submit.credit") : hosted && !noMethod ? t("submit.pay") : t("submit.cod")}
          </button>
          <p id={`${statusId}-no-method`} className="text-center text-sm text-muted">
            {paidByCredit
              ? t("submit.creditNote")
              : noMethod
                ? t("submit.noMethod")
                : hosted
                  ? t("submit.hostedNote")
                  : t("submit.codNote")}
          </p>
        </div>
      </form>
      {progress ? (
        <Suspense fallback={null}>
          <ProcessingOverlay view={progress} />
        </Suspense>
      ) : null}
    </>
  );
}
