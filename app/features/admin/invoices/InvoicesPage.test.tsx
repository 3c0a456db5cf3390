// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import type { ReconciliationReading } from "#domain/admin/invoices";
import { InvoicesPage } from "./InvoicesPage.tsx";

const page = {
  filter: { efactura: null, page: 1, month: null },
  rows: [],
  total: 0,
  notSent: 0,
  canSend: true,
  notices: { refreshToken: null, unmatched: [], reconciledAt: null },
  reconciliation: { month: "2026-11", view: { month: "2026-11", rates: [], differences: [], balanced: true, outside: [] } },
  issuer: null,
};

const rate21 = (store: [number, number], anaf: [number, number]) => ({
  category: "S" as const,
  ratePercent: 21,
  store: { taxableRonMinor: store[0], vatRonMinor: store[1] },
  anaf: { taxableRonMinor: anaf[0], vatRonMinor: anaf[1] },
  difference: { taxableRonMinor: store[0] - anaf[0], vatRonMinor: store[1] - anaf[1] },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 1 December 00:30 in Bucharest is still 30 November in UTC: the month is the shop's.
  vi.setSystemTime(new Date("2026-11-30T22:30:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("who issues the invoices (decision 0177)", () => {
  const oblioRow = {
    id: 7,
    kind: "invoice" as const,
    label: "",
    orderNumber: 1042,
    issueDate: "2026-11-20",
    buyerName: "Ana Pop",
    totalRonMinor: 37_800,
    issuer: { name: "oblio" as const, pending: true, message: "Oblio could not be reached" },
    efactura: { status: "not_sent" as const, message: null, sentAt: null, checkedAt: null, hasAnswer: false },
    pdfUrl: "/api/admin/invoices/7/pdf",
    xmlUrl: "/api/admin/invoices/7/xml",
    deadline: { dueOn: null, soon: false },
  };

  it("offers the configured issuers to the owner, names the variables of one not configured, and marks a document Oblio has not numbered", async () => {
    renderAdminPage(
      "/admin/invoices",
      "ro",
      () => ({
        ...page,
        rows: [oblioRow],
        total: 1,
        issuer: { issuer: "oblio" as const, configured: { elara: true, oblio: true, smartbill: false }, updatedAt: null, updatedBy: null },
      }),
      (data) => <InvoicesPage {...data} csrfToken="csrf-1" />,
    );
    const oblio = (await screen.findByRole("radio", { name: "Oblio" }, FIRST_RENDER)) as HTMLInputElement;
    expect(oblio.checked).toBe(true);
    const smartbill = screen.getByRole("radio", { name: /SmartBill/ }) as HTMLInputElement;
    expect(smartbill.disabled).toBe(true);
    expect(
      screen.getByText("Neconfigurat: setează SMARTBILL_USER, SMARTBILL_TOKEN, SMARTBILL_CIF, SMARTBILL_SERIES și repornește magazinul."),
    ).toBeTruthy();
    expect(screen.getByText("Se așteaptă numărul de la Oblio")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /PDF/ })).toBeNull();
  });

  it("is not shown to a member who may not change settings", async () => {
    renderAdminPage(
      "/admin/invoices",
      "en",
      () => page,
      (data) => <InvoicesPage {...data} csrfToken="csrf-1" />,
    );
    await screen.findByLabelText("Month for the accountant", {}, FIRST_RENDER);
    expect(screen.queryByRole("heading", { name: "Who issues the invoices" })).toBeNull();
  });
});

describe("the accountant's month", () => {
  it("starts on last month, so the ZIP downloads without typing one", async () => {
    renderAdminPage(
      "/admin/invoices",
      "en",
      () => page,
      (data) => <InvoicesPage {...data} csrfToken="csrf-1" />,
    );
    const month = await screen.findByLabelText("Month for the accountant", {}, FIRST_RENDER);
    expect((month as HTMLInputElement).value).toBe("2026-11");
  });
});

