// @vitest-environment jsdom
/**
 * The refund form on the admin's order page (issue 40 item 9): a partial refund is confirmed, with its amount and
 * what is left, as soon as the server answers — in the actions' status line, which screen readers hear — even while
 * the page's data is still loading again, and a second refund is told apart from the first.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AdminOrderDetail } from "#domain/admin-orders";
import type { StaffView } from "#app/lib/load-context.ts";
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
} as unknown as AdminOrderDetail;

const owner: StaffView = {
  id: 1,
  email: "owner@elara.test",
  name: "Owner",
  role: "owner",
  language: "ro",
  twoFactor: true,
  active: true,
  disabled: false,
  inviteExpiresAt: null,
};

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
