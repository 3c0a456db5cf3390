/** The customer services over one database, mailer and clock, built once and handed to the API layers. */
import type { Database } from "#server/db/client";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { createAddressBook, type AddressBook } from "./addresses.ts";
import { createCustomerAuth, type CustomerAuth } from "./auth.ts";
import { createCustomerProfiles, type CustomerProfiles, type MarketingConsentHook } from "./customers.ts";
import { createCustomerSessions, type CustomerSessions } from "./sessions.ts";
import { systemClock, type Clock } from "#server/commerce/shared/clock";
import { createWishlist, type KnownProducts, type Wishlist } from "./wishlist.ts";

export interface CustomerServices {
  sessions: CustomerSessions;
  auth: CustomerAuth;
  profiles: CustomerProfiles;
  addresses: AddressBook;
  wishlist: Wishlist;
}

export function createCustomerServices({
  db,
  mailer,
  branding,
  clock = systemClock,
  onBackgroundError,
  marketingConsent,
  knownProducts,
}: {
  db: Database;
  mailer: Mailer;
  branding: MailBranding;
  clock?: Clock;
  /** Work done after a request's answer (reset requests) reports its failures here. */
  onBackgroundError: (error: unknown, message: string) => void;
  marketingConsent: MarketingConsentHook;
  /** The products a wishlist may hold (catalog). */
  knownProducts: KnownProducts;
}): CustomerServices {
  return {
    sessions: createCustomerSessions({ db, clock }),
    auth: createCustomerAuth({ db, mailer, branding, clock, onBackgroundError }),
    profiles: createCustomerProfiles({ db, clock, marketingConsent }),
    addresses: createAddressBook({ db, clock }),
    wishlist: createWishlist({ db, clock, knownHandles: knownProducts }),
  };
}
