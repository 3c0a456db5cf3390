/**
 * Rate limits on everything that could be used to guess a password or flood a mailbox: counted per
 * client address and per email (whether or not it has an account, so a refusal says nothing about
 * that). Built once by the platform over the shared counters, and used by the REST routes and the
 * Storefront API's mutations alike, so a client cannot get twice the attempts by switching protocol,
 * instance, or waiting for a restart (decision 0026).
 *
 * Logins are limited strictly per email *and* client, so a guesser elsewhere cannot lock the owner out;
 * the per-email limit alone is far higher and only stops a guesser with many addresses. Magic links stay
 * a way in when it is reached.
 */
import { normaliseEmail } from "#domain/email";
import type { RateLimitDecision, RateLimiter, RateLimits } from "./rate-limit.ts";

export interface LimitRule {
  perClient: number;
  /** Attempts on one email from one client. */
  perEmailAndClient?: number;
  /** Attempts on one email from anywhere. Omitted for limits that have no email (token redemption). */
  perEmail?: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const AUTH_LIMIT_RULES = {
  login: { perClient: 30, perEmailAndClient: 10, perEmail: 100, windowMs: 15 * MINUTE },
  registration: { perClient: 10, perEmail: 3, windowMs: HOUR },
  magicLink: { perClient: 20, perEmail: 5, windowMs: HOUR },
  passwordReset: { perClient: 20, perEmail: 5, windowMs: HOUR },
  tokenUse: { perClient: 60, windowMs: 15 * MINUTE },
  // Every POST /api/auth, counted before its body is read (the action is in the body): above the per-client limits
  // of all its actions together (120 in 15 minutes), with room for the renewals and sign-outs of a shared address.
  authRequests: { perClient: 300, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

export type AuthLimitName = keyof typeof AUTH_LIMIT_RULES;

/** Which count refused an attempt: the shopper is told differently when it is their email's. */
export type AuthLimitScope = "client" | "emailAndClient" | "email";

export interface AuthLimitDecision extends RateLimitDecision {
  /** Set when refused. */
  refusedBy?: AuthLimitScope;
}

export interface AuthLimit {
  /**
   * Counts one attempt of `client` (and of `email`, when given); refused when any count is over its
   * limit. The counts are taken in order (client, email and client, email) and stop at the first refusal.
   */
  take(client: string, email?: string): Promise<AuthLimitDecision>;
  /** The client's count alone: what a route takes before it reads the body that names the email. */
  takeClient(client: string): Promise<AuthLimitDecision>;
  /** The email's counts alone, once `takeClient` let the client in and the body named the email. */
  takeEmail(client: string, email: string): Promise<AuthLimitDecision>;
}

export type AuthLimits = Record<AuthLimitName, AuthLimit>;

function createAuthLimit(rates: RateLimits, name: AuthLimitName, rule: LimitRule): AuthLimit {
  const counter = (scope: AuthLimitScope, limit: number | undefined): [AuthLimitScope, RateLimiter] | undefined =>
    limit === undefined ? undefined : [scope, rates.limiter({ bucket: `auth.${name}.${scope}`, limit, windowMs: rule.windowMs })];
  const clients = counter("client", rule.perClient)!;
  const emailCounters = [counter("emailAndClient", rule.perEmailAndClient), counter("email", rule.perEmail)].filter(
    (entry) => entry !== undefined,
  );
  const takeClient = async (client: string): Promise<AuthLimitDecision> => {
    const byClient = await clients[1].take(client);
    return byClient.allowed ? byClient : { ...byClient, refusedBy: "client" };
  };
  const takeEmail = async (client: string, email: string): Promise<AuthLimitDecision> => {
    const address = normaliseEmail(email);
    let last: AuthLimitDecision = { allowed: true, retryAfterSeconds: 0, count: 0 };
    for (const [scope, limiter] of emailCounters) {
      last = await limiter.take(scope === "email" ? address : `${address}\n${client}`);
      if (!last.allowed) return { ...last, refusedBy: scope };
    }
    return last;
  };
  return {
    async take(client, email) {
      const byClient = await takeClient(client);
      if (!byClient.allowed || email === undefined) return byClient;
      const byEmail = await takeEmail(client, email);
      return byEmail.allowed ? byClient : byEmail;
    },
    takeClient,
    takeEmail,
  };
}

export function createAuthLimits({
  rates,
  rules = AUTH_LIMIT_RULES,
}: {
  rates: RateLimits;
  rules?: Record<AuthLimitName, LimitRule>;
}): AuthLimits {
  return {
    login: createAuthLimit(rates, "login", rules.login),
    registration: createAuthLimit(rates, "registration", rules.registration),
    magicLink: createAuthLimit(rates, "magicLink", rules.magicLink),
    passwordReset: createAuthLimit(rates, "passwordReset", rules.passwordReset),
    tokenUse: createAuthLimit(rates, "tokenUse", rules.tokenUse),
    authRequests: createAuthLimit(rates, "authRequests", rules.authRequests),
  };
}
