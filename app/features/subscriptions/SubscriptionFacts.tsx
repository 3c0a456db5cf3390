import { Link } from "react-router";
import type { CustomerSubscription } from "#domain/customer-subscriptions";
import { formatPrice } from "#domain/format-price";
import { countryName } from "#app/lib/address-countries.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { linkClass } from "#app/ui/link-class.ts";
import { addressLines } from "#app/lib/addresses.ts";
import { cardBrandName } from "#app/lib/saved-cards.ts";
import { OrderStatusBadge, useOrderDate } from "#app/features/orders/order-status.tsx";

const STATUS_TONES: Record<CustomerSubscription["status"], string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-amber-100 text-amber-900",
  past_due: "bg-red-100 text-red-900",
  cancelled: "bg-stone-200 text-stone-800",
};

function SubscriptionStatusBadge({ status }: { status: CustomerSubscription["status"] }) {
  const { t } = useTranslation("account");
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[status]}`}>{t(`subscriptions.status.${status}`)}</span>
  );
}

/**
 * The subscription's name (and variant) as the heading of its card, its status beside it and its facts below: alike
 * on the list's card and on the subscription's own page, where the heading is larger (`titleClassName`).
 */
export function SubscriptionSummary({
  subscription,
  headingId,
  titleClassName,
}: {
  subscription: CustomerSubscription;
  headingId: string;
  titleClassName: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className={titleClassName}>
          {subscription.title}
          {subscription.variantTitle ? <span className="block text-base text-muted">{subscription.variantTitle}</span> : null}
        </h2>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <div className="mt-4">
        <SubscriptionFacts subscription={subscription} />
      </div>
    </>
  );
}

/**
 * What a subscription delivers, how often, for how much today, when next, where to and how it is paid: the
 * same facts on the list's card, the subscription's page and a guest's signed-link page.
 */
function SubscriptionFacts({ subscription }: { subscription: CustomerSubscription }) {
  const { t, i18n } = useTranslation("account");
  const date = useOrderDate();
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <Fact term={t("subscriptions.quantity")}>{subscription.quantity}</Fact>
      <Fact term={t("subscriptions.interval")}>{t(`subscriptions.intervals.${subscription.interval}`)}</Fact>
      <Fact term={t("subscriptions.price")}>
        <span className="tabular-nums">{formatPrice(subscription.pricePerDeliveryMinor / 100, "RON")}</span>
        <span className="block text-muted">{t("subscriptions.priceNote")}</span>
      </Fact>
      <Fact term={t("subscriptions.next")}>{nextDeliveryText(subscription, t, date)}</Fact>
      <Fact term={t("subscriptions.payment")}>
        {subscription.payment.kind === "card"
          ? t("subscriptions.card", { brand: cardBrandName(subscription.payment.brand, t), last4: subscription.payment.last4 })
          : t("subscriptions.cashOnDelivery")}
      </Fact>
      {subscription.address ? (
        <Fact term={t("subscriptions.address")}>
          {addressLines({ ...subscription.address, id: 0, isDefault: false }, countryName(subscription.address.country, i18n.language)).map(
            (line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ),
          )}
        </Fact>
      ) : null}
    </dl>
  );
}

/** Who reads a subscription's page: its customer signed in, a guest through a signed link, or staff for the customer. */
export type SubscriptionReader = "customer" | "guest" | "staff";

/** Where the reader opens an order's page; a guest's link opens none. */
const ORDER_PAGES: Record<SubscriptionReader, string | null> = { customer: "/my-account/orders/", staff: "/admin/orders/", guest: null };

/** The first order and each renewal, newest first, linked to the order pages the reader may open. */
export function SubscriptionDeliveries({
  subscription,
  reader,
  headingLevel = "h3",
}: {
  subscription: CustomerSubscription;
  reader: SubscriptionReader;
  headingLevel?: "h2" | "h3";
}) {
  const orderPages = ORDER_PAGES[reader];
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const Heading = headingLevel;
  return (
    <>
      <Heading className="mt-5 font-semibold">{t("subscriptions.deliveries")}</Heading>
      <ul className="mt-2 divide-y divide-line text-sm">
        {subscription.deliveries.map((delivery) => {
          const name = t("subscriptions.order", { number: delivery.orderNumber });
          return (
            <li key={delivery.orderNumber} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {orderPages ? (
                  <Link to={`${orderPages}${delivery.orderNumber}`} className={linkClass}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
                {/* A visible comma: a hidden one is a block of its own to the browser, so copied text read "Order #1002 , 25 November". */}
                {", "}
                <time dateTime={delivery.placedAt} className="text-muted">
                  {date(delivery.placedAt)}
                </time>
              </span>
              <OrderStatusBadge status={delivery.status} />
            </li>
          );
        })}
      </ul>
    </>
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

function nextDeliveryText(subscription: CustomerSubscription, t: TFunction, date: (iso: string) => string): string {
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
