/**
 * Who sells (issue 21 item 1): the company's legal identity, as Romanian law asks a trader to show it on its
 * site (Legea 365/2002 art. 5, OUG 34/2014), on every invoice (Codul fiscal art. 319) and in order emails. It
 * comes from configuration (`COMPANY_*`, README), validated at start-up; the defaults are a clearly fake sample
 * so a fresh clone runs, and a production store on them logs a warning at every start.
 */
export interface CompanyAddress {
  street: string;
  city: string;
  /** The county (județ), or "București" with the sector in `city`. */
  county: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface CompanyIdentity {
  legalName: string;
  /** The trade register number (Nr. ORC), e.g. J40/1234/2024 or the EUID-style J2024001234408. */
  registrationNumber: string;
  /** The fiscal code (CUI/CIF): `RO` + digits for a VAT payer, as invoices print it. */
  vatId: string;
  /** Share capital as the articles state it ("200 lei"); printed on invoices and letters (Legea 31/1990 art. 74). */
  shareCapital: string;
  address: CompanyAddress;
  phone: string;
  email: string;
  /** Where customers pay by bank transfer and what invoices print; optional. */
  bank: { name: string; iban: string } | undefined;
}

/** The sample identity a fresh clone runs with: every value is visibly not a real company's. */
export const SAMPLE_COMPANY: CompanyIdentity = {
  legalName: "Elara Wellness S.R.L. (exemplu)",
  registrationNumber: "J40/0000/2024",
  vatId: "RO00000000",
  shareCapital: "200 lei",
  address: { street: "Strada Exemplului 1", city: "București, Sector 1", county: "București", postalCode: "010001", countryCode: "RO" },
  phone: "+40 700 000 000",
  email: "suport@elara.ro",
  bank: undefined,
};

/** Whether the store still runs on the sample identity (its name or its fiscal code). */
export function isSampleCompany(company: CompanyIdentity): boolean {
  return company.legalName === SAMPLE_COMPANY.legalName || company.vatId === SAMPLE_COMPANY.vatId;
}

/** Bucharest has no county: "București, Sector 1" in county "București" names it once. */
function sameCity({ city, county }: CompanyAddress): boolean {
  return city === county || city.startsWith(`${county},`);
}

/** The address on one line, as footers and invoices print it. */
export function companyAddressLine(address: CompanyAddress): string {
  return [address.street, address.city, sameCity(address) ? "" : address.county, address.postalCode]
    .filter((part) => part.trim() !== "")
    .join(", ");
}