describe("the month's VAT beside e-Factura", () => {
  const show = (reconciliation: ReconciliationReading, language: "ro" | "en" = "en") =>
    renderAdminPage(
      "/admin/invoices",
      language,
      () => ({ ...page, reconciliation }),
      (data) => <InvoicesPage {...data} csrfToken="csrf-1" />,
    );

  it("says a month without difference has none, in a table per rate", async () => {
    show({
      month: "2026-11",
      view: { month: "2026-11", rates: [rate21([22_976, 4_824], [22_976, 4_824])], differences: [], balanced: true, outside: [] },
    });
    const verdict = await screen.findByText(/^No difference: in 2026-11 ANAF accepted exactly/, {}, FIRST_RENDER);
    expect(verdict.getAttribute("role")).toBe("status");
    const table = screen.getByRole("table", { name: /VAT per rate in 2026-11/ });
    expect(within(table).getByRole("rowheader", { name: "21 %" })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "VAT rate",
      "Store: base",
      "Store: VAT",
      "ANAF accepted: base",
      "ANAF accepted: VAT",
      "Difference: base",
      "Difference: VAT",
    ]);
  });

  it("lists each difference with its cause, in Romanian", async () => {
    show(
      {
        month: "2026-11",
        view: {
          month: "2026-11",
          rates: [rate21([31_240, 6_560], [0, 0])],
          differences: [
            {
              cause: "not_sent",
              label: "ELR-000002",
              orderNumber: 1002,
              taxableRonMinor: 31_240,
              vatRonMinor: 6_560,
              grossRonMinor: 37_800,
            },
            {
              cause: "uncredited_cancelled",
              label: "ELR-000001",
              orderNumber: 1001,
              taxableRonMinor: 0,
              vatRonMinor: 0,
              grossRonMinor: -37_800,
            },
          ],
          balanced: false,
          outside: [],
        },
      },
      "ro",
    );
    const verdict = await screen.findByText(/^2026-11 are 2 diferențe față de e-Factura/, {}, FIRST_RENDER);
    expect(verdict.getAttribute("role")).toBe("status");
    const differences = screen.getByRole("table", { name: "Diferențele și cauzele lor" });
    expect(within(differences).getByRole("row", { name: /ELR-000001/ }).textContent).toContain(
      "Comandă anulată după factură, fără factură de stornare",
    );
    expect(within(differences).getByRole("row", { name: /ELR-000002/ }).textContent).toContain("Netrimis la e-Factura");
  });

  it("sums an outside issuer's documents apart, and says where their e-Factura is checked", async () => {
    show({
      month: "2026-11",
      view: {
        month: "2026-11",
        rates: [],
        differences: [],
        balanced: true,
        outside: [
          {
            issuer: "oblio",
            documents: 3,
            pending: 1,
            rates: [
              { category: "S", ratePercent: 21, taxableRonMinor: 31_240, vatRonMinor: 6_560 },
              { category: "S", ratePercent: 11, taxableRonMinor: 9_009, vatRonMinor: 991 },
            ],
          },
        ],
      },
    });
    const table = await screen.findByRole("table", { name: /Issued by Oblio in 2026-11/ }, FIRST_RENDER);
    expect(within(table).getByRole("row", { name: /^11 %/ }).textContent).toMatch(/90,09\sRON/);
    expect(screen.getByText(/Oblio numbered 3 documents this month and sends them to e-Factura itself/).textContent).toContain(
      "1 is still waiting for Oblio's answer",
    );
    // Nothing of the store's own to compare: no verdict on what the store cannot see.
    expect(screen.queryByText(/^No difference/)).toBeNull();
  });

  it("says a month with no documents has nothing to reconcile, and refuses a month typed wrong", async () => {
    show({ month: "2026-10", view: { month: "2026-10", rates: [], differences: [], balanced: true, outside: [] } });
    expect(await screen.findByText(/No invoice or credit note was issued in 2026-10/, {}, FIRST_RENDER)).toBeTruthy();
    cleanup();
    show({ month: "2026-13", view: null, invalid: true });
    expect((await screen.findByRole("alert", {}, FIRST_RENDER)).textContent).toContain("The month must be written YYYY-MM");
    expect(screen.getByLabelText("Month to reconcile").getAttribute("aria-invalid")).toBe("true");
  });
});
