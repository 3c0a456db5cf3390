import { useTranslation } from "#app/lib/i18n/react.tsx";

/** Seconds per loop (spec §9 "Marquee speeds"). */
export const MARQUEE_DURATION_S = { slow: 45, medium: 30, fast: 20 } as const;
export type MarqueeSpeed = keyof typeof MARQUEE_DURATION_S;

const CLAIMS = ["gmp", "tested", "bottles", "guarantee", "vegan"] as const;

// The loop moves the track by half its width: the second copy then stands where the first began.
// Under reduced motion the line stands still and wraps, so every claim stays readable.
const STYLES = `
@keyframes product-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.product-marquee-track { animation: product-marquee linear infinite; }
.product-marquee:has(.product-marquee-stop:checked) .product-marquee-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {
  .product-marquee-track { animation: none; width: auto; }
  .product-marquee-track > ul { flex-wrap: wrap; justify-content: center; row-gap: 0.5rem; width: 100%; }
  .product-marquee-copy { display: none; }
}`;

/**
 * A scrolling line of the brand's claims; CSS only, so it costs no script. The bottles sold are the owner's figure.
 * It moves for longer than 5 s beside the page's content, so a tick stops it (WCAG 2.2.2), by mouse or keyboard and
 * before any script has loaded.
 */
export function MarqueeBanner({ speed = "medium", bottlesSold }: { speed?: MarqueeSpeed; bottlesSold: string | null }) {
  const { t } = useTranslation("product");
  const items = CLAIMS.filter((claim) => claim !== "bottles" || bottlesSold !== null).map((claim) => (
    <li key={claim} className="marquee-item">
      <span aria-hidden="true">✦</span>
      {t(`marquee.${claim}`, { bottles: bottlesSold })}
    </li>
  ));
  return (
    <section aria-label={t("marquee.label")} className="product-marquee flex items-center bg-brand py-3 text-sm font-semibold text-white">
      <style href="product-marquee" precedence="default">
        {STYLES}
      </style>
      <div className="min-w-0 flex-1 overflow-hidden">
        <div className="product-marquee-track flex w-max" style={{ animationDuration: `${MARQUEE_DURATION_S[speed]}s` }}>
          <ul className="flex">{items}</ul>
          <ul className="product-marquee-copy flex" aria-hidden="true">
            {items}
          </ul>
        </div>
      </div>
      <label className="flex shrink-0 cursor-pointer items-center gap-2 px-3 font-normal">
        <input type="checkbox" className="product-marquee-stop size-4 accent-white" />
        {t("marquee.stop")}
      </label>
    </section>
  );
}
