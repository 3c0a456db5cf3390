import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { ACCOUNT_SECTIONS } from "#app/features/account/account-sections.ts";
import { linkClass } from "#app/ui/link-class.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { useCustomerOrders } from "#app/features/account/customer-orders.ts";
import { ACCOUNT_HOME, SET_PASSWORD_PATH } from "#app/lib/account-paths.ts";
import { displayName } from "#app/features/account/session.ts";
import { useWishlist } from "#app/features/account/WishlistProvider.tsx";
import { LoyaltyPanel } from "./LoyaltyPanel.tsx";
import { OrdersList } from "./OrdersSummary.tsx";

const RECENT_ORDERS = 3;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 className="text-xl">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The account's first page: a greeting, the latest orders, the wishlist, the loyalty points and links to every section. */
export function DashboardSection() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  const orders = useCustomerOrders(RECENT_ORDERS);
  const wishlist = useWishlist();
  if (!user) return null;

  return (
    <AccountSection title={t("dashboard.greeting", { name: displayName(user) })} intro={t("dashboard.intro")}>
      {user.hasPassword ? null : (
        <p className="mb-8 rounded-2xl border border-brand/30 bg-brand-soft px-5 py-4 text-brand-dark">
          {t("dashboard.noPassword")}{" "}
          <Link to={SET_PASSWORD_PATH} className={linkClass}>
            {t("dashboard.setPassword")}
          </Link>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("dashboard.recentOrders")}>
          <OrdersList state={orders} />
          {orders.status === "ready" && orders.orders.length > 0 ? (
            <Link to={`${ACCOUNT_HOME}/orders`} className={`mt-3 inline-block ${linkClass}`}>
              {t("dashboard.allOrders")}
            </Link>
          ) : null}
        </Panel>
        <Panel title={t("nav.wishlist")}>
          <p>{wishlist.ready ? t("dashboard.wishlistCount", { count: wishlist.handles.length }) : t("common.loading")}</p>
          <Link to={`${ACCOUNT_HOME}/wishlist`} className={`mt-3 inline-block ${linkClass}`}>
            {t("dashboard.viewWishlist")}
          </Link>
        </Panel>
      </div>
      <div className="mt-6">
        <LoyaltyPanel />
      </div>
      <h2 className="mt-10 text-xl">{t("dashboard.quickLinks")}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACCOUNT_SECTIONS.filter((section) => section.key !== "dashboard").map(({ key, path }) => (
          <li key={key}>
            <Link
              to={`${ACCOUNT_HOME}/${path}`}
              className="block h-full rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-brand hover:shadow-md"
            >
              <span className="block font-semibold text-brand-dark">{t(`nav.${key}`)}</span>
              <span className="mt-1 block text-sm text-muted">{t(`dashboard.links.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
