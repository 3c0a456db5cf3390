// @vitest-environment happy-dom
/**
 * Customer support's list of shoppers' accessibility barrier reports (decision 0145): each report with what the shopper
 * said and how to answer them, the status filter in the URL, and marking one handled with a note, said in a status
 * region that takes the focus once the report's form has left; a member who may only read gets no form.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminBarrierReport } from "#domain/accessibility-barriers";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { BarrierReportsPage } from "./BarrierReportsPage.tsx";

const fresh: AdminBarrierReport = {
  id: 12,
  page: "/checkout",
  description: "The place order button has no name.\nNVDA says “button”.",
  email: "ana@example.ro",
  name: "Ana",
  assistiveTech: "NVDA with Firefox",
  language: "ro",
  status: "new",
  handledBy: null,
  handledAt: null,
  note: null,
  createdAt: "2026-11-29T09:00:00.000Z",
};
const done: AdminBarrierReport = {
  ...fresh,
  id: 9,
  page: null,
  email: null,
  name: null,
  assistiveTech: null,
  language: "en",
  status: "handled",
  handledBy: "support@elara.test",
  handledAt: "2026-11-28T10:00:00.000Z",
  note: "Fixed the contrast.",
};

const fetchMock = stubFetchForEachTest();

function renderPage(reports: AdminBarrierReport[], { canHandle = true, language = "en" as "en" | "ro" } = {}) {
  const list = reports.map((report) => ({ ...report }));
  renderAdminPage(
    "/admin/accessibility",
    language,
    () => ({ reports: list.map((report) => ({ ...report })), waiting: list.filter((report) => report.status === "new").length }),
    (data) => (
      <BarrierReportsPage
        filter={{ page: 1 }}
        reports={data.reports}
        total={data.reports.length}
        waiting={data.waiting}
        canHandle={canHandle}
        csrfToken="csrf-1"
      />
    ),
  );
  return {
    handled: (id: number, note: string) =>
      Object.assign(
        list.find((report) => report.id === id)!,
        { status: "handled", note, handledBy: "owner@elara.test", handledAt: "2026-11-29T10:00:00.000Z" },
      ),
  };
}

describe("the accessibility barrier reports", () => {
  it("shows each report with what the shopper said, how to answer them and its status, and how many wait", async () => {
    renderPage([fresh, done]);
    const first = await screen.findByRole("article", { name: /^Report 12 · / }, FIRST_RENDER);
    expect(within(first).getByText("New")).toBeTruthy();
    expect(first.textContent).toContain("/checkout");
    expect(first.textContent).toContain("NVDA with Firefox");
    expect(within(first).getByRole("link", { name: "Ana <ana@example.ro>" }).getAttribute("href")).toBe("mailto:ana@example.ro");
    expect(first.textContent).toContain("Romanian");
    const second = screen.getByRole("article", { name: /^Report 9 · / });
    expect(within(second).getByText("Handled")).toBeTruthy();
    expect(second.textContent).toContain("no email address: expects no reply");
    expect(second.textContent).toContain("Handled by support@elara.test on");
    expect(second.textContent).toContain("Fixed the contrast.");
    expect(within(second).queryByRole("button")).toBeNull();
    expect(screen.getByText("One report waits")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show only the new reports" }).getAttribute("href")).toBe("/admin/accessibility?status=new");
    expect(screen.getByRole("combobox", { name: "Status" })).toBeTruthy();
  });

  it("marks a report handled with a note and says so where the focus lands", async () => {
    const server = renderPage([fresh]);
    fetchMock.mockImplementationOnce(async () => {
      const report = server.handled(12, "Labelled the button.");
      return jsonResponse({ changed: true, report });
    });
    const form = await screen.findByRole("form", { name: "Handle report 12" }, FIRST_RENDER);
    fireEvent.change(within(form).getByRole("textbox", { name: "What you did (optional)" }), { target: { value: "Labelled the button." } });
    const button = within(form).getByRole("button", { name: "Mark handled" });
    button.focus();
    fireEvent.click(button);
    const said = "Report 12 is marked handled.";
    await waitFor(() => expect(screen.getAllByRole("status").some((status) => status.textContent === said)).toBe(true));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Handle report 12" })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe(said));
    expect(screen.getByRole("article", { name: /^Report 12 · / }).textContent).toContain("Labelled the button.");
    expect(apiCalls(fetchMock)).toEqual([{ url: "/api/admin/accessibility-barriers/12/handled", body: { note: "Labelled the button." } }]);
  });

  it("shows a refused note beside its field, in Romanian, and keeps the focus there", async () => {
    renderPage([fresh], { language: "ro" });
    const refusal = "„Ce ai făcut” poate avea cel mult 1000 de caractere.";
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ success: false, status: 400, code: "invalid_field", error: refusal, field: "note", fields: { note: refusal } }, 400),
    );
    const form = await screen.findByRole("form", { name: "Rezolvă raportul 12" }, FIRST_RENDER);
    fireEvent.click(within(form).getByRole("button", { name: "Marchează rezolvat" }));
    const note = within(form).getByRole("textbox", { name: "Ce ai făcut (opțional)" });
    await waitFor(() => expect(note.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(note);
    expect(document.getElementById(note.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(refusal);
  });

  it("gives a member who may only read no form to mark a report handled", async () => {
    renderPage([fresh], { canHandle: false });
    await screen.findByRole("article", { name: /^Report 12 · / }, FIRST_RENDER);
    expect(screen.queryByRole("form", { name: /^Handle report/ })).toBeNull();
  });
});
