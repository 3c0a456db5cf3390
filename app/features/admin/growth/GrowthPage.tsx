import type { ReactNode } from "react";
import type { GrowthFunnelRow, GrowthReading, GrowthRevenueFigures, GrowthTable, GrowthView } from "#domain/admin/growth";
import { GROWTH_TOUCHES } from "#domain/admin/growth";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { buttonClass } from "../admin-forms.ts";
import { dashboardFormats, type DashboardFormats } from "../dashboard/dashboard-format.ts";
import { FiguresSection, type FiguresColumn } from "../reports/FiguresSection.tsx";
import { FiguresPage } from "../reports/FiguresPage.tsx";
import { discountRevenueColumns, discountRevenueKey } from "../reports/discount-revenue-columns.tsx";
import { DaysChart, HorizontalBars } from "./GrowthCharts.tsx";

const csvUrl = (table: GrowthTable, view: GrowthView) =>
  `/api/admin/growth/${table}.csv?from=${view.period.from}&to=${view.period.to}&touch=${view.touch}`;

/**
 * The owner's growth page (issue 67 item 2, decision 0154): the reports' period and which touch orders are credited
 * to, a status line a screen reader hears when they change, pictures where people would rather look than read, and
 * every figure in a table with its spreadsheet.
 */
export function GrowthPage({ reading }: { reading: GrowthReading }) {
  const { t, i18n } = useTranslation("admin");
  const view = reading.ok ? reading.view : null;
  const touch = reading.ok ? reading.view.touch : reading.touch;
  const format = dashboardFormats(i18n.language as Language);

  return (
    <FiguresPage
      page="growth"
      reading={reading}
      presetHref={(preset) => `/admin/growth?preset=${preset}&touch=${touch}`}
      afterPeriod={
        <>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold">{t("growth.touch.label")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {GROWTH_TOUCHES.map((each) => (
                <label key={each} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" name="touch" value={each} defaultChecked={each === touch} className="size-5" />
                  {t(`growth.touch.${each}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-3`}>
            {t("growth.apply")}
          </button>
        </>
      }
      showing={
        view &&
        t("growth.showing", {
          from: view.period.from,
          to: view.period.to,
          touch: t(`growth.touchNames.${view.touch}`),
          visits: format.count(view.channelTotals.visits ?? 0),
          orders: format.count(view.channelTotals.orders),
          ordered: format.money(view.channelTotals.orderedRonMinor),
          paid: format.money(view.channelTotals.paidRonMinor),
          refused: format.money(view.channelTotals.refusedRonMinor),
        })
      }
    >
      {view ? <Growth view={view} t={t} format={format} language={i18n.language as Language} /> : null}
    </FiguresPage>
  );
}

function Growth({ view, t, format, language }: { view: GrowthView; t: TFunction; format: DashboardFormats; language: Language }) {
  const none = t("growth.notCounted");
  const channel = (code: string) => t(`growth.channels.${code}`);
  const counted = (value: number | null) => (value === null ? none : format.count(value));
  const percent = (value: number | null) => (value === null ? none : format.percent(value / 100));
  const money = (value: number | null) => (value === null ? none : format.money(value));
  const totals = view.channelTotals;
  const nothingYet = (totals.visits ?? 0) === 0 && totals.orders === 0;
  const revenueColumns: FiguresColumn<GrowthRevenueFigures>[] = [
    { id: "visits", kind: "figure", cell: (row) => counted(row.visits) },
    { id: "orders", kind: "figure", cell: (row) => format.count(row.orders) },
    { id: "ordered", kind: "figure", cell: (row) => format.money(row.orderedRonMinor) },
    { id: "paid", kind: "figure", cell: (row) => format.money(row.paidRonMinor) },
    { id: "refused", kind: "figure", cell: (row) => format.money(row.refusedRonMinor) },
    { id: "conversion", kind: "figure", cell: (row) => percent(row.conversionPercent) },
    { id: "averageOrder", kind: "figure", cell: (row) => money(row.averageOrderRonMinor) },
  ];
  const funnelColumns: FiguresColumn<GrowthFunnelRow>[] = [
    { id: "visits", kind: "figure", cell: (row) => counted(row.visits) },
    { id: "productViews", kind: "figure", cell: (row) => counted(row.productViews) },
    { id: "addsToCart", kind: "figure", cell: (row) => counted(row.addsToCart) },
    { id: "checkoutsStarted", kind: "figure", cell: (row) => counted(row.checkoutsStarted) },
    { id: "orders", kind: "figure", cell: (row) => format.count(row.orders) },
    { id: "delivered", kind: "figure", cell: (row) => format.count(row.delivered) },
    { id: "paidCount", kind: "figure", cell: (row) => format.count(row.paid) },
  ];
  const stepTotal = (pick: (row: GrowthFunnelRow) => number | null) => view.funnelByChannel.reduce((sum, row) => sum + (pick(row) ?? 0), 0);
  const steps = [
    { id: "visits", value: stepTotal((row) => row.visits) },
    { id: "productViews", value: stepTotal((row) => row.productViews) },
    { id: "addsToCart", value: stepTotal((row) => row.addsToCart) },
    { id: "checkoutsStarted", value: stepTotal((row) => row.checkoutsStarted) },
    { id: "orders", value: stepTotal((row) => row.orders) },
    { id: "delivered", value: stepTotal((row) => row.delivered) },
    { id: "paidCount", value: stepTotal((row) => row.paid) },
  ];

  return (
    <>
      {nothingYet ? (
        <section aria-labelledby="growth-empty" className="mt-6 rounded-2xl border border-line bg-brand-soft p-4">
          <h2 id="growth-empty" className="text-xl">
            {t("growth.emptyTitle")}
          </h2>
          <p className="mt-2 max-w-3xl">{t("growth.empty")}</p>
        </section>
      ) : null}

      <DaysChart days={view.days} />

      <GrowthSection
        table="channels"
        view={view}
        t={t}
        rows={view.channels}
        rowKey={(row) => row.channel}
        before={
          <HorizontalBars
            title={t("growth.charts.revenue")}
            summary={t("growth.charts.revenueSummary")}
            series={[t("growth.columns.ordered"), t("growth.columns.paid"), t("growth.columns.refused")]}
            categories={view.channels.map((row) => ({
              key: row.channel,
              label: channel(row.channel),
              values: [row.orderedRonMinor / 100, row.paidRonMinor / 100, row.refusedRonMinor / 100],
            }))}
            formatValue={(lei) => format.money(Math.round(lei * 100))}
          />
        }
        after={<p className="mt-2 max-w-3xl text-sm text-muted">{t("growth.unattributedNote")}</p>}
        columns={[
          { id: "channel", kind: "name", cell: (row) => channel(row.channel), total: t("growth.totalRow") },
          ...revenueColumns.map((column) => ({ ...column, total: column.cell(totals) })),
        ]}
      />

      <GrowthSection
        table="campaigns"
        view={view}
        t={t}
        rows={view.campaigns}
        rowKey={(row) => [row.channel, row.source, row.medium, row.campaign].join("|")}
        empty={t("growth.sections.campaigns.empty")}
        columns={[
          { id: "campaign", kind: "name", cell: (row) => row.campaign || t("growth.noCampaign") },
          { id: "channel", cell: (row) => channel(row.channel) },
          { id: "source", cell: (row) => row.source || none },
          { id: "medium", cell: (row) => row.medium || none },
          ...revenueColumns,
        ]}
      />

      <GrowthSection
        table="customers"
        view={view}
        t={t}
        rows={view.customers}
        rowKey={(row) => row.channel}
        columns={[
          { id: "channel", kind: "name", cell: (row) => channel(row.channel) },
          { id: "newCustomers", kind: "figure", cell: (row) => format.count(row.newCustomers) },
          { id: "newRevenue", kind: "figure", cell: (row) => format.money(row.newRonMinor) },
          { id: "returningCustomers", kind: "figure", cell: (row) => format.count(row.returningCustomers) },
          { id: "returningRevenue", kind: "figure", cell: (row) => format.money(row.returningRonMinor) },
        ]}
      />

      <GrowthSection
        table="subscriptions"
        view={view}
        t={t}
        rows={view.subscriptions}
        rowKey={(row) => row.channel}
        columns={[
          { id: "channel", kind: "name", cell: (row) => channel(row.channel) },
          { id: "subscriptions", kind: "figure", cell: (row) => format.count(row.subscriptions) },
          { id: "signups", kind: "figure", cell: (row) => format.count(row.signups) },
        ]}
      />

      <GrowthSection
        table="promotions"
        view={view}
        t={t}
        rows={view.promotions.rows}
        rowKey={discountRevenueKey}
        empty={t("growth.sections.promotions.empty")}
        columns={discountRevenueColumns({ view: view.promotions, t, language, money: format.money, count: format.count })}
      />

      <GrowthSection
        table="funnel-channels"
        view={view}
        t={t}
        rows={view.funnelByChannel}
        rowKey={(row) => row.key}
        before={
          <HorizontalBars
            title={t("growth.charts.funnel")}
            summary={t("growth.charts.funnelSummary", {
              steps: steps.map((step) => `${t(`growth.columns.${step.id}`)} ${format.count(step.value)}`).join(", "),
            })}
            series={[t("growth.columns.visits")]}
            categories={steps.map((step) => ({ key: step.id, label: t(`growth.columns.${step.id}`), values: [step.value] }))}
            formatValue={format.count}
          />
        }
        columns={[{ id: "channel", kind: "name", cell: (row) => channel(row.key) }, ...funnelColumns]}
      />

      <GrowthSection
        table="funnel-devices"
        view={view}
        t={t}
        rows={view.funnelByDevice}
        rowKey={(row) => row.key}
        columns={[{ id: "device", kind: "name", cell: (row) => t(`growth.devices.${row.key}`) }, ...funnelColumns]}
      />
    </>
  );
}

/** One table: its heading, what it counts, its spreadsheet, the picture of it if any, and the table itself. */
function GrowthSection<Row>({
  table,
  view,
  t,
  empty,
  ...shown
}: {
  table: GrowthTable;
  view: GrowthView;
  t: TFunction;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: FiguresColumn<Row>[];
  before?: ReactNode;
  after?: ReactNode;
  empty?: string;
}) {
  return (
    <FiguresSection
      headingId={`growth-${table}`}
      title={t(`growth.sections.${table}.title`)}
      intro={t(`growth.sections.${table}.intro`)}
      csvHref={csvUrl(table, view)}
      period={view.period}
      columnHeader={(id) => t(`growth.columns.${id}`)}
      empty={empty ?? ""}
      {...shown}
    />
  );
}
