import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { STAT_IDS } from "#domain/store-content";

/** Each half of the track holds at least this many items, so a strip the owner shortened still fills the screen. */
const MIN_ITEMS = 6;

/**
 * The strip scrolls by moving two identical lists by half their joint width, so the loop has no seam.
 * The copy is aria-hidden; under reduced motion the strip stands still and wraps instead.
 */
const CSS = `
@keyframes home-stats-scroll { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.home-stats-track { animation: home-stats-scroll 40s linear infinite; }
.home-stats-strip:hover .home-stats-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {
  .home-stats-track { animation: none; width: auto; }
  .home-stats-track > ul { flex-wrap: wrap; justify-content: center; row-gap: 0.75rem; width: 100%; }
  .home-stats-copy { display: none; }
}
`;

/** `stats`: the figures the owner shows (at least one), in order. */
export function StatsStrip({ stats }: { stats: readonly (typeof STAT_IDS)[number][] }) {
  const { t } = useTranslation("home");
  const list = (copy: number) => (
    <ul key={copy} className={`flex shrink-0 ${copy ? "home-stats-copy" : ""}`} aria-hidden={copy > 0 || undefined}>
      {stats.map((stat) => (
        <li key={stat} className="flex items-center gap-4 whitespace-nowrap px-6 font-serif text-lg sm:text-xl">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-soft" />
          {t(`stats.${stat}`)}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="stats-title" className="home-stats-strip overflow-hidden bg-brand-dark py-5 text-white">
      <style href="home-stats-strip" precedence="default">
        {CSS}
      </style>
      <h2 id="stats-title" className="sr-only">
        {t("stats.title")}
      </h2>
      <div className="home-stats-track flex w-max">
        {/* Each half holds the figures enough times to fill a screen; only the first list is read out. */}
        {Array.from({ length: 2 * Math.ceil(MIN_ITEMS / stats.length) }, (_, copy) => list(copy))}
      </div>
    </section>
  );
}
