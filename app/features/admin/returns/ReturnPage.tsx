import { useState } from "react";
import { Link } from "react-router";
import type { AdminReturnDetail } from "#domain/admin-returns";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { linkClass } from "../admin-forms.ts";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { dateTimeFormat, lei, money } from "../orders/order-format.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { AdminPanel } from "../AdminPanel.tsx";
import { refundWay } from "./return-format.ts";
import { ReturnSteps } from "./ReturnSteps.tsx";
import { ReturnAwbPanel } from "./ReturnAwbPanel.tsx";
import type { ReturnAwbView } from "#domain/return-awbs";
import { OverdueBadge, ReturnStatusBadge } from "./ReturnStatusBadge.tsx";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

function actorOf(event: AdminReturnDetail["timeline"][number], t: TFunction): string {
  if (event.staffEmail) return event.staffEmail;
  return t(event.actor === "customer" ? "return.actor.customer" : "return.actor.store");
}

/**
 * One return for staff (issue 19 item 4): its lines, the customer's details and photos, the refund's method and amounts, the
 * history with who acted, a withdrawal's legal deadline, and the steps the member's role and the return's status
 * allow; each step's answer is the return as it is now, which the page shows.
 */
export function ReturnPage({
  detail: initial,
  returnAwb = null,
  staff,
  csrfToken,
}: {
  detail: AdminReturnDetail | null;
  /** The return's newest return AWB (issue 43 item 8). */
  returnAwb?: ReturnAwbView | null;
  staff: StaffView;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const [detail, setDetail] = useState(initial);
  const when = dateTimeFormat(i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: "long" });

  if (!detail) return <AdminNotFound title={t("return.notFound")} backTo="/admin/returns" backLabel={t("return.back")} />;

  const foreign = detail.currencyCode !== "RON";
  const itemsMinor = detail.lines.reduce((sum, line) => sum + line.refundMinor, 0);
  const counted = detail.status === "processing" || detail.status === "completed";
  const way = refundWay(detail);

  return (
    <>
      <BackToList to="/admin/returns">{t("return.back")}</BackToList>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl">{t("returns.number", { id: detail.id })}</h1>
        <ReturnStatusBadge state={detail.status} />
        <span className="rounded-full border border-line bg-white px-3 py-1 text-sm font-semibold">{t(`returns.kind.${detail.kind}`)}</span>
      </div>
      <p className="mt-2 text-muted">
        {t("return.requested", { date: when.format(new Date(detail.createdAt)) })} ·{" "}
        <Link to={`/admin/orders/${detail.orderNumber}`} className={linkClass}>
          {t("return.order", { number: detail.orderNumber })}
        </Link>{" "}
        ·{" "}
        <a href={`mailto:${detail.email}`} className={`${linkClass} break-all`}>
          {detail.email}
        </a>{" "}
        · {t("return.language", { language: detail.language === "ro" ? "română" : "English" })}
      </p>

      {detail.refundDueBy ? (
        <div
          className={`mt-4 rounded-xl p-4 ${detail.overdue ? "border-2 border-red-800 bg-red-50 text-red-900" : "border border-line bg-white"}`}
        >
          {detail.overdue ? (
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <OverdueBadge />
              {t("return.overdueNotice", { date: day.format(new Date(detail.refundDueBy)) })}
            </p>
          ) : (
            <p>{t("return.withdrawalDue", { date: day.format(new Date(detail.refundDueBy)) })}</p>
          )}
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
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
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <ReturnSteps detail={detail} staff={staff} csrfToken={csrfToken} onChanged={setDetail} />
          <ReturnAwbPanel detail={detail} initial={returnAwb} staff={staff} csrfToken={csrfToken} />
          <AdminPanel id="return-timeline" title={t("return.timeline")} className={card}>
            <ol className="mt-4 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
              {[...detail.timeline].reverse().map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <p className="font-semibold">
                    {/* A withdrawal that stopped an unpaid order closes with no money moved (decision 0075). */}
                    {event.status === "completed" && detail.kind === "withdrawal" && detail.refundMinor === 0
                      ? t("returnClosedUnpaid.event")
                      : t(`return.events.${event.status}`)}
                  </p>
                  {event.message ? <p className="mt-1 whitespace-pre-line rounded-lg bg-cream p-2">{event.message}</p> : null}
                  <p className="text-muted">
                    <time dateTime={event.at}>{when.format(new Date(event.at))}</time> · {actorOf(event, t)}
                  </p>
                </li>
              ))}
            </ol>
          </AdminPanel>
        </div>
      </div>
    </>
  );
}
