import { Link } from "react-router";
import type { AdminInvoiceFilter, AdminInvoiceRow, EfacturaNoticesView } from "#domain/admin/invoices";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";

/** What needs the owner's eye before the table: the token's end, the 48 h deadlines, the unmatched ANAF messages, what is not sent. */
export function EfacturaNotices({
  filter,
  rows,
  notSent,
  notices,
}: {
  filter: AdminInvoiceFilter;
  rows: AdminInvoiceRow[];
  notSent: number;
  notices: EfacturaNoticesView;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      {notices.refreshToken?.expiringSoon ? (
        <p role="status" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
          {t("invoices.tokenExpiring", { date: notices.refreshToken.expiresOn })}
        </p>
      ) : null}
      {rows.some((row) => row.deadline.soon) ? <p className="mt-4 max-w-2xl text-red-800">{t("invoices.dueSoonIntro")}</p> : null}
      {notices.unmatched.length > 0 ? (
        <section aria-labelledby="efactura-unmatched" className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          <h2 id="efactura-unmatched" className="font-semibold">
            {t("invoices.unmatchedTitle")}
          </h2>
          <p className="mt-1">{t("invoices.unmatchedIntro")}</p>
          <ul className="mt-2 list-disc pl-5">
            {notices.unmatched.map((message) => (
              <li key={message.messageId}>{t("invoices.unmatchedItem", message)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {notices.reconciledAt ? (
        <p className="mt-2 text-sm text-muted">{t("invoices.reconciledAt", { date: notices.reconciledAt.slice(0, 10) })}</p>
      ) : null}
      {notSent > 0 ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          {t("invoices.notSentCount", { count: notSent })}{" "}
          {filter.efactura === "not_sent" ? null : (
            <Link to="/admin/invoices?efactura=not_sent" className={linkClass}>
              {t("invoices.showNotSent")}
            </Link>
          )}
        </p>
      ) : null}
    </>
  );
}
