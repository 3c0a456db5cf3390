import { Link } from "react-router";
import type { CustomerStoreCredit } from "#domain/customer-returns";
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { PanelLoadFailed } from "./PanelLoadFailed.tsx";

const lei = (minor: number) => formatPrice(toDecimalString(Math.abs(minor), "RON"), "RON");

type Entry = CustomerStoreCredit["entries"][number];

/**
 * The customer's store credit (issue 19 item 5): the balance to spend at checkout and every change of it — credit
 * from a return, spent on an order, given back by a cancellation, adjusted by the store. Nothing is shown to a
 * customer who never had any.
 */
export function StoreCreditPanel() {
  const { t } = useTranslation("account");
  const credit = useAccountResource<CustomerStoreCredit>("/store-credit");
  const date = useOrderDate();
  if (credit.resource.status === "loading") return null;
  if (credit.resource.status === "failed") return <PanelLoadFailed message={t("storeCredit.failed")} onRetry={() => credit.reload()} />;
  const { balanceRonMinor, entries } = credit.resource.data;
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="store-credit-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="store-credit-title" className="text-2xl">
        {t("storeCredit.title")}
      </h2>
      <p className="mt-2 text-3xl font-semibold tabular-nums">{lei(balanceRonMinor)}</p>
      <p className="mt-1 text-sm text-muted">{balanceRonMinor > 0 ? t("storeCredit.howToUse") : t("storeCredit.empty")}</p>
      <h3 className="mt-5 font-semibold">{t("storeCredit.history")}</h3>
      <ul className="mt-2 divide-y divide-line">
        {entries.map((entry) => (
          // The amount keeps its column on a phone: the date and the description wrap beside it.
          <li key={entry.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <span className="min-w-0">
              <time dateTime={entry.createdAt} className="text-muted">
                {date(entry.createdAt)}
              </time>{" "}
              <EntryText entry={entry} />
            </span>
            <span className={`shrink-0 whitespace-nowrap font-semibold tabular-nums ${entry.amountRonMinor > 0 ? "text-emerald-800" : ""}`}>
              {entry.amountRonMinor > 0 ? "+" : "−"}
              {lei(entry.amountRonMinor)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryText({ entry }: { entry: Entry }) {
  const { t } = useTranslation("account");
  if (entry.kind === "return_refund" && entry.returnId !== null)
    return (
      <Link to={`/my-account/returns/${entry.returnId}`} className={linkClass}>
        {t("storeCredit.kinds.return_refund", { id: entry.returnId })}
      </Link>
    );
  if ((entry.kind === "checkout_debit" || entry.kind === "order_recredit") && entry.orderNumber !== null)
    return (
      <Link to={`/my-account/orders/${entry.orderNumber}`} className={linkClass}>
        {t(`storeCredit.kinds.${entry.kind}`, { number: entry.orderNumber })}
      </Link>
    );
  return <span>{t("storeCredit.kinds.adjustment")}</span>;
}
