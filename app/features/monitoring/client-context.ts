/**
 * Who and where a browser report comes from: page, browser, session and signed-in customer.
 * Read at report time, never at import time, so server rendering can import the logger.
 */
import { MONITORING_LIMITS, redactUrl } from "#domain/monitoring";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";

const SESSION_KEY = "elara_monitoring_session";

let fallbackSessionId: string | undefined;

export function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

export function randomId(): string {
  // randomUUID exists only in secure contexts; a shop opened over plain http on a LAN address is not one.
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** One id per browser tab session, so the reports of one visit can be read together. */
export function sessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_KEY);
    if (stored) return truncate(stored, MONITORING_LIMITS.sessionId);
    const fresh = randomId();
    window.sessionStorage.setItem(SESSION_KEY, fresh);
    return fresh;
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): one id for this page's life is the best left.
    fallbackSessionId ??= randomId();
    return fallbackSessionId;
  }
}

/** The signed-in customer's id from the stored User session (spec §3); anything malformed counts as nobody. */
export function userId(): string | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return undefined;
    const user: unknown = JSON.parse(raw);
    if (typeof user !== "object" || user === null || !("id" in user)) return undefined;
    const { id } = user;
    if (typeof id === "string" && id !== "") return truncate(id, MONITORING_LIMITS.userId);
    if (typeof id === "number" && Number.isFinite(id)) return String(id);
    return undefined;
  } catch {
    return undefined;
  }
}

export function pageUrl(): string {
  return truncate(redactUrl(window.location.href), MONITORING_LIMITS.url);
}

export function userAgent(): string {
  return truncate(navigator.userAgent, MONITORING_LIMITS.userAgent);
}
