import { Link } from "react-router";
import type { AdminCustomerDetail } from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { dateTimeFormat, lei, money } from "../orders/order-format.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { CreditEntries } from "./CreditEntries.tsx";
import { useCreditAdjustment } from "./use-credit-adjustment.ts";

const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 aria-invalid:border-red-700";

/**
 * The customer's returns and store credit on their record (issue 19 items 4 and 5): the balance, every change of it
 * with its reason, the returns with their status, and for the owner an adjustment with a reason.
 */
export function CustomerCredit({
  customer,
  canAdjust,
  csrfToken,
}: {
  customer: AdminCustomerDetail;
  canAdjust: boolean;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const { amount, setAmount, reason, setReason, status, busy, amountRef, reasonRef, adjust } = useCreditAdjustment(customer.id, csrfToken);
  const { storeCredit, returns } = customer;

  return (
    <AdminPanel id="customer-credit" title={t("customer.returnsAndCredit")}>
      <p className="mt-3">
        {t("credit.balance")}: <strong>{lei(storeCredit.balanceRonMinor)}</strong>
      </p>
      <CreditEntries entries={storeCredit.entries} when={when} />

      <h3 className="mt-4 font-semibold">{t("credit.returns")}</h3>
      {returns.length === 0 ? (
        <p className="mt-1 text-muted">{t("credit.noReturns")}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm">
          {returns.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/returns/${item.id}`} className={linkClass}>
                {t(item.kind === "withdrawal" ? "credit.withdrawalLink" : "credit.returnLink", { id: item.id, order: item.orderNumber })}
              </Link>{" "}
              · {t(`credit.statuses.${item.status}`)} · {money(item.refundMinor, item.currencyCode)}
            </li>
          ))}
        </ul>
      )}

      {canAdjust ? (
        <form onSubmit={adjust} noValidate aria-labelledby="credit-adjust" className="mt-4 grid gap-3">
          <h3 id="credit-adjust" className="font-semibold">
            {t("credit.adjust")}
          </h3>
          <div className="text-sm">
            <label htmlFor="credit-amount" className="font-semibold">
              {t("credit.amount")}
            </label>
            <input
              ref={amountRef}
              id="credit-amount"
              name="amountRonMinor"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={status?.field === "amountRonMinor" ? true : undefined}
              aria-describedby="credit-amount-hint"
              className={inputClass}
            />
            <p id="credit-amount-hint" className="mt-1 text-muted">
              {t("credit.amountHint")}
            </p>
          </div>
          <label className="text-sm font-semibold">
            {t("credit.reason")}
            <input
              ref={reasonRef}
              name="reason"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={status?.field === "reason" ? true : undefined}
              className={inputClass}
            />
          </label>
          <div>
            <button type="submit" className={buttonClass} disabled={busy}>
              {t("credit.save")}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className={`mt-2 min-h-6 text-sm ${status?.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}>
        {status?.text ?? ""}
      </p>
    </AdminPanel>
  );
}
