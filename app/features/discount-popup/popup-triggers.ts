/**
 * The spec's four ways the discount popup opens (§4, timings §9); whichever comes first wins.
 * The random moments are drawn once per page view, so they differ between visits.
 */
export const POPUP_TIMER_MS = { min: 20_000, max: 30_000 } as const;
/** The visit length the spec assumes, and the share of it after which the popup opens. */
export const ASSUMED_VISIT_MS = 120_000;
export const VISIT_SHARE = { min: 0.5, max: 0.6 } as const;
export const SCROLL_DEPTH_PERCENT = { min: 50, max: 70 } as const;

export interface TriggerMoments {
  timerMs: number;
  visitShareMs: number;
  scrollDepthPercent: number;
}

const between = ({ min, max }: { readonly min: number; readonly max: number }, random: () => number) => min + random() * (max - min);

export function drawTriggerMoments(random: () => number = Math.random): TriggerMoments {
  return {
    timerMs: between(POPUP_TIMER_MS, random),
    visitShareMs: ASSUMED_VISIT_MS * between(VISIT_SHARE, random),
    scrollDepthPercent: between(SCROLL_DEPTH_PERCENT, random),
  };
}

/** How far down the page the shopper has scrolled, 0–100; 0 on a page too short to scroll. */
function scrollDepthPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? (window.scrollY / scrollable) * 100 : 0;
}

/** Starts listening; `onTrigger` runs at most once. Returns the function that stops everything. */
export function armDiscountPopupTriggers(onTrigger: () => void, moments: TriggerMoments = drawTriggerMoments()): () => void {
  const onScroll = () => {
    if (scrollDepthPercent() >= moments.scrollDepthPercent) fire();
  };
  // Leaving through the top edge is the pointer heading for the tabs or the address bar.
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget === null && event.clientY <= 0) fire();
  };
  const timers = [setTimeout(fire, moments.timerMs), setTimeout(fire, moments.visitShareMs)];
  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("mouseout", onMouseOut);

  function disarm() {
    timers.forEach(clearTimeout);
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("mouseout", onMouseOut);
  }
  function fire() {
    disarm();
    onTrigger();
  }
  // The triggers are armed once the page is live: a shopper who scrolled past the depth while it was still loading
  // (a slow phone, a reload that restores the position) sends no further scroll event until they scroll again.
  onScroll();
  return disarm;
}
