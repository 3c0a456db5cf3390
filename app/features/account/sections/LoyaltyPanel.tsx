import { Link } from "react-router";
import type { CustomerPointsView } from "#domain/loyalty";
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { PanelLoadFailed } from "./PanelLoadFailed.tsx";

type Entry = Extract<CustomerPointsView, { enabled: true }>["entries"][number];

/**
 * The customer's loyalty points (issue 71 item 1, decision 0189): the balance, what it is worth at checkout, when it
 * expires and every change of it. Nothing is shown while the store's program is off.
 */
export function LoyaltyPanel() {
  const { t } = useTranslation("account");
  const points = useAccountResource<CustomerPointsView>("/loyalty");
  const date = useOrderDate();
  if (points.resource.status === "loading") return null;
  if (points.resource.status === "failed") return <PanelLoadFailed message={t("loyalty.failed")} onRetry={() => points.reload()} />;
  const view = points.resource.data;
  if (!view.enabled) return null;
  return (
    <section aria-labelledby="loyalty-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="loyalty-title" className="text-xl">
        {t("loyalty.title")}
      </h2>
      <p className="mt-2 text-3xl font-semibold tabular-nums">{t("loyalty.balance", { count: view.balancePoints })}</p>
      <p className="mt-1 text-sm text-muted">
        {t("loyalty.worth", { amount: formatPrice(toDecimalString(view.worthRonMinor, "RON"), "RON") })}
        {view.expiresAt ? ` ${t("loyalty.expires", { date: date(view.expiresAt) })}` : ""}
      </p>
      {view.entries.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold">{t("loyalty.history")}</h3>
          <ul className="mt-2 divide-y divide-line">
            {view.entries.map((entry) => (
              <li key={entry.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                <span className="min-w-0">
                  <time dateTime={entry.createdAt} className="text-muted">
                    {date(entry.createdAt)}
                  </time>{" "}
                  <EntryText entry={entry} />
                </span>
                <span className={`shrink-0 whitespace-nowrap font-semibold tabular-nums ${entry.points > 0 ? "text-emerald-800" : ""}`}>
                  {entry.points > 0 ? "+" : entry.points < 0 ? "−" : ""}
                  {Math.abs(entry.points)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function EntryText({ entry }: { entry: Entry }) {
  const { t } = useTranslation("account");
  const text = t(`loyalty.kinds.${entry.kind}`, { number: entry.orderNumber ?? "" });
  if (entry.orderNumber === null) return <span>{t(`loyalty.kindsWithoutOrder.${entry.kind}`)}</span>;
  return (
    <Link to={`/my-account/orders/${entry.orderNumber}`} className={linkClass}>
      {text}
    </Link>
  );
}
