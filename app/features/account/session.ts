import type { ApiSchema } from "#app/lib/api-contract-types.ts";

/**
 * The signed-in customer as the browser keeps it under the local key `user` (spec §3 "User session"),
 * exactly as the auth routes answer it (docs/api.md "The signed-in customer"): `expiresAt` is ISO 8601, and
 * `hasPassword` is false for a magic-link-only account, which is asked to finish its password setup.
 */
export type CustomerSession = ApiSchema<"SessionUser">;

const isText = (value: unknown): value is string => typeof value === "string";
const isOptionalText = (value: unknown): value is string | null | undefined => value === null || value === undefined || isText(value);

/** A session from storage or an answer, or null when it is missing, unreadable or not a session. */
export function toSession(value: unknown): CustomerSession | null {
  if (typeof value !== "object" || value === null) return null;
  const user = value as Record<string, unknown>;
  if (!isText(user.id) || !isText(user.email) || !isText(user.accessToken) || user.accessToken === "") return null;
  if (!isText(user.expiresAt) || Number.isNaN(Date.parse(user.expiresAt))) return null;
  if (!isOptionalText(user.firstName) || !isOptionalText(user.lastName)) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    accessToken: user.accessToken,
    expiresAt: user.expiresAt,
    // Older answers without the flags are full accounts: only a magic-link login says otherwise.
    hasPassword: user.hasPassword !== false,
    isActivated: user.isActivated !== false,
  };
}

export function parseStoredSession(raw: string | null): CustomerSession | null {
  if (raw === null) return null;
  try {
    return toSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function isSessionExpired(session: CustomerSession, now: number): boolean {
  return Date.parse(session.expiresAt) <= now;
}

/** The name a greeting uses: the first name, else the part of the email before the @. */
export function displayName(session: Pick<CustomerSession, "firstName" | "email">): string {
  return session.firstName?.trim() || session.email.split("@")[0] || session.email;
}
