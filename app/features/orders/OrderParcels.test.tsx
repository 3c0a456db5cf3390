// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OrderParcel } from "#domain/order-contract";
import { COURIER_IDS, SHIPMENT_STATUSES, type ShipmentStatus } from "#domain/shipments";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { OrderParcels } from "./OrderParcels.tsx";

afterEach(cleanup);

const LOCKER = { kind: "locker" as const, name: "Locker Piața Unirii Cluj", address: "Strada Memorandumului 2", city: "Cluj-Napoca" };

function parcel(status: ShipmentStatus, overrides: Partial<OrderParcel> = {}): OrderParcel {
  return {
    courier: "sameday",
    awb: "1ONB24123456789",
    status,
    destination: LOCKER,
    events: [
      { at: "2026-03-02T16:00:00.000Z", status, description: "Coletul a ajuns", location: "SBX-CJ-01" },
      { at: "2026-03-01T13:00:00.000Z", status: "picked_up", description: "Colet preluat de curier", location: null },
    ],
    ...overrides,
  };
}

function show(language: "ro" | "en", parcels: OrderParcel[]) {
  return render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <OrderParcels parcels={parcels} />
    </I18nProvider>,
  );
}

describe("the parcel on the shopper's order page", () => {
  // The strict texts throw on a key neither catalogue has: every status, every courier, in both languages.
  it.each(["ro", "en"] as const)("says every status and names every courier in %s", (language) => {
    for (const status of SHIPMENT_STATUSES) {
      for (const courier of COURIER_IDS) {
        show(language, [parcel(status, { courier })]);
        cleanup();
      }
    }
  });

  it("says where the parcel is in one sentence, then the courier's steps, newest first, at the shop's time", () => {
    show("ro", [parcel("in_locker")]);
    expect(screen.getByRole("heading", { name: "Coletul tău" })).toBeTruthy();
    expect(screen.getByText("Sameday, AWB 1ONB24123456789")).toBeTruthy();
    expect(screen.getByText("Îl ridici din Locker Piața Unirii Cluj, Strada Memorandumului 2, Cluj-Napoca.")).toBeTruthy();
    expect(screen.getByText("Coletul te așteaptă în lockerul ales.")).toBeTruthy();
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^2 mar\. 2026, 18:00În locker · Coletul a ajuns, SBX-CJ-01$/),
      expect.stringMatching(/^1 mar\. 2026, 15:00Preluat de curier · Colet preluat de curier$/),
    ]);
    expect(steps[0]!.querySelector("time")!.getAttribute("datetime")).toBe("2026-03-02T16:00:00.000Z");
  });

  it("speaks English on an English page, and names no place it was not given", () => {
    show("en", [parcel("delivered", { destination: null, courier: "sandbox" })]);
    expect(screen.getByText("Your parcel has been delivered.")).toBeTruthy();
    expect(screen.getByText("Test courier, AWB 1ONB24123456789")).toBeTruthy();
    expect(screen.queryByText(/Collect it from|Coming to/)).toBeNull();
    expect(screen.getAllByRole("listitem")[0]!.textContent).toMatch(/^2 Mar 2026, 18:00Delivered · /);
  });

  it("says where a parcel to an address goes, and shows no list before the courier's first event", () => {
    show("en", [parcel("created", { destination: { kind: "address", name: null, address: "Str. Lungă 3", city: "Iași" }, events: [] })]);
    expect(screen.getByText("Coming to Str. Lungă 3, Iași.")).toBeTruthy();
    expect(screen.getByText("The courier has your parcel's details and is coming to collect it from us.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("keeps the courier's words only where they say more than the step", () => {
    show("ro", [
      parcel("created", {
        events: [
          { at: "2026-03-01T14:00:00.000Z", status: "picked_up", description: "preluat de curier", location: "Brașov" },
          { at: "2026-03-01T13:00:00.000Z", status: "created", description: "AWB emis", location: null },
        ],
      }),
    ]);
    expect(screen.getAllByRole("listitem").map((step) => step.textContent)).toEqual([
      expect.stringMatching(/16:00Preluat de curier · Brașov$/),
      expect.stringMatching(/15:00AWB emis$/),
    ]);
  });
});
