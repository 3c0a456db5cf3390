// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrated } from "#tests/app/hydrate.tsx";
import { HtmlOnlyProvider, KeptHtml, useHtmlOnly } from "./html-only.tsx";

/** A page whose FAQ text is HTML only: the server reads it beside the data, the browser's data carries null. */
function Page({ faq }: { faq: string | null }) {
  const shown = useHtmlOnly("faq", faq);
  return (
    <main>
      <button type="button">Adaugă în coș</button>
      <KeptHtml>
        {shown ? (
          <details>
            <summary>Întrebări</summary>
            <p>{shown}</p>
          </details>
        ) : null}
      </KeptHtml>
    </main>
  );
}

describe("HTML-only content", () => {
  it("is rendered on the server from the kept value, and the browser's hydration without it keeps that HTML", async () => {
    const serverHtml = renderToString(
      <HtmlOnlyProvider value={new Map([["faq", "Ia 2 capsule pe zi."]])}>
        <Page faq={null} />
      </HtmlOnlyProvider>,
    );
    expect(serverHtml).toContain("Ia 2 capsule pe zi.");

    const { container, recoverable, root, unmount } = await hydrated(serverHtml, <Page faq={null} />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);

    // A navigation's data carries the text itself: the live tree replaces the kept HTML.
    await act(async () => root.render(<Page faq="Ia 3 capsule pe zi." />));
    expect(container.querySelector("p")?.textContent).toBe("Ia 3 capsule pe zi.");
    expect(container.querySelectorAll("details")).toHaveLength(1);
    unmount();
  });
});
