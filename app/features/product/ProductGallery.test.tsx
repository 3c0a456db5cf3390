// @vitest-environment jsdom
// jsdom, not happy-dom like the other component tests: happy-dom fails every picture's load, which the gallery answers
// with "Image unavailable".
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { describe, expect, it } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ProductGallery } from "./ProductGallery.tsx";
import type { GalleryImage } from "./product-query.ts";

const image = (n: number): GalleryImage => ({
  id: `image-${n}`,
  altText: `Bottle, view ${n}`,
  width: 800,
  height: 800,
  small: `/images/${n}-400.webp`,
  medium: `/images/${n}-800.webp`,
  large: `/images/${n}-1200.webp`,
  thumbnail: `/images/${n}-160.webp`,
});
const images = [image(1), image(2), image(3)];

function renderGallery(list = images) {
  return render(
    <I18nProvider i18n={createTestI18n("en")}>
      <ProductGallery images={list} title="Papillex" />
    </I18nProvider>,
  );
}

const mainImage = () => screen.getByRole("img", { name: /^Bottle/ });
const thumbnail = (n: number) => screen.getByRole("button", { name: `Show image ${n} of 3` });
const swipe = (fromX: number, toX: number) => {
  const frame = mainImage().closest("[class*=aspect-square]") as HTMLElement;
  fireEvent.touchStart(frame, { touches: [{ clientX: fromX }] });
  fireEvent.touchEnd(frame, { changedTouches: [{ clientX: toX }] });
};

describe("ProductGallery", () => {
  it("shows the first picture with high priority and explicit dimensions", () => {
    renderGallery();
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 1");
    expect(mainImage().getAttribute("fetchpriority")).toBe("high");
    expect(mainImage().getAttribute("width")).toBe("800");
    expect(mainImage().getAttribute("height")).toBe("800");
  });

  it("gives the thumbnails the 160-px rendition, and the 400-px one where a thumbnail needs more pixels", () => {
    renderGallery();
    const picture = thumbnail(2).querySelector("img")!;
    expect(picture.getAttribute("src")).toBe("/images/2-160.webp");
    expect(picture.getAttribute("srcset")).toBe("/images/2-160.webp 160w, /images/2-400.webp 400w");
    expect(picture.getAttribute("sizes")).toBe("(min-width: 768px) 104px, calc((100vw - 64px) / 5)");
  });

  it("switches the picture by thumbnail click", () => {
    renderGallery();
    fireEvent.click(thumbnail(3));
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 3");
    expect(thumbnail(3).getAttribute("aria-pressed")).toBe("true");
  });

  it("keeps the thumbnails one tab stop, moved by arrow keys, Home and End, wrapping", () => {
    renderGallery();
    expect([1, 2, 3].map((n) => thumbnail(n).tabIndex)).toEqual([0, -1, -1]);
    thumbnail(1).focus();
    fireEvent.keyDown(thumbnail(1), { key: "ArrowRight" });
    expect(document.activeElement).toBe(thumbnail(2));
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 2");
    expect([1, 2, 3].map((n) => thumbnail(n).tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(thumbnail(2), { key: "End" });
    fireEvent.keyDown(thumbnail(3), { key: "ArrowRight" });
    expect(document.activeElement).toBe(thumbnail(1));
    fireEvent.keyDown(thumbnail(1), { key: "ArrowLeft" });
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 3");
  });

  it("goes to the next or previous picture on a swipe over 50 px only", () => {
    renderGallery();
    swipe(200, 150);
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 1");
    swipe(200, 149);
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 2");
    swipe(100, 151);
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 1");
  });

  it("says 'Image unavailable' for a product without pictures or a picture that fails", () => {
    const { unmount } = renderGallery([]);
    expect(screen.getByRole("img", { name: "Image unavailable" })).toBeTruthy();
    unmount();
    renderGallery();
    fireEvent.error(mainImage());
    expect(screen.getByRole("img", { name: "Image unavailable" })).toBeTruthy();
    fireEvent.click(thumbnail(2));
    expect(mainImage().getAttribute("alt")).toBe("Bottle, view 2");
  });
});
