import type { ColumnDef } from "@tanstack/react-table";
import type { StaffSessionView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminTable, listColumn } from "./AdminTable.tsx";
import { secondaryButtonClass } from "./admin-forms.ts";

/** The live staff sessions, each but the member's own with a button that ends it. */
export function StaffSessions({
  sessions,
  dateTime,
  change,
}: {
  sessions: StaffSessionView[];
  dateTime: Intl.DateTimeFormat;
  change: (path: string, body: unknown | undefined, done: string) => Promise<void>;
}) {
  const { t } = useTranslation("admin");
  const columns: ColumnDef<StaffSessionView>[] = [
    listColumn(
      "member",
      t("staff.member"),
      (session) => (
        <>
          {session.staffEmail}
          <span className="block text-xs font-normal text-muted">{session.userAgent}</span>
        </>
      ),
      { rowHeader: true, cellClassName: "font-semibold" },
    ),
    listColumn("started", t("staff.started"), (session) => dateTime.format(new Date(session.createdAt))),
    listColumn("lastSeen", t("staff.lastSeen"), (session) => dateTime.format(new Date(session.lastSeenAt))),
    listColumn("client", t("staff.client"), (session) => session.client),
    listColumn("actions", t("staff.actions"), (session) =>
      session.current ? (
        <span className="text-muted">{t("staff.thisSession")}</span>
      ) : (
        <button
          type="button"
          aria-label={t("staff.endSessionOf", { email: session.staffEmail })}
          onClick={() => change(`/sessions/${session.id}/end`, undefined, t("staff.ended"))}
          className={secondaryButtonClass}
        >
          {t("staff.endSession")}
        </button>
      ),
    ),
  ];

  return (
    <section aria-labelledby="sessions-title" className="mt-10">
      <h2 id="sessions-title" className="text-2xl">
        {t("staff.sessionsTitle")}
      </h2>
      <AdminTable
        label={t("staff.sessionsLabel")}
        rows={sessions}
        columns={columns}
        rowKey={(session) => String(session.id)}
        minWidth="min-w-[40rem]"
        className="mt-4"
        empty={null}
      />
      {sessions.length <= 1 ? <p className="mt-3 text-muted">{t("staff.noSessions")}</p> : null}
    </section>
  );
}
