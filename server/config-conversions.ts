/**
 * The ad platforms' accounts in the environment (issue 67 item 3, decision 0155), kept like the couriers' and
 * Stripe's: credentials never sit in the database, so a copy of it cannot send anything in the store's name. Each
 * platform is connected when its variables are set, all or none; whether anything is sent is the owner's switch in
 * the admin settings. The `…_API_BASE` variables point a test store at local fakes.
 */
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalSecret = z.preprocess(emptyAsUndefined, z.string().trim().min(8, "must be the secret the platform gave").optional());
const apiBase = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

export const conversionEnvironmentSchema = {
  GA4_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,20}$/, "must be the data stream's measurement id, such as G-AB12CD34EF")
      .optional(),
  ),
  GA4_API_SECRET: optionalSecret,
  GA4_API_BASE: apiBase("https://www.google-analytics.com"),
  META_PIXEL_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, "must be the pixel's (dataset's) id: digits only")
      .optional(),
  ),
  META_ACCESS_TOKEN: optionalSecret,
  META_TEST_EVENT_CODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^TEST\w{1,30}$/, "must be a code such as TEST12345")
      .optional(),
  ),
  META_API_BASE: apiBase("https://graph.facebook.com/v25.0"),
};

type ConversionEnvironment = z.infer<z.ZodObject<typeof conversionEnvironmentSchema>>;

export interface ConversionAccounts {
  ga4?: { measurementId: string; apiSecret: string; apiBase: string };
  meta?: { pixelId: string; accessToken: string; testEventCode: string | undefined; apiBase: string };
}

/** Each platform set whole, or a problem naming the variable it still needs. */
export function conversionAccounts(value: ConversionEnvironment): { accounts: ConversionAccounts; problems: string[] } {
  const problems: string[] = [];
  const pair = (first: [string, string | undefined], second: [string, string | undefined]): boolean => {
    if ((first[1] === undefined) === (second[1] === undefined)) return first[1] !== undefined;
    const [missing, present] = first[1] === undefined ? [first[0], second[0]] : [second[0], first[0]];
    problems.push(`${missing}: required with ${present}`);
    return false;
  };
  const ga4 = pair(["GA4_MEASUREMENT_ID", value.GA4_MEASUREMENT_ID], ["GA4_API_SECRET", value.GA4_API_SECRET]);
  const meta = pair(["META_PIXEL_ID", value.META_PIXEL_ID], ["META_ACCESS_TOKEN", value.META_ACCESS_TOKEN]);
  return {
    problems,
    accounts: {
      ...(ga4
        ? {
            ga4: {
              measurementId: value.GA4_MEASUREMENT_ID!,
              apiSecret: value.GA4_API_SECRET!,
              apiBase: value.GA4_API_BASE.replace(/\/$/, ""),
            },
          }
        : {}),
      ...(meta
        ? {
            meta: {
              pixelId: value.META_PIXEL_ID!,
              accessToken: value.META_ACCESS_TOKEN!,
              testEventCode: value.META_TEST_EVENT_CODE,
              apiBase: value.META_API_BASE.replace(/\/$/, ""),
            },
          }
        : {}),
    },
  };
}
