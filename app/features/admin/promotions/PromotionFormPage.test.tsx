// @vitest-environment happy-dom
/**
 * The promotion form (issue 68 item 1): a tiered promotion sent as the API reads it, the server's refusal shown under
 * the field it names (read with it through aria-describedby) with the focus moved there, in both languages; and the
 * list says each promotion's kind, uses against its cap and amount off in words.
 */
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminPromotion } from "#domain/admin/promotions";
import type { Language } from "#domain/locale";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { PromotionFormPage } from "./PromotionFormPage.tsx";
import { PromotionsPage } from "./PromotionsPage.tsx";

const fetchMock = stubFetchForEachTest({ immediateFrames: true });
afterEach(cleanup);

const ZONES = [{ id: "ro", name: "România" }];

const TIERED: AdminPromotion = {
  id: 7,
  titleRo: "2 produse −10 %, 3 produse −15 %",
  titleEn: "2 products −10%, 3 products −15%",
  kind: "tiers",
  valueKind: null,
  percent: null,
  amountRonMinor: null,
  tierBasis: "quantity",
  tiers: [
    { min: 2, percent: 10 },
    { min: 3, percent: 15 },
  ],
  giftSku: null,
  minSubtotalRonMinor: null,
  zoneIds: null,
  productHandles: [],
  variantSkus: [],
  audience: "everyone",
  customerEmails: [],
  startsAt: null,
  endsAt: null,
  priority: 0,
  usageLimit: 100,
  combinesWithCodes: false,
  combinesWithPromotions: false,
  active: true,
  status: "active",
  uses: 3,
  amountOffRonMinor: 4_500,
  revenueRonMinor: 60_000,
  createdAt: "2026-11-30T08:00:00.000Z",
  updatedAt: "2026-11-30T08:00:00.000Z",
  updatedBy: null,
};

const renderForm = (language: Language) =>
  renderAdminPage(
    "/admin/promotions/new",
    language,
    () => ({}),
    () => <PromotionFormPage promotion={null} isNew zones={ZONES} csrfToken="csrf" />,
  );

describe("the promotion form", () => {
  it.each([
    ["ro", "Pragul 2: de la (produse)", "Creează promoția", "Pragul 2 trebuie să ceară mai mult decât pragul dinaintea lui."],
    ["en", "Tier 2: from (products)", "Create promotion", "Tier 2 must ask for more than the tier before it."],
  ] as const)("%s: sends the tiers and shows the refusal under the field it names, focused", async (language, label, button, error) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error, field: "tiers.1.min" }, 400));
    renderForm(language);
    const step = (await screen.findByLabelText(label, {}, FIRST_RENDER)) as HTMLInputElement;
    fireEvent.change(screen.getByLabelText(language === "ro" ? "Pragul 1: de la (produse)" : "Tier 1: from (products)"), {
      target: { value: "3" },
    });
    fireEvent.change(screen.getByLabelText(language === "ro" ? "Pragul 1: reducere (%)" : "Tier 1: discount (%)"), {
      target: { value: "10" },
    });
    fireEvent.change(step, { target: { value: "2" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: button }));
    });
    await waitFor(() => expect(document.activeElement).toBe(step));
    expect(step.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(step.getAttribute("aria-describedby")!)!.textContent).toBe(error);
    expect(screen.getByRole("status").textContent).toBe(error);
    const [call] = apiCalls(fetchMock);
    expect(call!.url).toContain("/api/admin/promotions");
    expect(call!.body).toMatchObject({
      kind: "tiers",
      tierBasis: "quantity",
      tiers: [
        { min: "3", percent: "10" },
        { min: "2", percent: "" },
      ],
    });
  });
});

describe("the promotions list", () => {
  it("says each promotion's kind, dates, uses against its cap, amount off and revenue", async () => {
    renderAdminPage(
      "/admin/promotions",
      "ro",
      () => ({}),
      () => <PromotionsPage promotions={[TIERED]} canManage csrfToken="csrf" />,
    );
    const row = (await screen.findByRole("link", { name: TIERED.titleRo }, FIRST_RENDER)).closest("tr")!;
    expect(row.textContent).toContain("Praguri");
    expect(row.textContent).toContain("2 produse −10 %, 3 produse −15 %");
    expect(row.textContent).toContain("fără termen");
    expect(row.textContent).toContain("3 / 100");
    expect(row.textContent).toContain("45,00 lei");
    expect(row.textContent).toContain("600,00 lei");
  });
});
