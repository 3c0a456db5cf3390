import type { DashboardDay } from "#domain/admin/dashboard";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ColumnHeaders } from "#app/ui/ColumnHeaders.tsx";
import { dashboardFormats } from "./dashboard-format.ts";

/** The bars are drawn in these units and stretched to the box; the labels are HTML, so they stay sharp and legible. */
const WIDTH = 1000;
const HEIGHT = 300;
/** A week or less is drawn at a week's bar width, so today's one bar is a bar, not a wall. */
const MIN_SLOTS = 7;
const BAR_SHARE = 0.64;

/** A round top for the axis and its ticks, in whole lei: 0, 250, 500, 750, 1 000 rather than 0, 231, 462… */
export function chartScale(maxLei: number): { top: number; ticks: number[] } {
  if (!(maxLei > 0)) return { top: 1, ticks: [0] };
  const rough = maxLei / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalised = rough / magnitude;
  const factor = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 && magnitude >= 10 ? 2.5 : normalised <= 5 ? 5 : 10;
  const step = Math.max(1, factor * magnitude);
  const top = step * Math.ceil(maxLei / step);
  return { top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step) };
}

/**
 * Gross revenue per day as an SVG bar chart, rendered on the server with the page (no chart library, no
 * script of its own). The picture is one image with a spoken summary; the figures themselves are in the
 * table below it, which a keyboard and a screen reader reach like any other.
 */
export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const { t, i18n } = useTranslation("admin");
  const format = dashboardFormats(i18n.language);
  const count = days.length;
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const range = format.range(first, last);
  const totalMinor = days.reduce((sum, day) => sum + day.grossRonMinor, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<DashboardDay | undefined>(
    (top, day) => (top === undefined || day.grossRonMinor > top.grossRonMinor ? day : top),
    undefined,
  );
  const { top, ticks } = chartScale(Math.max(0, ...days.map((day) => day.grossRonMinor / 100)));

  const slot = WIDTH / Math.max(count, MIN_SLOTS);
  const offset = (WIDTH - count * slot) / 2;
  const centre = (index: number) => offset + (index + 0.5) * slot;
  // A month has a label every fifth day (every tenth on a phone), counted back from today so that today always has one.
  const labelEvery = count <= MIN_SLOTS ? 1 : 5;
  const phoneLabel = (index: number) => count <= MIN_SLOTS || (count - 1 - index) % (labelEvery * 2) === 0;
  const y = (lei: number) => HEIGHT - (lei / top) * HEIGHT;

  const summary =
    totalMinor === 0
      ? t("dashboard.chartEmpty", { range })
      : t("dashboard.chartSummary", {
          range,
          total: format.money(totalMinor),
          best: format.day(best!.date),
          bestAmount: format.money(best!.grossRonMinor),
        });

  return (
    <div className="mt-4">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 pr-6">
        <span aria-hidden="true" className="mb-3 text-right text-xs font-semibold text-muted">
          {t("dashboard.axisUnit")}
        </span>
        <span />
        <div aria-hidden="true" className="relative h-48 min-w-10 text-right text-xs text-muted tabular-nums sm:h-64">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap leading-none"
              style={{ top: `${(1 - tick / top) * 100}%` }}
            >
              {format.axisLei(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-48 sm:h-64">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-full w-full overflow-visible"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-line"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, index) =>
              day.grossRonMinor > 0 ? (
                <rect
                  key={day.date}
                  x={centre(index) - (slot * BAR_SHARE) / 2}
                  y={y(day.grossRonMinor / 100)}
                  width={slot * BAR_SHARE}
                  height={HEIGHT - y(day.grossRonMinor / 100)}
                  className="fill-brand"
                >
                  <title>{`${format.day(day.date)}: ${format.money(day.grossRonMinor)}`}</title>
                </rect>
              ) : null,
            )}
            <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-muted" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
          </svg>
          {totalMinor === 0 ? (
            <p aria-hidden="true" className="absolute inset-x-0 top-1/3 px-4 text-center text-sm text-muted">
              {t("dashboard.noSales")}
            </p>
          ) : null}
        </div>
        <span />
        <div aria-hidden="true" className="relative mt-2 h-9 text-xs leading-tight text-muted">
          {days.map((day, index) =>
            (count - 1 - index) % labelEvery === 0 ? (
              <span
                key={day.date}
                className={`absolute top-0 -translate-x-1/2 whitespace-nowrap text-center ${phoneLabel(index) ? "" : "max-sm:hidden"}`}
                style={{ left: `${(centre(index) / WIDTH) * 100}%` }}
              >
                {count <= MIN_SLOTS ? (
                  <>
                    {format.weekday(day.date)}
                    <br />
                    {format.dayOfMonth(day.date)}
                  </>
                ) : (
                  format.shortDay(day.date)
                )}
              </span>
            ) : null,
          )}
        </div>
      </div>

      <details className="mt-4 rounded-xl border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-dark">
          {t("dashboard.showTable")}
        </summary>
        <div className="px-4 pb-4">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("dashboard.tableCaption", { range })}</caption>
            <ColumnHeaders
              rowClassName="border-b border-line"
              cellClassName="py-2 pr-3 last:pr-0"
              columns={[
                { label: t("dashboard.day") },
                { label: t("dashboard.ordersColumn"), numeric: true },
                { label: t("dashboard.grossColumn"), numeric: true },
              ]}
            />
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <time dateTime={day.date}>{format.tableDay(day.date)}</time>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.count(day.orders)}</td>
                  <td className="py-2 text-right tabular-nums">{format.money(day.grossRonMinor)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3 text-left">
                  {t("dashboard.total")}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{format.count(totalOrders)}</td>
                <td className="py-2 text-right tabular-nums">{format.money(totalMinor)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </div>
  );
}
