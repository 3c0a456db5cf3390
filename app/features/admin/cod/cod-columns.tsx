import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { COURIER_NAMES, type CodCourierTotal, type CodLateParcel, type CodTransfer } from "#domain/cod-reconciliation";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { linkClass } from "../admin-forms.ts";
import { listColumn } from "../AdminTable.tsx";
import { lei } from "../orders/order-format.ts";

const figure = { cellClassName: "text-right tabular-nums whitespace-nowrap", headerClassName: "text-right" };

const order = (orderNumber: number) => (
  <Link to={`/admin/orders/${orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
    #{orderNumber}
  </Link>
);

/** What each courier holds of the shop's cash, and how much of it is late after `days`. */
export function codCourierColumns(t: TFunction, days: number): ColumnDef<CodCourierTotal>[] {
  return [
    listColumn("courier", t("cod.couriers.columns.courier"), (row) => COURIER_NAMES[row.courier], {
      rowHeader: true,
      cellClassName: "font-semibold",
    }),
    listColumn("parcels", t("cod.couriers.columns.parcels"), (row) => row.parcels, figure),
    listColumn("owed", t("cod.couriers.columns.owed"), (row) => lei(row.owedMinor), figure),
    listColumn("lateParcels", t("cod.couriers.columns.lateParcels", { days: days }), (row) => row.lateParcels, figure),
    listColumn("late", t("cod.couriers.columns.late"), (row) => lei(row.lateMinor), figure),
  ];
}

/** The delivered parcels whose cash is late. */
export function codLateColumns(t: TFunction, day: Intl.DateTimeFormat): ColumnDef<CodLateParcel>[] {
  return [
    listColumn("order", t("cod.late.columns.order"), (row) => order(row.orderNumber), { rowHeader: true }),
    listColumn("courier", t("cod.late.columns.courier"), (row) => COURIER_NAMES[row.courier]),
    listColumn("awb", t("cod.late.columns.awb"), (row) => row.awb, { cellClassName: "whitespace-nowrap tabular-nums" }),
    listColumn("amount", t("cod.late.columns.amount"), (row) => lei(row.amountMinor), figure),
    listColumn(
      "deliveredOn",
      t("cod.late.columns.deliveredOn"),
      (row) => <time dateTime={row.deliveredAt}>{day.format(new Date(row.deliveredAt))}</time>,
      { cellClassName: "whitespace-nowrap" },
    ),
    listColumn("waiting", t("cod.late.columns.waiting"), (row) => t("cod.late.daysWaiting", { count: row.daysWaiting }), figure),
  ];
}

/** The couriers' transfers that settled no order, and why. */
export function codTransferColumns(t: TFunction): ColumnDef<CodTransfer>[] {
  return [
    listColumn("paidOn", t("cod.transfers.columns.paidOn"), (row) => row.paidOn, { rowHeader: true, cellClassName: "whitespace-nowrap" }),
    listColumn("courier", t("cod.transfers.columns.courier"), (row) => COURIER_NAMES[row.courier]),
    listColumn("awb", t("cod.transfers.columns.awb"), (row) => row.awb, { cellClassName: "whitespace-nowrap tabular-nums" }),
    listColumn("amount", t("cod.transfers.columns.amount"), (row) => lei(row.amountMinor), figure),
    listColumn(
      "expected",
      t("cod.transfers.columns.expected"),
      (row) => (row.expectedMinor === null ? t("cod.transfers.noParcel") : lei(row.expectedMinor)),
      figure,
    ),
    listColumn("order", t("cod.transfers.columns.order"), (row) =>
      row.orderNumber === null ? t("cod.transfers.noOrder") : order(row.orderNumber),
    ),
    listColumn("bankReference", t("cod.transfers.columns.bankReference"), (row) => row.bankReference, { cellClassName: "break-all" }),
    listColumn("problem", t("cod.transfers.columns.problem"), (row) => t(`cod.transfers.problems.${row.problem}`), {
      cellClassName: "min-w-[12rem]",
    }),
  ];
}
