/**
 * The couriers' accounts in the environment (issue 43, decision 0092): a courier is enabled when its credentials
 * are set, all of them or none (a half-set account stops the start with what is missing). Each courier's test
 * environment is chosen by its `…_ENVIRONMENT`. The README's "Couriers" section says what to ask each courier for.
 */
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());
const optionalSecret = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const optionalId = z.preprocess(
  emptyAsUndefined,
  z.coerce.number({ error: "must be the whole-number id the courier's account shows" }).int().positive().optional(),
);

export const courierEnvironmentSchema = {
  SAMEDAY_USERNAME: optionalText,
  SAMEDAY_PASSWORD: optionalSecret,
  SAMEDAY_PICKUP_POINT_ID: optionalId,
  SAMEDAY_CONTACT_PERSON_ID: optionalId,
  SAMEDAY_ENVIRONMENT: z.enum(["production", "demo"], { error: "must be production or demo" }).default("production"),
  FAN_COURIER_CLIENT_ID: optionalText,
  FAN_COURIER_USERNAME: optionalText,
  FAN_COURIER_PASSWORD: optionalSecret,
  FAN_COURIER_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CARGUS_SUBSCRIPTION_KEY: optionalSecret,
  CARGUS_USERNAME: optionalText,
  CARGUS_PASSWORD: optionalSecret,
  CARGUS_PICKUP_LOCATION_ID: optionalId,
  CARGUS_SENDER_COUNTY: optionalText,
  CARGUS_SENDER_LOCALITY: optionalText,
  CARGUS_PRICE_TABLE_ID: optionalId,
  CARGUS_ENVIRONMENT: z.enum(["production", "test"], { error: "must be production or test" }).default("production"),
  CARGUS_COD_TO: z.enum(["bank", "cash"], { error: "must be bank or cash" }).default("bank"),
};

type CourierEnvironment = z.infer<z.ZodObject<typeof courierEnvironmentSchema>>;

export interface CourierAccounts {
  sameday?: { username: string; password: string; pickupPointId: number; contactPersonId: number; environment: "production" | "demo" };
  fanCourier?: { clientId: string; username: string; password: string; baseUrl: string | undefined };
  cargus?: {
    subscriptionKey: string;
    username: string;
    password: string;
    pickupLocationId: number;
    senderCounty: string;
    senderLocality: string;
    priceTableId: number | null;
    environment: "production" | "test";
    cashOnDeliveryTo: "bank" | "cash";
  };
}

/** Each account set whole, or a problem naming the variables it still needs. */
export function courierAccounts(value: CourierEnvironment): { accounts: CourierAccounts; problems: string[] } {
  const problems: string[] = [];
  const whole = <T extends Record<string, unknown>>(courier: string, parts: T): { [K in keyof T]: NonNullable<T[K]> } | undefined => {
    const missing = Object.entries(parts).filter(([, part]) => part === undefined);
    if (missing.length === Object.keys(parts).length) return undefined;
    if (missing.length > 0) {
      problems.push(`${missing.map(([name]) => name).join(", ")}: required with the other ${courier} variables (set all or none)`);
      return undefined;
    }
    return parts as { [K in keyof T]: NonNullable<T[K]> };
  };
  const sameday = whole("Sameday", {
    SAMEDAY_USERNAME: value.SAMEDAY_USERNAME,
    SAMEDAY_PASSWORD: value.SAMEDAY_PASSWORD,
    SAMEDAY_PICKUP_POINT_ID: value.SAMEDAY_PICKUP_POINT_ID,
    SAMEDAY_CONTACT_PERSON_ID: value.SAMEDAY_CONTACT_PERSON_ID,
  });
  const fan = whole("FAN Courier", {
    FAN_COURIER_CLIENT_ID: value.FAN_COURIER_CLIENT_ID,
    FAN_COURIER_USERNAME: value.FAN_COURIER_USERNAME,
    FAN_COURIER_PASSWORD: value.FAN_COURIER_PASSWORD,
  });
  const cargus = whole("Cargus", {
    CARGUS_SUBSCRIPTION_KEY: value.CARGUS_SUBSCRIPTION_KEY,
    CARGUS_USERNAME: value.CARGUS_USERNAME,
    CARGUS_PASSWORD: value.CARGUS_PASSWORD,
    CARGUS_PICKUP_LOCATION_ID: value.CARGUS_PICKUP_LOCATION_ID,
    CARGUS_SENDER_COUNTY: value.CARGUS_SENDER_COUNTY,
    CARGUS_SENDER_LOCALITY: value.CARGUS_SENDER_LOCALITY,
  });
  return {
    problems,
    accounts: {
      sameday: sameday && {
        username: sameday.SAMEDAY_USERNAME,
        password: sameday.SAMEDAY_PASSWORD,
        pickupPointId: sameday.SAMEDAY_PICKUP_POINT_ID,
        contactPersonId: sameday.SAMEDAY_CONTACT_PERSON_ID,
        environment: value.SAMEDAY_ENVIRONMENT,
      },
      fanCourier: fan && {
        clientId: fan.FAN_COURIER_CLIENT_ID,
        username: fan.FAN_COURIER_USERNAME,
        password: fan.FAN_COURIER_PASSWORD,
        baseUrl: value.FAN_COURIER_API_URL?.replace(/\/$/, ""),
      },
      cargus: cargus && {
        subscriptionKey: cargus.CARGUS_SUBSCRIPTION_KEY,
        username: cargus.CARGUS_USERNAME,
        password: cargus.CARGUS_PASSWORD,
        pickupLocationId: cargus.CARGUS_PICKUP_LOCATION_ID,
        senderCounty: cargus.CARGUS_SENDER_COUNTY,
        senderLocality: cargus.CARGUS_SENDER_LOCALITY,
        priceTableId: value.CARGUS_PRICE_TABLE_ID ?? null,
        environment: value.CARGUS_ENVIRONMENT,
        cashOnDeliveryTo: value.CARGUS_COD_TO,
      },
    },
  };
}
