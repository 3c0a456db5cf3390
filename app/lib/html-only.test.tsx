// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
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

    const container = document.createElement("div");
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page faq={null} />, { onRecoverableError: recoverable });
    });
    // A mismatch would be a recoverable error (and a console error, which the test setup fails on).
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);

    // A navigation's data carries the text itself: the live tree replaces the kept HTML.
    await act(async () => root!.render(<Page faq="Ia 3 capsule pe zi." />));
    expect(container.querySelector("p")?.textContent).toBe("Ia 3 capsule pe zi.");
    expect(container.querySelectorAll("details")).toHaveLength(1);
    root!.unmount();
    container.remove();
  });
});
