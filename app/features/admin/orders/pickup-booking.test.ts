import { describe, expect, it } from "vitest";
import type { PickupBooking } from "#domain/admin/shipments";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { pickupSentence } from "./pickup-booking.ts";

const BOOKED: PickupBooking = {
  courier: "cargus",
  from: "2026-11-27T08:00:00.000Z",
  to: "2026-11-27T16:00:00.000Z",
  booked: true,
  failure: null,
};

describe("the sentence of the courier's visit", () => {
  it.each([
    ["ro", "Cargus vine după colete vineri, 27 nov. 2026, 10:00–18:00."],
    ["en", "Cargus collects the parcels on Friday, 27 Nov 2026, 10:00–18:00."],
  ] as const)("says in %s when the courier comes, on the shop's clock", (language, sentence) => {
    const i18n = strictTestI18n(language);
    expect(pickupSentence(i18n.translatorFor("admin"), language, BOOKED)).toBe(sentence);
  });

  it("says the courier refused, in its words, and where to book instead", () => {
    const i18n = strictTestI18n("ro");
    expect(pickupSentence(i18n.translatorFor("admin"), "ro", { ...BOOKED, booked: false, failure: "cargus: Location inactive" })).toBe(
      "Cargus nu a primit cererea de ridicare (cargus: Location inactive). Cere ridicarea din contul tău Cargus.",
    );
  });
});
