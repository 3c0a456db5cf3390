// @vitest-environment happy-dom
/**
 * The refund form on the admin's order page (issue 40 item 9): a partial refund is confirmed, with its amount and
 * what is left, as soon as the server answers — in the actions' status line, which screen readers hear — even while
 * the page's data is still loading again, and a second refund is told apart from the first. And the delivery's and
 * the cash's steps (issue 64 item 5): their hints say what a press does; what the courier did shows only once recorded.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AdminOrderDetail } from "#domain/admin/orders";
import { staffOf } from "#tests/app/admin-pages.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { OrderActions } from "./OrderActions.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const order = {
  orderNumber: 1042,
  status: "fulfilled",
  fulfilmentStatus: "shipped",
  currencyCode: "RON",
  refundableMinor: 37_800,
  payments: [{ attempt: 1, provider: "sandbox", method: "card", status: "succeeded" }],
  money: { totalMinor: 37_800 },
  timeline: [],
} as unknown as AdminOrderDetail;

const owner = staffOf("owner", { name: "Owner", twoFactor: true });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it("confirms each partial refund at once, with its amount and what is left, before the page has loaded again", async () => {
  let loads = 0;
  const router = createMemoryRouter(
    [
      {
        path: "/admin/orders/1042",
        // The first load answers; the reload after a refund is slow and has not answered by the end of the test.
        loader: () => (loads++ === 0 ? {} : new Promise(() => {})),
        element: <OrderActions order={order} staff={owner} csrfToken="csrf-1" />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ["/admin/orders/1042"] },
  );
  render(
    <I18nProvider i18n={createTestI18n("ro")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  const amount = await screen.findByLabelText("Suma (RON)", {}, { timeout: 10_000 });
  const refund = async (value: string, answer: unknown) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(answer));
    fireEvent.change(amount, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Rambursează suma" }));
  };

  await refund("10", { refund: { amountMinor: 1_000 }, order: { refundableMinor: 36_800, currencyCode: "RON" } });
  const confirmation = /^Rambursarea de 10,00\sRON este înregistrată; clientul a fost anunțat\. Se mai pot rambursa 368,00\sRON\.$/;
  await waitFor(() => expect(screen.getAllByRole("status").some((status) => confirmation.test(status.textContent ?? ""))).toBe(true));
  expect(fetchMock).toHaveBeenCalledWith("/api/admin/orders/1042/refund", expect.objectContaining({ method: "POST" }));

  await refund("10", { refund: { amountMinor: 1_000 }, order: { refundableMinor: 35_800, currencyCode: "RON" } });
  await waitFor(() =>
    expect(screen.getAllByRole("status").some((status) => /Se mai pot rambursa 358,00\sRON\.$/.test(status.textContent ?? ""))).toBe(true),
  );
});

/** A cash-on-delivery order a second past its AWB, and what its history says the courier did since. */
const codOrder = (timeline: unknown[], fulfilmentStatus = "shipped") =>
  ({
    ...order,
    fulfilmentStatus,
    status: fulfilmentStatus === "delivered" ? "delivered" : "fulfilled",
    refundableMinor: 0,
    payments: [{ attempt: 1, provider: "cod", method: "cod", status: "pending" }],
    money: { totalMinor: 20_399 },
    timeline: [
      { at: "2026-11-28T10:00:00.000Z", kind: "placed", staffEmail: null, detail: {} },
      {
        at: "2026-11-28T10:05:00.000Z",
        kind: "shipped",
        staffEmail: "owner@elara.test",
        detail: { carrier: "sameday", trackingNumber: "SBX1" },
      },
      ...timeline,
    ],
  }) as unknown as AdminOrderDetail;

function renderActions(shown: AdminOrderDetail) {
  const router = createMemoryRouter(
    [
      {
        path: "/admin/orders/1042",
        loader: () => ({}),
        element: <OrderActions order={shown} staff={owner} csrfToken="csrf-1" />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ["/admin/orders/1042"] },
  );
  render(
    <I18nProvider i18n={createTestI18n("en")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

it("says beside the buttons what a press does, and nothing the courier has not done, on a freshly shipped order", async () => {
  renderActions(codOrder([]));
  const deliver = await screen.findByRole("button", { name: "Mark as delivered" }, { timeout: 10_000 });
  const description = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-describedby")!)?.textContent;
  expect(description(deliver)).toMatch(/^Press it once the courier has confirmed the delivery: the order becomes delivered/);
  expect(description(screen.getByRole("button", { name: "Cash on delivery collected" }))).toMatch(
    /^Press it once the courier has paid you 203,99\sRON for this order/,
  );
  expect(screen.queryByText(/The courier confirmed/)).toBeNull();
  expect(screen.queryByText(/The courier transferred/)).toBeNull();
  expect(screen.queryByText(/The courier has paid you/)).toBeNull();
  expect(screen.queryByRole("heading", { name: "What happened" })).toBeNull();
});

it("says what the courier did once its delivery and its transfer are recorded", async () => {
  renderActions(
    codOrder(
      [
        { at: "2026-11-29T12:00:00.000Z", kind: "delivered", staffEmail: null, detail: {} },
        {
          at: "2026-12-02T09:00:00.000Z",
          kind: "cod_collected",
          staffEmail: null,
          detail: { by: "courier", amountMinor: 20_399, currencyCode: "RON", bankReference: "SBX-OP-20261202" },
        },
      ],
      "delivered",
    ),
  );
  expect(await screen.findByRole("heading", { name: "What happened" }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText(/^The courier confirmed the delivery on .*29.*2026/)).toBeTruthy();
  expect(screen.getByText(/^The courier transferred 203,99\sRON on .*2026.*, bank reference SBX-OP-20261202\.$/)).toBeTruthy();
});
