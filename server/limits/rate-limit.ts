/**
 * Per-client request limits: a fixed window per bucket and key. The counters live in the database
 * (`rate-limit-store.ts`, decision 0026), so every instance on one database and every restart share
 * them; this module holds the vocabulary the routes use and knows nothing of storage.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client's window starts again (0 when allowed). */
  retryAfterSeconds: number;
  /** What the key's window holds now, this request included; counts stop one past the limit. */
  count: number;
}

export interface RateLimiter {
  /** Counts one request of `key`; refused once the window already holds `limit` of them. Rejects when the database does. */
  take(key: string): Promise<RateLimitDecision>;
  /**
   * The decision a take would make, without counting: for limits that count only what failed (a wrong
   * password), asked before the attempt and taken after it when it fails.
   */
  peek(key: string): Promise<RateLimitDecision>;
}

export interface RateLimitRule {
  /** Names what is limited; unique across the store (one counter per bucket and key). */
  bucket: string;
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
}

/** The shared counters, from the platform: each limited route asks for its own bucket. */
export interface RateLimits {
  limiter(rule: RateLimitRule): RateLimiter;
}

/**
 * The client's address: the socket's peer, or, behind `trustedHops` reverse proxies, the
 * X-Forwarded-For entry the outermost trusted proxy added. Entries left of it are written by the
 * client and never believed. In-process requests (tests) have no socket and share one key.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  return limitKey(rawClientAddress(c, trustedHops));
}

/** The client's own address, as a person reads it (the audit log); limits use `clientAddress`. */
export function rawClientAddress(c: Context, trustedHops: number): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (trustedHops > 0) {
    const forwarded = (c.req.header("X-Forwarded-For") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const fromProxy = forwarded[forwarded.length - trustedHops] ?? forwarded[0];
    if (fromProxy) return fromProxy;
  }
  return peer ?? "unknown";
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * One key per client: an IPv4 address as is (also when written IPv6-mapped), an IPv6 address by
 * its /64 network, because one subscriber holds a whole /64 and could otherwise rotate addresses.
 */
export function limitKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export interface RateLimitMiddlewareOptions {
  limiter: Pick<RateLimiter, "take">;
  key: (c: Context) => string;
  onLimited: (c: Context, retryAfterSeconds: number) => Response | Promise<Response>;
}

/** Refuses a request over its client's limit before anything reads the body; sets Retry-After. */
export function rateLimit({ limiter, key, onLimited }: RateLimitMiddlewareOptions): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.take(key(c));
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return onLimited(c, decision.retryAfterSeconds);
    }
    await next();
  };
}
