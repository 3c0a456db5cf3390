/** The consent module (decision 0134): proof of the shoppers' cookie choices (decision 0053). It needs no other module. */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { createCookieConsents, type CookieConsents } from "./cookie-consents.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */

export type { CookieConsents };

export type ConsentPorts = Pick<Infrastructure, "db" | "clock">;

export function createConsentModule({ db, clock }: ConsentPorts): { services: { cookieConsents: CookieConsents }; handlers: [] } {
  return { services: { cookieConsents: createCookieConsents({ db, clock }) }, handlers: [] };
}
