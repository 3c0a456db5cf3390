// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OrderSummary } from "#domain/order-contract";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { orderSummary } from "#tests/app/checkout-kit.tsx";
import { OrderDetails } from "./OrderDetails.tsx";

afterEach(cleanup);

const shipped = (deliveryTime: string | null) =>
  ({ ...orderSummary(1001, "fulfilled"), shippingService: "Sameday easybox", deliveryTime }) as unknown as OrderSummary;

function show(order: OrderSummary) {
  return render(
    <I18nProvider i18n={strictTestI18n("ro")}>
      <OrderDetails order={order} />
    </I18nProvider>,
  );
}

describe("a shipped order's page", () => {
  it("gives the chosen service's own delivery estimate, the one checkout gave, not a number of its own (issue 64)", () => {
    show(shipped("1–3 zile lucrătoare, în locker-ul ales"));
    expect(screen.getByText("Comanda ta a plecat din depozit.")).toBeTruthy();
    expect(screen.getByText("Livrare cu Sameday easybox: 1–3 zile lucrătoare, în locker-ul ales.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/3–5/);
  });

  it("says nothing of the time for an order placed before its service's estimate was kept", () => {
    show(shipped(null));
    expect(screen.getByText("Comanda ta a plecat din depozit.")).toBeTruthy();
    expect(screen.queryByText(/^Livrare cu/)).toBeNull();
  });
});
