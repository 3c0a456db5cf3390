/**
 * Rate limits on everything that could be used to guess a password or flood a mailbox: counted per
 * client address and per email (whether or not it has an account, so a refusal says nothing about
 * that). One set per process, shared by the REST routes and the Storefront API's mutations, so a
 * client cannot get twice the attempts by switching protocol.
 */
import { normaliseEmail } from "#domain/email";
import { createRateLimiter, type RateLimitDecision } from "./rate-limit.ts";

export interface LimitRule {
  perClient: number;
  /** Omitted for limits that have no email (token redemption). */
  perEmail?: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const AUTH_LIMIT_RULES = {
  login: { perClient: 30, perEmail: 10, windowMs: 15 * MINUTE },
  registration: { perClient: 10, perEmail: 3, windowMs: HOUR },
  magicLink: { perClient: 20, perEmail: 5, windowMs: HOUR },
  passwordReset: { perClient: 20, perEmail: 5, windowMs: HOUR },
  tokenUse: { perClient: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

export type AuthLimitName = keyof typeof AUTH_LIMIT_RULES;

export interface AuthLimit {
  /** Counts one attempt of `client` (and of `email`, when given); refused when either is over its limit. */
  take(client: string, email?: string): RateLimitDecision;
}

export type AuthLimits = Record<AuthLimitName, AuthLimit>;

function createAuthLimit(rule: LimitRule, now?: () => number): AuthLimit {
  const clients = createRateLimiter({ limit: rule.perClient, windowMs: rule.windowMs, now });
  const emails = rule.perEmail === undefined ? undefined : createRateLimiter({ limit: rule.perEmail, windowMs: rule.windowMs, now });
  return {
    take(client, email) {
      const byClient = clients.take(client);
      if (!byClient.allowed || !emails || email === undefined) return byClient;
      return emails.take(normaliseEmail(email));
    },
  };
}

export function createAuthLimits({
  rules = AUTH_LIMIT_RULES,
  now,
}: { rules?: Record<AuthLimitName, LimitRule>; now?: () => number } = {}): AuthLimits {
  return {
    login: createAuthLimit(rules.login, now),
    registration: createAuthLimit(rules.registration, now),
    magicLink: createAuthLimit(rules.magicLink, now),
    passwordReset: createAuthLimit(rules.passwordReset, now),
    tokenUse: createAuthLimit(rules.tokenUse, now),
  };
}
