// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { NewProductForm } from "./NewProductForm.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { newProductForm } from "#tests/fixtures/shared-forms.ts";

const fetchMock = stubFetchForEachTest();
const sent = (index = 0) => JSON.parse(String(fetchMock.mock.calls[index]![1]!.body)) as Record<string, unknown>;

/** Where the form sent the member, and the sentence it carried. */
function Landed() {
  const location = useLocation();
  return <p>{`${location.pathname} ${(location.state as { created?: string } | null)?.created ?? ""}`}</p>;
}

function renderForm(language: Language = "ro") {
  renderRoutesWithTexts(
    language,
    [
      { path: "/admin/products/new", element: <NewProductForm csrfToken="csrf-1" /> },
      { path: "/admin/products/:id", element: <Landed /> },
    ],
    { initialEntries: ["/admin/products/new"] },
  );
}

const FIRST_RENDER = { timeout: 10_000 };

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("the new product form", () => {
  it("sends the address, both titles and the three variants' prices, then opens the new draft in the editor", async () => {
    renderForm();
    await screen.findByRole("heading", { level: 1, name: "Produs nou" }, FIRST_RENDER);
    fill("Titlu (română)", "Magneziu și B6");
    fill("Titlu (engleză)", "Magnesium and B6");
    fill("Adresă (handle)", "magneziu-b6");
    // The SKUs the prefix will make are said before the member commits to them.
    expect(screen.getByText(/MAGNEZIU-B6-1, MAGNEZIU-B6-3PK și MAGNEZIU-B6-SUB-M/)).toBeTruthy();
    fill("Preț o sticlă", "99,90");
    fill("Preț pachet 3 sticle", "269,73");
    fill("Preț abonament lunar", "89,91");
    fill("Stoc inițial o sticlă", "12");
    fetchMock.mockResolvedValueOnce(jsonResponse({ product: { id: 42 } }, 201));
    fireEvent.click(screen.getByRole("button", { name: "Creează ciorna" }));

    await screen.findByText(/^\/admin\/products\/42 Ciorna a fost creată/);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/products");
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get("X-CSRF-Token")).toBe("csrf-1");
    expect(sent()).toEqual(newProductForm({ kind: "supplement", purchaseOptions: "three" }));
  });

  it("asks a non-food product for one variant's price and stock, unless the owner asks for the 3-pack and subscription", async () => {
    renderForm();
    await screen.findByRole("heading", { level: 1, name: "Produs nou" }, FIRST_RENDER);
    fireEvent.click(screen.getByLabelText("Produs nealimentar"));
    fill("Titlu (română)", "Sacoșă");
    fill("Titlu (engleză)", "Tote bag");
    fill("Adresă (handle)", "sacosa");
    expect(screen.getByText("SKU-ul va fi SACOSA-1. Lasă gol ca să folosești adresa.")).toBeTruthy();
    expect(screen.queryByLabelText("Preț pachet 3 sticle")).toBeNull();
    expect(screen.queryByLabelText("Preț abonament lunar")).toBeNull();
    expect(screen.queryByLabelText("Preț o sticlă")).toBeNull();
    const asked = screen.getByLabelText("Oferă și pachetul de 3 și abonamentul lunar");
    expect(asked).toHaveProperty("checked", false);
    fireEvent.click(asked);
    expect(screen.getByLabelText("Preț pachet 3 sticle")).toBeTruthy();
    fireEvent.click(asked);
    expect(screen.queryByLabelText("Preț pachet 3 sticle")).toBeNull();
    fill("Preț", "49,90");
    fill("Stoc inițial", "30");
    fetchMock.mockResolvedValueOnce(jsonResponse({ product: { id: 43 } }, 201));
    fireEvent.click(screen.getByRole("button", { name: "Creează ciorna" }));
    await screen.findByText(/^\/admin\/products\/43 /);
    expect(sent()).toMatchObject({ kind: "non_food", purchaseOptions: "single", singlePrice: "49,90", singleStock: "30" });
  });

  it("puts the server's sentence beside the field it names and moves the focus there", async () => {
    renderForm("en");
    await screen.findByRole("heading", { level: 1, name: "New product" }, FIRST_RENDER);
    fill("Address (handle)", "papillex");
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "Another product already has this address. Choose another.", field: "handle" }, 409),
    );
    fireEvent.click(screen.getByRole("button", { name: "Create the draft" }));

    const handle = screen.getByLabelText("Address (handle)");
    await waitFor(() => expect(document.activeElement).toBe(handle));
    expect(handle.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Another product already has this address. Choose another.");
    const describedBy = handle.getAttribute("aria-describedby")!.split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      "Another product already has this address. Choose another.",
    );
  });

  it("says so when the server cannot be reached, keeping what was typed", async () => {
    renderForm("en");
    await screen.findByRole("heading", { level: 1, name: "New product" }, FIRST_RENDER);
    fill("Title (English)", "Magnesium and B6");
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    fireEvent.click(screen.getByRole("button", { name: "Create the draft" }));

    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("The product could not be created. Check your connection and try again."),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("status")));
    expect(screen.getByLabelText("Title (English)")).toHaveProperty("value", "Magnesium and B6");
  });
});
