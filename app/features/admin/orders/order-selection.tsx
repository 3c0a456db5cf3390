import { useState } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import type { AdminOrderRow } from "#domain/admin/orders";
import { batchShippable } from "#domain/admin/shipments";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const column = createColumnHelper<AdminOrderRow>();

/** The orders picked for a batch of AWBs, and the table column of checkboxes that picks them. */
export function useOrderSelection(orders: AdminOrderRow[]) {
  const { t } = useTranslation("admin");
  // The orders picked for a batch of AWBs, on this page only: a new page or view starts a new choice.
  const [selected, setSelected] = useState<number[]>([]);
  const shippable = orders.filter(batchShippable).map((order) => order.orderNumber);
  const allSelected = shippable.length > 0 && shippable.every((number) => selected.includes(number));
  const toggle = (number: number, on: boolean) =>
    setSelected((current) => (on ? [...current.filter((other) => other !== number), number] : current.filter((other) => other !== number)));
  const selectColumn = column.display({
    id: "select",
    header: () =>
      shippable.length > 0 ? (
        <input
          type="checkbox"
          className="size-5"
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? shippable : [])}
          aria-label={t("parcels.batch.selectAll")}
        />
      ) : null,
    cell: ({ row }) =>
      batchShippable(row.original) ? (
        <input
          type="checkbox"
          className="size-5"
          checked={selected.includes(row.original.orderNumber)}
          onChange={(event) => toggle(row.original.orderNumber, event.target.checked)}
          aria-label={t("parcels.batch.select", { number: row.original.orderNumber })}
        />
      ) : null,
  });

  return { selected, clear: () => setSelected([]), selectColumn };
}
