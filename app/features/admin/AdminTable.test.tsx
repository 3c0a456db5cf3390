// @vitest-environment happy-dom
import { createColumnHelper } from "@tanstack/react-table";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { AdminTable, listColumn } from "./AdminTable.tsx";

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

  it("gives a plain header the box of a sortable one's link, so that the names sit on one line", () => {
    table([{ sku: "A", name: "Endo-Well", stock: 4 }]);
    const plain = screen.getByRole("columnheader", { name: "Name" }).firstElementChild;
    const sortable = within(screen.getByRole("columnheader", { name: /Stock/ })).getByRole("link");
    expect(plain?.className).toContain("min-h-11");
    expect(sortable.className).toContain("min-h-11");
  });

  it("ends with a totals row when columns declare footers, its name spanning the columns without one", () => {
    const totalled = [
      column.accessor("sku", { header: () => "SKU", footer: () => "Total", meta: { rowHeader: true } }),
      column.accessor("name", { header: () => "Name" }),
      column.accessor("stock", { header: () => "Stock", footer: () => "4", meta: { cellClassName: "text-right" } }),
      column.display({ id: "note", header: () => "Note", footer: "" }),
    ];
    render(
      <AdminTable
        label="Bottles"
        caption="Bottles, 2026-11-01 – 2026-11-26"
        rows={[{ sku: "A", name: "Endo-Well", stock: 4 }]}
        columns={totalled}
        rowKey={(row) => row.sku}
        minWidth="min-w-[20rem]"
        empty={null}
      />,
    );
    const grid = screen.getByRole("table", { name: "Bottles, 2026-11-01 – 2026-11-26" });
    const totals = within(grid).getAllByRole("row").at(-1)!;
    expect(totals.parentElement?.tagName).toBe("TFOOT");
    const name = within(totals).getByRole("rowheader", { name: "Total" });
    expect(name.getAttribute("colspan")).toBe("2");
    expect(
      within(totals)
        .getAllByRole("cell")
        .map((cell) => [cell.textContent, cell.className.includes("text-right")]),
    ).toEqual([
      ["4", true],
      ["", false],
    ]);
  });

  it("lays out a listColumn as what it makes of each row, under its header, with its classes", () => {
    render(
      <AdminTable
        label="Bottles"
        rows={[{ sku: "A", name: "Endo-Well", stock: 4 }]}
        columns={[
          listColumn<Bottle>("name", "Name", (bottle) => bottle.name, { rowHeader: true, cellClassName: "font-semibold" }),
          listColumn<Bottle>("stock", "Stock", (bottle) => `${bottle.stock} left`, { headerClassName: "text-right" }),
        ]}
        rowKey={(row) => row.sku}
        minWidth="min-w-[20rem]"
        empty={null}
      />,
    );
    expect(screen.getByRole("rowheader", { name: "Endo-Well" }).className).toContain("font-semibold");
    expect(screen.getByRole("rowheader", { name: "Endo-Well" }).className).not.toContain("font-normal");
    expect(screen.getByRole("columnheader", { name: "Stock" }).className).toContain("text-right");
    expect(screen.getByRole("cell", { name: "4 left" })).toBeTruthy();
  });

  it("has no totals row when no column declares a footer", () => {
    table([{ sku: "A", name: "Endo-Well", stock: 4 }]);
    expect(document.querySelector("tfoot")).toBeNull();
  });

  it("shows the caller's notice instead of an empty table", () => {
    table([]);
    expect(screen.getByText("No bottle yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
