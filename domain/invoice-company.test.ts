import { describe, expect, it } from "vitest";
import { checkInvoiceCompany, isValidCui, normaliseInvoiceCompany } from "./invoice-company.ts";

describe("the Romanian fiscal code's check digit", () => {
  it("accepts real codes, with or without RO, spaces and dots", () => {
    for (const code of ["18547290", "RO14399840", "ro 14 399 840", "12345674"]) expect(isValidCui(code)).toBe(true);
  });

  it("refuses a wrong check digit, letters, too few or too many digits", () => {
    for (const code of ["18547291", "RO14399841", "12A45674", "1", "12345678901", "", "DE123456789"]) expect(isValidCui(code)).toBe(false);
  });
});

describe("invoice to a company", () => {
  it("names each field's problem", () => {
    expect(checkInvoiceCompany({ name: " ", vatId: "RO14399841", registrationNumber: "J40-12-2020" })).toEqual({
      name: "required",
      vatId: "cui",
      registrationNumber: "registration",
    });
    expect(checkInvoiceCompany({ name: "Firma Mea S.R.L.", vatId: "", registrationNumber: "" })).toEqual({ vatId: "required" });
  });

  it("accepts both forms of the trade register number, and keeps the values normalised", () => {
    for (const registrationNumber of ["J40/1234/2024", "j12/345/2001", "J2024001234408", "F12/3/2019", ""])
      expect(checkInvoiceCompany({ name: "Firma", vatId: "RO14399840", registrationNumber })).toEqual({});
    expect(normaliseInvoiceCompany({ name: " Firma Mea ", vatId: "ro 14399840", registrationNumber: "j40/1234/2024 " })).toEqual({
      name: "Firma Mea",
      vatId: "RO14399840",
      registrationNumber: "J40/1234/2024",
    });
  });
});
