import type { AdminReturnDetail } from "#domain/admin/returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { lei, money } from "../orders/order-format.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { refundWay } from "./return-format.ts";
import { card } from "./return-classes.ts";

/** The refund's method, with the bank account for a transfer, and its amounts (in lei too when the order was not). */
export function ReturnRefundPanel({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useTranslation("admin");
  const foreign = detail.currencyCode !== "RON";
  const itemsMinor = detail.lines.reduce((sum, line) => sum + line.refundMinor, 0);
  const way = refundWay(detail);

  return (
    <AdminPanel id="return-refund" title={t("return.refund")} className={card}>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{t("return.method")}</dt>
          <dd className="text-right font-semibold">{t(`return.ways.${way}`)}</dd>
        </div>
        {way === "bank_transfer" ? (
          <>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{t("return.iban")}</dt>
              <dd className="break-all text-right font-mono">{detail.bankIban}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{t("return.holder")}</dt>
              <dd className="text-right">{detail.bankAccountHolder}</dd>
            </div>
          </>
        ) : null}
        <div className="mt-2 flex justify-between gap-4 border-t border-line pt-2">
          <dt>{t("return.items")}</dt>
          <dd className="text-right">{money(itemsMinor, detail.currencyCode)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t("return.shipping")}</dt>
          <dd className="text-right">{money(detail.shippingRefundMinor, detail.currencyCode)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>{t("return.total")}</dt>
          <dd className="text-right">
            {money(detail.refundMinor, detail.currencyCode)}
            {foreign ? <span className="ml-2 font-normal text-muted">({lei(detail.refundRonMinor)})</span> : null}
          </dd>
        </div>
        {detail.refundMethod === "store_credit" && foreign ? (
          <div className="flex justify-between gap-4 text-muted">
            <dt>{t("return.creditInLei")}</dt>
            <dd className="text-right">{lei(detail.refundRonMinor)}</dd>
          </div>
        ) : null}
      </dl>
    </AdminPanel>
  );
}
