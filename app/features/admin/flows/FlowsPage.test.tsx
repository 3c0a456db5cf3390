// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlowResultView, FlowsPageView } from "#domain/admin/flows";
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import { DEFAULT_SAVE_OFFER_SETTINGS, saveResults, type SaveAttemptOutcome } from "#domain/save-offers";
import { apiCalls, FIRST_RENDER, renderAdminPage } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { FlowsPage } from "./FlowsPage.tsx";

const group = (shoppers: number, ordered: number, revenuePerShopper: number) => ({
  shoppers,
  ordered,
  orderRate: shoppers === 0 ? 0 : ordered / shoppers,
  revenuePerShopper,
});

const measured: FlowResultView = {
  flow: "review_request",
  sends: 400,
  clicks: 120,
  unsubscribes: 3,
  sent: group(400, 60, 2_500),
  holdout: group(45, 3, 800),
  lift: {
    orderRate: { difference: 0.0833, low: 0.01, high: 0.1566 },
    revenuePerShopper: { difference: 1_700, low: 300, high: 3_100 },
  },
};

let stored: FlowsPageView;
const fetchMock = stubFetchForEachTest();

function renderPage(language: "ro" | "en") {
  renderAdminPage(
    "/admin/flows",
    language,
    () => stored,
    (data) => <FlowsPage {...data} csrfToken="csrf-1" />,
  );
}

beforeEach(() => {
  stored = {
    settings: { settings: DEFAULT_FLOW_SETTINGS, updatedAt: null, updatedBy: null },
    results: {
      period: { from: "2026-10-25", to: "2026-11-23" },
      minGroupSize: 30,
      flows: [measured],
      backInStock: { requests: 12, sends: 9, ordersWithin7Days: 4 },
    },
    periodError: null,
  };
});

