// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { lazy, Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrated } from "#tests/app/hydrate.tsx";
import { RenderWhenSeen } from "./render-when-seen.tsx";

/** The browser's IntersectionObserver, driven by the test: `seen()` reports every observed element in view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeIntersectionObserver.current = FakeIntersectionObserver.current.filter((observer) => observer !== this);
  }
  static seen() {
    for (const observer of FakeIntersectionObserver.current) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const rendered = vi.fn();
const clicked = vi.fn();

/** A section with a counter: its button works only once the section is live. */
function Reviews({ product }: { product: string }) {
  rendered(product);
  const [helpful, setHelpful] = useState(0);
  return (
    <section aria-label={`Recenzii ${product}`}>
      <p>{helpful} utile</p>
      <button
        type="button"
        onClick={() => {
          clicked(product);
          setHelpful((count) => count + 1);
        }}
      >
        Util
      </button>
    </section>
  );
}

function Page({ product, Section = Reviews }: { product: string; Section?: typeof Reviews }) {
  return (
    <main>
      <h1>{product}</h1>
      <Suspense fallback={null}>
        <RenderWhenSeen showing={product}>
          <Section product={product} />
        </RenderWhenSeen>
      </Suspense>
    </main>
  );
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  rendered.mockClear();
  clicked.mockClear();
});

afterEach(() => {
  FakeIntersectionObserver.current = [];
  vi.unstubAllGlobals();
});

async function hydratedPage(product = "Papillex") {
  const serverHtml = renderToString(<Page product={product} />);
  rendered.mockClear();
  return { serverHtml, ...(await hydrated(serverHtml, <Page product={product} />)) };
}

describe("a section rendered when seen", () => {
  it("keeps the server's HTML while the document hydrates, without rendering the section", async () => {
    const { serverHtml, container, recoverable, unmount } = await hydratedPage();
    expect(recoverable).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(FakeIntersectionObserver.current[0]?.observed.map((element) => element.tagName)).toEqual(["SECTION"]);
    unmount();
  });

  it("renders live when it comes near the viewport, with the same markup", async () => {
    const { serverHtml, container, unmount } = await hydratedPage();
    await act(async () => FakeIntersectionObserver.seen());
    expect(rendered).toHaveBeenCalledWith("Papillex");
    // The same elements and text; React's comments (Suspense's bounds, text separators) are the server's alone.
    const withoutComments = (html: string) => html.replace(/<!--.*?-->/g, "");
    expect(withoutComments(container.innerHTML)).toBe(withoutComments(serverHtml));
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("p")?.textContent).toBe("1 utile");
    // Live, it no longer watches the viewport.
    expect(FakeIntersectionObserver.current).toHaveLength(0);
    unmount();
  });

  it("hands a click on the server's HTML to the live section's control, once, and focuses it", async () => {
    const { container, unmount } = await hydratedPage();
    const serverButton = container.querySelector("button")!;
    await act(async () => serverButton.click());
    expect(clicked).toHaveBeenCalledTimes(1);
    const liveButton = container.querySelector("button")!;
    expect(liveButton).not.toBe(serverButton);
    expect(document.activeElement).toBe(liveButton);
    expect(container.querySelector("p")?.textContent).toBe("1 utile");
    unmount();
  });

  it("leaves a click with a modifier to the browser (a link opened in another tab), and renders live", async () => {
    const { container, unmount } = await hydratedPage();
    const serverButton = container.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => serverButton.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
    expect(clicked).not.toHaveBeenCalled();
    expect(rendered).toHaveBeenCalled();
    unmount();
  });

  it("waits for a press on the server's HTML to end before replacing it, so the press's click reaches a control", async () => {
    const { container, unmount } = await hydratedPage();
    const serverButton = container.querySelector("button")!;
    await act(async () => {
      serverButton.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      FakeIntersectionObserver.seen();
    });
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => {
      window.dispatchEvent(new Event("pointerup"));
      serverButton.click();
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(container.querySelector("p")?.textContent).toBe("1 utile");
    unmount();
  });

  it("hands a click to the live control like the one clicked even when the live section has one control fewer", async () => {
    let inBrowser = false;
    function Carousel({ product }: { product: string }) {
      rendered(product);
      // The server cannot know the shopper's reduced motion: the browser's first render has no pause button.
      const paused = inBrowser;
      return (
        <section aria-label="Ingrediente">
          {paused ? null : <button type="button" aria-label="Pauză" onClick={() => clicked("pause")} />}
          <button type="button" aria-label="Anterior" onClick={() => clicked("previous")} />
          <button type="button" aria-label="Următor" onClick={() => clicked("next")} />
        </section>
      );
    }
    const serverHtml = renderToString(<Page product="Papillex" Section={Carousel} />);
    expect(serverHtml).toContain("Pauză");
    inBrowser = true;
    const { container, unmount } = await hydrated(serverHtml, <Page product="Papillex" Section={Carousel} />);
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Anterior"]')!.click());
    expect(clicked.mock.calls).toEqual([["previous"]]);
    unmount();
  });

  it("moves the focus a keyboard gave the server's HTML to the live control", async () => {
    const { container, unmount } = await hydratedPage();
    await act(async () => container.querySelector("button")!.focus());
    expect(rendered).toHaveBeenCalled();
    expect(document.activeElement).toBe(container.querySelector("button"));
    expect(clicked).not.toHaveBeenCalled();
    unmount();
  });

  it("keeps the server's HTML on screen until a section whose code is still loading arrives", async () => {
    let arrive: () => void = () => undefined;
    const LazyReviews = lazy(() => new Promise<{ default: typeof Reviews }>((resolve) => (arrive = () => resolve({ default: Reviews }))));
    const serverHtml = renderToString(<Page product="Papillex" />);
    const { container, unmount } = await hydrated(
      serverHtml,
      <Page product="Papillex" Section={LazyReviews as unknown as typeof Reviews} />,
    );
    await act(async () => container.querySelector("button")!.click());
    expect(container.innerHTML).toBe(serverHtml);
    expect(clicked).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(container.querySelector("p")?.textContent).toBe("1 utile");
    unmount();
  });

  it("hydrates at once when the address asks for the section", async () => {
    const serverHtml = renderToString(<Page product="Papillex" />);
    function Asked() {
      return (
        <main>
          <h1>Papillex</h1>
          <Suspense fallback={null}>
            <RenderWhenSeen showing="Papillex" asked>
              <Reviews product="Papillex" />
            </RenderWhenSeen>
          </Suspense>
        </main>
      );
    }
    const { container, recoverable, unmount } = await hydrated(serverHtml, <Asked />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(rendered).toHaveBeenLastCalledWith("Papillex");
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("p")?.textContent).toBe("1 utile");
    unmount();
  });

  it("renders live at once after a navigation to another product, and in a page the browser rendered itself", async () => {
    const { container, root, unmount } = await hydratedPage();
    await act(async () => root.render(<Page product="Simplix" />));
    expect(container.querySelector("section")?.getAttribute("aria-label")).toBe("Recenzii Simplix");
    // Back on the first product, the section stays live: the document's HTML of it may be out of date.
    rendered.mockClear();
    await act(async () => root.render(<Page product="Papillex" />));
    expect(rendered).toHaveBeenLastCalledWith("Papillex");
    expect(FakeIntersectionObserver.current).toHaveLength(0);
    unmount();

    render(<Page product="AHCC" />);
    expect(rendered).toHaveBeenLastCalledWith("AHCC");
  });
});
