import type { EfacturaStatus } from "#domain/invoice";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const TONES: Record<EfacturaStatus, string> = {
  not_sent: "bg-amber-100 text-amber-900",
  sent: "bg-sky-100 text-sky-900",
  accepted: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
};

/** Where an invoice stands at ANAF's e-Factura, as a coloured label with its name in the member's language. */
export function EfacturaBadge({ status }: { status: EfacturaStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONES[status]}`}>
      {t(`invoices.efactura.${status}`)}
    </span>
  );
}
