import { parseAmountMinor } from "#domain/admin/orders";
import type { AdminVariant } from "#domain/admin/products";
import { SHOP_CURRENCY } from "#domain/currency";
import { priceOutlook } from "#domain/prior-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ColumnHeaders } from "#app/ui/ColumnHeaders.tsx";
import { dateTimeFormat, lei } from "../orders/order-format.ts";

/**
 * What the Omnibus rule lets the shop show for a variant (decision 0140): the reduction running now, what a typed
 * price would show if saved (announced politely while the owner types), and the variant's price history.
 */
export function VariantPriceHistory({ variant, typedPrice, name }: { variant: AdminVariant; typedPrice: string; name: string }) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = dateTimeFormat(i18n.language);
  const history = variant.priceHistory.map((entry) => ({ priceMinor: entry.priceMinor, validFrom: new Date(entry.validFrom) }));
  const candidate = parseAmountMinor(typedPrice, SHOP_CURRENCY);
  const preview = candidate !== null && candidate !== variant.priceMinor ? previewOf(candidate) : null;

  function previewOf(candidateMinor: number) {
    const now = new Date();
    const outlook = priceOutlook(history, candidateMinor, now);
    const allows = outlook.ifChanged
      ? t("products.omnibus.previewReduction", { price: lei(candidateMinor), prior: lei(outlook.ifChanged.priorPriceMinor) })
      : t("products.omnibus.previewNone", { price: lei(candidateMinor) });
    const from = outlook.currentIsReferenceFrom;
    const later =
      from && from.getTime() > now.getTime()
        ? ` ${t("products.omnibus.referenceFrom", { current: lei(variant.priceMinor), date: day.format(from) })}`
        : "";
    return allows + later;
  }

  return (
    <div className="mt-2 text-sm">
      <p>
        {variant.reduction
          ? t("products.omnibus.reduction", {
              date: day.format(new Date(variant.reduction.since)),
              prior: lei(variant.reduction.priorPriceMinor),
            })
          : t("products.omnibus.status")}{" "}
        <span className="text-muted">{t("products.omnibus.computed")}</span>
      </p>
      <p aria-live="polite" className="mt-1 font-semibold text-brand-dark">
        {preview}
      </p>
      {variant.priceHistory.length > 0 ? (
        <details className="mt-1">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("products.omnibus.history")}</summary>
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{t("products.omnibus.historyCaption", { name })}</caption>
              <ColumnHeaders
                rowClassName="text-muted"
                cellClassName="py-1 pr-3 font-semibold last:pr-0"
                columns={[
                  { label: t("products.omnibus.from") },
                  { label: t("products.omnibus.to") },
                  { label: t("products.price"), numeric: true },
                  { label: t("products.omnibus.by") },
                  { label: t("products.omnibus.reason") },
                ]}
              />
              <tbody>
                {variant.priceHistory.map((entry) => (
                  <tr key={entry.validFrom} className="border-t border-line">
                    <td className="py-1 pr-3 whitespace-nowrap">{moment.format(new Date(entry.validFrom))}</td>
                    <td className="py-1 pr-3 whitespace-nowrap">
                      {entry.validTo ? moment.format(new Date(entry.validTo)) : t("products.omnibus.now")}
                    </td>
                    <td className="py-1 pr-3 text-right whitespace-nowrap">{lei(entry.priceMinor)}</td>
                    <td className="py-1 pr-3 break-all">{entry.changedBy}</td>
                    <td className="py-1">{reasonText(entry.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </div>
  );

  function reasonText(reason: string): string {
    return reason === "opening" || reason === "admin" || reason === "import" ? t(`products.omnibus.reasons.${reason}`) : reason;
  }
}
