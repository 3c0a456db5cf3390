import { useId } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useCarousel } from "#app/ui/use-carousel.ts";
import { HomeCarouselControls } from "./HomeCarouselControls.tsx";

import type { TESTIMONIAL_IDS } from "#domain/store-content";

/** Long enough to read a quote twice. */
const INTERVAL_MS = 7000;

/** Sample customer quotes, one at a time; loaded as its own chunk because it sits far below the fold. */
export default function TestimonialCarousel({ ids }: { ids: readonly (typeof TESTIMONIAL_IDS)[number][] }) {
  const { t } = useTranslation("home");
  const trackId = useId();
  const carousel = useCarousel({ count: ids.length, intervalMs: INTERVAL_MS });

  return (
    <div {...carousel.rootProps} aria-label={t("testimonials.label")} className="mx-auto max-w-3xl">
      <div className="overflow-hidden" {...carousel.swipeHandlers}>
        <div
          id={trackId}
          {...carousel.liveRegionProps}
          className="flex motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {ids.map((id, slide) => (
            <figure
              key={id}
              className="w-full shrink-0 px-2"
              {...carousel.getSlideProps(slide, t("carousel.slide", { index: slide + 1, total: ids.length }))}
            >
              <div className="flex h-full flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm sm:px-12">
                <svg viewBox="0 0 32 24" aria-hidden="true" className="h-6 w-8 text-brand/40" fill="currentColor">
                  <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3C27 4.5 25 7 25 11h6v13z" />
                </svg>
                <blockquote className="mt-5 font-serif text-xl leading-relaxed text-ink sm:text-2xl">
                  <p>{t(`testimonials.items.${id}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold text-ink">{t(`testimonials.items.${id}.name`)}</span>
                  <span className="text-muted"> · {t(`testimonials.items.${id}.detail`)}</span>
                </figcaption>
              </div>
            </figure>
          ))}
        </div>
      </div>
      <HomeCarouselControls carousel={carousel} controls={trackId} previous={t("testimonials.previous")} next={t("testimonials.next")} />
    </div>
  );
}
