import { useTranslation } from "#app/lib/i18n/react.tsx";
import { STATUS_TONES } from "#app/features/orders/order-status.tsx";

// The order's states in the shopper's colours, so an order looks the same to both; the parcel's states beside them.
const TONES: Record<string, string> = {
  ...STATUS_TONES,
  withdrawn: "bg-rose-100 text-rose-900",
  unfulfilled: "bg-amber-100 text-amber-900",
  packed: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  stopped: "bg-stone-200 text-stone-800",
};

/** The order's badge: an order the customer's legal withdrawal stopped says so, rather than "cancelled" (decision 0075). */
export const shownStatus = (order: { status: string; withdrawn: boolean }) => (order.withdrawn ? "withdrawn" : order.status);

const SETTLED = ["cancelled", "refunded"];

/**
 * The parcel's badge: one that will never leave (the order cancelled or refunded before shipping) is stopped, not
 * waiting; one the courier is bringing back is on its way until it arrives, which settles the order (cancelled unpaid,
 * or refunded), and only then "returned".
 */
export const shownFulfilment = (order: { status: string; fulfilmentStatus: string }) => {
  if (SETTLED.includes(order.status) && ["unfulfilled", "packed"].includes(order.fulfilmentStatus)) return "stopped";
  if (order.fulfilmentStatus === "returned_to_sender" && !SETTLED.includes(order.status)) return "returning_to_sender";
  return order.fulfilmentStatus;
};

/** An order's status or its parcel's, as a coloured label with its name in the member's language. */
export function StatusBadge({ kind, value }: { kind: "status" | "fulfilment"; value: string }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONES[value] ?? "bg-stone-200 text-stone-800"}`}
    >
      {t(`orders.${kind}.${value}`)}
    </span>
  );
}
