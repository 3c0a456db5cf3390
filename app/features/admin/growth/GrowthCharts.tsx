import type { GrowthDay } from "#domain/admin/growth";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ColumnHeaders } from "#app/ui/ColumnHeaders.tsx";
import { dashboardFormats } from "../dashboard/dashboard-format.ts";
import { chartScale } from "../dashboard/RevenueChart.tsx";

/**
 * The growth page's pictures (decision 0154), drawn like the dashboard's revenue chart (decision 0034): SVG rendered
 * on the server with the page, no chart library and no script, each one image with a spoken summary and its figures
 * in a table beside it. Bars compare channels and steps; lines follow days. Labels are HTML, so they stay legible
 * when the SVG stretches.
 */

/** A series' colour: dark enough against white for a graphic (WCAG 1.4.11), and told apart by the legend's words too. */
const SERIES_CLASSES = ["fill-brand-dark", "fill-emerald-700", "fill-red-700"] as const;
const SERIES_SWATCHES = ["bg-brand-dark", "bg-emerald-700", "bg-red-700"] as const;

export interface BarCategory {
  key: string;
  label: string;
  values: number[];
}

/**
 * Horizontal bars, one group per category and one bar per series, on one scale: long channel names fit on a phone,
 * which a column chart's labels would not; there each name sits over its bars, which keep the screen's width.
 */
export function HorizontalBars({
  title,
  summary,
  series,
  categories,
  formatValue,
}: {
  title: string;
  summary: string;
  series: string[];
  categories: BarCategory[];
  formatValue: (value: number) => string;
}) {
  const { t } = useTranslation("admin");
  const { top } = chartScale(Math.max(0, ...categories.flatMap((category) => category.values)));
  const barHeight = 14;
  const gap = 4;
  const height = series.length * barHeight + (series.length - 1) * gap;
  return (
    <figure className="mt-4 rounded-2xl border border-line bg-white p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {series.length > 1 ? (
        <ul aria-label={t("growth.charts.legend")} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((name, index) => (
            <li key={name} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${SERIES_SWATCHES[index % SERIES_SWATCHES.length]}`} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        role="img"
        aria-label={summary}
        className="mt-3 grid grid-cols-1 items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(6rem,auto)_minmax(0,1fr)] sm:gap-y-3"
      >
        {categories.map((category) => (
          <div key={category.key} className="contents">
            <span aria-hidden="true" className="text-sm">
              {category.label}
            </span>
            <div aria-hidden="true" className="flex items-center gap-2">
              <svg viewBox={`0 0 1000 ${height}`} preserveAspectRatio="none" className="block w-full" style={{ height }}>
                {category.values.map((value, index) => (
                  <rect
                    key={series[index]}
                    x={0}
                    y={index * (barHeight + gap)}
                    width={Math.max(value > 0 ? 4 : 0, (value / top) * 1000)}
                    height={barHeight}
                    className={SERIES_CLASSES[index % SERIES_CLASSES.length]}
                  />
                ))}
              </svg>
              {/* A row of zeros says nothing a glance needs: its figures stay in the table. */}
              <span className="min-w-16 text-right text-xs leading-tight tabular-nums text-muted">
                {category.values.some((value) => value > 0)
                  ? category.values.map((value, index) => (
                      <span key={series[index]} className="block whitespace-nowrap">
                        {formatValue(value)}
                      </span>
                    ))
                  : null}
              </span>
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}

const LINE_WIDTH = 1000;
const LINE_HEIGHT = 200;

/** One figure per day as a line, its axis from zero to a round top. */
function DayLine({ label, days, value }: { label: string; days: GrowthDay[]; value: (day: GrowthDay) => number }) {
  const { i18n } = useTranslation("admin");
  const format = dashboardFormats(i18n.language);
  const { top, ticks } = chartScale(Math.max(0, ...days.map(value)));
  const x = (index: number) => (days.length === 1 ? LINE_WIDTH / 2 : (index / (days.length - 1)) * LINE_WIDTH);
  const y = (figure: number) => LINE_HEIGHT - (figure / top) * LINE_HEIGHT;
  const points = days.map((day, index) => `${x(index)},${y(value(day))}`).join(" ");
  return (
    <div aria-hidden="true">
      <p className="text-sm font-semibold">{label}</p>
      <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div aria-hidden="true" className="relative h-32 min-w-8 text-right text-xs tabular-nums text-muted">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${(1 - tick / top) * 100}%` }}>
              {format.count(tick)}
            </span>
          ))}
        </div>
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${LINE_WIDTH} ${LINE_HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-32 w-full overflow-visible"
        >
          {ticks.map((tick) => (
            <line key={tick} x1={0} x2={LINE_WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-line" vectorEffect="non-scaling-stroke" />
          ))}
          <polyline points={points} fill="none" className="stroke-brand-dark" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
        </svg>
        <span />
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
          <span>{days[0] ? format.shortDay(days[0].day) : ""}</span>
          <span>{days.at(-1) ? format.shortDay(days.at(-1)!.day) : ""}</span>
        </div>
      </div>
    </div>
  );
}

/** Visits and orders per day, each on its own axis (visits are tens of times the orders), with the days' table. */
export function DaysChart({ days }: { days: GrowthDay[] }) {
  const { t, i18n } = useTranslation("admin");
  const format = dashboardFormats(i18n.language);
  const from = days[0]?.day ?? "";
  const to = days.at(-1)?.day ?? "";
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const ordered = days.reduce((sum, day) => sum + day.orderedRonMinor, 0);
  const best = days.reduce<GrowthDay | undefined>((most, day) => (most === undefined || day.visits > most.visits ? day : most), undefined);
  const summary = t("growth.charts.daysSummary", {
    from: format.day(from),
    to: format.day(to),
    visits: format.count(visits),
    orders: format.count(orders),
    best: best ? format.day(best.day) : "",
    bestVisits: format.count(best?.visits ?? 0),
  });
  return (
    <figure className="mt-4 rounded-2xl border border-line bg-white p-4">
      <figcaption className="font-semibold">{t("growth.charts.days")}</figcaption>
      <div role="img" aria-label={summary} className="mt-3 grid gap-6 md:grid-cols-2">
        <DayLine label={t("growth.columns.visits")} days={days} value={(day) => day.visits} />
        <DayLine label={t("growth.columns.orders")} days={days} value={(day) => day.orders} />
      </div>
      <details className="mt-4 rounded-xl border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-dark">
          {t("growth.charts.showTable")}
        </summary>
        <div className="overflow-x-auto px-4 pb-4">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("growth.charts.daysCaption", { from, to })}</caption>
            <ColumnHeaders
              rowClassName="border-b border-line"
              cellClassName="py-2 pr-3 last:pr-0"
              columns={[
                { label: t("growth.columns.day") },
                { label: t("growth.columns.visits"), numeric: true },
                { label: t("growth.columns.orders"), numeric: true },
                { label: t("growth.columns.ordered"), numeric: true },
              ]}
            />
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <time dateTime={day.day}>{format.tableDay(day.day)}</time>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.count(day.visits)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.count(day.orders)}</td>
                  <td className="py-2 text-right tabular-nums">{format.money(day.orderedRonMinor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3 text-left">
                  {t("growth.totalRow")}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{format.count(visits)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{format.count(orders)}</td>
                <td className="py-2 text-right tabular-nums">{format.money(ordered)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  );
}
