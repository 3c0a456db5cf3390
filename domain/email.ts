/** One spelling of an email for lookups, limits and codes: what the shopper typed, trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Providers that ignore dots in the local part: `j.doe@gmail.com` is `jdoe@gmail.com`'s mailbox. */
const DOTLESS_DOMAINS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/** Providers that deliver `name+anything@` to `name@`. */
const PLUS_TAG_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "fastmail.com",
]);

/**
 * The mailbox behind an address, for "once per email" discount codes only: one person must not redeem
 * a first-order code again as `ana+2@gmail.com` or `a.na@googlemail.com`. Account emails and order
 * lookups keep `normaliseEmail` — a customer's login is the address they typed, not this.
 */
export function redemptionIdentity(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replaceAll(".", "");
  }
  if (PLUS_TAG_DOMAINS.has(domain)) {
    const plus = local.indexOf("+");
    if (plus > 0) local = local.slice(0, plus);
  }
  return `${local}@${domain}`;
}
