/**
 * The outside invoice issuers' accounts in the environment (issue 70 item 2, decision 0177): Oblio and SmartBill, each
 * usable as the store's issuer when its credentials are set, all of them or none (a half-set account stops the start
 * with what is missing). The owner then chooses the issuer in the admin (`invoicing.issuer`); the README's "Invoice
 * issuer" section says what to ask each service for. The secrets are never logged.
 */
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalSecret = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const optionalSeries = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, "must be the series' name as the service shows it (letters and digits, e.g. ELR)")
    .optional(),
);
const optionalCif = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(RO)?\d{2,10}$/, "must be the company's CIF (digits, with or without RO)")
    .optional(),
);
const baseUrl = (fallback: string) => z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default(fallback));

export const invoiceIssuerEnvironmentSchema = {
  OBLIO_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be the email you log in to Oblio with").optional()),
  OBLIO_SECRET: optionalSecret,
  OBLIO_CIF: optionalCif,
  OBLIO_SERIES: optionalSeries,
  OBLIO_API_URL: baseUrl("https://www.oblio.eu"),
  SMARTBILL_USER: z.preprocess(emptyAsUndefined, z.email("must be the email you log in to SmartBill with").optional()),
  SMARTBILL_TOKEN: optionalSecret,
  SMARTBILL_CIF: optionalCif,
  SMARTBILL_SERIES: optionalSeries,
  SMARTBILL_API_URL: baseUrl("https://ws.smartbill.ro"),
};

type InvoiceIssuerEnvironment = z.infer<z.ZodObject<typeof invoiceIssuerEnvironmentSchema>>;

export interface InvoiceIssuerAccounts {
  oblio?: { email: string; secret: string; cif: string; series: string; baseUrl: string };
  smartbill?: { user: string; token: string; cif: string; series: string; baseUrl: string };
}

/** Each account set whole, or a problem naming the variables it still needs. */
export function invoiceIssuerAccounts(value: InvoiceIssuerEnvironment): { accounts: InvoiceIssuerAccounts; problems: string[] } {
  const problems: string[] = [];
  const whole = <T extends Record<string, unknown>>(service: string, parts: T): { [K in keyof T]: NonNullable<T[K]> } | undefined => {
    const missing = Object.entries(parts).filter(([, part]) => part === undefined);
    if (missing.length === Object.keys(parts).length) return undefined;
    if (missing.length > 0) {
      problems.push(`${missing.map(([name]) => name).join(", ")}: required with the other ${service} variables (set all or none)`);
      return undefined;
    }
    return parts as { [K in keyof T]: NonNullable<T[K]> };
  };
  const oblio = whole("Oblio", {
    OBLIO_EMAIL: value.OBLIO_EMAIL,
    OBLIO_SECRET: value.OBLIO_SECRET,
    OBLIO_CIF: value.OBLIO_CIF,
    OBLIO_SERIES: value.OBLIO_SERIES,
  });
  const smartbill = whole("SmartBill", {
    SMARTBILL_USER: value.SMARTBILL_USER,
    SMARTBILL_TOKEN: value.SMARTBILL_TOKEN,
    SMARTBILL_CIF: value.SMARTBILL_CIF,
    SMARTBILL_SERIES: value.SMARTBILL_SERIES,
  });
  return {
    problems,
    accounts: {
      oblio: oblio && {
        email: oblio.OBLIO_EMAIL,
        secret: oblio.OBLIO_SECRET,
        cif: oblio.OBLIO_CIF,
        series: oblio.OBLIO_SERIES,
        baseUrl: value.OBLIO_API_URL.replace(/\/$/, ""),
      },
      smartbill: smartbill && {
        user: smartbill.SMARTBILL_USER,
        token: smartbill.SMARTBILL_TOKEN,
        cif: smartbill.SMARTBILL_CIF,
        series: smartbill.SMARTBILL_SERIES,
        baseUrl: value.SMARTBILL_API_URL.replace(/\/$/, ""),
      },
    },
  };
}
