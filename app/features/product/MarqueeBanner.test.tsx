// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { describe, expect, it } from "vitest";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { MARQUEE_DURATION_S, MarqueeBanner, type MarqueeSpeed } from "./MarqueeBanner.tsx";

function renderMarquee(speed: MarqueeSpeed, bottlesSold: string | null = "250.000") {
  return render(
    <I18nProvider i18n={createTestI18n("ro")}>
      <MarqueeBanner speed={speed} bottlesSold={bottlesSold} />
    </I18nProvider>,
  );
}

describe("MarqueeBanner", () => {
  it.each([
    ["slow", 45],
    ["medium", 30],
    ["fast", 20],
  ] as const)("loops in %s s at the %s speed", (speed, seconds) => {
    expect(MARQUEE_DURATION_S[speed]).toBe(seconds);
    const { container } = renderMarquee(speed);
    expect((container.querySelector(".product-marquee-track") as HTMLElement).style.animationDuration).toBe(`${seconds}s`);
  });

  it("reads its claims once: the repeated copy is hidden from assistive technology", () => {
    renderMarquee("medium");
    const region = screen.getByRole("region", { name: "Promisiunile noastre" });
    expect(region.textContent).toContain("Peste 250.000 de sticle vândute");
    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
  });

  it("can be stopped by a tick any keyboard reaches, which the style sheet pauses the loop on (WCAG 2.2.2)", () => {
    renderMarquee("medium");
    const stop = screen.getByRole("checkbox", { name: "Oprește derularea" });
    expect(stop.classList.contains("product-marquee-stop")).toBe(true);
    // React hoists the component's style sheet into the document's head.
    expect([...document.querySelectorAll("style")].map((style) => style.textContent).join("\n")).toContain(
      ".product-marquee:has(.product-marquee-stop:checked) .product-marquee-track { animation-play-state: paused; }",
    );
    expect(screen.getByRole("region").classList.contains("product-marquee")).toBe(true);
  });

  it("says the owner's bottles-sold figure, and nothing about bottles when the owner hid it", () => {
    const { unmount } = renderMarquee("medium", "312.500");
    expect(screen.getByRole("region").textContent).toContain("Peste 312.500 de sticle vândute");
    unmount();
    renderMarquee("medium", null);
    expect(screen.getByRole("region").textContent).not.toContain("sticle");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});
