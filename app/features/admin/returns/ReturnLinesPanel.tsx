import type { AdminReturnDetail } from "#domain/admin/returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { money } from "../orders/order-format.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { card } from "./return-classes.ts";

/** The return's lines with what came back, then the customer's details and photos. */
export function ReturnLinesPanel({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useTranslation("admin");
  const counted = detail.status === "processing" || detail.status === "completed";
  return (
    <AdminPanel id="return-lines" title={t("return.lines")} className={card}>
      <RecordTable
        label={t("return.linesTable")}
        minWidth="min-w-[34rem]"
        columns={(["product", "quantity", "reason", "refund", "received", "damaged"] as const).map((column) => ({
          label: t(`return.columns.${column}`),
          figure: column !== "product" && column !== "reason",
        }))}
      >
        {detail.lines.map((line) => (
          <tr key={line.lineId}>
            <th scope="row" className={`${cell} font-normal`}>
              <span className="block font-semibold">{line.title}</span>
              {line.variantTitle ? <span className="block text-muted">{line.variantTitle}</span> : null}
            </th>
            <td className={`${cell} text-right`}>{line.quantity}</td>
            <td className={cell}>{t(`return.reasons.${line.reason}`)}</td>
            <td className={`${cell} whitespace-nowrap text-right`}>{money(line.refundMinor, detail.currencyCode)}</td>
            <td className={`${cell} text-right`}>{counted ? line.receivedQuantity : "—"}</td>
            <td className={`${cell} text-right`}>{counted ? line.damagedQuantity : "—"}</td>
          </tr>
        ))}
      </RecordTable>
      <h3 className="mt-4 font-semibold">{t("return.details")}</h3>
      {detail.details ? (
        <p className="mt-1 whitespace-pre-line rounded-lg bg-cream p-3">{detail.details}</p>
      ) : (
        <p className="mt-1 text-muted">{t("return.noDetails")}</p>
      )}
      <h3 className="mt-4 font-semibold">{t("return.photos")}</h3>
      {detail.photos.length > 0 ? (
        // The staff's session cookie goes with each image request: the photo route checks `orders.read`.
        <ul className="mt-2 flex flex-wrap gap-3">
          {detail.photos.map((photo) => (
            <li key={photo.position}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener"
                className="block rounded-lg focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40"
              >
                <img
                  src={photo.url}
                  alt={t("return.photoAlt", { position: photo.position + 1, id: detail.id })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="size-32 rounded-lg border border-line object-cover"
                />
                <span className="sr-only"> {t("return.opensNewTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted">{t("return.noPhotos")}</p>
      )}
    </AdminPanel>
  );
}
