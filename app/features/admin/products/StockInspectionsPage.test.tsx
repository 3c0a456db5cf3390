// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StockInspectionView } from "#domain/stock-ledger";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { StockInspectionsPage } from "./StockInspectionsPage.tsx";

const refused: StockInspectionView = {
  id: 7,
  variantId: 11,
  productId: 1,
  productTitle: "Endo-Well",
  variantTitle: "1 flacon",
  sku: "END-1",
  quantity: 2,
  source: "refused_parcel",
  orderNumber: 1042,
  returnId: null,
  note: "AWB SBX123",
  createdAt: "2026-11-28T09:30:00.000Z",
};
const returned: StockInspectionView = {
  ...refused,
  id: 8,
  variantId: 21,
  productId: 2,
  productTitle: "Papillex",
  variantTitle: "",
  sku: "PAP-1",
  quantity: 1,
  source: "customer_return",
  orderNumber: 1043,
  returnId: 5,
  note: null,
};

const fetchMock = stubFetchForEachTest();

/** The page over a list the server changes as the test's answers say: a decided row leaves the next load. */
function renderPage(waiting: StockInspectionView[], language: "en" | "ro" = "en") {
  const list = [...waiting];
  renderAdminPage(
    "/admin/stock-inspections",
    language,
    () => ({ inspections: [...list] }),
    (data) => <StockInspectionsPage inspections={data.inspections} csrfToken="csrf-1" />,
  );
  return {
    decided: (id: number) =>
      list.splice(
        list.findIndex((row) => row.id === id),
        1,
      ),
  };
}

const statusSaying = (text: string) => screen.getAllByRole("status").filter((status) => status.textContent === text);

describe("the returned stock to inspect", () => {
  it("lists each unit waiting with where it came from, and says when nothing waits", async () => {
    renderPage([refused, returned]);
    const list = await screen.findByRole("list", { name: "Returned stock to inspect" }, FIRST_RENDER);
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("2 units · parcel refused at the door · order #1042");
    expect(rows[0]!.textContent).toContain("AWB SBX123");
    expect(within(rows[0]!).getByRole("link", { name: "Endo-Well – 1 flacon" }).getAttribute("href")).toBe("/admin/products/1/stock/11");
    expect(rows[1]!.textContent).toContain("1 unit · customer return · return #5");
    expect(within(rows[1]!).getByRole("link", { name: "return #5" }).getAttribute("href")).toBe("/admin/returns/5");
  });

  it("marks one unit sellable and one damaged, says each once, and keeps the keyboard on the list", async () => {
    const server = renderPage([refused, returned]);
    fetchMock.mockImplementationOnce(async () => {
      server.decided(refused.id);
      return jsonResponse({ outcome: "sellable", balance: 12 });
    });
    const sellable = await screen.findByRole("button", { name: "Sellable: Endo-Well – 1 flacon" }, FIRST_RENDER);
    sellable.focus();
    fireEvent.click(sellable);
    const back = "2 units of Endo-Well – 1 flacon are back in stock.";
    await waitFor(() => expect(statusSaying(back)).toHaveLength(1));
    expect(screen.getAllByText(back)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Sellable: Endo-Well – 1 flacon" })).toBeNull());
    // The pressed button left with its row: the next unit's first button takes the focus, not the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sellable: Papillex" })));

    fetchMock.mockImplementationOnce(async () => {
      server.decided(returned.id);
      return jsonResponse({ outcome: "damaged", balance: 4 });
    });
    fireEvent.click(screen.getByRole("button", { name: "Damaged: Papillex" }));
    const written = "1 unit of Papillex was written off as damaged.";
    await waitFor(() => expect(statusSaying(written)).toHaveLength(1));
    expect(screen.queryByText(back)).toBeNull();
    const none = await screen.findByText("Nothing to inspect.");
    await waitFor(() => expect(document.activeElement).toBe(none));
    expect(apiCalls(fetchMock)).toEqual([
      { url: "/api/admin/stock/inspections/7", body: { outcome: "sellable" } },
      { url: "/api/admin/stock/inspections/8", body: { outcome: "damaged" } },
    ]);
  });

  it("says a second decision with the same sentence again, emptying the status while it waits", async () => {
    const twin = { ...returned, id: 9 };
    const server = renderPage([returned, twin]);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      (url) =>
        new Promise((resolve) => {
          answer = (response) => {
            server.decided(Number(String(url).split("/").at(-1)));
            resolve(response);
          };
        }),
    );
    fireEvent.click((await screen.findAllByRole("button", { name: "Sellable: Papillex" }, FIRST_RENDER))[0]!);
    answer(jsonResponse({ outcome: "sellable", balance: 1 }));
    const back = "1 unit of Papillex is back in stock.";
    await waitFor(() => expect(statusSaying(back)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Sellable: Papillex" })).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Sellable: Papillex" }));
    // A live region reads a change: the same sentence twice in a row would otherwise be said only once.
    await waitFor(() => expect(statusSaying(back)).toHaveLength(0));
    answer(jsonResponse({ outcome: "sellable", balance: 2 }));
    await waitFor(() => expect(statusSaying(back)).toHaveLength(1));
  });

  it("shows the refusal of units someone else inspected first in the member's language, and drops the row", async () => {
    const server = renderPage([refused, returned], "ro");
    const refusal = "Altcineva a verificat deja aceste bucăți și le-a marcat ca vandabile. Stocul nu s-a schimbat din nou.";
    fetchMock.mockImplementationOnce(async () => {
      server.decided(refused.id);
      return jsonResponse({ success: false, status: 409, code: "already_inspected", error: refusal, state: "sellable" }, 409);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Deteriorat: Endo-Well – 1 flacon" }, FIRST_RENDER));
    await waitFor(() => expect(statusSaying(refusal)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Deteriorat: Endo-Well – 1 flacon" })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Vandabil: Papillex" })));
    expect(screen.getByText("1 bucată · retur de la client ·", { exact: false })).toBeTruthy();
  });

  it("keeps the row and the focus on its button when the store does not answer", async () => {
    renderPage([refused]);
    let fail: (error: Error) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const damaged = await screen.findByRole("button", { name: "Damaged: Endo-Well – 1 flacon" }, FIRST_RENDER);
    damaged.focus();
    fireEvent.click(damaged);
    // A disabled button gives its focus up to the page's body in a browser: while it waits it only says it is busy.
    await waitFor(() => expect(damaged.getAttribute("aria-disabled")).toBe("true"));
    expect(damaged.hasAttribute("disabled")).toBe(false);
    fireEvent.click(damaged);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fail(new TypeError("Failed to fetch"));
    await waitFor(() => expect(statusSaying("The store did not answer. Check the connection and try again.")).toHaveLength(1));
    expect(document.activeElement).toBe(damaged);
    expect(damaged.getAttribute("aria-disabled")).toBeNull();
  });
});
