import { Link } from "react-router";
import type { CustomerSubscription } from "#domain/customer-subscriptions";
import { formatPrice } from "#domain/format-price";
import { Spinner } from "#app/ui/Spinner.tsx";
import { countryName } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { linkClass } from "#app/features/account/AuthPageShell.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { addressLines } from "#app/features/account/addresses.ts";
import { cardBrandName } from "#app/features/account/saved-cards.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { OrderStatusBadge, useOrderDate } from "#app/features/orders/order-status.tsx";
import { VisitorNotice } from "./VisitorNotice.tsx";

const STATUS_TONES: Record<CustomerSubscription["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-900",
  past_due: "bg-red-100 text-red-900",
  cancelled: "bg-stone-200 text-stone-800",
};

const secondaryButton = "rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft";

/**
 * The customer's subscriptions (issue 18 item 1): each with what it delivers and how often, today's price per
 * delivery, the next delivery (or the skip, or the pause), the address, how it is paid, and its orders so far.
 */
export function SubscriptionsSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  const { resource, reload } = useAccountResource<{ subscriptions: CustomerSubscription[] }>("/subscriptions");
  if (!user) return <VisitorNotice title={t("nav.subscriptions")} message={t("subscriptions.visitor")} />;

  let content: React.ReactNode;
  if (resource.status === "loading") content = <Spinner label={t("subscriptions.loading")} />;
  else if (resource.status === "failed")
    content = (
      <div role="alert" className="space-y-3">
        <p className="text-sale">{t("subscriptions.failed")}</p>
        <button type="button" className={secondaryButton} onClick={() => reload()}>
          {t("subscriptions.retry")}
        </button>
      </div>
    );
  else {
    const all = resource.data.subscriptions;
    const running = all.some((subscription) => subscription.status !== "cancelled");
    content = (
      <>
        {running ? null : (
          <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <p className="font-semibold">{t("subscriptions.empty")}</p>
            <p className="mt-2 text-muted">{t("subscriptions.how")}</p>
            <Link to="/shop" className={`mt-4 inline-block ${linkClass}`}>
              {t("orders.shop")}
            </Link>
          </div>
        )}
        {all.length > 0 ? (
          <ul className="mt-4 grid gap-4" aria-label={t("subscriptions.listLabel")}>
            {all.map((subscription) => (
              <SubscriptionCard key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        ) : null}
      </>
    );
  }
  return (
    <AccountSection title={t("nav.subscriptions")} intro={t("subscriptions.intro")}>
      {content}
    </AccountSection>
  );
}

function SubscriptionCard({ subscription }: { subscription: CustomerSubscription }) {
  const { t, i18n } = useTranslation("account");
  const date = useOrderDate();
  const headingId = `subscription-${subscription.id}`;
  const when = nextDeliveryText(subscription, t, date);
  return (
    <li className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={headingId} className="text-xl">
            {subscription.title}
            {subscription.variantTitle ? <span className="block text-base text-muted">{subscription.variantTitle}</span> : null}
          </h2>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[subscription.status]}`}>
            {t(`subscriptions.status.${subscription.status}`)}
          </span>
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact term={t("subscriptions.quantity")}>{subscription.quantity}</Fact>
          <Fact term={t("subscriptions.interval")}>{t(`subscriptions.intervals.${subscription.interval}`)}</Fact>
          <Fact term={t("subscriptions.price")}>
            <span className="tabular-nums">{formatPrice(subscription.pricePerDeliveryMinor / 100, "RON")}</span>
            <span className="block text-muted">{t("subscriptions.priceNote")}</span>
          </Fact>
          <Fact term={t("subscriptions.next")}>{when}</Fact>
          <Fact term={t("subscriptions.payment")}>
            {subscription.payment.kind === "card"
              ? t("subscriptions.card", { brand: cardBrandName(subscription.payment.brand, t), last4: subscription.payment.last4 })
              : t("subscriptions.cashOnDelivery")}
          </Fact>
          {subscription.address ? (
            <Fact term={t("subscriptions.address")}>
              {addressLines(
                { ...subscription.address, id: 0, isDefault: false },
                countryName(subscription.address.country, i18n.language),
              ).map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </Fact>
          ) : null}
        </dl>
        <h3 className="mt-5 font-semibold">{t("subscriptions.deliveries")}</h3>
        <ul className="mt-2 divide-y divide-line text-sm">
          {subscription.deliveries.map((delivery) => (
            <li key={delivery.orderNumber} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link to={`/my-account/orders/${delivery.orderNumber}`} className={linkClass}>
                  {t("subscriptions.order", { number: delivery.orderNumber })}
                </Link>
                <span className="ml-2 text-muted">{date(delivery.placedAt)}</span>
              </span>
              <OrderStatusBadge status={delivery.status} />
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function nextDeliveryText(
  subscription: CustomerSubscription,
  t: ReturnType<typeof useTranslation>["t"],
  date: (iso: string) => string,
): string {
  if (subscription.status === "cancelled")
    return subscription.cancelledAt ? t("subscriptions.cancelledOn", { date: date(subscription.cancelledAt) }) : t("subscriptions.none");
  if (subscription.status === "paused")
    return subscription.resumeOn
      ? t("subscriptions.pausedUntil", { date: date(subscription.resumeOn) })
      : t("subscriptions.pausedUntilResumed");
  if (!subscription.nextDeliveryDate) return t("subscriptions.none");
  const next = date(subscription.nextDeliveryDate);
  return subscription.skippedDate ? t("subscriptions.skipped", { skipped: date(subscription.skippedDate), date: next }) : next;
}
