// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DashboardView } from "#domain/admin/dashboard";
import type { BackupStatus, RestoreDrillStatus } from "#domain/backup-status";
import type { Language } from "#domain/locale";
import { launchChecklist, LAUNCH_ITEMS, type LaunchChecklist } from "#domain/launch-checklist";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { DashboardPage } from "./DashboardPage.tsx";
import { chartScale } from "./RevenueChart.tsx";
import type { ParcelTasksView } from "../parcel-tasks/ParcelTasks.tsx";

const WEEK: DashboardView = {
  period: "7d",
  from: "2026-07-10",
  to: "2026-07-16",
  generatedAt: "2026-07-16T09:00:00.000Z",
  sales: {
    orders: 6,
    grossRonMinor: 112_000,
    refundsRonMinor: 27_500,
    netRonMinor: 84_500,
    vatRonMinor: 19_439,
    averageOrderRonMinor: 18_667,
    codOrders: 3,
    codShare: 0.5,
  },
  days: [
    { date: "2026-07-10", orders: 0, grossRonMinor: 0 },
    { date: "2026-07-11", orders: 1, grossRonMinor: 15_000 },
    { date: "2026-07-12", orders: 1, grossRonMinor: 20_000 },
    { date: "2026-07-13", orders: 1, grossRonMinor: 10_000 },
    { date: "2026-07-14", orders: 0, grossRonMinor: 0 },
    { date: "2026-07-15", orders: 1, grossRonMinor: 30_000 },
    { date: "2026-07-16", orders: 2, grossRonMinor: 37_000 },
  ],
  queues: {
    toShip: { count: 2, oldestAt: "2026-07-15T22:30:00.000Z" },
    awaitingPayment: { count: 1 },
    codToCollect: { count: 2, amountRonMinor: 33_000 },
  },
  lowStock: {
    threshold: 20,
    items: [
      { variantId: 1, sku: "PAP-1", productHandle: "papillex", title: { ro: "Papillex", en: "Papillex (EN)" }, stockQuantity: 0 },
      { variantId: 2, sku: "VD-60", productHandle: "vitamina-d", title: { ro: "Vitamina D", en: "Vitamin D" }, stockQuantity: 5 },
    ],
  },
};

const EMPTY_DAY: DashboardView = {
  ...WEEK,
  period: "today",
  from: "2026-07-16",
  to: "2026-07-16",
  sales: {
    orders: 0,
    grossRonMinor: 0,
    refundsRonMinor: 0,
    netRonMinor: 0,
    vatRonMinor: 0,
    averageOrderRonMinor: null,
    codOrders: 0,
    codShare: null,
  },
  days: [{ date: "2026-07-16", orders: 0, grossRonMinor: 0 }],
  lowStock: { threshold: 20, items: [] },
};

const NO_PARCELS: ParcelTasksView = { tasks: [], canClose: true };

function renderPage(
  view: DashboardView,
  language: Language = "ro",
  parcels: ParcelTasksView | null = NO_PARCELS,
  backup: BackupStatus = { state: "off" },
  launch: LaunchChecklist | null = null,
) {
  renderRoutesWithTexts(
    language,
    [{ path: "/admin", element: <DashboardPage view={view} parcels={parcels} backup={backup} launch={launch} csrfToken="csrf" /> }],
    { initialEntries: ["/admin"] },
  );
}

