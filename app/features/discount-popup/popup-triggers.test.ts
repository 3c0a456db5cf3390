// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { armDiscountPopupTriggers, drawTriggerMoments, type TriggerMoments } from "./popup-triggers.ts";

/** The largest value Math.random can return. */
const ALMOST_ONE = 1 - Number.EPSILON / 2;
/** A moment that never comes within a test, so another trigger can be watched alone. */
const NEVER_MS = 3_600_000;

function scrollTo(percent: number) {
  // A 5 000 px page in a 1 000 px window: 4 000 px can be scrolled.
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
  vi.stubGlobal("innerHeight", 1000);
  vi.stubGlobal("scrollY", (percent / 100) * 4000);
  window.dispatchEvent(new Event("scroll"));
}

const mouseOut = (init: MouseEventInit) => document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, ...init }));

let disarm: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  disarm();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function arm(moments: Partial<TriggerMoments>) {
  const onTrigger = vi.fn();
  disarm = armDiscountPopupTriggers(onTrigger, { timerMs: NEVER_MS, visitShareMs: NEVER_MS, scrollDepthPercent: 101, ...moments });
  return onTrigger;
}

describe("the random moments (spec §9)", () => {
  it("span 20–30 s, 50–60 % of a 120 s visit and 50–70 % of the page", () => {
    expect(drawTriggerMoments(() => 0)).toEqual({ timerMs: 20_000, visitShareMs: 60_000, scrollDepthPercent: 50 });
    const latest = drawTriggerMoments(() => ALMOST_ONE);
    expect(latest.timerMs).toBeCloseTo(30_000, 6);
    expect(latest.visitShareMs).toBeCloseTo(72_000, 6);
    expect(latest.scrollDepthPercent).toBeCloseTo(70, 6);
  });
});

describe("armDiscountPopupTriggers", () => {
  it("fires on the timer", () => {
    const onTrigger = arm({ timerMs: 20_000 });
    vi.advanceTimersByTime(19_999);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it("fires at the drawn share of the assumed visit", () => {
    const onTrigger = arm({ visitShareMs: drawTriggerMoments(() => ALMOST_ONE).visitShareMs });
    vi.advanceTimersByTime(71_999);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it("fires when the page is scrolled past the drawn depth", () => {
    const onTrigger = arm({ scrollDepthPercent: 62 });
    scrollTo(61.9);
    expect(onTrigger).not.toHaveBeenCalled();
    scrollTo(62);
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it("fires at once when the page was already scrolled past the drawn depth before it was armed", () => {
    scrollTo(80);
    const onTrigger = arm({ scrollDepthPercent: 62 });
    expect(onTrigger).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits for more scrolling when the page was scrolled short of the drawn depth before it was armed", () => {
    scrollTo(40);
    const onTrigger = arm({ scrollDepthPercent: 62 });
    expect(onTrigger).not.toHaveBeenCalled();
    scrollTo(70);
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it("never fires by scrolling a page too short to scroll", () => {
    const onTrigger = arm({ scrollDepthPercent: 50 });
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 800 });
    vi.stubGlobal("innerHeight", 1000);
    window.dispatchEvent(new Event("scroll"));
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it("fires when the pointer leaves the page through the top edge only", () => {
    const onTrigger = arm({});
    mouseOut({ clientY: 300, relatedTarget: null });
    mouseOut({ clientY: 0, relatedTarget: document.body });
    expect(onTrigger).not.toHaveBeenCalled();
    mouseOut({ clientY: -4, relatedTarget: null });
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it("fires once, whichever trigger comes first, and stops listening", () => {
    const onTrigger = arm({ timerMs: 20_000, visitShareMs: 60_000, scrollDepthPercent: 50 });
    scrollTo(80);
    vi.advanceTimersByTime(120_000);
    mouseOut({ clientY: 0, relatedTarget: null });
    expect(onTrigger).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does nothing once disarmed", () => {
    const onTrigger = arm({ timerMs: 20_000, scrollDepthPercent: 50 });
    disarm();
    scrollTo(90);
    mouseOut({ clientY: 0, relatedTarget: null });
    vi.advanceTimersByTime(120_000);
    expect(onTrigger).not.toHaveBeenCalled();
  });
});
