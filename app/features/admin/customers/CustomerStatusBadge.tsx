import type { AdminCustomerStatus } from "#domain/admin/customers";
import { stateBadge } from "../StateBadge.tsx";

/** An account's state. */
export const CustomerStatusBadge = stateBadge<AdminCustomerStatus>(
  "customers.status",
  {
    active: "bg-emerald-100 text-emerald-900",
    pending: "bg-amber-100 text-amber-900",
    magic_link_only: "bg-sky-100 text-sky-900",
    blocked: "bg-red-100 text-red-900",
  },
  { size: "sm", wraps: true },
);
