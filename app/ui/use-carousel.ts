import { useCallback, useEffect, useRef, useState, type FocusEvent, type TouchEvent } from "react";
import { useMediaQuery } from "./use-media-query.ts";

/** A swipe must travel further than this to change the slide (spec: "more than 50 px"). */
export const SWIPE_THRESHOLD_PX = 50;
/** After a swipe the carousel waits this long before it moves on by itself again. */
export const RESUME_AFTER_SWIPE_MS = 2000;

/** Why auto-advance is held: each source pauses and resumes independently of the others. */
export type PauseReason = "hover" | "touch" | "focus" | "user";

export interface CarouselOptions {
  /** Number of slides. */
  count: number;
  /** Slides visible at once; the carousel stops at the last full view, then wraps to the first. */
  perView?: number;
  /** Auto-advance period; the countdown restarts whenever the position changes. */
  intervalMs?: number;
  autoPlay?: boolean;
}

/**
 * The behaviour of an accessible carousel (WAI-ARIA APG "carousel" pattern), without markup:
 * position with wrap-around, auto-advance that yields to hover, touch, focus, the user's own pause
 * button and `prefers-reduced-motion`, swipe handling, and the ARIA attributes that go with them.
 */
export function useCarousel({ count, perView = 1, intervalMs = 4000, autoPlay = true }: CarouselOptions) {
  const visible = Math.max(1, Math.min(perView, count));
  // Positions are the first visible slide of each distinct view.
  const positions = Math.max(1, count - visible + 1);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, positions - 1);
  const [pauseReasons, setPauseReasons] = useState<ReadonlySet<PauseReason>>(() => new Set());
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const touchStartX = useRef<number | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const goTo = useCallback((target: number) => setIndex(((target % positions) + positions) % positions), [positions]);
  const next = useCallback(() => setIndex((current) => (Math.min(current, positions - 1) + 1) % positions), [positions]);
  const previous = useCallback(() => setIndex((current) => (Math.min(current, positions - 1) - 1 + positions) % positions), [positions]);

  const pause = useCallback((reason: PauseReason) => {
    setPauseReasons((reasons) => (reasons.has(reason) ? reasons : new Set(reasons).add(reason)));
  }, []);
  const resume = useCallback((reason: PauseReason) => {
    setPauseReasons((reasons) => {
      if (!reasons.has(reason)) return reasons;
      const rest = new Set(reasons);
      rest.delete(reason);
      return rest;
    });
  }, []);

  const canAutoPlay = autoPlay && !reducedMotion && positions > 1;
  const userPaused = pauseReasons.has("user");
  const playing = canAutoPlay && pauseReasons.size === 0;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, intervalMs, next]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  // The play button sits inside the carousel, so focus is there when it is pressed: an explicit
  // "play" overrides the pause that focus caused (APG carousel pattern).
  const togglePlay = useCallback(() => {
    if (!userPaused) return pause("user");
    resume("user");
    resume("focus");
  }, [userPaused, pause, resume]);

  const swipeHandlers = {
    onTouchStart(event: TouchEvent) {
      clearTimeout(resumeTimer.current);
      touchStartX.current = event.touches[0]?.clientX ?? null;
      pause("touch");
    },
    onTouchEnd(event: TouchEvent) {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start !== null && end !== undefined) {
        const distance = end - start;
        if (distance < -SWIPE_THRESHOLD_PX) next();
        else if (distance > SWIPE_THRESHOLD_PX) previous();
      }
      resumeTimer.current = setTimeout(() => resume("touch"), RESUME_AFTER_SWIPE_MS);
    },
    onTouchCancel() {
      touchStartX.current = null;
      resumeTimer.current = setTimeout(() => resume("touch"), RESUME_AFTER_SWIPE_MS);
    },
  };

  /** For the previous/next buttons: hovering them holds the carousel still. */
  const arrowHoverHandlers = {
    onMouseEnter: () => pause("hover"),
    onMouseLeave: () => resume("hover"),
  };

  /** For the carousel's outer element. Its accessible name comes from the caller (aria-label or aria-labelledby). */
  const rootProps = {
    role: "region" as const,
    "aria-roledescription": "carousel",
    onFocus: () => pause("focus"),
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume("focus");
    },
  };

  /** For the element holding the slides: announces changes only when the user, not the timer, made them. */
  const liveRegionProps = {
    "aria-live": playing ? ("off" as const) : ("polite" as const),
    "aria-atomic": false,
  };

  const isVisible = (slide: number) => slide >= index && slide < index + visible;

  /** For each slide: `label` is the caller's translated "x of y" text. Slides out of view leave the tab order. */
  const getSlideProps = (slide: number, label: string) => ({
    role: "group" as const,
    "aria-roledescription": "slide",
    "aria-label": label,
    "aria-hidden": isVisible(slide) ? undefined : true,
    inert: !isVisible(slide),
  });

  return {
    index,
    positions,
    visible,
    next,
    previous,
    goTo,
    pause,
    resume,
    playing,
    /** Whether the carousel would move by itself now or after the user resumes it (false under reduced motion). */
    canAutoPlay,
    userPaused,
    togglePlay,
    isVisible,
    swipeHandlers,
    arrowHoverHandlers,
    rootProps,
    liveRegionProps,
    getSlideProps,
  };
}
