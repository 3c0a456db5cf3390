import { useState } from "react";
import type { OrderInvoiceLink } from "#domain/admin/invoices";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";

/**
 * The order's invoices and credit notes on the customer's order page (issue 21 item 7), each marked "validată ANAF"
 * once e-Factura accepted it (issue 44). The PDF route asks for the
 * session's bearer token like the rest of /api/account, so a click fetches the file and hands it to the browser as a
 * download under its own name.
 */
export function OrderInvoices({ invoices }: { invoices: readonly OrderInvoiceLink[] }) {
  const { t } = useTranslation("orders");
  const { user, sessionRejected } = useAuth();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(invoice: OrderInvoiceLink) {
    const accessToken = user?.accessToken;
    if (!accessToken) return;
    setBusy(invoice.id);
    setFailed(false);
    try {
      const response = await fetch(invoice.pdfUrl, { headers: { Authorization: `Bearer ${accessToken}` }, credentials: "same-origin" });
      if (response.status === 401) sessionRejected(accessToken);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `${invoice.label}.pdf`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="order-invoices-title" className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <h2 id="order-invoices-title" className="font-serif text-xl">
        {t("invoices.title")}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("invoices.none")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {invoices.map((invoice) => {
            const name = t(invoice.kind === "invoice" ? "invoices.invoice" : "invoices.creditNote", {
              label: invoice.label,
              date: invoice.issueDate,
            });
            return (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3">
                <span id={`invoice-${invoice.id}`}>
                  {name}
                  {invoice.issuer !== "elara" ? (
                    <span className="ml-2 text-xs text-muted">
                      {t("invoices.issuedBy", { issuer: invoice.issuer === "oblio" ? "Oblio" : "SmartBill" })}
                    </span>
                  ) : null}
                  {invoice.validatedByAnaf ? (
                    <span className="ml-2 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold">
                      {t("invoices.validated")}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft disabled:opacity-60"
                  aria-describedby={`invoice-${invoice.id}`}
                  disabled={busy !== null}
                  onClick={() => void download(invoice)}
                >
                  {busy === invoice.id ? t("invoices.downloading") : t("invoices.download")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="alert" className="mt-2 text-sm text-sale">
        {failed ? t("invoices.failed") : ""}
      </p>
    </section>
  );
}
