// @vitest-environment happy-dom
/**
 * The product's health claims in the editor (issue 44): the nutrients the daily portion states first, with their %NRV
 * and the condition, the others folded; a claim the server refuses is read out with the nutrient and the condition.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductClaimsView } from "#domain/health-claims";
import { renderRoutesWithTexts } from "#tests/app/render-routes.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { ProductClaims } from "./ProductClaims.tsx";

const source = "Regulation (EU) No 432/2012";
const claims: ProductClaimsView = {
  register: [
    {
      id: 1,
      nutrient: "vitamin_d",
      text: {
        ro: "Vitamina D contribuie la funcționarea normală a sistemului imunitar.",
        en: "Vitamin D contributes to the normal function of the immune system.",
      },
      minNrvPercent: 15,
      source,
    },
    {
      id: 2,
      nutrient: "magnesium",
      text: {
        ro: "Magneziul contribuie la reducerea oboselii și extenuării.",
        en: "Magnesium contributes to a reduction of tiredness and fatigue.",
      },
      minNrvPercent: 15,
      source,
    },
    {
      id: 3,
      nutrient: "zinc",
      text: { ro: "Zincul contribuie la menținerea unei pieli normale.", en: "Zinc contributes to the maintenance of normal skin." },
      minNrvPercent: 15,
      source,
    },
  ],
  chosen: [1],
  daily: [
    { nutrient: "magnesium", amount: "40 mg", nrvPercent: 11 },
    { nutrient: "vitamin_d", amount: "25 µg", nrvPercent: 500 },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderClaims(view: ProductClaimsView = claims, onSaved?: (saved: ProductClaimsView) => void) {
  renderRoutesWithTexts("en", [
    {
      path: "/",
      element: <ProductClaims productId={7} claims={view} csrfToken="csrf-1" {...(onSaved ? { onSaved } : {})} />,
      loader: () => null,
    },
  ]);
}

describe("the product's health claims", () => {
  it("groups the register by nutrient, the stated ones with their %NRV first, the others folded", async () => {
    renderClaims();
    const vitaminD = within(await screen.findByRole("group", { name: "vitamin D" }, { timeout: 10_000 }));
    expect(vitaminD.getByText("Per daily portion: 25 µg, 500% NRV. Its claims need at least 15% NRV.")).toBeTruthy();
    expect((vitaminD.getByRole("checkbox", { name: /Vitamin D contributes/ }) as HTMLInputElement).checked).toBe(true);
    const magnesium = within(screen.getByRole("group", { name: "magnesium" }));
    expect(magnesium.getByText("Per daily portion: 40 mg, 11% NRV. Its claims need at least 15% NRV.")).toBeTruthy();
    expect(screen.getByText("One nutrient the table does not state").closest("details")?.open).toBe(false);
  });

  it("folds a nutrient the label's table names without a %NRV with the unstated ones, and tells the editor what it saved", async () => {
    const saved = { ...claims, chosen: [1, 3] };
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, claims: saved }));
    const onSaved = vi.fn();
    renderClaims({ ...claims, daily: [...claims.daily, { nutrient: "zinc", amount: "10 mg", nrvPercent: null }] }, onSaved);
    const folded = (await screen.findByText("One nutrient the table does not state", undefined, { timeout: 10_000 })).closest("details")!;
    expect(
      within(within(folded).getByRole("group", { name: "zinc" })).getByText(
        "The mandatory information's nutrients table gives no % NRV for this nutrient. Its claims need at least 15% NRV.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save claims" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });

  it("sends the chosen ids and reads out the server's refusal", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          status: 422,
          code: "claim_conditions",
          error:
            "The claim is not allowed for this product: The magnesium claim needs at least 15% of the NRV per daily portion; the product has 11%.",
          field: "claimIds",
        },
        422,
      ),
    );
    renderClaims();
    fireEvent.click(await screen.findByRole("checkbox", { name: /Magnesium contributes/ }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole("button", { name: "Save claims" }));
    // The status line is there, empty, before the answer: wait for what it reads out.
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("the product has 11%"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ claimIds: [1, 2] });
  });
});
