import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  ADMIN_BARRIERS_PAGE_SIZE,
  BARRIER_NOTE_MAX_LENGTH,
  BARRIER_STATUSES,
  barrierFilterQuery,
  type AdminBarrierReport,
  type BarrierFilter,
  type BarrierStatus,
} from "#domain/accessibility-barriers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterChoice } from "../AdminTable.tsx";
import { inputClass } from "../EditorField.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminCards, QueueHead, useCardListStatus } from "../PagedAdminTable.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { SaveStatus, type Said } from "../SaveStatus.tsx";
import { stateBadge } from "../StateBadge.tsx";

/** The list's path under /admin and its texts' key in the admin catalogue. */
export const BARRIERS_SECTION = "accessibility";

const StatusBadge = stateBadge<BarrierStatus>(`${BARRIERS_SECTION}.status`, {
  new: "bg-amber-100 text-amber-900",
  handled: "bg-emerald-100 text-emerald-900",
});

export interface BarrierReportsPageProps {
  filter: BarrierFilter;
  reports: AdminBarrierReport[];
  total: number;
  waiting: number;
  /** The member may mark a report handled (`customers.manage`). */
  canHandle: boolean;
  csrfToken: string;
}

/**
 * Shoppers' reports of accessibility barriers (issue 66 item 3, decision 0145): customer support's task list, new
 * ones first, filtered by status in the URL; each report marked handled once, with what was done.
 */
export function BarrierReportsPage({ filter, reports, total, waiting, canHandle, csrfToken }: BarrierReportsPageProps) {
  const { i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  // A report marked handled leaves with its form, and the focus with it: the sentence saying so takes it then. A
  // refusal leaves the form, and the focus, where they are.
  const { said, say, statusRef } = useCardListStatus(reports);
  const announce = (sentence: Said) => say(sentence, sentence?.kind === "done");

  return (
    <>
      <QueueHead
        section={BARRIERS_SECTION}
        pending={waiting}
        pendingView={filter.status === "new" ? null : `/admin/${BARRIERS_SECTION}${barrierFilterQuery({ status: "new" })}`}
      />

      <AdminFilterForm section={BARRIERS_SECTION} columns={2}>
        <FilterChoice name="status" value={filter.status} values={BARRIER_STATUSES} optionKey={`${BARRIERS_SECTION}.status`} />
      </AdminFilterForm>

      <PagedAdminCards
        list={listPage(BARRIERS_SECTION, filter, total, ADMIN_BARRIERS_PAGE_SIZE)}
        items={reports}
        afterCount={<SaveStatus ref={statusRef} said={said} className="mt-3" />}
        card={(report) => (
          <BarrierCard key={report.id} report={report} when={when} canHandle={canHandle} csrfToken={csrfToken} announce={announce} />
        )}
      />
    </>
  );
}

function BarrierCard({
  report,
  when,
  canHandle,
  csrfToken,
  announce,
}: {
  report: AdminBarrierReport;
  when: Intl.DateTimeFormat;
  canHandle: boolean;
  csrfToken: string;
  announce: (said: Said) => void;
}) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const titleId = `barrier-${report.id}-title`;

  async function markHandled() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await adminCall<{ changed: boolean; report: AdminBarrierReport }>(`/accessibility-barriers/${report.id}/handled`, {
      body: { note },
      csrfToken,
    });
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setBusy(false);
      announce({ kind: "done", message: t(`${BARRIERS_SECTION}.handledNow`, { id: report.id }) });
      return;
    }
    setBusy(false);
    if (answer.kind === "refused" && answer.field === "note") {
      setError(answer.error);
      noteRef.current?.focus();
      return;
    }
    announce({ kind: "error", message: answer.kind === "refused" ? answer.error : t("errors.network") });
  }

  return (
    <article id={`barrier-${report.id}`} aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {t(`${BARRIERS_SECTION}.reportTitle`, { id: report.id, date: when.format(new Date(report.createdAt)) })}
        </h3>
        <StatusBadge state={report.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t(`${BARRIERS_SECTION}.page`)}</dt>
        <dd className="break-words">{report.page ?? <span className="text-muted">{t(`${BARRIERS_SECTION}.notGiven`)}</span>}</dd>
        <dt className="font-semibold">{t(`${BARRIERS_SECTION}.description`)}</dt>
        <dd className="break-words whitespace-pre-line">{report.description}</dd>
        <dt className="font-semibold">{t(`${BARRIERS_SECTION}.assistiveTech`)}</dt>
        <dd className="break-words">{report.assistiveTech ?? <span className="text-muted">{t(`${BARRIERS_SECTION}.notGiven`)}</span>}</dd>
        <dt className="font-semibold">{t(`${BARRIERS_SECTION}.contact`)}</dt>
        <dd className="break-words">
          {report.email ? (
            <a href={`mailto:${report.email}`} className={linkClass}>
              {report.name ? `${report.name} <${report.email}>` : report.email}
            </a>
          ) : (
            <span>
              {report.name ? `${report.name} · ` : ""}
              {t(`${BARRIERS_SECTION}.noReply`)}
            </span>
          )}
        </dd>
        <dt className="font-semibold">{t(`${BARRIERS_SECTION}.language`)}</dt>
        <dd>{t(`${BARRIERS_SECTION}.languages.${report.language}`)}</dd>
      </dl>
      {report.status === "handled" ? (
        <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {t(`${BARRIERS_SECTION}.handledBy`, {
            who: report.handledBy ?? t(`${BARRIERS_SECTION}.formerMember`),
            date: report.handledAt ? when.format(new Date(report.handledAt)) : "",
          })}
          {report.note ? (
            <>
              <br />
              <span className="whitespace-pre-line">{report.note}</span>
            </>
          ) : null}
        </p>
      ) : canHandle ? (
        <form
          className="mt-4 grid gap-3"
          aria-label={t(`${BARRIERS_SECTION}.handleLabel`, { id: report.id })}
          onSubmit={(event) => {
            event.preventDefault();
            void markHandled();
          }}
        >
          <div className="text-sm">
            <label htmlFor={`${id}-note`} className="font-semibold">
              {t(`${BARRIERS_SECTION}.note`)} <span className="font-normal text-muted">{t("form.optional")}</span>
            </label>
            {error ? (
              <p id={`${id}-note-error`} className="mt-1 font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            <textarea
              ref={noteRef}
              id={`${id}-note`}
              name="note"
              rows={2}
              maxLength={BARRIER_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-note-error ${id}-note-hint` : `${id}-note-hint`}
              className={`${inputClass} py-2`}
            />
            <p id={`${id}-note-hint`} className="mt-1 text-muted">
              {t(`${BARRIERS_SECTION}.noteHint`)}
            </p>
          </div>
          <button type="submit" aria-disabled={busy || undefined} className={`${buttonClass} justify-self-start`}>
            {t(`${BARRIERS_SECTION}.markHandled`)}
          </button>
        </form>
      ) : null}
    </article>
  );
}
