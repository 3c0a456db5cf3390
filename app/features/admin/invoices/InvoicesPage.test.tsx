// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { InvoicesPage } from "./InvoicesPage.tsx";

const page = {
  filter: { efactura: null, page: 1 },
  rows: [],
  total: 0,
  notSent: 0,
  canSend: true,
  notices: { refreshToken: null, unmatched: [], reconciledAt: null },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 1 December 00:30 in Bucharest is still 30 November in UTC: the month is the shop's.
  vi.setSystemTime(new Date("2026-11-30T22:30:00Z"));
});
afterEach(() => vi.useRealTimers());

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
