import { Link } from "react-router";
import type { CustomerSubscription } from "#domain/customer-subscriptions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { SubscriptionDeliveries, SubscriptionSummary } from "#app/features/subscriptions/SubscriptionFacts.tsx";
import { VisitorNotice } from "./VisitorNotice.tsx";
import { ResourceContent } from "./ResourceContent.tsx";

/**
 * The customer's subscriptions (issue 18 item 1): each with what it delivers and how often, today's price per
 * delivery, the next delivery (or the skip, or the pause), the address, how it is paid, and its orders so far.
 */
export function SubscriptionsSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  const { resource, reload } = useAccountResource<{ subscriptions: CustomerSubscription[] }>("/subscriptions");
  if (!user) return <VisitorNotice title={t("nav.subscriptions")} message={t("subscriptions.visitor")} />;

  return (
    <AccountSection title={t("nav.subscriptions")} intro={t("subscriptions.intro")}>
      <ResourceContent
        resource={resource}
        reload={reload}
        texts={{ loading: t("subscriptions.loading"), failed: t("subscriptions.failed"), retry: t("subscriptions.retry") }}
      >
        {({ subscriptions: all }) => <SubscriptionList all={all} />}
      </ResourceContent>
    </AccountSection>
  );
}

function SubscriptionList({ all }: { all: CustomerSubscription[] }) {
  const { t } = useTranslation("account");
  const running = all.some((subscription) => subscription.status !== "cancelled");
  return (
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

function SubscriptionCard({ subscription }: { subscription: CustomerSubscription }) {
  const { t } = useTranslation("account");
  const headingId = `subscription-${subscription.id}`;
  return (
    <li className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <article aria-labelledby={headingId}>
        <SubscriptionSummary subscription={subscription} headingId={headingId} titleClassName="text-xl" />
        <Link
          to={`/my-account/subscriptions/${subscription.id}`}
          aria-label={t("subscriptions.manageLabel", { title: subscription.title })}
          className="mt-4 inline-block rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white hover:bg-brand"
        >
          {subscription.status === "cancelled" ? t("subscriptions.view") : t("subscriptions.manage")}
        </Link>
        <SubscriptionDeliveries subscription={subscription} reader="customer" />
      </article>
    </li>
  );
}
