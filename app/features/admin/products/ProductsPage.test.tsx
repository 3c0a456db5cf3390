// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readProductFilter, type AdminProduct } from "#domain/admin/products";
import type { Language } from "#domain/locale";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { ProductsPage } from "./ProductsPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const papillex = (): AdminProduct => ({
  id: 1,
  handle: "papillex",
  title: "Papillex",
  status: "active",
  updatedAt: "2026-11-20T10:00:00.000Z",
  variants: [
    {
      id: 11,
      sku: "PAP-1",
      title: "1 flacon",
      priceMinor: 18999,
      reduction: null,
      priceHistory: [{ priceMinor: 18999, validFrom: "2026-01-05T09:00:00.000Z", validTo: null, changedBy: "seed", reason: "opening" }],
      stockQuantity: 500,
      availableForSale: true,
      gtin: null,
    },
    {
      id: 12,
      sku: "PAP-3",
      title: "3 flacoane",
      priceMinor: 45999,
      reduction: { priorPriceMinor: 49999, since: "2026-11-10T09:00:00.000Z" },
      priceHistory: [
        {
          priceMinor: 49999,
          validFrom: "2026-01-05T09:00:00.000Z",
          validTo: "2026-11-10T09:00:00.000Z",
          changedBy: "seed",
          reason: "opening",
        },
        { priceMinor: 45999, validFrom: "2026-11-10T09:00:00.000Z", validTo: null, changedBy: "ana@elara.test", reason: "admin" },
      ],
      stockQuantity: null,
      availableForSale: true,
      gtin: null,
    },
  ],
});

/** The server as the page sees it: the loader reads `catalogue`, the mocked API answers what the test says. */
let catalogue: AdminProduct[];
const fetchMock = stubFetchForEachTest();
const calls = () => apiCalls(fetchMock);

function renderPage(url = "/admin/products", language: Language = "ro") {
  return renderAdminPage(
    url,
    language,
    ({ request }) => ({ filter: readProductFilter(new URL(request.url).searchParams), products: catalogue }),
    (data) => <ProductsPage {...data} csrfToken="csrf-1" />,
  );
}

beforeEach(() => {
  catalogue = [papillex()];
});

const variantForm = (name: string) => screen.getByRole("form", { name: new RegExp(name) });

