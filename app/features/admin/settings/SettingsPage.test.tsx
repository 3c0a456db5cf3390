// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ExchangeRateView } from "#domain/admin-settings";
import type { Language } from "#domain/locale";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { SettingsPage, type SettingsPageProps } from "./SettingsPage.tsx";

const FIRST_RENDER = { timeout: 10_000 };

const rate = (currencyCode: string, unitsPerRonMicros: number, changes: Partial<ExchangeRateView> = {}): ExchangeRateView => ({
  currencyCode,
  unitsPerRonMicros,
  updatedAt: "2026-11-20T10:00:00.000Z",
  updatedBy: null,
  ...changes,
});

/** The server as the page sees it: the loader reads `stored`, the mocked API changes it. */
let stored: Omit<SettingsPageProps, "csrfToken">;
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

function Page() {
  return <SettingsPage {...useLoaderData<SettingsPageProps>()} />;
}

function renderPage(language: Language) {
  const i18n = createTestI18n(language, {
    onMissingKey: (namespace, key) => {
      throw new Error(`Missing text ${namespace}:${key}`);
    },
  });
  const router = createMemoryRouter(
    [{ path: "/admin/settings", loader: () => ({ ...stored, csrfToken: "csrf-1" }), element: <Page />, HydrateFallback: () => null }],
    { initialEntries: ["/admin/settings"] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  stored = {
    shipping: { flatRateMinor: 1999, freeShippingFromMinor: 20_000, updatedAt: null, updatedBy: null },
    exchangeRates: [
      rate("EUR", 201_000, { updatedAt: "2026-11-22T14:30:00.000Z", updatedBy: "owner@elara.test" }),
      rate("JPY", 33_400_000),
    ],
    holdUnverified: false,
    anpc: { solUrl: null, updatedAt: null, updatedBy: null },
  };
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("the settings page", () => {
  it("shows the shipping terms in lei, each rate per leu with an example and who set it last, and the reviews' hold", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Settings" }, FIRST_RENDER);
    expect((screen.getByRole("textbox", { name: /Flat shipping rate \(lei\)/ }) as HTMLInputElement).value).toBe("19.99");
    expect((screen.getByRole("textbox", { name: /Free shipping from \(lei\)/ }) as HTMLInputElement).value).toBe("200");
    // The shipping terms and the SOL link have never been set.
    expect(screen.getAllByText("Never changed: the store's default applies.")).toHaveLength(2);
    expect((screen.getByRole("textbox", { name: /SOL pictogram address/ }) as HTMLInputElement).value).toBe("");
    const eur = screen.getByRole("textbox", { name: /EUR for 1 leu/ }) as HTMLInputElement;
    expect(eur.value).toBe("0.201");
    expect(eur.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("100 lei ≈ 20,10 €")).toBeTruthy();
    expect(screen.getByText("Last changed 22 Nov 2026, 16:30 by owner@elara.test.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /JPY for 1 leu/ }) as HTMLInputElement).value).toBe("33.4");
    expect(screen.getByRole("checkbox", { name: "Hold unverified reviews until you approve them" })).toBeTruthy();
  });

  it("follows the typed rate in its example, and names the field it refuses, in Romanian, without asking the server", async () => {
    renderPage("ro");
    const eur = (await screen.findByRole("textbox", { name: /EUR pentru 1 leu/ }, FIRST_RENDER)) as HTMLInputElement;
    expect(eur.value).toBe("0,201");
    expect((screen.getByRole("textbox", { name: /Tariful fix de livrare/ }) as HTMLInputElement).value).toBe("19,99");
    fireEvent.change(eur, { target: { value: "0,25" } });
    expect(screen.getByText("100 lei ≈ 25,00 €")).toBeTruthy();
    fireEvent.change(eur, { target: { value: "0,2500001" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează cursurile" }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/Cursul EUR: scrie câte unități ale monedei primești pentru 1 leu/)).toBeTruthy();
    expect(eur.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(eur);

    const flatRate = screen.getByRole("textbox", { name: /Tariful fix de livrare/ });
    fireEvent.change(flatRate, { target: { value: "abc" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează livrarea" }));
    });
    expect(
      screen.getByText("Tariful fix de livrare: scrie o sumă în lei între 0 și 500 lei, cu cel mult două zecimale (de exemplu 19,99)."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(flatRate);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the shipping terms, shows who changed them, and says so", async () => {
    renderPage("en");
    const threshold = await screen.findByRole("textbox", { name: /Free shipping from \(lei\)/ }, FIRST_RENDER);
    fireEvent.change(threshold, { target: { value: "250" } });
    fetchMock.mockImplementationOnce(async () => {
      stored = {
        ...stored,
        shipping: {
          flatRateMinor: 1999,
          freeShippingFromMinor: 25_000,
          updatedAt: "2026-11-23T09:00:00.000Z",
          updatedBy: "owner@elara.test",
        },
      };
      return json(200, { changed: true, ...stored.shipping });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save shipping" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/shipping", body: { flatRate: "19.99", freeShippingFrom: "250" } });
    await waitFor(() => expect(screen.getByText("Shipping saved. The next page and order use it.")).toBeTruthy());
    expect(screen.getByText("Last changed 23 Nov 2026, 11:00 by owner@elara.test.")).toBeTruthy();
  });

  it("shows the server's refusal at the field it names", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Settings" }, FIRST_RENDER);
    fetchMock.mockResolvedValueOnce(json(400, { error: "JPY rate: enter how many units of the currency 1 leu buys.", field: "rates.JPY" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the rates" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/exchange-rates", body: { rates: { EUR: "0.201", JPY: "33.4" } } });
    const jpy = screen.getByRole("textbox", { name: /JPY for 1 leu/ });
    await waitFor(() => expect(jpy.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(jpy);
  });
});
