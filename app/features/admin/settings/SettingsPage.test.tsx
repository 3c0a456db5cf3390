// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { conversionSettingsView, feedSettingsView, type ExchangeRateView, type SettingsPageView } from "#domain/admin/settings";
import { DEFAULT_CONVERSION_SETTINGS } from "#domain/conversions";
import { defaultShippingZones } from "#domain/shipping-zones";
import type { Language } from "#domain/locale";
import { apiCalls, FIRST_RENDER } from "#tests/app/admin-pages.tsx";
import { newStoreSettings, renderSettingsPage } from "#tests/app/settings-page.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";

const rate = (currencyCode: string, unitsPerRonMicros: number, changes: Partial<ExchangeRateView> = {}): ExchangeRateView => ({
  currencyCode,
  unitsPerRonMicros,
  updatedAt: "2026-11-20T10:00:00.000Z",
  updatedBy: null,
  ...changes,
});

/** The server as the page sees it: the loader reads `stored`, the mocked API changes it. */
let stored: SettingsPageView;
const fetchMock = stubFetchForEachTest();
const calls = () => apiCalls(fetchMock);

const renderPage = (language: Language) => renderSettingsPage(language, () => stored);

beforeEach(() => {
  stored = {
    ...newStoreSettings(),
    vatRates: [
      { country: "RO", standardPercent: 21, reducedPercent: 11, updatedAt: "2026-11-20T10:00:00.000Z", updatedBy: null },
      { country: "FI", standardPercent: 25.5, reducedPercent: 13.5, updatedAt: "2026-11-20T10:00:00.000Z", updatedBy: null },
    ],
    oss: { active: false, euSalesRonMinor: 1_234_50, thresholdRonMinor: 49_751_24, updatedAt: null, updatedBy: null },
    exchangeRates: [
      rate("EUR", 201_000, { updatedAt: "2026-11-22T14:30:00.000Z", updatedBy: "owner@elara.test" }),
      rate("JPY", 33_400_000),
    ],
  };
});

