// @vitest-environment happy-dom
/**
 * The authorisations' list editor on /admin/settings (issue 66 item 2, decision 0141): the entry carried over from the
 * single DSVSA registration asks for its issue date before anything is sent, naming the field and taking the focus
 * there; an entry is added (the focus goes to it) and removed (announced, the focus back on "add"); the list is sent
 * whole; and the server's refusal lands on the field it names.
 */
import type { SettingsPageView } from "#domain/admin/settings";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { apiCalls, FIRST_RENDER } from "#tests/app/admin-pages.tsx";
import { newStoreSettings, renderSettingsPage } from "#tests/app/settings-page.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";

let stored: SettingsPageView;
const fetchMock = stubFetchForEachTest();
const calls = () => apiCalls(fetchMock);
const migrated = {
  kind: "dsvsa" as const,
  name: { ro: "", en: "" },
  number: "RO-B-12345",
  issuer: "DSVSA București",
  issuedOn: null,
  url: "",
};

const renderPage = (language: Language) => renderSettingsPage(language, () => stored);

beforeEach(() => {
  stored = {
    ...newStoreSettings(),
    licences: { licences: [migrated], updatedAt: "2026-10-01T08:00:00.000Z", updatedBy: "owner@elara.test" },
  };
});

const save = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};

describe("the licences editor", () => {
  it("asks the migrated entry's date, adds and removes an entry by keyboard-friendly steps, and sends the list whole", async () => {
    renderPage("ro");
    const section = await screen.findByRole("region", { name: "Autorizații și înregistrări" }, FIRST_RENDER);
    const first = within(section).getByRole("group", { name: /^Autorizația 1: Înregistrare sanitar-veterinară/ });
    expect((within(first).getByRole("textbox", { name: /Seria și numărul/ }) as HTMLInputElement).value).toBe("RO-B-12345");

    await save("Salvează autorizațiile");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(section).getByText("Autorizația 1, data emiterii: completează valoarea.")).toBeTruthy();
    const date = within(first).getByLabelText(/Data emiterii/) as HTMLInputElement;
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(date);
    fireEvent.change(date, { target: { value: "2024-03-15" } });

    const add = within(section).getByRole("button", { name: "Adaugă o autorizație" });
    await act(async () => {
      fireEvent.click(add);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const second = within(section).getByRole("group", { name: "Autorizația 2: fără nume" });
    const kind = within(second).getByRole("combobox", { name: /Felul/ }) as HTMLSelectElement;
    expect(kind.value).toBe("other");
    expect(document.activeElement).toBe(kind);
    await save("Salvează autorizațiile");
    expect(within(second).getByText("Autorizația 2, denumirea în română: completează valoarea.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(second).getByRole("button", { name: "Șterge autorizația 2" }));
    expect(within(section).queryByRole("group", { name: /^Autorizația 2/ })).toBeNull();
    expect(within(section).getByText("Autorizația 2 a fost scoasă din listă. Salvează ca să rămână așa.")).toBeTruthy();
    expect(document.activeElement).toBe(add);

    fetchMock.mockImplementationOnce(async () => {
      const licences = [{ ...migrated, issuedOn: "2024-03-15" }];
      stored = { ...stored, licences: { licences, updatedAt: "2026-11-29T09:00:00.000Z", updatedBy: "owner@elara.test" } };
      return jsonResponse({ changed: true, ...stored.licences });
    });
    await save("Salvează autorizațiile");
    expect(calls()[0]).toEqual({
      url: "/api/admin/settings/licences",
      body: {
        licences: [
          { kind: "dsvsa", name: { ro: "", en: "" }, number: "RO-B-12345", issuer: "DSVSA București", issuedOn: "2024-03-15", url: "" },
        ],
      },
    });
    await waitFor(() => expect(within(section).getByText("Autorizațiile au fost salvate.")).toBeTruthy());
  });

  it("drops a field's error once it is corrected, and a removed entry's errors, renumbering those after it", async () => {
    stored.licences = { licences: [], updatedAt: null, updatedBy: null };
    renderPage("ro");
    const section = await screen.findByRole("region", { name: "Autorizații și înregistrări" }, FIRST_RENDER);
    const add = within(section).getByRole("button", { name: "Adaugă o autorizație" });
    await act(async () => {
      fireEvent.click(add);
      fireEvent.click(add);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await save("Salvează autorizațiile");
    expect(fetchMock).not.toHaveBeenCalled();
    const first = within(section).getByRole("group", { name: /^Autorizația 1/ });
    const number = within(first).getByRole("textbox", { name: /Seria și numărul/ });
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(within(first).getByText("Autorizația 1, seria și numărul: completează valoarea.")).toBeTruthy();

    // Corrected: its error goes at once; the entry's other fields keep theirs.
    fireEvent.change(number, { target: { value: "RO-B-1" } });
    expect(number.getAttribute("aria-invalid")).not.toBe("true");
    expect(within(first).queryByText("Autorizația 1, seria și numărul: completează valoarea.")).toBeNull();
    expect(within(first).getByText("Autorizația 1, emitentul: completează valoarea.")).toBeTruthy();

    // The second entry removed: its errors go, and the third's move up to be the second's, with its new number.
    fireEvent.click(within(section).getByRole("button", { name: "Șterge autorizația 2" }));
    expect(within(section).queryByText(/^Autorizația 3,/)).toBeNull();
    const second = within(section).getByRole("group", { name: /^Autorizația 2/ });
    expect(within(second).getByText("Autorizația 2, denumirea în română: completează valoarea.")).toBeTruthy();
    expect(
      within(section)
        .getAllByText(/^Autorizația 2, /)
        .every((node) => second.contains(node)),
    ).toBe(true);

    // Every entry removed: no error is left over.
    fireEvent.click(within(section).getByRole("button", { name: "Șterge autorizația 2" }));
    fireEvent.click(within(section).getByRole("button", { name: "Șterge autorizația 1" }));
    expect(within(section).queryByText(/completează valoarea/)).toBeNull();
  });

  it("shows the server's refusal at the field it names, in English", async () => {
    stored.licences = { licences: [{ ...migrated, issuedOn: "2024-03-15" }], updatedAt: null, updatedBy: null };
    renderPage("en");
    const section = await screen.findByRole("region", { name: "Licences and registrations" }, FIRST_RENDER);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: "Authorisation 1, issuer: the text is too long.", field: "licences.0.issuer" }, 400),
    );
    await save("Save the authorisations");
    const issuer = within(section).getByRole("textbox", { name: /Issued by/ });
    await waitFor(() => expect(issuer.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(issuer);
    expect(within(section).getAllByText("Authorisation 1, issuer: the text is too long.").length).toBeGreaterThan(0);
  });
});
