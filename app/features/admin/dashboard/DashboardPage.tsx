import type { ReactNode } from "react";
import { Link } from "react-router";
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardView } from "#domain/admin/dashboard";
import type { BackupStatus, RestoreDrillStatus } from "#domain/backup-status";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { dashboardFormats } from "./dashboard-format.ts";
import { RevenueChart } from "./RevenueChart.tsx";
import { ParcelTaskList, type ParcelTasksView } from "../parcel-tasks/ParcelTasks.tsx";
import type { LaunchChecklist as LaunchChecklistView } from "#domain/launch-checklist";
import { LaunchChecklist } from "./LaunchChecklist.tsx";
import { LowStockSection } from "./LowStockSection.tsx";
import { card, sectionHeading } from "./dashboard-classes.ts";

/** Where each queue's orders are listed (the orders page reads its filters from the URL). */
export const QUEUE_LINKS = {
  toShip: "/admin/orders?fulfilment=unfulfilled",
  awaitingPayment: "/admin/orders?status=pending_payment",
  codToCollect: "/admin/orders?method=cod&payment=pending",
  barriers: "/admin/accessibility?status=new",
} as const;

function PeriodSwitch({ current }: { current: DashboardPeriod }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("dashboard.period")}>
      <ul className="inline-flex gap-1 rounded-full border border-line bg-white p-1">
        {DASHBOARD_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={`?period=${period}`}
              preventScrollReset
              aria-current={period === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 font-semibold focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40 ${
                period === current ? "bg-brand text-white" : "text-ink hover:bg-brand-soft"
              }`}
            >
              {t(`dashboard.periods.${period}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One figure of the period: its name, its value, and what it means. */
function Figure({ label, value, notes = [], strong = false }: { label: string; value: ReactNode; notes?: string[]; strong?: boolean }) {
  return (
    <div className={`${card} ${strong ? "border-brand/40 bg-brand-soft/40" : ""}`}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-ink sm:text-2xl">{value}</dd>
      {notes.map((note) => (
        <dd key={note} className="mt-1 text-sm text-muted">
          {note}
        </dd>
      ))}
    </div>
  );
}

function QueueCard({ title, count, notes, link }: { title: string; count: string; notes: string[]; link: { to: string; text: string } }) {
  return (
    <li className={`${card} flex flex-col`}>
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-3xl font-semibold tabular-nums text-brand-dark">{count}</p>
      {notes.map((note) => (
        <p key={note} className="mt-1 text-sm text-muted">
          {note}
        </p>
      ))}
      <p className="mt-auto pt-3">
        <Link to={link.to} className={`${linkClass} inline-flex min-h-11 items-center`}>
          {link.text}
        </Link>
      </p>
    </li>
  );
}

const warning = "mt-4 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900";

/** One line on backups: when the last was, or, standing out, that there is none or it is old; then the last restore drill's. */
function BackupLine({ status, dateTime }: { status: BackupStatus; dateTime: (iso: string) => string }) {
  const { t } = useTranslation("admin");
  if (status.state === "off") return null;
  return (
    <>
      {status.state === "recent" ? (
        <p className="mt-4 text-sm text-muted">{t("dashboard.backupLast", { date: dateTime(status.lastAt) })}</p>
      ) : (
        <p role="status" className={warning}>
          {status.state === "none"
            ? t("dashboard.backupNone")
            : t("dashboard.backupStale", { date: dateTime(status.lastAt), count: status.staleAfterHours })}
        </p>
      )}
      <RestoreDrillLine drill={status.drill} dateTime={dateTime} />
    </>
  );
}

/** "Ultima verificare a copiei": the last restore drill (decision 0181), standing out when it failed or is over 35 days old. */
function RestoreDrillLine({ drill, dateTime }: { drill: RestoreDrillStatus; dateTime: (iso: string) => string }) {
  const { t } = useTranslation("admin");
  if (drill.state === "none") return <p className="mt-2 text-sm text-muted">{t("dashboard.drillNone")}</p>;
  if (drill.state !== "failed")
    return drill.state === "passed" ? (
      <p className="mt-2 text-sm text-muted">
        {t(drill.ordersChecked === 0 ? "dashboard.drillPassedEmpty" : "dashboard.drillPassed", {
          date: dateTime(drill.at),
          backup: dateTime(drill.backupTakenAt),
          count: drill.ordersChecked,
        })}
      </p>
    ) : (
      <p role="status" className={warning}>
        {t("dashboard.drillStale", { date: dateTime(drill.at) })}
      </p>
    );
  return (
    <div role="status" className={warning}>
      <p>{t("dashboard.drillFailed", { date: dateTime(drill.at) })}</p>
      {drill.problem ? (
        <p className="mt-1 font-normal">
          {t("dashboard.drillProblem")} <span lang="en">{drill.problem}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The admin's first page: the period's sales in lei, the days as a chart, the work waiting now and the
 * variants running out. The period is in the URL (`?period=today|7d|30d`), so a view can be bookmarked.
 */
export function DashboardPage({
  view,
  parcels,
  backup,
  launch,
  barriers = null,
  csrfToken,
}: {
  view: DashboardView;
  /** What is left before the first real order (decision 0127); null for a member who is not the owner. */
  launch: LaunchChecklistView | null;
  /** When the last good backup was (decision 0101); "off" when BACKUP_DIR is unset, and then nothing is said. */
  backup: BackupStatus;
  /** The parcels refused, coming back, back or lost that wait for staff; null when the member may not read orders. */
  parcels: ParcelTasksView | null;
  /** Shoppers' accessibility barrier reports waiting (decision 0145); null when the member may not read them. */
  barriers?: number | null;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const format = dashboardFormats(i18n.language);
  const { sales, queues, lowStock } = view;
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("dashboard.noOrders")}</span>
    </>
  );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl">{t("dashboard.title")}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t("dashboard.intro")}</p>
        </div>
        <PeriodSwitch current={view.period} />
      </div>
      <BackupLine status={backup} dateTime={format.dateTime} />
      {launch ? <LaunchChecklist checklist={launch} /> : null}

      <section aria-labelledby="dashboard-sales" className="mt-8">
        <h2 id="dashboard-sales" className={sectionHeading}>
          {t("dashboard.sales")}
        </h2>
        <p className="mt-1 text-sm text-muted">{format.range(view.from, view.to)}</p>
        <dl className="mt-4 grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 lg:grid-cols-3">
          <Figure label={t("dashboard.orders")} value={format.count(sales.orders)} notes={[t("dashboard.ordersNote")]} />
          <Figure
            label={t("dashboard.gross")}
            value={format.money(sales.grossRonMinor)}
            notes={[t("dashboard.vat", { amount: format.money(sales.vatRonMinor) })]}
          />
          <Figure label={t("dashboard.refunds")} value={format.money(sales.refundsRonMinor)} notes={[t("dashboard.refundsNote")]} />
          <Figure label={t("dashboard.net")} value={format.money(sales.netRonMinor)} notes={[t("dashboard.netNote")]} strong />
          <Figure
            label={t("dashboard.average")}
            value={sales.averageOrderRonMinor === null ? none : format.money(sales.averageOrderRonMinor)}
            notes={[t("dashboard.averageNote")]}
          />
          <Figure
            label={t("dashboard.codShare")}
            value={sales.codShare === null ? none : format.percent(sales.codShare)}
            notes={sales.orders === 0 ? [] : [t("dashboard.codOf", { cod: format.count(sales.codOrders), count: sales.orders })]}
          />
        </dl>
      </section>

      <section aria-labelledby="dashboard-chart" className={`${card} mt-8 sm:p-6`}>
        <h2 id="dashboard-chart" className={sectionHeading}>
          {t("dashboard.chart")}
        </h2>
        <RevenueChart days={view.days} />
      </section>

      <section aria-labelledby="dashboard-waiting" className="mt-8">
        <h2 id="dashboard-waiting" className={sectionHeading}>
          {t("dashboard.waiting")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("dashboard.waitingIntro")}</p>
        <ul className="mt-4 grid gap-3 md:grid-cols-3 md:has-[>li:nth-child(4)]:grid-cols-2 xl:has-[>li:nth-child(4)]:grid-cols-4">
          <QueueCard
            title={t("dashboard.toShip")}
            count={format.count(queues.toShip.count)}
            notes={[
              t("dashboard.toShipNote"),
              ...(queues.toShip.oldestAt ? [t("dashboard.oldest", { date: format.dateTime(queues.toShip.oldestAt) })] : []),
            ]}
            link={{ to: QUEUE_LINKS.toShip, text: t("dashboard.toShipLink") }}
          />
          <QueueCard
            title={t("dashboard.awaitingPayment")}
            count={format.count(queues.awaitingPayment.count)}
            notes={[t("dashboard.awaitingPaymentNote")]}
            link={{ to: QUEUE_LINKS.awaitingPayment, text: t("dashboard.awaitingPaymentLink") }}
          />
          <QueueCard
            title={t("dashboard.codToCollect")}
            count={format.count(queues.codToCollect.count)}
            notes={[t("dashboard.codToCollectNote", { amount: format.money(queues.codToCollect.amountRonMinor) })]}
            link={{ to: QUEUE_LINKS.codToCollect, text: t("dashboard.codToCollectLink") }}
          />
          {barriers === null ? null : (
            <QueueCard
              title={t("dashboard.barriers")}
              count={format.count(barriers)}
              notes={[t("dashboard.barriersNote")]}
              link={{ to: QUEUE_LINKS.barriers, text: t("dashboard.barriersLink") }}
            />
          )}
        </ul>
      </section>

      {parcels ? <ParcelTaskList view={parcels} csrfToken={csrfToken} /> : null}

      <LowStockSection lowStock={lowStock} />
    </>
  );
}
