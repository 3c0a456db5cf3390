import { describe, expect, it } from "vitest";
import { parseZonesForm, storedZonesSchema, zoneIssueMessage, zonesToForm, type ZonesForm } from "./shipping-zones-schema.ts";
import { defaultShippingZones } from "./shipping-zones.ts";

const DEFAULTS = defaultShippingZones({ flatRateMinor: 1_999, freeFromMinor: 20_000 });
const anyCode = (code: string) => code !== "XX";

describe("the zones form", () => {
  it("reads back exactly the zones it was made from, and they are what the setting stores", () => {
    const parsed = parseZonesForm(zonesToForm(DEFAULTS), anyCode);
    expect(parsed).toEqual({ ok: true, zones: DEFAULTS });
    expect(storedZonesSchema.parse(DEFAULTS)).toEqual(DEFAULTS);
  });

  it("reads amounts with either decimal sign, codes in any case, and a threshold in dollars", () => {
    const form = zonesToForm(DEFAULTS);
    form.zones[2] = { ...form.zones[2]!, countries: "us, ca", everyOtherCountry: false, freeFrom: "50", freeFromCurrency: "usd" };
    form.zones[0]!.services[0]!.bands = [
      { from: "0", amount: "19,99" },
      { from: "150", amount: "9.5" },
    ];
    const parsed = parseZonesForm(form, anyCode);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.zones.zones[2]).toMatchObject({
      countries: ["US", "CA"],
      everyOtherCountry: false,
      freeFrom: { amountMinor: 5_000, currencyCode: "USD" },
    });
    expect(parsed.zones.zones[0]!.services[0]!.rate).toEqual({
      kind: "value",
      bands: [
        { fromMinor: 0, amountMinor: 1_999 },
        { fromMinor: 15_000, amountMinor: 950 },
      ],
    });
  });

  it("keeps the courier a service is carried by and whether it goes to a locker, and refuses one that is not a courier", () => {
    const form = zonesToForm(DEFAULTS);
    form.zones[0]!.services[0] = { ...form.zones[0]!.services[0]!, courier: "sameday", toPickupPoint: true };
    const parsed = parseZonesForm(form, anyCode);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.zones.zones[0]!.services[0]).toMatchObject({ courier: "sameday", toPickupPoint: true });
    expect(parsed.zones.zones[1]!.services[0]).not.toHaveProperty("courier");

    form.zones[0]!.services[0]!.courier = "dhl";
    form.zones[1]!.services[0] = { ...form.zones[1]!.services[0]!, courier: "", toPickupPoint: true };
    const refused = parseZonesForm(form, anyCode);
    expect(refused.ok ? [] : refused.issues).toEqual([
      { path: "zones.0.services.0.courier", problem: "courier" },
      { path: "zones.1.services.0.courier", problem: "pickup_without_courier" },
    ]);
    expect(zoneIssueMessage({ path: "zones.1.services.0.courier", problem: "pickup_without_courier" }, "ro")).toBe(
      "Zona 2, serviciul 1, curierul: livrarea la locker are nevoie de un curier; alege-l.",
    );
  });

  it("names every field it refuses, by its path", () => {
    const form: ZonesForm = zonesToForm(DEFAULTS);
    form.zones[0]!.name.en = "";
    form.zones[1]!.countries = "DE, XX";
    form.zones[1]!.services[0]!.bands[1]!.upTo = "400";
    form.zones[0]!.services[0]!.bands[0]!.from = "10";
    form.zones.push({ ...form.zones[2]!, id: "world-2" });
    form.zones[3]!.services = form.zones[3]!.services.map((service) => ({ ...service, id: "another" }));
    const parsed = parseZonesForm(form, anyCode);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([
      { path: "zones.0.name.en", problem: "required" },
      { path: "zones.0.services.0.bands.0.from", problem: "first_band_zero" },
      { path: "zones.1.countries", problem: "countries" },
      { path: "zones.1.services.0.bands.1.upTo", problem: "bands_order" },
      { path: "zones.3.everyOtherCountry", problem: "one_rest_of_world" },
    ]);
    expect(parseZonesForm({ zones: [] }, anyCode)).toEqual({ ok: false, issues: [{ path: "zones", problem: "none" }] });
  });

  it("says where and what in the member's language", () => {
    expect(zoneIssueMessage({ path: "zones.1.services.0.bands.2.amount", problem: "lei" }, "ro")).toBe(
      "Zona 2, serviciul 1, treapta 3, tariful (lei): scrie o sumă în lei, cu cel mult două zecimale (de exemplu 19,99).",
    );
    expect(zoneIssueMessage({ path: "zones.0.countries", problem: "country_twice" }, "en")).toBe(
      "Zone 1, countries: a country is listed twice.",
    );
    expect(zoneIssueMessage({ path: "zones", problem: "none" }, "en")).toBe("Zones: add at least one.");
  });
});
