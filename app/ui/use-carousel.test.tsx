// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { advance, fakeClockWithMotionForEachTest, mockReducedMotion } from "#tests/app/motion-clock.ts";
import { useCarousel, type CarouselOptions } from "./use-carousel.ts";

function Harness(options: CarouselOptions) {
  const carousel = useCarousel(options);
  return (
    <div {...carousel.rootProps} aria-label="Demo">
      <button type="button" onClick={carousel.previous} {...carousel.arrowHoverHandlers}>
        Previous
      </button>
      <button type="button" onClick={carousel.next} {...carousel.arrowHoverHandlers}>
        Next
      </button>
      <button type="button" onClick={carousel.togglePlay}>
        {carousel.userPaused ? "Play" : "Pause"}
      </button>
      <div data-testid="track" {...carousel.liveRegionProps} {...carousel.swipeHandlers}>
        {Array.from({ length: options.count }, (_, slide) => (
          <div key={slide} {...carousel.getSlideProps(slide, `${slide + 1} of ${options.count}`)}>
            Slide {slide + 1}
          </div>
        ))}
      </div>
      <output data-testid="index">{carousel.index}</output>
    </div>
  );
}

const index = () => Number(screen.getByTestId("index").textContent);
const swipe = (fromX: number, toX: number) => {
  const track = screen.getByTestId("track");
  fireEvent.touchStart(track, { touches: [{ clientX: fromX }] });
  fireEvent.touchEnd(track, { changedTouches: [{ clientX: toX }] });
};

/** Held, the carousel stays put however long it waits; released, the usual 4 s countdown starts again. */
function expectHeldUntilReleased(hold: () => void, release: () => void) {
  hold();
  advance(12_000);
  expect(index()).toBe(0);
  release();
  advance(4000);
  expect(index()).toBe(1);
}

fakeClockWithMotionForEachTest();

describe("useCarousel", () => {
  it("advances every 4 s and wraps from the last view to the first", () => {
    render(<Harness count={3} intervalMs={4000} />);
    advance(3999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    advance(4000);
    expect(index()).toBe(2);
    advance(4000);
    expect(index()).toBe(0);
  });

  it("stops at the last full view when several slides show at once", () => {
    render(<Harness count={5} perView={3} />);
    expect(screen.getByText("Slide 4").hasAttribute("inert")).toBe(true);
    expect(screen.getByText("Slide 3").hasAttribute("inert")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(index()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(index()).toBe(0);
  });

  it("moves with the buttons and wraps both ways", () => {
    render(<Harness count={3} autoPlay={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(index()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(index()).toBe(0);
  });

  it("holds still while an arrow is hovered", () => {
    render(<Harness count={3} />);
    expectHeldUntilReleased(
      () => fireEvent.mouseEnter(screen.getByRole("button", { name: "Next" })),
      () => fireEvent.mouseLeave(screen.getByRole("button", { name: "Next" })),
    );
  });

  it("pauses on touch and resumes 2 s after a swipe", () => {
    render(<Harness count={4} />);
    const track = screen.getByTestId("track");
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    advance(10_000);
    expect(index()).toBe(0);
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 200 }] });
    expect(index()).toBe(1);
    // Still paused for 2 s, then the usual 4 s countdown.
    advance(1999);
    expect(track.getAttribute("aria-live")).toBe("polite");
    advance(1);
    expect(track.getAttribute("aria-live")).toBe("off");
    advance(3999);
    expect(index()).toBe(1);
    advance(1);
    expect(index()).toBe(2);
  });

  it("needs a swipe of more than 50 px: 49 and 50 do nothing, 51 moves either way", () => {
    render(<Harness count={4} autoPlay={false} />);
    swipe(200, 151);
    expect(index()).toBe(0);
    swipe(200, 150);
    expect(index()).toBe(0);
    swipe(200, 149);
    expect(index()).toBe(1);
    swipe(100, 151);
    expect(index()).toBe(0);
    swipe(100, 149);
    expect(index()).toBe(0);
  });

  it("pauses while focus is inside and announces politely then", () => {
    render(<Harness count={3} />);
    const track = screen.getByTestId("track");
    expect(track.getAttribute("aria-live")).toBe("off");
    expectHeldUntilReleased(
      () => {
        act(() => screen.getByRole("button", { name: "Next" }).focus());
        expect(track.getAttribute("aria-live")).toBe("polite");
      },
      () => act(() => screen.getByRole("button", { name: "Next" }).blur()),
    );
  });

  it("stops and restarts with the pause button", () => {
    render(<Harness count={3} />);
    expectHeldUntilReleased(
      () => fireEvent.click(screen.getByRole("button", { name: "Pause" })),
      () => fireEvent.click(screen.getByRole("button", { name: "Play" })),
    );
  });

  it("never moves by itself under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<Harness count={3} />);
    advance(20_000);
    expect(index()).toBe(0);
    expect(screen.getByTestId("track").getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(index()).toBe(1);
  });

  it("labels itself as a carousel of labelled slides", () => {
    render(<Harness count={2} />);
    const region = screen.getByRole("region", { name: "Demo" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const slide = screen.getByRole("group", { name: "1 of 2" });
    expect(slide.getAttribute("aria-roledescription")).toBe("slide");
  });
});
