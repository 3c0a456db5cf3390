import { useState } from "react";
import { Link } from "react-router";
import type { AdminReturnDetail } from "#domain/admin/returns";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { ReturnSteps } from "./ReturnSteps.tsx";
import { ReturnAwbPanel } from "./ReturnAwbPanel.tsx";
import type { ReturnAwbView } from "#domain/return-awbs";
import { OverdueBadge, ReturnStatusBadge } from "./ReturnStatusBadge.tsx";
import { ReturnLinesPanel } from "./ReturnLinesPanel.tsx";
import { ReturnRefundPanel } from "./ReturnRefundPanel.tsx";
import { ReturnTimelinePanel } from "./ReturnTimelinePanel.tsx";

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
          <ReturnLinesPanel detail={detail} />
          <ReturnRefundPanel detail={detail} />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <ReturnSteps detail={detail} staff={staff} csrfToken={csrfToken} onChanged={setDetail} />
          <ReturnAwbPanel detail={detail} initial={returnAwb} staff={staff} csrfToken={csrfToken} />
          <ReturnTimelinePanel detail={detail} />
        </div>
      </div>
    </>
  );
}
