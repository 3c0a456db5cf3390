// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrated } from "#tests/app/hydrate.tsx";
import { takeKeptSections } from "./document-stream.ts";
import { KeptRender, KeptRendersProvider, type KeptRenders } from "./kept-render.tsx";
import { keptSectionWriter } from "./kept-render.server.tsx";

/** A disclosure whose button names its panel by `useId`: the ids must agree between the server's HTML and the browser. */
function Disclosure({ title }: { title: string }) {
  const panel = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {title}
      </button>
      <p id={panel} hidden={!open}>
        Ia 2 capsule pe zi.
      </p>
    </div>
  );
}

function Page() {
  return (
    <main>
      <h1>Papillex</h1>
      <KeptRender as="section" keep="faq|papillex" tags={["catalog"]} className="contents">
        text first
        <Disclosure title="Doză" />
        <Disclosure title="Ingrediente" />
      </KeptRender>
    </main>
  );
}

/** A store of one scope, as server/web/kept-renders.ts keeps sections between renders. */
function memoryStore() {
  const kept = new Map<string, string>();
  const marked = new Map<string, string>();
  const renders: KeptRenders & { keep(marker: string, html: string): void } = {
    html: (key) => kept.get(key),
    mark: (key) => {
      const marker = `k${marked.size + 1}`;
      marked.set(marker, key);
      return marker;
    },
    keep: (marker, html) => kept.set(marked.get(marker)!, html),
  };
  return { renders, kept };
}

describe("a kept section", () => {
  it("is written once by the server, then reused, the same HTML, and the browser hydrates either with the same ids", async () => {
    const { renders, kept } = memoryStore();
    const plain = renderToString(<Page />);
    const marked = renderToString(
      <KeptRendersProvider value={keptSectionWriter(renders)}>
        <Page />
      </KeptRendersProvider>,
    );
    expect(marked).toContain("data-kept-start");
    const sent = takeKeptSections(Buffer.from(marked), renders.keep).toString();
    expect(sent).toBe(plain);
    expect([...kept.values()]).toHaveLength(1);

    const reused = renderToString(
      <KeptRendersProvider value={keptSectionWriter(renders)}>
        <Page />
      </KeptRendersProvider>,
    );
    expect(reused).toBe(plain);

    const { container, recoverable, unmount } = await hydrated(reused, <Page />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(plain);
    const buttons = container.querySelectorAll("button");
    expect(buttons).toHaveLength(2);
    await act(async () => buttons[1]!.click());
    expect(buttons[1]!.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(buttons[1]!.getAttribute("aria-controls")!)?.hasAttribute("hidden")).toBe(false);
    unmount();
  });

  it("is rendered as any element where nothing is kept, or when its key is null", () => {
    const { renders } = memoryStore();
    const html = renderToString(
      <KeptRendersProvider value={keptSectionWriter(renders)}>
        <KeptRender keep={null} tags={[]} className="contents">
          <p>Mostră</p>
        </KeptRender>
      </KeptRendersProvider>,
    );
    expect(html).toBe('<div class="contents"><p>Mostră</p></div>');
  });
});
