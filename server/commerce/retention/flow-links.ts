/**
 * The signed links of flow emails (decision 0110). A click link names its message and the same-origin path it opens,
 * under an HMAC of both, and stops working after CLICK_LINK_LIFETIME_MS; an unsubscribe link names its message and
 * its scope (this flow, or every flow) and never expires, because a way out must keep working. Neither needs a
 * table: the message's row says who and which flow. No tracking pixel: a click is the only thing counted.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "#domain/locale";
import type { SignedLinkOptions } from "#server/commerce/shared/signed-ids";

/** Long enough for an email read late: a review request is read weeks after it came, rarely months. */
export const CLICK_LINK_LIFETIME_MS = 120 * 24 * 60 * 60_000;

export const FLOW_CLICK_PATH = "/email/click";
export const FLOW_UNSUBSCRIBE_PATH = "/email/unsubscribe";

export type UnsubscribeScope = "flow" | "all";

const MAC_BYTES = 18;
const CLICK_SHAPE = /^(\d{1,12})\.(\d{1,13})\.([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{24})$/;
const UNSUBSCRIBE_SHAPE = /^(\d{1,12})\.(flow|all)\.([A-Za-z0-9_-]{24})$/;

/** A path of this store: one leading slash, not two (`//host` is another origin), no backslash, no control character. */
export function isSameOriginPath(target: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(target);
}

export interface FlowLinks {
  clickUrl(messageId: number, target: string): string;
  /** The page that asks to confirm (mail scanners open links), in the message's language. */
  unsubscribeUrl(messageId: number, scope: UnsubscribeScope, language: Language): string;
  /** The address a mail client POSTs `List-Unsubscribe=One-Click` to: the same token, no confirmation. */
  oneClickUrl(messageId: number, scope: UnsubscribeScope): string;
  /** The message and target a click token names; null when forged, malformed, expired or pointing elsewhere. */
  readClick(token: string): { messageId: number; target: string } | null;
  readUnsubscribe(token: string): { messageId: number; scope: UnsubscribeScope } | null;
}

export function createFlowLinks({ secret, baseUrl, clock }: SignedLinkOptions): FlowLinks {
  const base = baseUrl.replace(/\/$/, "");
  const mac = (purpose: string, text: string) =>
    createHmac("sha256", secret()).update(`elara:flow-${purpose}:v1:${text}`, "utf8").digest().subarray(0, MAC_BYTES).toString("base64url");
  // Compared as text: base64url's last character has spare bits, so decoding would admit variants.
  const matches = (given: string, expected: string) => timingSafeEqual(Buffer.from(given), Buffer.from(expected));

  const clickToken = (messageId: number, target: string) => {
    const expiresAt = String(clock().getTime() + CLICK_LINK_LIFETIME_MS);
    const path = Buffer.from(target, "utf8").toString("base64url");
    return `${messageId}.${expiresAt}.${path}.${mac("click", `${messageId}.${expiresAt}.${path}`)}`;
  };
  const unsubscribeToken = (messageId: number, scope: UnsubscribeScope) =>
    `${messageId}.${scope}.${mac("unsubscribe", `${messageId}.${scope}`)}`;

  return {
    clickUrl: (messageId, target) => {
      if (!isSameOriginPath(target)) throw new Error(`A flow link opens a path of this store, not ${target}`);
      return `${base}${FLOW_CLICK_PATH}/${clickToken(messageId, target)}`;
    },
    unsubscribeUrl: (messageId, scope, language) =>
      `${base}${FLOW_UNSUBSCRIBE_PATH}/${unsubscribeToken(messageId, scope)}${language === "en" ? "?lng=en" : ""}`,
    oneClickUrl: (messageId, scope) => `${base}${FLOW_UNSUBSCRIBE_PATH}/${unsubscribeToken(messageId, scope)}`,
    readClick(token) {
      const match = CLICK_SHAPE.exec(token);
      if (!match) return null;
      const [, id, expiresAt, path, given] = match as unknown as [string, string, string, string, string];
      if (!matches(given, mac("click", `${id}.${expiresAt}.${path}`))) return null;
      if (Number(expiresAt) <= clock().getTime()) return null;
      const target = Buffer.from(path, "base64url").toString("utf8");
      return isSameOriginPath(target) ? { messageId: Number(id), target } : null;
    },
    readUnsubscribe(token) {
      const match = UNSUBSCRIBE_SHAPE.exec(token);
      if (!match) return null;
      const [, id, scope, given] = match as unknown as [string, string, UnsubscribeScope, string];
      if (!matches(given, mac("unsubscribe", `${id}.${scope}`))) return null;
      return { messageId: Number(id), scope };
    },
  };
}
