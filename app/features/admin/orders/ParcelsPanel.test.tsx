// @vitest-environment happy-dom
/**
 * The order page's parcels panel (issue 43 item 3) when the store has no courier account: the member who may ship is
 * told where an AWB is made instead, not shown a form with no courier to choose; one who may not ship is told nothing.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { AdminParcels } from "#domain/admin/shipments";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { ParcelsPanel } from "./ParcelsPanel.tsx";

afterEach(cleanup);

const noCourier: AdminParcels = {
  shipments: [],
  defaults: {
    courier: null,
    service: "standard",
    lockerId: null,
    lockerName: null,
    parcel: { weightGrams: 450, lengthCm: 20, widthCm: 15, heightCm: 10 },
  },
  couriers: [],
  canCreate: true,
  canShip: true,
};

function show(language: "ro" | "en", parcels: AdminParcels) {
  const router = createMemoryRouter([
    { path: "/", element: <ParcelsPanel orderNumber={1042} parcels={parcels} csrfToken="csrf" className="" /> },
  ]);
  return render(
    <I18nProvider i18n={strictTestI18n(language)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

it.each([
  ["ro", "Niciun curier nu e conectat la magazin", "Creează AWB"],
  ["en", "No courier is connected to the store", "Create AWB"],
] as const)("says in %s where an AWB is made when no courier is connected", (language, sentence, button) => {
  show(language, noCourier);
  expect(screen.getByText(new RegExp(`^${sentence}`))).toBeTruthy();
  expect(screen.queryByRole("button", { name: button })).toBeNull();
});

it("says nothing of couriers to a member who may not ship", () => {
  show("ro", { ...noCourier, canShip: false });
  expect(screen.getByText("Niciun AWB încă.")).toBeTruthy();
  expect(screen.queryByText(/Niciun curier/)).toBeNull();
});
