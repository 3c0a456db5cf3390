/**
 * The promotions module (decision 0134): discount codes, personal codes and their redemptions, the owner's admin
 * of them, and the automatic promotions a cart earns with what each took off an order (decision 0172). Its ports: whether an email has ordered before (orders' `OrderFacts`), what the orders with a code brought
 * in (orders' `CodeRevenue`) and the products a code names (catalog). Its handler gives a cancelled order's code back.
 */
import type { Database } from "#server/db/client";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { StaffEmails } from "#server/commerce/shared/staff-audit";
import { createDiscountAdmin, type CodeRevenue, type DiscountAdmin, type DiscountProducts } from "./discount-admin.ts";
import { createDiscountService, releaseDiscountOfOrder, type DiscountService, type HasPreviousOrder } from "./discounts.ts";
import { createAutomaticPromotions, releasePromotionsOfOrder, type AutomaticPromotions, type SubscriberCheck } from "./automatic.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { DiscountAdmin, DiscountFormProblem, DiscountSaveOutcome } from "./discount-admin.ts";
export {
  DiscountCodeRefusedError,
  type DiscountedLine,
  type DiscountOffer,
  type DiscountRefusal,
  type DiscountService,
  type DiscountValidation,
  type HasPreviousOrder,
} from "./discounts.ts";
export type { AutomaticPromotions, PromotionShopper, PromotionUse, SubscriberCheck } from "./automatic.ts";

export interface PromotionsPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "audit"> {
  /** A first-order code is refused to an email that has ordered (orders). */
  hasPreviousOrder: HasPreviousOrder;
  /** A promotion for subscribers applies to an address with a subscription not cancelled (subscriptions). */
  isSubscriber: SubscriberCheck;
  /** The products a code is limited to, drafts included (catalog). */
  products: DiscountProducts;
  /** Who last changed a code (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
  /** What the confirmed orders with each code brought in (orders' `CodeRevenue`). */
  codeRevenue: CodeRevenue;
}

export interface PromotionsServices {
  discounts: DiscountService;
  /** The automatic promotions a shopper may earn now, and the record of what each took off an order (decision 0172). */
  automatic: AutomaticPromotions;
  /** The owner's discount codes: list with uses and revenue, create, edit, disable (issue 17). */
  discountAdmin: DiscountAdmin;
  /** The code as honoured now, or null: a code retention's emails offer must still be one (`DiscountFacts`). */
  honouredCode(code: string, tx?: Database): Promise<string | null>;
}

export function createPromotionsModule(ports: PromotionsPorts) {
  const { config, db, clock, audit } = ports;
  const discounts = createDiscountService({ db, clock, brandName: config.brandName, hasPreviousOrder: ports.hasPreviousOrder });
  const services: PromotionsServices = {
    discounts,
    automatic: createAutomaticPromotions({ db, clock, hasPreviousOrder: ports.hasPreviousOrder, isSubscriber: ports.isSubscriber }),
    discountAdmin: createDiscountAdmin({
      db,
      clock,
      audit,
      brandName: config.brandName,
      products: ports.products,
      staffEmails: ports.staffEmails,
      codeRevenue: ports.codeRevenue,
    }),
    async honouredCode(code, tx) {
      const validation = await discounts.validate({ code }, tx);
      return validation.valid ? validation.code : null;
    },
  };
  return { services, handlers: { releaseDiscountOfOrder, releasePromotionsOfOrder } };
}
