/**
 * The admin's cash-on-delivery reconciliation (issue 43 item 7), for both sides: the page's view as its URL holds it
 * (how many days after delivery a courier's transfer is late, and the page of each list) and what the page and its
 * spreadsheets show. Amounts are bani (couriers collect lei); dates are ISO instants, days `YYYY-MM-DD`.
 */
import { z } from "zod";
import type { CourierId } from "./shipments.ts";
import { readViewQuery, viewQuery } from "./view-query.ts";

/**
 * Couriers pay the cash out three to five days after delivery (research §1, Sameday's easyway terms; FAN and Cargus
 * by contract); a week leaves a weekend and a bank holiday's room before a parcel is called late.
 */
export const COD_LATE_AFTER_DAYS = 7;
export const COD_LATE_AFTER_MAX_DAYS = 90;
export const COD_PAGE_SIZE = 50;

/** The lists as their spreadsheets are named: late parcels, and transfers that settled no order. */
export const COD_LISTS = ["late", "transfers"] as const;
export type CodList = (typeof COD_LISTS)[number];

export const codDaysSchema = z.coerce.number().int().min(1).max(COD_LATE_AFTER_MAX_DAYS);

/** The page's view; a wrong value in an edited bookmark opens the default instead. */
export const codFilterSchema = z.object({
  days: codDaysSchema.catch(COD_LATE_AFTER_DAYS).default(COD_LATE_AFTER_DAYS),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  transfersPage: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type CodFilter = z.output<typeof codFilterSchema>;

export function readCodFilter(params: URLSearchParams): CodFilter {
  return readViewQuery(codFilterSchema, params);
}

export function codFilterQuery(filter: Partial<CodFilter>): string {
  return viewQuery({
    ...filter,
    days: filter.days === COD_LATE_AFTER_DAYS ? undefined : filter.days,
    page: filter.page === 1 ? undefined : filter.page,
    transfersPage: filter.transfersPage === 1 ? undefined : filter.transfersPage,
  });
}

/** A delivered parcel whose cash the courier has not transferred: the order is still unpaid. */
export interface CodLateParcel {
  orderNumber: number;
  courier: CourierId;
  awb: string;
  amountMinor: number;
  deliveredAt: string;
  daysWaiting: number;
}

/**
 * Why a transfer settled no order: `unmatched` (no parcel of the store has its AWB), `amount_differs` (not what the
 * parcel was to collect), `repeated` (the parcel was paid by an earlier transfer), `order_not_settled` (the order
 * did not take the cash: a paid order, a parcel refused or returned).
 */
export const COD_TRANSFER_PROBLEMS = ["unmatched", "amount_differs", "repeated", "order_not_settled"] as const;
export type CodTransferProblem = (typeof COD_TRANSFER_PROBLEMS)[number];

export interface CodTransfer {
  id: number;
  courier: CourierId;
  awb: string;
  amountMinor: number;
  /** What the parcel was to collect; null when no parcel has the AWB. */
  expectedMinor: number | null;
  orderNumber: number | null;
  paidOn: string;
  bankReference: string;
  problem: CodTransferProblem;
}

/** What a courier holds of the shop's cash now: every delivered parcel not yet transferred, and those of them late. */
export interface CodCourierTotal {
  courier: CourierId;
  parcels: number;
  owedMinor: number;
  lateParcels: number;
  lateMinor: number;
}

export interface CodReconciliationView {
  filter: CodFilter;
  late: { rows: CodLateParcel[]; total: number };
  transfers: { rows: CodTransfer[]; total: number };
  couriers: CodCourierTotal[];
  pageSize: number;
}

/** The couriers as the page and its spreadsheets name them; the sandbox is the store's own test courier. */
export const COURIER_NAMES: Record<CourierId, string> = {
  sameday: "Sameday",
  fan_courier: "FAN Courier",
  cargus: "Cargus",
  sandbox: "Sandbox",
};
