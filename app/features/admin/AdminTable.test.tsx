// @vitest-environment jsdom
import { createColumnHelper } from "@tanstack/react-table";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { AdminTable } from "./AdminTable.tsx";

interface Bottle {
  sku: string;
  name: string;
  stock: number;
}

const column = createColumnHelper<Bottle>();
const columns = [
  column.accessor("name", { header: () => "Name", meta: { rowHeader: true } }),
  column.accessor("stock", { header: () => "Stock", meta: { cellClassName: "text-right" } }),
];

function table(rows: Bottle[]) {
  const router = createMemoryRouter(
    [
      {
        path: "/admin/bottles",
        element: (
          <AdminTable
            label="Bottles"
            rows={rows}
            columns={columns}
            rowKey={(row) => row.sku}
            minWidth="min-w-[20rem]"
            empty={<p>No bottle yet.</p>}
            sortLink={(id) => (id === "stock" ? { to: "/admin/bottles?sort=stock&dir=asc", sorted: "desc" } : undefined)}
            sortHint="sort by"
          />
        ),
      },
    ],
    { initialEntries: ["/admin/bottles"] },
  );
  render(
    <I18nProvider i18n={createTestI18n("en")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("an admin table", () => {
  it("is a named, focusable region whose table has the same caption, each row named by its header cell", () => {
    table([
      { sku: "A", name: "Endo-Well", stock: 4 },
      { sku: "B", name: "Calm", stock: 0 },
    ]);
    const region = screen.getByRole("region", { name: "Bottles" });
    expect(region.tabIndex).toBe(0);
    const grid = within(region).getByRole("table", { name: "Bottles" });
    expect(within(grid).getByRole("rowheader", { name: "Endo-Well" })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["NameStock▼sort by", "Endo-Well4", "Calm0"]);
  });

  it("links a sortable header to the next view and says how the list is sorted now", () => {
    table([{ sku: "A", name: "Endo-Well", stock: 4 }]);
    const stock = screen.getByRole("columnheader", { name: /Stock/ });
    expect(stock.getAttribute("aria-sort")).toBe("descending");
    expect(within(stock).getByRole("link").getAttribute("href")).toBe("/admin/bottles?sort=stock&dir=asc");
    expect(screen.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort")).toBeNull();
  });

  it("shows the caller's notice instead of an empty table", () => {
    table([]);
    expect(screen.getByText("No bottle yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
