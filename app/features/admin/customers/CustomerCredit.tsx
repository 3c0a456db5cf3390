import { useRef, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import type { AdminCustomerDetail } from "#domain/admin-customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { dateTimeFormat, lei, money } from "../orders/order-format.ts";
import { AdminPanel } from "../AdminPanel.tsx";

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
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [status, setStatus] = useState<{ kind: "done" | "error"; text: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const { storeCredit, returns } = customer;

  async function adjust(event: FormEvent) {
    event.preventDefault();
    // Lei with a comma or a point, a minus for a debit: bani are what the server takes.
    const value = Math.round(Number(amount.replace(",", ".").replace(/\s/g, "")) * 100);
    if (!Number.isFinite(value) || value === 0) {
      setStatus({ kind: "error", text: t("credit.amountInvalid"), field: "amountRonMinor" });
      amountRef.current?.focus();
      return;
    }
    if (!reason.trim()) {
      setStatus({ kind: "error", text: t("credit.reasonRequired"), field: "reason" });
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await adminCall(`/customers/${customer.id}/store-credit`, {
      body: { amountRonMinor: value, reason: reason.trim() },
      csrfToken,
    });
    setBusy(false);
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setAmount("");
      setReason("");
      setStatus({ kind: "done", text: t("credit.adjusted", { balance: lei(answer.data.balanceRonMinor) }) });
      return;
    }
    const field = answer.kind === "refused" ? answer.field : undefined;
    setStatus({ kind: "error", text: answer.kind === "refused" ? answer.error : t("errors.network"), ...(field ? { field } : {}) });
    (field === "reason" ? reasonRef : amountRef).current?.focus();
  }

  return (
    <AdminPanel id="customer-credit" title={t("customer.returnsAndCredit")}>
      <p className="mt-3">
        {t("credit.balance")}: <strong>{lei(storeCredit.balanceRonMinor)}</strong>
      </p>
      {storeCredit.entries.length === 0 ? (
        <p className="mt-2 text-muted">{t("credit.noEntries")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {storeCredit.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {t(`credit.kinds.${entry.kind}`)}
                {entry.reason ? <span className="block text-muted">“{entry.reason}”</span> : null}
                {entry.staffEmail ? <span className="block text-muted">{entry.staffEmail}</span> : null}
              </span>
              <span className="text-right">
                <strong className="block whitespace-nowrap">
                  {entry.amountRonMinor > 0 ? "+" : "−"}
                  {lei(Math.abs(entry.amountRonMinor))}
                </strong>
                <time dateTime={entry.createdAt} className="text-muted">
                  {when.format(new Date(entry.createdAt))}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}

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