describe("the products page", () => {
  it("shows each variant's price, stock and sale switch in labelled fields, with no price before discount to type", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Papillex" }, FIRST_RENDER);
    expect(screen.getByRole("link", { name: "Produs nou" }).getAttribute("href")).toBe("/admin/products/new");
    const single = within(variantForm("1 flacon"));
    expect(single.getByLabelText("Preț (lei)")).toHaveProperty("value", "189,99");
    expect(single.queryByLabelText(/reducere/)).toBeNull();
    expect(single.getByLabelText("Stoc")).toHaveProperty("value", "500");
    expect(single.getByLabelText("De vânzare")).toHaveProperty("checked", true);
    const pack = within(variantForm("3 flacoane"));
    expect(pack.getByLabelText("Stoc")).toHaveProperty("placeholder", "nenumărat");
    expect(screen.getByText("În magazin", { selector: "span" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vezi-l în magazin", description: "Papillex" }).getAttribute("href")).toBe(
      "/products/papillex",
    );
  });

  it("says whether a reduction runs, what a typed price would show, and lists the price history (decision 0140)", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Papillex" }, FIRST_RENDER);
    const single = within(variantForm("1 flacon"));
    expect(single.getByText(/Nicio reducere/)).toBeTruthy();
    const pack = within(variantForm("3 flacoane"));
    expect(pack.getByText(/Reducere din 10 nov\. 2026: clienții văd 499,99\sRON tăiat/)).toBeTruthy();
    const history = pack.getByRole("table", { name: "Prețurile variantei Papillex – 3 flacoane, de la cel mai vechi" });
    expect(
      within(history)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining("De la"),
      expect.stringMatching(/499,99\sRON/),
      expect.stringMatching(/459,99\sRON.*ana@elara\.test.*Schimbat în admin/),
    ]);
    // A cut of the single bottle: its 30-day lowest is its only price so far.
    fireEvent.change(single.getByLabelText("Preț (lei)"), { target: { value: "159" } });
    expect(single.getByText(/Dacă salvezi 159,00\sRON, clienții văd 189,99\sRON tăiat/)).toBeTruthy();
    fireEvent.change(single.getByLabelText("Preț (lei)"), { target: { value: "199" } });
    expect(single.getByText(/Dacă salvezi 199,00\sRON, nu apare niciun preț tăiat/)).toBeTruthy();
  });

  it("saves a row with the count it was read with, and says so", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Papillex" }, FIRST_RENDER);
    const single = within(variantForm("1 flacon"));
    fireEvent.change(single.getByLabelText("Preț (lei)"), { target: { value: "199,90" } });
    fireEvent.change(single.getByLabelText("Stoc"), { target: { value: "42" } });
    fireEvent.change(single.getByLabelText("GTIN"), { target: { value: "5901234123457" } });
    const saved = papillex();
    saved.variants[0] = { ...saved.variants[0]!, priceMinor: 19990, stockQuantity: 42, gtin: "5901234123457" };
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, product: saved }));
    catalogue = [saved];
    fireEvent.click(single.getByRole("button", { name: "Salvează" }));
    expect(await single.findByText("Salvat: Papillex – 1 flacon.")).toBeTruthy();
    expect(calls()).toEqual([
      {
        url: "/api/admin/products/variants/11",
        body: { price: "199,90", stock: "42", availableForSale: true, gtin: "5901234123457", expectedStock: 500 },
      },
    ]);
    expect(single.getByLabelText("Preț (lei)")).toHaveProperty("value", "199,90");
    expect(single.getByLabelText("GTIN")).toHaveProperty("value", "5901234123457");
  });

  it("shows the server's refusal on the field it names, and a stock that moved as it is now", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Papillex" }, FIRST_RENDER);
    const single = within(variantForm("1 flacon"));
    fireEvent.change(single.getByLabelText("Stoc"), { target: { value: "600" } });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: "Stocul s-a schimbat între timp (o comandă sau alt coleg): acum este 498. Verifică și salvează din nou.",
          field: "stock",
          current: 498,
        },
        409,
      ),
    );
    fireEvent.click(single.getByRole("button", { name: "Salvează" }));
    const message = await single.findByText(/acum este 498/);
    const stock = single.getByLabelText("Stoc");
    expect(stock.getAttribute("aria-invalid")).toBe("true");
    expect(stock.getAttribute("aria-describedby")).toBe(message.id);
    expect(stock).toHaveProperty("value", "498");

    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, product: papillex() }));
    fireEvent.click(single.getByRole("button", { name: "Salvează" }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]!.body).toMatchObject({ stock: "498", expectedStock: 498 });
  });

  it("takes a product off the store and publishes a draft", async () => {
    renderPage("/admin/products", "en");
    await screen.findByRole("heading", { level: 2, name: "Papillex" }, FIRST_RENDER);
    const drafted = { ...papillex(), status: "draft" as const };
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, product: drafted }));
    catalogue = [drafted];
    fireEvent.click(screen.getByRole("button", { name: "Take off the store", description: "Papillex" }));
    expect(await screen.findByText("Papillex is a draft: shoppers no longer see it and cannot buy it.")).toBeTruthy();
    expect(calls()).toEqual([{ url: "/api/admin/products/1/status", body: { status: "draft" } }]);
    expect(await screen.findByRole("button", { name: "Publish", description: "Papillex" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See it in the store" })).toBeNull();
  });

  it("says when no product matches the filters, and offers to clear them", async () => {
    catalogue = [];
    renderPage("/admin/products?q=nimic");
    expect(await screen.findByText("Niciun produs nu se potrivește filtrelor.", undefined, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Șterge filtrele" }).getAttribute("href")).toBe("/admin/products");
    expect(screen.getByLabelText("Caută după nume, adresă sau SKU")).toHaveProperty("value", "nimic");
  });
});
