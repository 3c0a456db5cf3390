/**
 * "Invoice to a company" at checkout (issue 21 item 7): the buyer's legal name, fiscal code (CUI/CIF) and trade
 * register number, printed on the invoice and sent to e-Factura instead of the person's name. Shared by the checkout's
 * form and the server's check of the order body, so both refuse the same values.
 */

/** What the order keeps; absent: the invoice is to the person named in the billing address. */
export interface InvoiceCompany {
  name: string;
  /** The CUI as typed, normalised: digits, with `RO` in front for a VAT payer. */
  vatId: string;
  /** Nr. ORC (J40/1234/2024, or the EUID-style J2024001234408); empty for a body that has none (an association, a PFA may). */
  registrationNumber: string;
}

export type InvoiceCompanyField = keyof InvoiceCompany;
export type InvoiceCompanyProblem = "required" | "tooLong" | "cui" | "registration";

export const INVOICE_COMPANY_LIMITS = { name: 200, vatId: 12, registrationNumber: 40 } as const;

/** The control key of the Romanian fiscal code (Ordinul MFP 1180/1995 as ANAF publishes it). */
const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/** `RO 123 456` → `RO123456`; the letters are upper case, spaces and dots dropped. */
export function normaliseCui(value: string): string {
  return value.replace(/[\s.]/g, "").toUpperCase();
}

/**
 * Whether a CUI's check digit is right: the digits before it, right-aligned against 753217532, weighted and summed;
 * × 10 mod 11 (10 counts as 0) is the last digit. `RO` in front is allowed (a VAT payer's form).
 */
export function isValidCui(value: string): boolean {
  const digits = /^(?:RO)?(\d{2,10})$/.exec(normaliseCui(value))?.[1];
  if (!digits) return false;
  const body = digits.slice(0, -1).padStart(9, "0");
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * CUI_KEY[index]!, 0);
  const check = ((sum * 10) % 11) % 10;
  return check === Number(digits.at(-1));
}

const REGISTRATION = /^(?:[JFC]\d{1,2}\/\d{1,8}\/\d{4}|[JFC]\d{13})$/;

/** The fields' problems; an empty object when the company may be invoiced. */
export function checkInvoiceCompany(values: InvoiceCompany): Partial<Record<InvoiceCompanyField, InvoiceCompanyProblem>> {
  const problems: Partial<Record<InvoiceCompanyField, InvoiceCompanyProblem>> = {};
  const name = values.name.trim();
  if (name === "") problems.name = "required";
  else if (name.length > INVOICE_COMPANY_LIMITS.name) problems.name = "tooLong";
  const vatId = normaliseCui(values.vatId);
  if (vatId === "") problems.vatId = "required";
  else if (!isValidCui(vatId)) problems.vatId = "cui";
  const registration = values.registrationNumber.replace(/\s/g, "").toUpperCase();
  if (registration !== "" && !REGISTRATION.test(registration)) problems.registrationNumber = "registration";
  return problems;
}

/** The values as stored: trimmed and normalised. Call after `checkInvoiceCompany` found nothing. */
export function normaliseInvoiceCompany(values: InvoiceCompany): InvoiceCompany {
  return {
    name: values.name.trim(),
    vatId: normaliseCui(values.vatId),
    registrationNumber: values.registrationNumber.replace(/\s/g, "").toUpperCase(),
  };
}
