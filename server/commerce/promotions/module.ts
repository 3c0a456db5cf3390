/**
 * The promotions module (decision 0134): discount codes, personal codes and their redemptions, the owner's admin of
 * them and of automatic promotions, and the promotions a cart earns with what each took off an order (decision 0172).
 * Its ports: whether an email has ordered before (orders' `OrderFacts`), whether it has a subscription
 * (subscriptions'), what the orders with a code or a promotion brought in (orders' `CodeRevenue`, `PromotionRevenue`),
 * the products and variants a code or a promotion names (catalog) and the shipping zones (settings). Its handlers give
 * a cancelled order's code and promotion uses back.
 */
import type { Database } from "#server/db/client";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { StaffEmails } from "#server/commerce/shared/staff-audit";
import { createDiscountAdmin, type CodeRevenue, type DiscountAdmin, type DiscountProducts } from "./discount-admin.ts";
import { createPromotionAdmin, type PromotionAdmin, type PromotionRevenue, type PromotionVariants } from "./promotion-admin.ts";
import { createDiscountService, releaseDiscountOfOrder, type DiscountService, type HasPreviousOrder } from "./discounts.ts";
import { createAutomaticPromotions, releasePromotionsOfOrder, type AutomaticPromotions, type SubscriberCheck } from "./automatic.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { DiscountAdmin, DiscountFormProblem, DiscountSaveOutcome } from "./discount-admin.ts";
export type { PromotionAdmin, PromotionFormProblem, PromotionSaveOutcome, PromotionRevenue, PromotionVariants } from "./promotion-admin.ts";
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
export { promotionUsesOfOrders, unreleasedPromotionUsesAround, type PlacedPromotionUse } from "./promotion-uses.ts";

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
  /** What the confirmed orders each automatic promotion applied to brought in (orders' `PromotionRevenue`). */
  promotionRevenue: PromotionRevenue;
  /** The variants a promotion names or gives, by SKU (catalog's `VariantFacts`). */
  variants: PromotionVariants;
  /** The shipping zones the settings define now: a free shipping names some of them (settings). */
  shippingZoneIds: () => Promise<string[]>;
}

export interface PromotionsServices {
  discounts: DiscountService;
  /** The automatic promotions a shopper may earn now, and the record of what each took off an order (decision 0172). */
  automatic: AutomaticPromotions;
  /** The owner's discount codes: list with uses and revenue, create, edit, disable (issue 17). */
  discountAdmin: DiscountAdmin;
  /** The owner's automatic promotions: list with uses, amount off and revenue, create, edit, disable (issue 68 item 1). */
  promotionAdmin: PromotionAdmin;
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
    promotionAdmin: createPromotionAdmin({
      db,
      clock,
      audit,
      products: ports.products,
      variants: ports.variants,
      zoneIds: ports.shippingZoneIds,
      staffEmails: ports.staffEmails,
      promotionRevenue: ports.promotionRevenue,
    }),
    async honouredCode(code, tx) {
      const validation = await discounts.validate({ code }, tx);
      return validation.valid ? validation.code : null;
    },
  };
  return { services, handlers: { releaseDiscountOfOrder, releasePromotionsOfOrder } };
}
