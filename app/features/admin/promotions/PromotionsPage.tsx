import { useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { createColumnHelper } from "@tanstack/react-table";
import type { AdminPromotion } from "#domain/admin/promotions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminTable } from "../AdminTable.tsx";
import { SaveStatus, type Said } from "../SaveStatus.tsx";
import { lei, promotionDates, promotionValue } from "./promotion-words.ts";

const column = createColumnHelper<AdminPromotion>();

/**
 * The owner's automatic promotions: one row per promotion with its kind in words, its dates, its status, uses against
 * its cap, what it took off and what its orders brought in; for the owner, edit and disable/enable. The outcome of a
 * switch is said in the page's status line.
 */
export function PromotionsPage({
  promotions,
  canManage,
  csrfToken,
}: {
  promotions: AdminPromotion[];
  canManage: boolean;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [said, setSaid] = useState<Said>(null);
  const busy = useRef(false);
  const titleOf = (promotion: AdminPromotion) => (i18n.language === "en" ? promotion.titleEn : promotion.titleRo);

  async function toggle(promotion: AdminPromotion) {
    if (busy.current) return;
    busy.current = true;
    const step = promotion.active ? "disable" : "enable";
    const answer = await adminCall(`/promotions/${promotion.id}/${step}`, { csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setSaid({ kind: "done", message: t(`promotions.actions.${step}d`, { title: titleOf(promotion) }) });
    } else setSaid({ kind: "error", message: answer.kind === "refused" ? answer.error : t("promotions.actions.failed") });
  }

  const columns = [
    column.accessor((promotion) => titleOf(promotion), {
      id: "title",
      header: () => t("promotions.columns.title"),
      cell: ({ row, getValue }) =>
        canManage ? (
          <Link to={`/admin/promotions/${row.original.id}`} className={linkClass}>
            {getValue<string>()}
          </Link>
        ) : (
          getValue<string>()
        ),
    }),
    column.accessor("kind", {
      header: () => t("promotions.columns.kind"),
      cell: ({ row }) => (
        <>
          <span className="block font-semibold">{t(`promotions.kind.${row.original.kind}`)}</span>
          <span className="block text-sm text-muted">{promotionValue(row.original, t)}</span>
        </>
      ),
    }),
    column.accessor("startsAt", {
      id: "dates",
      header: () => t("promotions.columns.dates"),
      cell: ({ row }) => promotionDates(row.original, t, i18n.language),
    }),
    column.accessor("status", {
      header: () => t("promotions.columns.status"),
      cell: ({ getValue }) => t(`promotions.status.${getValue()}`),
    }),
    column.accessor("uses", {
      header: () => t("promotions.columns.uses"),
      cell: ({ row }) => (row.original.usageLimit === null ? row.original.uses : `${row.original.uses} / ${row.original.usageLimit}`),
    }),
    column.accessor("amountOffRonMinor", { header: () => t("promotions.columns.amountOff"), cell: ({ getValue }) => lei(getValue()) }),
    column.accessor("revenueRonMinor", { header: () => t("promotions.columns.revenue"), cell: ({ getValue }) => lei(getValue()) }),
    ...(canManage
      ? [
          column.display({
            id: "actions",
            header: () => t("promotions.columns.actions"),
            cell: ({ row }) => (
              <button type="button" className={secondaryButtonClass} onClick={() => void toggle(row.original)}>
                {t(row.original.active ? "promotions.actions.disable" : "promotions.actions.enable")}
                <span className="sr-only"> {titleOf(row.original)}</span>
              </button>
            ),
          }),
        ]
      : []),
  ];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{t("promotions.title")}</h1>
        {canManage ? (
          <Link to="/admin/promotions/new" className={buttonClass}>
            {t("promotions.new")}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 max-w-prose text-muted">{t("promotions.intro")}</p>
      <section aria-labelledby="promotions-list-title" className="mt-8">
        <h2 id="promotions-list-title" className="text-xl">
          {t("promotions.listLabel", { count: promotions.length })}
        </h2>
        <SaveStatus said={said} className="mt-3" />
        <AdminTable
          label={t("promotions.title")}
          rows={promotions}
          columns={columns}
          rowKey={(promotion) => String(promotion.id)}
          minWidth="min-w-[56rem]"
          empty={t("promotions.empty")}
        />
      </section>
    </>
  );
}
