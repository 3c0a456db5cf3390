/**
 * Consented conversions sent to the ad platforms (issue 67 item 3, decision 0155): durable handlers of the order's
 * events, one per platform, so one platform's failure never sends the other's again. An order's purchase goes on the
 * event the owner chose (confirmed, or paid for cash on delivery), to Google only when the shopper allowed statistics
 * and to Meta only when they allowed marketing, as the order's attribution row kept their choice when they ordered; a
 * renewal order has no such row and sends nothing. When an order whose purchase went to Google ends unpaid or is
 * refunded whole, its refund follows, once. Nothing is sent while the owner's switch is off or the platform is not
 * connected.
 */
import { and, eq } from "drizzle-orm";
import type { DomainEventType } from "#domain/event-types";
import { orderEventPayload } from "#domain/order-lifecycle";
import {
  purchaseEventType,
  type ConversionFacts,
  type ConversionPlatform,
  type ConversionSettings,
  type ConvertedEvent,
} from "#domain/conversions";
import type { ConsentChoice } from "#domain/cookie-consent";
import type { Database } from "#server/db/client";
import { attributions, conversionDeliveries } from "#server/db/schema";
import type { DomainEvent, EventHandler } from "#server/commerce/shared/domain-events";
import type { ConversionAccounts } from "#server/config-conversions";
import type { ConversionOutcome } from "./conversion-sending.ts";
import { createGa4Sender, ga4Purchase, ga4Refund } from "./ga4.ts";
import { createMetaSender, metaPurchase } from "./meta.ts";

export type ConversionFactsOf = (tx: Database, orderId: number) => Promise<ConversionFacts | null>;
export type ConversionSettingsOf = (tx: Database) => Promise<ConversionSettings>;

/** The events that take back a purchase already sent: the parcel refused or returned, the order cancelled or refunded whole. */
const TAKEN_BACK: readonly DomainEventType[] = ["order.refused", "order.returned_to_sender", "order.cancelled", "order.refunded"];

interface Sending {
  /** The shopper's category this platform needs. */
  allowedBy: keyof ConsentChoice;
  purchase(facts: ConversionFacts, settings: ConversionSettings, choice: ConsentChoice, event: DomainEvent): Promise<ConversionOutcome>;
  /** Absent: the platform has no refund to send. */
  refund?(facts: ConversionFacts, settings: ConversionSettings, choice: ConsentChoice): Promise<ConversionOutcome>;
}

export function createConversionHandlers({
  accounts,
  storeUrl,
  settingsOf,
  factsOf,
}: {
  accounts: ConversionAccounts;
  /** The store's address: Meta asks on which page a website event happened, here the checkout. */
  storeUrl: string;
  settingsOf: ConversionSettingsOf;
  factsOf: ConversionFactsOf;
}): EventHandler[] {
  const handlers: EventHandler[] = [];
  if (accounts.ga4) {
    const ga4 = createGa4Sender(accounts.ga4);
    handlers.push(
      conversionHandler(
        "ga4",
        { settingsOf, factsOf },
        {
          allowedBy: "statistics",
          purchase: (facts, settings, choice) => ga4.send(ga4Purchase(facts, settings.value, choice)),
          refund: (facts, settings, choice) => ga4.send(ga4Refund(facts, settings.value, choice)),
        },
      ),
    );
  }
  if (accounts.meta) {
    const meta = createMetaSender(accounts.meta);
    const sourceUrl = new URL("/checkout", storeUrl).href;
    handlers.push(
      conversionHandler(
        "meta",
        { settingsOf, factsOf },
        {
          allowedBy: "marketing",
          purchase: (facts, settings, _choice, event) =>
            meta.send([metaPurchase(facts, settings.value, { eventTime: event.createdAt, sourceUrl })]),
        },
      ),
    );
  }
  return handlers;
}

function conversionHandler(
  platform: ConversionPlatform,
  { settingsOf, factsOf }: { settingsOf: ConversionSettingsOf; factsOf: ConversionFactsOf },
  sending: Sending,
): EventHandler {
  const outcomeOf = async (tx: Database, orderId: number, event: ConvertedEvent) => {
    const [row] = await tx
      .select({ outcome: conversionDeliveries.outcome })
      .from(conversionDeliveries)
      .where(
        and(eq(conversionDeliveries.orderId, orderId), eq(conversionDeliveries.platform, platform), eq(conversionDeliveries.event, event)),
      );
    return row?.outcome ?? null;
  };

  return {
    name: `marketing.${platform}-conversions`,
    types: ["order.confirmed", "order.paid", ...(sending.refund ? TAKEN_BACK : [])],
    async handle(tx, event, now) {
      const settings = await settingsOf(tx);
      if (!settings.send) return;
      const payload = orderEventPayload(event);
      const purchase = event.type === purchaseEventType(settings);
      // A partial refund leaves the purchase standing.
      const refund = TAKEN_BACK.includes(event.type as DomainEventType) && (event.type !== "order.refunded" || payload.whole === true);
      if (!purchase && !refund) return;

      const [choice] = await tx
        .select({ statistics: attributions.statisticsAllowed, marketing: attributions.marketingAllowed })
        .from(attributions)
        .where(and(eq(attributions.subjectKind, "order"), eq(attributions.subjectId, payload.orderId)));
      if (!choice?.[sending.allowedBy]) return;

      const kind: ConvertedEvent = purchase ? "purchase" : "refund";
      if ((await outcomeOf(tx, payload.orderId, kind)) !== null) return;
      if (kind === "refund" && (await outcomeOf(tx, payload.orderId, "purchase")) !== "sent") return;
      const facts = await factsOf(tx, payload.orderId);
      if (!facts) return;

      const send = kind === "purchase" ? sending.purchase : sending.refund;
      if (!send) return;
      const result = await send(facts, settings, choice, event);
      await tx.insert(conversionDeliveries).values({
        orderId: payload.orderId,
        platform,
        event: kind,
        outcome: result.outcome,
        detail: result.outcome === "refused" ? result.detail : null,
        at: now,
      });
    },
  };
}
