import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AuditEntryView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "./admin-forms.ts";
import { AdminFilterForm, AdminTable, FilterInput, FilterSelect, listColumn } from "./AdminTable.tsx";
import { dateTimeFormat } from "./orders/order-format.ts";
import { AUDIT_ACTIONS } from "#domain/audit-actions";

export interface AuditFilters {
  action: string;
  staff: string;
  from: string;
  to: string;
}

/** A change as "role: support → fulfilment", from the entry's before and after. */
function describeChange(before: unknown, after: unknown): string {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => key in was || (now[key] !== "" && now[key] !== null))
    .map((key) => (key in was ? `${key}: ${String(was[key])} → ${String(now[key])}` : `${key}: ${String(now[key])}`))
    .join("; ");
}

/**
 * The owner's audit log: filtered and paged by the URL (a GET form), so a view can be bookmarked or
 * sent; the newest entries first. `deadLetters` (the events that failed for good) comes before the log: it is what
 * needs the owner's hand.
 */
export function AuditPage({
  filters,
  page,
  entries,
  total,
  pageSize,
  deadLetters,
}: {
  filters: AuditFilters;
  page: number;
  entries: AuditEntryView[];
  total: number;
  pageSize: number;
  deadLetters?: ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // The shop's clock, as the order pages and the dead events above: the server and the browser then write the same time.
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const pageLink = (target: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const actionName = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`audit.actions.${action.replaceAll(".", "_")}`) : action;
  const columns: ColumnDef<AuditEntryView>[] = [
    listColumn("when", t("audit.when"), (entry) => <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>),
    listColumn(
      "who",
      t("audit.who"),
      (entry) => (
        <>
          {entry.staffEmail === "command line" ? t("audit.commandLine") : entry.staffEmail}
          {entry.client ? <span className="block text-xs font-normal text-muted">{entry.client}</span> : null}
        </>
      ),
      { rowHeader: true, cellClassName: "font-semibold" },
    ),
    listColumn("what", t("audit.what"), (entry) => actionName(entry.action)),
    listColumn("target", t("audit.target"), (entry) => (entry.targetType ? `${entry.targetType} ${entry.targetId ?? ""}` : "")),
    listColumn("change", t("audit.change"), (entry) => describeChange(entry.before, entry.after), { cellClassName: "break-words" }),
  ];

  return (
    <>
      <h1 className="text-3xl">{t("audit.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("audit.intro")}</p>
      {deadLetters}
      {deadLetters ? <h2 className="mt-8 text-2xl">{t("audit.tableLabel")}</h2> : null}

      <AdminFilterForm
        section="audit"
        clearTo={false}
        className="mt-6 grid sm:grid-cols-2 lg:grid-cols-5"
        actionsClassName="items-end"
        actions={
          <Link to="." className={`${linkClass} min-h-11 content-center`}>
            {t("audit.filters.clear")}
          </Link>
        }
      >
        <FilterSelect
          label={t("audit.action")}
          name="action"
          value={filters.action}
          anyLabel={t("audit.anyAction")}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionName(action) }))}
        />
        <FilterInput label={t("audit.member")} type="email" name="staff" value={filters.staff} />
        <FilterInput label={t("audit.from")} type="date" name="from" value={filters.from} />
        <FilterInput label={t("audit.to")} type="date" name="to" value={filters.to} />
      </AdminFilterForm>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("audit.count", { total, page, pages })}
      </p>
      <AdminTable
        label={t("audit.tableLabel")}
        rows={entries}
        columns={columns}
        rowKey={(entry) => String(entry.id)}
        minWidth="min-w-[44rem]"
        empty={<p className="mt-4 rounded-xl bg-white p-4">{t("audit.empty")}</p>}
      />
      {pages > 1 ? (
        <nav aria-label={t("audit.pagination")} className="mt-4 flex gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={linkClass}>
              {t("audit.previous")}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={linkClass}>
              {t("audit.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
