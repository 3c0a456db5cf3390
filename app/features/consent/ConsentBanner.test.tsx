// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ConsentRuntime } from "./ConsentRuntime.tsx";

const VERSION = "0123456789abcdef";
const fetchMock = vi.fn<typeof fetch>();

function renderHost(language: "ro" | "en" = "en") {
  const i18n = createTestI18n(language);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        Component: () => (
          <I18nProvider i18n={i18n}>
            <button type="button">Page</button>
            <ConsentRuntime version={VERSION} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

const stored = () => JSON.parse(window.localStorage.getItem("elara_consent") ?? "null") as Record<string, unknown> | null;
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A worker's next test file shares this window (isolate: false): a choice left here would be its shopper's.
  window.localStorage.clear();
});

describe("the cookie banner", () => {
  it("asks a shopper with no choice, without taking focus, and keeps and records 'necessary only'", async () => {
    renderHost();
    const page = screen.getByRole("button", { name: "Page" });
    page.focus();
    const banner = await screen.findByRole("region", { name: "Cookies and browser data" });
    expect(document.activeElement).toBe(page);
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("The cookie banner is at the end of the page: choose what you allow."),
    );
    expect(banner.querySelector('a[href="/cookies"]')).not.toBeNull();

    // Escape is not a choice: the banner stays until the shopper makes one.
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByRole("region", { name: "Cookies and browser data" })).toBeTruthy();

    const changed = vi.fn();
    const recorded = vi.fn();
    window.addEventListener("elara:consent-changed", changed);
    window.addEventListener("elara:consent-recorded", recorded);
    fireEvent.click(screen.getByRole("button", { name: "Necessary only" }));
    window.removeEventListener("elara:consent-changed", changed);
    expect(screen.queryByRole("region", { name: "Cookies and browser data" })).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject({ version: VERSION, statistics: false, marketing: false });
    expect(stored()!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/cookie-consent");
    expect(sentBodies()).toEqual([{ consentId: stored()!.id, textVersion: VERSION, language: "en", statistics: false, marketing: false }]);
    // What needs the proof on the server (the visit beacon) hears once the store has answered.
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    window.removeEventListener("elara:consent-recorded", recorded);
  });

  it("lets the shopper choose category by category, and reopens from the footer with the choice made, under the same id", async () => {
    renderHost("ro");
    fireEvent.click(await screen.findByRole("button", { name: "Aleg eu" }));
    const statistics = screen.getByRole("checkbox", { name: "Statistică" });
    expect(document.activeElement).toBe(statistics);
    expect((screen.getByRole("checkbox", { name: "Strict necesare (mereu active)" }) as HTMLInputElement).disabled).toBe(true);
    const marketing = screen.getByRole("checkbox", { name: "Marketing" }) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    expect(screen.getByText(/Comenzile tale trimise de server la Meta/)).toBeTruthy();
    fireEvent.click(statistics);
    fireEvent.click(screen.getByRole("button", { name: "Salvează alegerea" }));
    expect(stored()).toMatchObject({ statistics: true, marketing: false });
    const id = stored()!.id;

    act(() => void window.dispatchEvent(new Event("elara:open-consent")));
    const reopened = await screen.findByRole("checkbox", { name: "Statistică" });
    expect((reopened as HTMLInputElement).checked).toBe(true);
    // Reopened, Escape closes it and keeps the choice already made.
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("checkbox", { name: "Statistică" })).toBeNull();
    expect(stored()).toMatchObject({ id, statistics: true });

    act(() => void window.dispatchEvent(new Event("elara:open-consent")));
    fireEvent.click(await screen.findByRole("button", { name: "Doar cele necesare" }));
    expect(stored()).toMatchObject({ id, statistics: false });
    expect(sentBodies().map((body) => [body.consentId, body.statistics])).toEqual([
      [id, true],
      [id, false],
    ]);
  });

  it("allows statistics and marketing with 'Accept all', and marketing alone when chosen so", async () => {
    renderHost();
    fireEvent.click(await screen.findByRole("button", { name: "Accept all" }));
    expect(stored()).toMatchObject({ statistics: true, marketing: true });
    act(() => void window.dispatchEvent(new Event("elara:open-consent")));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Statistics" }));
    fireEvent.click(screen.getByRole("button", { name: "Save my choice" }));
    expect(stored()).toMatchObject({ statistics: false, marketing: true });
    expect(sentBodies().map((body) => [body.statistics, body.marketing])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it("stays closed while a choice younger than six months is kept, and asks again after", async () => {
    const choice = (daysAgo: number) =>
      JSON.stringify({
        id: "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b",
        version: VERSION,
        decidedAt: Date.now() - daysAgo * 86_400_000,
        statistics: true,
        marketing: false,
      });
    window.localStorage.setItem("elara_consent", choice(181));
    renderHost();
    await act(async () => await Promise.resolve());
    expect(screen.queryByRole("region")).toBeNull();
    cleanup();

    window.localStorage.setItem("elara_consent", choice(183));
    renderHost();
    expect(await screen.findByRole("region", { name: "Cookies and browser data" })).toBeTruthy();
  });

  it("is in the server's HTML for everyone, hidden until hydration where a choice is kept, then decided by the browser", async () => {
    const Host = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <I18nProvider i18n={createTestI18n("en")}>
            <ConsentRuntime version={VERSION} />
          </I18nProvider>
        ),
      },
    ]);
    const serverHtml = renderToString(<Host />);
    const hydrate = async () => {
      const container = document.createElement("div");
      container.innerHTML = serverHtml;
      document.body.append(container);
      const serverBanner = container.querySelector("section");
      const root = await act(async () => hydrateRoot(container, <Host />));
      return { container, serverBanner, root };
    };
    // The server's banner carries the class app.css hides under the head script's mark.
    expect(serverHtml).toContain("Cookies and browser data");
    expect(serverHtml).toMatch(/<section[^>]*class="consent-unless-kept /);

    // No choice: hydration keeps the server's banner, no longer hideable.
    const first = await hydrate();
    const banner = first.container.querySelector("section");
    expect(banner).toBe(first.serverBanner);
    expect(banner!.classList.contains("consent-unless-kept")).toBe(false);
    flushSync(() => first.root.unmount());

    // A choice kept: hydration takes the banner away.
    window.localStorage.setItem(
      "elara_consent",
      JSON.stringify({
        id: "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b",
        version: VERSION,
        decidedAt: Date.now(),
        statistics: false,
        marketing: false,
      }),
    );
    const kept = await hydrate();
    expect(kept.serverBanner).not.toBeNull();
    expect(kept.container.querySelector("section")).toBeNull();
    flushSync(() => kept.root.unmount());
  });
});
