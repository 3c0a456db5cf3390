// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createMemoryRouter, RouterProvider, useRouteLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_COOKIE } from "#domain/currency";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { CurrencyProvider, useCurrency } from "./CurrencyProvider.tsx";
import { CurrencySelector } from "./CurrencySelector.tsx";
import { TEST_PUBLIC_CONFIG } from "#tests/app/public-config.ts";

const STORAGE_KEY = "elara_currency";
const publicConfig = TEST_PUBLIC_CONFIG;

function cookieCurrency(): string | undefined {
  return /(?:^|; )elara_currency=([^;]*)/.exec(document.cookie)?.[1];
}

/** The root loader as the server runs it: the cookie decides the currency of the page. */
const rootLoader = vi.fn(() => ({ language: "en", currency: cookieCurrency() ?? "RON", brandName: "Elara", publicConfig }));

function PriceProbe() {
  const data = useRouteLoaderData<{ currency: string }>("root");
  return <p data-testid="server-currency">{data?.currency}</p>;
}

function renderStore({ serverCurrency = "RON", language = "en" }: { serverCurrency?: string; language?: "ro" | "en" } = {}) {
  const i18n = createTestI18n(language);
  const hydrated = { language, currency: serverCurrency, brandName: "Elara", publicConfig };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: rootLoader,
        Component: () => (
          <I18nProvider i18n={i18n}>
            <CurrencyProvider>
              <CurrencySelector />
              <PriceProbe />
            </CurrencyProvider>
          </I18nProvider>
        ),
      },
    ],
    { hydrationData: { loaderData: { root: hydrated } } },
  );
  render(<RouterProvider router={router} />);
}

function shopAnswers(currencyCode: string) {
  vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ data: { shop: { paymentSettings: { currencyCode } } } })));
}

const select = () => screen.getByRole("combobox", { name: "Currency" });

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${CURRENCY_COOKIE}=; Path=/; Max-Age=0`;
  rootLoader.mockClear();
});

let browserLanguages: string[] | undefined;
const languagesGetter = Object.getOwnPropertyDescriptor(Navigator.prototype, "languages")!.get!;

beforeEach(() => {
  browserLanguages = undefined;
  Object.defineProperty(navigator, "languages", {
    configurable: true,
    get: () => browserLanguages ?? languagesGetter.call(navigator),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CurrencySelector", () => {
  it("offers the seven display currencies under an accessible name, showing the server's", async () => {
    shopAnswers("RON");
    renderStore({ language: "ro", serverCurrency: "RON" });
    const picker = screen.getByRole("combobox", { name: "Monedă" });
    expect(picker).toHaveProperty("value", "RON");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["USD", "EUR", "GBP", "RON", "CAD", "AUD", "JPY"]);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe("RON"));
  });

  it("stores the shopper's choice, mirrors it into the cookie, reloads the prices and announces them", async () => {
    shopAnswers("RON");
    renderStore();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe("RON"));
    expect(rootLoader).not.toHaveBeenCalled();

    fireEvent.change(select(), { target: { value: "EUR" } });
    expect(select()).toHaveProperty("value", "EUR");
    expect(localStorage.getItem(STORAGE_KEY)).toBe("EUR");
    expect(cookieCurrency()).toBe("EUR");
    await waitFor(() => expect(screen.getByTestId("server-currency").textContent).toBe("EUR"));
    expect(rootLoader).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("Prices are now shown in Euro (EUR).");
  });
});

describe("CurrencyProvider start-up", () => {
  it("uses the stored preference and reloads once when the server rendered another currency", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem(STORAGE_KEY, "JPY");
    renderStore({ serverCurrency: "RON" });
    await waitFor(() => expect(screen.getByTestId("server-currency").textContent).toBe("JPY"));
    expect(select()).toHaveProperty("value", "JPY");
    expect(cookieCurrency()).toBe("JPY");
    expect(rootLoader).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing was chosen by the shopper, so nothing is announced.
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("does not reload when the stored preference is what the server rendered", async () => {
    localStorage.setItem(STORAGE_KEY, "GBP");
    renderStore({ serverCurrency: "GBP" });
    await waitFor(() => expect(cookieCurrency()).toBe("GBP"));
    expect(rootLoader).not.toHaveBeenCalled();
  });

  it("otherwise stores the shop's currency", async () => {
    shopAnswers("RON");
    renderStore({ serverCurrency: "RON" });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe("RON"));
    expect(cookieCurrency()).toBe("RON");
  });

  it("detects the currency from the browser's languages when the shop does not answer, without storing it", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("down", { status: 503 })));
    browserLanguages = ["en-GB", "en"];
    renderStore({ serverCurrency: "RON" });
    await waitFor(() => expect(screen.getByTestId("server-currency").textContent).toBe("GBP"));
    expect(select()).toHaveProperty("value", "GBP");
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("falls back to RON when neither the shop nor the browser says", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    browserLanguages = ["de"];
    renderStore({ serverCurrency: "RON" });
    await waitFor(() => expect(cookieCurrency()).toBe("RON"));
    expect(select()).toHaveProperty("value", "RON");
    expect(rootLoader).not.toHaveBeenCalled();
  });

  it("lets a choice made while the shop is still answering win", async () => {
    let answerShop: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answerShop = resolve)));
    renderStore({ serverCurrency: "RON" });
    fireEvent.change(select(), { target: { value: "AUD" } });
    await act(async () => answerShop(Response.json({ data: { shop: { paymentSettings: { currencyCode: "RON" } } } })));
    expect(select()).toHaveProperty("value", "AUD");
    expect(localStorage.getItem(STORAGE_KEY)).toBe("AUD");
  });
});

describe("useCurrency", () => {
  it("refuses to run outside the provider", () => {
    function Orphan() {
      useCurrency();
      return null;
    }
    // React reports the thrown error to the console before rethrowing it.
    vi.mocked(console.error).mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow("useCurrency must be used inside <CurrencyProvider>");
  });
});
