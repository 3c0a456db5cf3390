/** One spelling of an email for lookups, limits and codes: what the shopper typed, trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