describe("the flows page", () => {
  it("shows the cancel form's save offers per reason, saved against the holdout, in both languages", async () => {
    const outcomes: SaveAttemptOutcome[] = [
      ...Array.from({ length: 8 }, (_, index): SaveAttemptOutcome => ({
        reason: "too_expensive",
        arm: "offer",
        outcome: index < 4 ? "saved" : index < 6 ? "cancelled" : "abandoned",
      })),
      { reason: "too_expensive", arm: "holdout", outcome: "cancelled" },
      { reason: "too_expensive", arm: "holdout", outcome: "abandoned" },
    ];
    stored = { ...stored, saveOffers: { settings: DEFAULT_SAVE_OFFER_SETTINGS, results: saveResults(outcomes) } };
    renderPage("en");
    const table = await screen.findByRole("table", { name: /Cancel offers by reason/ }, FIRST_RENDER);
    const row = within(table).getByRole("row", { name: /^Too expensive/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["8", "4 (50 %)", "6 (75 %)", "2", "1 (50 %)", "+0"]);
    const other = within(table).getByRole("row", { name: /^Other/ });
    expect(within(other).getAllByRole("cell").at(-1)!.textContent).toBe("—");
    expect(
      screen.getByText(/Discount for "too expensive": 15%, once every 6 months per subscription; holdout: 20% of attempts\./),
    ).toBeTruthy();

    // The settings: a refusal shows at its field, which takes the focus.
    const discount = screen.getByRole("spinbutton", { name: /Discount for "too expensive"/ });
    fireEvent.change(discount, { target: { value: "60" } });
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(
        {
          success: false,
          status: 400,
          code: "invalid_field",
          error: "Discount: enter a whole number of percent from 5 to 50.",
          field: "discountPercent",
        },
        400,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save the offer settings" }));
    await waitFor(() => expect(document.activeElement).toBe(discount));
    expect(screen.getByText("Discount: enter a whole number of percent from 5 to 50.")).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.url.endsWith("/flows/save-offers"))?.body).toEqual({
      discountPercent: 60,
      cooldownMonths: 6,
      holdoutPercent: 20,
    });
  });

  it("shows the holdout, each flow's switch and delay, its groups with the difference and interval, and back in stock apart", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Marketing flows" }, FIRST_RENDER);
    expect((screen.getByRole("spinbutton", { name: "Holdout group (%)" }) as HTMLInputElement).value).toBe("10");
    const review = screen.getByRole("group", { name: "Review request" });
    expect(within(review).getByRole("checkbox", { name: "Review request: on" })).toHaveProperty("checked", true);
    expect((within(review).getByRole("spinbutton", { name: "Review request: delay (days)" }) as HTMLInputElement).value).toBe("10");

    const results = screen.getByRole("region", { name: "Review request" });
    const table = within(results).getByRole("table", { name: "Review request: emailed group against holdout" });
    const ordered = within(table).getByRole("row", { name: /Ordered within 5 days/ });
    expect(ordered.textContent).toContain("60 (15 %)");
    expect(ordered.textContent).toContain("+8.3 points (+1 to +15.7)");
    expect(within(table).getByRole("row", { name: /Revenue per shopper/ }).textContent).toMatch(
      /\+17,00\sRON \(\+3,00\sRON to \+31,00\sRON\)/,
    );
    expect(
      within(results).getByText("If the interval includes zero, the flow's effect is not yet distinguishable from chance."),
    ).toBeTruthy();
    const backInStock = screen.getByRole("region", { name: /Back in stock/ });
    expect(within(backInStock).getByText("Service notice")).toBeTruthy();
    expect(within(backInStock).getByText("4")).toBeTruthy();
    expect(screen.getByText("Results from 2026-10-25 to 2026-11-23.").getAttribute("role")).toBe("status");
  });

  it("says plainly when the groups are too small to conclude, in Romanian", async () => {
    stored.results!.flows = [{ ...measured, sent: group(25, 2, 900), holdout: group(3, 0, 0), lift: null }];
    renderPage("ro");
    await screen.findByRole("heading", { level: 1, name: "Fluxuri de marketing" }, FIRST_RENDER);
    expect(
      screen.getByText(
        "Prea puțini clienți ca să tragi o concluzie: fiecare grup are nevoie de cel puțin 30 (acum 25 de clienți au primit e-mailul, 3 în grupul de control).",
      ),
    ).toBeTruthy();
  });

  it.each([
    [1, "acum 1 client a primit e-mailul"],
    [4, "acum 4 clienți au primit e-mailul"],
  ])("agrees the Romanian words with %i shopper(s) emailed", async (shoppers, words) => {
    stored.results!.flows = [{ ...measured, sent: group(shoppers, 0, 0), holdout: group(3, 0, 0), lift: null }];
    renderPage("ro");
    await screen.findByRole("heading", { level: 1, name: "Fluxuri de marketing" }, FIRST_RENDER);
    expect(
      screen.getByText(
        `Prea puțini clienți ca să tragi o concluzie: fiecare grup are nevoie de cel puțin 30 (${words}, 3 în grupul de control).`,
      ),
    ).toBeTruthy();
  });

  it("saves the switches with PUT, announces it, and shows a refused field at the field with the focus on it", async () => {
    renderPage("en");
    const review = await screen.findByRole("group", { name: "Review request" }, FIRST_RENDER);
    fireEvent.click(within(review).getByRole("checkbox", { name: "Review request: on" }));
    const holdout = screen.getByRole("spinbutton", { name: "Holdout group (%)" });
    fireEvent.change(holdout, { target: { value: "60" } });
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(
        {
          success: false,
          status: 400,
          code: "invalid_field",
          error: "Holdout group: enter a whole number of percent from 0 to 50.",
          field: "holdoutPercent",
        },
        400,
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the flow settings" }));
    });
    const [refused] = apiCalls(fetchMock);
    expect(refused).toEqual({
      url: "/api/admin/flows/settings",
      body: {
        holdoutPercent: 60,
        frequencyCapHours: 24,
        flows: { ...DEFAULT_FLOW_SETTINGS.flows, review_request: { enabled: false, delayDays: 10 } },
      },
    });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("PUT");
    expect(holdout.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Holdout group: enter a whole number of percent from 0 to 50.")).toBeTruthy();
    expect(document.activeElement).toBe(holdout);

    fireEvent.change(holdout, { target: { value: "20" } });
    const saved = {
      holdoutPercent: 20,
      frequencyCapHours: 24,
      flows: { ...DEFAULT_FLOW_SETTINGS.flows, review_request: { enabled: false, delayDays: 10 } },
    };
    fetchMock.mockImplementationOnce(async () => {
      stored = { ...stored, settings: { settings: saved, updatedAt: "2026-11-23T09:00:00.000Z", updatedBy: "owner@elara.test" } };
      return jsonResponse({ changed: true, ...stored.settings });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the flow settings" }));
    });
    await waitFor(() => expect(screen.getByText("The flow settings are saved.")).toBeTruthy());
    expect(screen.getByText("The flow settings are saved.").getAttribute("role")).toBe("status");
    expect(screen.getByText("Last changed 23 Nov 2026, 11:00 by owner@elara.test.")).toBeTruthy();
  });

  it("edits the abandoned checkout's hours and its last email's code, and shows a refused code at its field, in Romanian", async () => {
    renderPage("ro");
    const abandoned = await screen.findByRole("group", { name: "Comanda neterminată" }, FIRST_RENDER);
    expect(within(abandoned).getByRole("checkbox", { name: "Comanda neterminată: pornit" })).toHaveProperty("checked", true);
    const hours = [1, 2, 3].map(
      (step) => within(abandoned).getByRole("spinbutton", { name: `E-mailul ${step}: ore după comanda începută` }) as HTMLInputElement,
    );
    expect(hours.map((input) => input.value)).toEqual(["1", "24", "72"]);
    const offer = within(abandoned).getByRole("checkbox", { name: "Oferă un cod de reducere în ultimul e-mail" });
    expect(offer).toHaveProperty("checked", false);
    expect(within(abandoned).queryByRole("textbox")).toBeNull();

    fireEvent.change(hours[1]!, { target: { value: "48" } });
    fireEvent.click(offer);
    const code = within(abandoned).getByRole("textbox", { name: "Codul de reducere din ultimul e-mail" });
    fireEvent.change(code, { target: { value: "nuexista" } });
    const sentence =
      "Comanda neterminată – codul de reducere: scrie un cod existent și activ din „Reduceri” sau lasă câmpul gol pentru niciun cod.";
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(
        { success: false, status: 400, code: "incentive_code", error: sentence, field: "flows.abandoned_checkout.incentiveCode" },
        400,
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salvează setările fluxurilor" }));
    });
    const [refused] = apiCalls(fetchMock);
    expect((refused!.body as { flows: Record<string, unknown> }).flows.abandoned_checkout).toEqual({
      enabled: true,
      delayHours: [1, 48, 72],
      incentiveCode: "nuexista",
    });
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(sentence)).toBeTruthy();
    expect(document.activeElement).toBe(code);
  });

  it("sets the welcome series' number of emails and delays, showing the second delay only for two, in Romanian too", async () => {
    renderPage("en");
    await screen.findByRole("heading", { level: 1, name: "Marketing flows" }, FIRST_RENDER);
    const welcome = screen.getByRole("group", { name: "Welcome series" });
    const emails = within(welcome).getByRole("group", { name: "Welcome series: emails after the code" });
    expect((within(emails).getByRole("radio", { name: "Two emails" }) as HTMLInputElement).checked).toBe(true);
    const first = within(welcome).getByRole("spinbutton", { name: "Welcome series: first email (days after signing up)" });
    expect((first as HTMLInputElement).value).toBe("2");
    const second = within(welcome).getByRole("spinbutton", { name: "Welcome series: second email (days after signing up)" });
    expect((second as HTMLInputElement).value).toBe("5");

    fireEvent.change(second, { target: { value: "2" } });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          status: 400,
          code: "invalid_field",
          error: "Welcome series – second email: enter a whole number of days, more than the first email's and at most 365.",
          field: "flows.welcome.secondStepDelayDays",
        },
        400,
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the flow settings" }));
    });
    expect(apiCalls(fetchMock)[0]!.body).toMatchObject({
      flows: { welcome: { enabled: true, steps: 2, delayDays: 2, secondStepDelayDays: 2 } },
    });
    expect(second.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(second);

    fireEvent.click(within(emails).getByRole("radio", { name: "One email" }));
    expect(within(welcome).queryByRole("spinbutton", { name: /second email/ })).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse({ changed: true, ...stored.settings }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save the flow settings" }));
    });
    // The hidden second delay is sent as saved, not as the refused 2.
    expect(apiCalls(fetchMock)[1]!.body).toMatchObject({ flows: { welcome: { steps: 1, delayDays: 2, secondStepDelayDays: 5 } } });
  });

  it("names the welcome series' controls in Romanian", async () => {
    renderPage("ro");
    const welcome = await screen.findByRole("group", { name: "Seria de bun venit" }, FIRST_RENDER);
    expect(within(welcome).getByRole("radio", { name: "Un e-mail" })).toBeTruthy();
    expect(within(welcome).getByRole("spinbutton", { name: "Seria de bun venit: al doilea e-mail (zile după abonare)" })).toBeTruthy();
  });
});
