import type { EfacturaStatus } from "#domain/invoice";
import { stateBadge } from "../StateBadge.tsx";

/** Where an invoice stands at ANAF's e-Factura. */
export const EfacturaBadge = stateBadge<EfacturaStatus>("invoices.efactura", {
  not_sent: "bg-amber-100 text-amber-900",
  sent: "bg-sky-100 text-sky-900",
  accepted: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
});
