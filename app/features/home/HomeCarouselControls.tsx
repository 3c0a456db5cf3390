import { useTranslation } from "#app/lib/i18n/react.tsx";
import { CarouselControls } from "#app/ui/CarouselControls.tsx";
import type { useCarousel } from "#app/ui/use-carousel.ts";

/**
 * The home page's carousels' controls, centred under the slides: each names its own arrows (`previous`, `next`); the
 * pause and play words are the same for all.
 */
export function HomeCarouselControls({
  carousel,
  controls,
  previous,
  next,
}: {
  carousel: ReturnType<typeof useCarousel>;
  /** The id of the element holding the slides. */
  controls: string;
  previous: string;
  next: string;
}) {
  const { t } = useTranslation("home");
  return (
    <CarouselControls
      carousel={carousel}
      controls={controls}
      className="mt-6 justify-center"
      labels={{ previous, next, pause: t("carousel.pause"), play: t("carousel.play") }}
    />
  );
}
