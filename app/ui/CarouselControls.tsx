import type { useCarousel } from "./use-carousel.ts";

type Carousel = ReturnType<typeof useCarousel>;

const button =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand shadow-sm transition hover:border-brand hover:bg-brand-soft disabled:opacity-40";

/** Hovering an arrow holds the carousel still. */
function ArrowButton({
  carousel,
  direction,
  label,
  controls,
}: {
  carousel: Carousel;
  direction: "left" | "right";
  label: string;
  controls: string;
}) {
  return (
    <button
      type="button"
      className={button}
      aria-label={label}
      aria-controls={controls}
      onClick={direction === "left" ? carousel.previous : carousel.next}
      {...carousel.arrowHoverHandlers}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
        <path d={direction === "left" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"} className="round-stroke" />
      </svg>
    </button>
  );
}

/**
 * Previous, pause/play and next buttons for a carousel driven by `useCarousel`. The pause button is the lasting control WCAG 2.2.2 asks of moving content, and it
 * appears only when the carousel can move by itself.
 */
export function CarouselControls({
  carousel,
  labels,
  controls,
  className = "",
}: {
  carousel: Carousel;
  labels: { previous: string; next: string; pause: string; play: string };
  /** The id of the element holding the slides. */
  controls: string;
  className?: string;
}) {
  if (carousel.positions < 2) return null;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <ArrowButton carousel={carousel} direction="left" label={labels.previous} controls={controls} />
      {carousel.canAutoPlay ? (
        <button
          type="button"
          className={button}
          aria-label={carousel.userPaused ? labels.play : labels.pause}
          onClick={carousel.togglePlay}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
            {carousel.userPaused ? <path d="M6 4.5v11l9-5.5z" /> : <path d="M5.5 4h3v12h-3zM11.5 4h3v12h-3z" />}
          </svg>
        </button>
      ) : null}
      <ArrowButton carousel={carousel} direction="right" label={labels.next} controls={controls} />
    </div>
  );
}
