// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { describe, expect, it } from "vitest";
import { advance, fakeClockWithMotionForEachTest, mockReducedMotion } from "#tests/app/motion-clock.ts";
import { hydrated } from "#tests/app/hydrate.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { INGREDIENT_INTERVAL_MS, IngredientCarousel } from "./IngredientCarousel.tsx";

type Ingredient = { title: string; description: string; image: string | null };

const items: Ingredient[] = ["Zinc", "Selenium", "Folate"].map((title) => ({
  title,
  description: `${title} helps.`,
  image: `/${title}.svg`,
}));

function renderCarousel(count = items.length) {
  return render(
    <I18nProvider i18n={createTestI18n("en")}>
      <IngredientCarousel ingredients={{ title: "Carefully chosen ingredients", items: items.slice(0, count) }} />
    </I18nProvider>,
  );
}

/** The slide on show is the one not hidden from assistive technology. */
const shown = () => screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"));

fakeClockWithMotionForEachTest();

describe("IngredientCarousel", () => {
  it("moves on every 3 s and wraps from the last ingredient to the first", () => {
    expect(INGREDIENT_INTERVAL_MS).toBe(3000);
    renderCarousel();
    expect(shown()).toEqual(["1 of 3"]);
    advance(2999);
    expect(shown()).toEqual(["1 of 3"]);
    advance(1);
    expect(shown()).toEqual(["2 of 3"]);
    advance(3000);
    expect(shown()).toEqual(["3 of 3"]);
    advance(3000);
    expect(shown()).toEqual(["1 of 3"]);
  });

  it("moves with its buttons, wrapping both ways", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous ingredient" }));
    expect(shown()).toEqual(["3 of 3"]);
    fireEvent.click(screen.getByRole("button", { name: "Next ingredient" }));
    expect(shown()).toEqual(["1 of 3"]);
    fireEvent.click(screen.getByRole("button", { name: "Next ingredient" }));
    expect(shown()).toEqual(["2 of 3"]);
  });

  it("holds still while pointed at or focused, and moves on again after", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Carefully chosen ingredients" });
    fireEvent.mouseEnter(region);
    advance(9000);
    expect(shown()).toEqual(["1 of 3"]);
    fireEvent.mouseLeave(region);
    advance(3000);
    expect(shown()).toEqual(["2 of 3"]);
    fireEvent.focus(screen.getByRole("button", { name: "Next ingredient" }));
    advance(9000);
    expect(shown()).toEqual(["2 of 3"]);
  });

  it("stops when the shopper pauses it", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause the ingredient carousel" }));
    fireEvent.blur(screen.getByRole("button", { name: "Play the ingredient carousel" }));
    advance(9000);
    expect(shown()).toEqual(["1 of 3"]);
  });

  it("never moves by itself under reduced motion", () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(9000);
    expect(shown()).toEqual(["1 of 3"]);
    expect(screen.queryByRole("button", { name: /Pause/ })).toBeNull();
  });

  it("has no controls for a single ingredient, and nothing at all for none", () => {
    const { container, unmount } = renderCarousel(1);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("heading", { name: "Carefully chosen ingredients" })).toBeTruthy();
    unmount();
    renderCarousel(0);
    expect(container.textContent).toBe("");
  });

  it("hydrates a document whose data names the ingredients only, keeping the server's pictures and texts, and moves", async () => {
    // The product page's data leaves the slides' pictures and texts out (decision 0100): the server wrote them.
    const carousel = (shownItems: Ingredient[], contentShown: boolean) => (
      <I18nProvider i18n={createTestI18n("en")}>
        <IngredientCarousel ingredients={{ title: "Carefully chosen ingredients", items: shownItems }} contentShown={contentShown} />
      </I18nProvider>
    );
    const serverHtml = renderToString(carousel(items, true));
    expect(serverHtml).toContain("Selenium helps.");
    const namesOnly = items.map(({ title }) => ({ title, description: "", image: null }));

    const { container, recoverable, unmount } = await hydrated(serverHtml, carousel(namesOnly, false));
    expect(recoverable).not.toHaveBeenCalled();
    // As the browser reads the server's HTML (`<img …/>` is `<img …>` once parsed).
    const asParsed = document.createElement("div");
    asParsed.innerHTML = serverHtml;
    expect(container.innerHTML).toBe(asParsed.innerHTML);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next ingredient" })));
    expect(shown()).toEqual(["2 of 3"]);
    const current = screen.getByRole("group", { name: "2 of 3" });
    expect(current.textContent).toBe("SeleniumSelenium helps.");
    expect(current.querySelector("img")?.getAttribute("src")).toBe("/Selenium.svg");
    unmount();
  });
});