describe("the settings page", () => {
  it("shows the zones, the VAT rates, the EU sales beside the threshold, each rate per leu with who set it last, and the reviews' hold", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Settings" }, FIRST_RENDER);
    const romania = screen.getByRole("group", { name: "Zone 1: Romania" });
    expect((within(romania).getByRole("textbox", { name: /Countries/ }) as HTMLInputElement).value).toBe("RO");
    expect((within(romania).getByRole("textbox", { name: /Free shipping from/ }) as HTMLInputElement).value).toBe("200");
    // Its first service: home delivery (the lockers' follow).
    expect((within(romania).getAllByRole("textbox", { name: /Step 1: rate \(lei\)/ })[0] as HTMLInputElement).value).toBe("19.99");
    expect(within(romania).getByRole("checkbox", { name: "Cash on delivery is taken" })).toHaveProperty("checked", true);
    expect(screen.getByRole("group", { name: "Zone 3: Rest of the world" })).toBeTruthy();
    expect(screen.getAllByText("Never changed: the store's default applies.").length).toBeGreaterThan(0);
    const finland = screen.getByRole("group", { name: "Finland (FI)" });
    expect((within(finland).getByRole("textbox", { name: /Standard/ }) as HTMLInputElement).value).toBe("25.5");
    expect(
      screen.getByText(/This year: 1,234.50 lei of sales without VAT to other member states, of a threshold of 49,751.24 lei/),
    ).toBeTruthy();
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

    const countries = within(screen.getByRole("group", { name: "Zona 2: Uniunea Europeană" })).getByRole("textbox", { name: /Țări/ });
    fireEvent.change(countries, { target: { value: "DE, Germania" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează zonele de livrare" }));
    });
    expect(
      screen.getByText("Zona 2, țările: scrie coduri de țară din două litere, despărțite prin virgulă (de exemplu RO, MD)."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(countries);

    const reduced = within(screen.getByRole("group", { name: "România (RO)" })).getByRole("textbox", { name: /Redusă/ });
    fireEvent.change(reduced, { target: { value: "22" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează cotele de TVA" }));
    });
    expect(screen.getByText("Cota redusă pentru România: cota redusă nu poate fi mai mare decât cea standard.")).toBeTruthy();
    expect(document.activeElement).toBe(reduced);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the zones as typed, shows who changed them, and says so", async () => {
    renderPage("en");
    const romania = await screen.findByRole("group", { name: "Zone 1: Romania" }, FIRST_RENDER);
    fireEvent.change(within(romania).getByRole("textbox", { name: /Free shipping from/ }), { target: { value: "250" } });
    fetchMock.mockImplementationOnce(async () => {
      const zones = defaultShippingZones({ flatRateMinor: 1999, freeFromMinor: 25_000 });
      stored = { ...stored, zones: { zones, updatedAt: "2026-11-23T09:00:00.000Z", updatedBy: "owner@elara.test" } };
      return jsonResponse({ changed: true, ...stored.zones });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the shipping zones" }));
    });
    const sent = calls()[0]!;
    expect(sent.url).toBe("/api/admin/settings/shipping-zones");
    expect(sent.body.zones[0]).toMatchObject({ id: "ro", countries: "RO", freeFrom: "250", freeFromCurrency: "RON", codAllowed: true });
    expect(sent.body.zones[1].services[0]).toMatchObject({
      kind: "weight",
      bands: [
        { upTo: "500", amount: "45" },
        { upTo: "2000", amount: "79" },
        { upTo: "10000", amount: "149" },
      ],
    });
    await waitFor(() => expect(screen.getByText("Shipping zones saved. The next order uses them.")).toBeTruthy());
    expect(screen.getByText("Last changed 23 Nov 2026, 11:00 by owner@elara.test.")).toBeTruthy();
  });

  it("switches OSS on with the figures beside it", async () => {
    renderPage("en");
    const oss = await screen.findByRole(
      "checkbox",
      { name: "Orders to other member states pay the destination’s VAT (OSS)" },
      FIRST_RENDER,
    );
    fireEvent.click(oss);
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, oss: { ...stored.oss, active: true } }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the OSS switch" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/oss", body: { active: true } });
    await waitFor(() => expect(screen.getByText("OSS on: the next order to another member state pays that country’s VAT.")).toBeTruthy());
  });

  it("says what the backups' rhythm means on the embedded database, and saves daily backups", async () => {
    renderPage("en");
    const hourly = await screen.findByRole("checkbox", { name: "A copy every hour (otherwise, one a day)" }, FIRST_RENDER);
    expect(hourly).toHaveProperty("checked", true);
    expect(hourly.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(hourly.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /embedded database: these copies are its only backup/,
    );
    fireEvent.click(hourly);
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, ...stored.backups, hourly: false }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the backups' rhythm" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/backups", body: { hourly: false } });
    await waitFor(() => expect(screen.getByText("The store now takes a copy every day.")).toBeTruthy());
  });

  it("says plainly that no backup is taken without BACKUP_DIR, in Romanian", async () => {
    stored = { ...stored, backups: { ...stored.backups, configured: false } };
    renderPage("ro");
    await screen.findByRole("checkbox", { name: "O copie în fiecare oră (altfel, una pe zi)" }, FIRST_RENDER);
    expect(screen.getByText(/BACKUP_DIR nu este setat, deci magazinul nu face acum nicio copie/)).toBeTruthy();
  });

  it("shows the server's refusal at the field it names", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Settings" }, FIRST_RENDER);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "JPY rate: enter how many units of the currency 1 leu buys.", field: "rates.JPY" }, 400),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the rates" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/exchange-rates", body: { rates: { EUR: "0.201", JPY: "33.4" } } });
    const jpy = screen.getByRole("textbox", { name: /JPY for 1 leu/ });
    await waitFor(() => expect(jpy.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(jpy);
  });
  it("lists the feeds' addresses to paste, refuses a short token naming the field, and shows the addresses with a saved one", async () => {
    renderPage("ro");
    const feeds = await screen.findByRole("table", { name: "Adresele fluxurilor de produse" }, FIRST_RENDER);
    expect(within(feeds).getByRole("rowheader", { name: "Google Merchant Center · română" })).toBeTruthy();
    expect(within(feeds).getByText("https://shop.example/feeds/google.xml")).toBeTruthy();
    expect(within(feeds).getByText("https://shop.example/feeds/en/meta.csv")).toBeTruthy();
    const token = screen.getByRole("textbox", { name: /Cheie secretă/ });
    fireEvent.change(token, { target: { value: "scurt" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează cheia fluxurilor" }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/Cheie secretă: folosește între 16 și 128 de litere/)).toBeTruthy();
    expect(document.activeElement).toBe(token);

    fireEvent.change(token, { target: { value: "feed-secret-0123456789" } });
    const saved = feedSettingsView("https://shop.example", {
      value: "feed-secret-0123456789",
      updatedAt: new Date("2026-11-23T09:00:00.000Z"),
      updatedBy: "owner@elara.test",
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, ...saved }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează cheia fluxurilor" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/feeds", body: { token: "feed-secret-0123456789" } });
    await waitFor(() => expect(screen.getByText("https://shop.example/feeds/google.xml?token=feed-secret-0123456789")).toBeTruthy());
  });

  it("shows which ad platforms are connected and saves the conversions' switch, value and cash-on-delivery moment", async () => {
    stored = {
      ...stored,
      conversions: conversionSettingsView(
        { ga4: { measurementId: "G-AB12CD34EF" } },
        { value: DEFAULT_CONVERSION_SETTINGS, updatedAt: null, updatedBy: null },
      ),
    };
    renderPage("en");
    const section = await screen.findByRole("region", { name: "Conversions sent to Google and Meta" }, FIRST_RENDER);
    expect(within(section).getByText("connected (G-AB12CD34EF)")).toBeTruthy();
    expect(within(section).getByText("not connected: the environment variables are missing")).toBeTruthy();
    const send = within(section).getByRole("checkbox", { name: "Send conversions to the connected platforms" }) as HTMLInputElement;
    expect(send.checked).toBe(false);
    fireEvent.click(send);
    fireEvent.click(within(section).getByRole("radio", { name: "With VAT and shipping (what the shopper pays)" }));
    fireEvent.click(within(section).getByRole("radio", { name: "Sent only once the courier hands you the cash" }));
    const chosen = { send: true, value: "gross", cashOnDelivery: "when_paid" } as const;
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        changed: true,
        ...stored.conversions,
        ...chosen,
        updatedAt: "2026-11-23T09:00:00.000Z",
        updatedBy: "owner@elara.test",
      }),
    );
    await act(async () => {
      fireEvent.click(within(section).getByRole("button", { name: "Save the conversions" }));
    });
    expect(calls()[0]).toEqual({ url: "/api/admin/settings/conversions", body: chosen });
    await waitFor(() => expect(within(section).getByText("The conversion choices are saved.")).toBeTruthy());
  });
});