/** Intl separates amounts from "lei" (and numbers from "%") with no-break spaces: compared as plain ones. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** A figure's value, read as a screen reader would: its term's first description. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return plain(term.nextElementSibling?.textContent);
}

const PASSED = {
  state: "passed",
  at: "2026-07-15T02:10:00.000Z",
  backupTakenAt: "2026-07-15T02:00:00.000Z",
  ordersChecked: 20,
} as const satisfies RestoreDrillStatus;

describe("the dashboard", () => {
  it("says when the last backup was, and warns when there is none or it is old, in both languages", () => {
    renderPage(WEEK, "ro", null, { state: "recent", lastAt: "2026-07-16T01:00:00.000Z", staleAfterHours: 26, drill: PASSED });
    expect(screen.getByText(/^Ultima copie de siguranță: .*16.*2026.*04:00\.$/)).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    renderPage(WEEK, "en", null, { state: "stale", lastAt: "2026-07-14T01:00:00.000Z", staleAfterHours: 26, drill: PASSED });
    expect(screen.getByRole("status").textContent).toMatch(/^The last backup is from 14 Jul 2026, 04:00, more than 26 hours ago/);
    cleanup();
    renderPage(WEEK, "ro", null, { state: "stale", lastAt: "2026-07-16T01:00:00.000Z", staleAfterHours: 2, drill: PASSED });
    expect(screen.getByRole("status").textContent).toMatch(/, de peste 2 ore: /);
    cleanup();
    renderPage(WEEK, "ro", null, { state: "none", drill: { state: "none" } });
    expect(screen.getByRole("status").textContent).toMatch(/^Nu există încă nicio copie de siguranță/);
    expect(screen.getByText(/^Ultima verificare a copiei: niciuna încă\./)).toBeTruthy();
    cleanup();
    renderPage(WEEK);
    expect(screen.queryByText(/copie de siguranță/)).toBeNull();
  });

  it("says what the last restore drill found, and warns when it failed or is older than 35 days", () => {
    const recent = { state: "recent" as const, lastAt: "2026-07-16T01:00:00.000Z", staleAfterHours: 2 };
    renderPage(WEEK, "ro", null, { ...recent, drill: PASSED });
    expect(
      screen.getByText(
        /^Ultima verificare a copiei: .*15.*2026.*05:10\. Copia din .*15.*2026.*05:00 s-a restaurat întreagă, cu 20 de comenzi citite/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    renderPage(WEEK, "en", null, { ...recent, drill: { ...PASSED, ordersChecked: 1 } });
    expect(screen.getByText(/restored whole, with 1 order read and found correct\.$/)).toBeTruthy();
    cleanup();
    renderPage(WEEK, "ro", null, { ...recent, drill: { ...PASSED, ordersChecked: 0 } });
    expect(screen.getByText(/s-a restaurat întreagă; nu are încă nicio comandă de citit\.$/)).toBeTruthy();
    cleanup();
    renderPage(WEEK, "en", null, { ...recent, drill: { ...PASSED, state: "stale" } });
    expect(screen.getByRole("status").textContent).toMatch(
      /^The last backup check that passed is from 15 Jul 2026, 05:10, more than 35 days ago/,
    );
    cleanup();
    renderPage(WEEK, "ro", null, {
      ...recent,
      drill: { state: "failed", at: "2026-07-16T02:10:00.000Z", problem: "order 1042 came back without its lines", lastPassedAt: null },
    });
    const failed = screen.getByRole("status").textContent;
    expect(failed).toMatch(/^Ultima verificare a copiei a eșuat \(.*16.*2026.*05:10\): cea mai nouă copie nu s-a restaurat întreagă\./);
    expect(failed).toMatch(/Ce a găsit verificarea: order 1042 came back without its lines$/);
  });

  it("shows the period's figures in lei, with the VAT, refunds and the cash-on-delivery share", () => {
    renderPage(WEEK);
    expect(screen.getByRole("heading", { level: 1, name: "Tablou de bord" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "7 zile" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "30 de zile" }).getAttribute("href")).toBe("/admin?period=30d");
    expect(screen.getByText("10–16 iulie 2026")).toBeTruthy();
    expect(figure("Comenzi confirmate")).toBe("6");
    expect(figure("Încasări brute")).toBe("1.120,00 lei");
    expect(screen.getByText("Din care TVA: 194,39 lei")).toBeTruthy();
    expect(figure("Rambursări")).toBe("275,00 lei");
    expect(figure("Încasări nete")).toBe("845,00 lei");
    expect(figure("Valoarea medie a comenzii")).toBe("186,67 lei");
    expect(figure("Plată la livrare")).toBe("50 %");
    expect(screen.getByText("3 din 6 comenzi")).toBeTruthy();
  });

  it("draws one bar per day with a spoken summary, and gives the same figures as a table", () => {
    renderPage(WEEK);
    const chart = screen.getByRole("img", {
      name: (name) => plain(name).startsWith("Grafic cu bare: încasările brute pe zile, 10–16 iulie 2026."),
    });
    expect(plain(chart.getAttribute("aria-label"))).toBe(
      "Grafic cu bare: încasările brute pe zile, 10–16 iulie 2026. Total 1.120,00 lei; cea mai bună zi a fost 16 iulie 2026, cu 370,00 lei. Cifrele fiecărei zile sunt în tabelul de sub grafic.",
    );
    expect(chart.querySelectorAll("rect")).toHaveLength(5);
    const table = screen.getByRole("table", { name: "Comenzi și încasări brute pe zile, 10–16 iulie 2026" });
    const rows = within(table).getAllByRole("row");
    // The header, seven days (the empty ones too) and the total.
    expect(rows).toHaveLength(9);
    expect(plain(rows[1]!.textContent)).toBe("vin., 10 iul.00,00 lei");
    expect(plain(rows[8]!.textContent)).toBe("Total61.120,00 lei");
  });

  it("lists the work waiting with links to the orders, and the variants running out, sold-out first", () => {
    renderPage(WEEK, "en");
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the orders to ship" }).getAttribute("href")).toBe("/admin/orders?fulfilment=unfulfilled");
    expect(screen.getByRole("link", { name: "See the orders waiting for payment" }).getAttribute("href")).toBe(
      "/admin/orders?status=pending_payment",
    );
    expect(screen.getByRole("link", { name: "See cash-on-delivery orders not collected" }).getAttribute("href")).toBe(
      "/admin/orders?method=cod&payment=pending",
    );
    expect(screen.getByText("Parcels shipped or delivered whose cash you have not recorded yet: RON 330.00.")).toBeTruthy();
    const stock = screen.getByRole("table", { name: "Variants low on stock" });
    const rows = within(stock).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Papillex (EN)PAP-1Sold out", "Vitamin DVD-605"]);
  });

  it("says there is nothing rather than dividing by zero", () => {
    renderPage(EMPTY_DAY);
    expect(figure("Valoarea medie a comenzii")).toBe("—nicio comandă în perioadă");
    expect(figure("Plată la livrare")).toBe("—nicio comandă în perioadă");
    expect(plain(screen.getByRole("img").getAttribute("aria-label"))).toBe("Grafic cu bare: nicio încasare în perioada 16 iulie 2026.");
    expect(screen.getByText("Nicio variantă nu are stocul redus.")).toBeTruthy();
  });
});

describe("chartScale", () => {
  it("rounds the axis up to a whole step", () => {
    expect(chartScale(370)).toEqual({ top: 400, ticks: [0, 100, 200, 300, 400] });
    expect(chartScale(912)).toEqual({ top: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(chartScale(1344)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(chartScale(2.5)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0] });
  });
});

describe("the dashboard's parcels to deal with", () => {
  const returned: ParcelTasksView = {
    canClose: true,
    tasks: [
      {
        shipmentId: 7,
        orderNumber: 1042,
        courier: "sameday",
        awb: "1ONB24000001",
        status: "returned",
        since: "2026-07-15T10:00:00.000Z",
        advice: "refund_or_reship",
      },
    ],
  };

  it("says there is nothing to deal with only when no parcel waits", () => {
    renderPage(WEEK, "ro");
    const section = screen.getByRole("region", { name: "Colete de rezolvat" });
    expect(within(section).getByText("Nimic de rezolvat: niciun colet refuzat, returnat sau pierdut.")).toBeTruthy();
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("lists a returned parcel with its order, courier, AWB, what to do and the button that closes it", () => {
    renderPage(WEEK, "en", returned);
    const section = screen.getByRole("region", { name: "Parcels to deal with" });
    expect(within(section).queryByText(/Nothing to deal with/)).toBeNull();
    expect(within(section).getByRole("link", { name: "Order #1042" }).getAttribute("href")).toBe("/admin/orders/1042");
    expect(within(section).getByText("Back at the shop")).toBeTruthy();
    expect(within(section).getByText(/Sameday/)).toBeTruthy();
    expect(within(section).getByText("1ONB24000001")).toBeTruthy();
    expect(within(section).getByText(/refund the payment or send the parcel again/)).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Done – the parcel of order #1042, AWB 1ONB24000001" })).toBeTruthy();
  });

  it("leaves the button out for a member who may not close tasks", () => {
    renderPage(WEEK, "en", { ...returned, canClose: false });
    expect(screen.getByText("1ONB24000001")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Done/ })).toBeNull();
  });

  it("leaves the list out for a member who may not read orders", () => {
    renderPage(WEEK, "en", null);
    expect(screen.queryByRole("region", { name: "Parcels to deal with" })).toBeNull();
  });
});

describe("the launch checklist (issue 64 item 2)", () => {
  const fresh = launchChecklist({
    sampleCompany: true,
    dsvsaRegistered: false,
    lawyerPoints: 12,
    sampleProducts: [3, 5],
    cardPayments: false,
    courierAccounts: 0,
    shippingByHand: false,
    anaf: false,
    smtp: false,
    backups: { state: "off" },
  });

  for (const language of ["ro", "en"] as const)
    it(`lists every item open on a new store, each linking where it is fixed, in ${language}`, async () => {
      renderPage(EMPTY_DAY, language, NO_PARCELS, { state: "off" }, fresh);
      const heading = await screen.findByRole("heading", {
        level: 2,
        name: language === "ro" ? "Înainte de prima comandă reală" : "Before your first real order",
      });
      const list = within(heading.closest("section")!).getByRole("list");
      const items = within(list).getAllByRole("listitem");
      expect(items).toHaveLength(LAUNCH_ITEMS.length);
      for (const item of items) expect(item.textContent).toContain(language === "ro" ? "de făcut" : "to do");
      expect(
        within(list).getByRole("link", { name: language === "ro" ? "Deschide primul astfel de produs" : "Open the first such product" }),
      ).toHaveProperty("pathname", "/admin/products/3");
      expect(
        within(list).getByRole("link", { name: language === "ro" ? "Rescrie pasajele marcate" : "Rewrite the marked passages" }),
      ).toHaveProperty("hash", "#content-terms");
      cleanup();
    });

  it("folds away once everything is done", async () => {
    const done = launchChecklist({
      sampleCompany: false,
      dsvsaRegistered: true,
      lawyerPoints: 0,
      sampleProducts: [],
      cardPayments: true,
      courierAccounts: 0,
      shippingByHand: true,
      anaf: true,
      smtp: true,
      backups: { state: "recent", lastAt: "2026-11-29T01:00:00.000Z", staleAfterHours: 26, drill: PASSED },
    });
    expect(done.open).toBe(0);
    renderPage(EMPTY_DAY, "en", NO_PARCELS, { state: "off" }, done);
    const summary = await screen.findByText(/Ready to sell/);
    expect(summary.closest("details")?.open).toBe(false);
    expect(screen.queryByRole("heading", { name: "Before your first real order" })).toBeNull();
  });

  for (const language of ["ro", "en"] as const)
    it(`keeps backups open while the last restore drill failed, saying so, however recent the backup, in ${language}`, async () => {
      const backup = {
        state: "recent",
        lastAt: "2026-11-29T01:00:00.000Z",
        staleAfterHours: 26,
        drill: { state: "failed", at: "2026-11-29T01:05:00.000Z", problem: "order 1042 came back without its lines", lastPassedAt: null },
      } as const;
      const checklist = launchChecklist({
        sampleCompany: false,
        dsvsaRegistered: true,
        lawyerPoints: 0,
        sampleProducts: [],
        cardPayments: true,
        courierAccounts: 1,
        shippingByHand: false,
        anaf: true,
        smtp: true,
        backups: backup,
      });
      expect(checklist.open).toBe(1);
      expect(checklist.items.find((entry) => entry.item === "backups")).toMatchObject({ done: false, because: "restore_drill_failed" });
      renderPage(EMPTY_DAY, language, NO_PARCELS, backup, checklist);
      const item = (await screen.findByText(language === "ro" ? /nu s-a putut restaura/ : /could not be restored/)).closest("li")!;
      expect(item.textContent).toContain("npm run restore -- --verify-latest");
      expect(item.textContent).toContain(language === "ro" ? "de făcut" : "to do");
      cleanup();
    });
});
