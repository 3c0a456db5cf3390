/**
 * The eMAG Marketplace seller account in the environment (issue 70 item 3, decision 0186): the API user and password
 * eMAG gives with the account's API access, the API's base (production by default; a test points it at the local
 * fake) and the secret token the store's callback URL carries, all three set or none (a half-set account stops the
 * start with what is missing). eMAG also answers only from the addresses the account's IP allow-list names: the
 * README's "eMAG Marketplace" section says what to ask for. The secrets are never logged.
 */
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

export const EMAG_PRODUCTION_API = "https://marketplace-api.emag.ro/api-3";

export const emagEnvironmentSchema = {
  EMAG_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  EMAG_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  EMAG_CALLBACK_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,128}$/, "must be 32 to 128 letters, digits, - or _ (e.g. `openssl rand -hex 24`)")
      .optional(),
  ),
  EMAG_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default(EMAG_PRODUCTION_API)),
};

type EmagEnvironment = z.infer<z.ZodObject<typeof emagEnvironmentSchema>>;

export interface EmagAccount {
  username: string;
  password: string;
  /** The secret in the callback URL registered at eMAG: only eMAG knows it. */
  callbackToken: string;
  baseUrl: string;
}

/** The account set whole, none, or a problem naming the variables it still needs. */
export function emagAccount(value: EmagEnvironment): { account: EmagAccount | undefined; problems: string[] } {
  const parts = { EMAG_USERNAME: value.EMAG_USERNAME, EMAG_PASSWORD: value.EMAG_PASSWORD, EMAG_CALLBACK_TOKEN: value.EMAG_CALLBACK_TOKEN };
  const missing = Object.entries(parts).filter(([, part]) => part === undefined);
  if (missing.length === Object.keys(parts).length) return { account: undefined, problems: [] };
  if (missing.length > 0) {
    return {
      account: undefined,
      problems: [`${missing.map(([name]) => name).join(", ")}: required with the other eMAG variables (set all or none)`],
    };
  }
  return {
    account: {
      username: parts.EMAG_USERNAME!,
      password: parts.EMAG_PASSWORD!,
      callbackToken: parts.EMAG_CALLBACK_TOKEN!,
      baseUrl: value.EMAG_API_URL.replace(/\/$/, ""),
    },
    problems: [],
  };
}
