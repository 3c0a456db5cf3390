/**
 * A subscription's new card (issue 18 item 1 "payment method … a new card through the provider's hosted setup",
 * decision 0045). The customer (or a guest's signed link) asks for it; the store records a pending setup and sends
 * the shopper to the provider's page (Stripe: a setup-mode Checkout Session; the sandbox: its own page). Back at
 * `/subscriptions/card-setup/{id}`, the store asks the provider what happened — never the shopper — and applies it
 * once, under the subscription's row lock: the card is kept, the subscription renews with it, the history and the
 * receipt say so, and a renewal whose charge was declined is charged to the new card at once.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import type { Language } from "#domain/locale";
import type { CardSetupResult } from "#domain/subscription-actions";
import { subscriptionTransition, type SubscriptionState } from "#domain/subscription-lifecycle";
import type { Database } from "#server/db/client";
import { orders, subscriptionCardSetups, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { orderLinesOf } from "#server/commerce/orders/module";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderSubscriptionUpdate } from "#server/mail/subscription-updates";
import { takePendingReceipts } from "./update-notices.ts";
import type { Clock } from "#server/commerce/shared/clock";
import type { CardSetupOutcome, PaymentService, SavedCards } from "#server/commerce/payments/module";
import { recordSavedMethod } from "#server/commerce/payments/module";
import { lineItemName } from "#server/commerce/catalog/module";
import type { SubscriptionCharges } from "./charges.ts";
import type { SubscriptionLinks } from "./links.ts";
import type { SubscriptionRow } from "./renewals.ts";
import { recordSubscriptionEvent } from "./timeline.ts";

/** Where the provider sends the shopper back; the store asks the provider what happened. */
export const CARD_SETUP_RETURN_PATH = "/subscriptions/card-setup";

const newSetupId = () => `cs_${randomBytes(24).toString("base64url")}`;

/** Ids we hand out are 35 characters; anything else names no setup and is not looked up. */
export function looksLikeSetupId(value: string): boolean {
  return /^cs_[A-Za-z0-9_-]{32}$/.test(value);
}

export interface CardSetupPage {
  setupId: string;
  language: Language;
  status: "pending" | "saved" | "cancelled";
  email: string;
}

export interface SubscriptionCardSetups {
  /** The provider's page for a new card; null when no provider takes cards here. Called outside any transaction. */
  start(subscription: SubscriptionRow, language: Language): Promise<{ redirectUrl: string } | null>;
  /** The shopper is back: the provider says what happened, applied once; answers the subscription's page with `card=`. */
  finish(setupId: string): Promise<string | null>;
  /** The sandbox's own setup page: what it shows. */
  sandboxPage(setupId: string): Promise<CardSetupPage | null>;
  /** The sandbox page's choice, applied as a provider's answer would be; answers where to go back. */
  sandboxRespond(setupId: string, action: "save" | "cancel"): Promise<string | null>;
}

export function createSubscriptionCardSetups({
  db,
  clock,
  payments,
  mailer,
  branding,
  links,
  charges,
  savedCards,
}: {
  db: Database;
  clock: Clock;
  payments: Pick<PaymentService, "cardSetupProvider" | "startCardSetup" | "checkCardSetup" | "sandboxCard">;
  /** The provider's customer the card being replaced was saved with. */
  savedCards: Pick<SavedCards, "providerCustomerOf">;
  mailer: Mailer;
  branding: MailBranding;
  links: Pick<SubscriptionLinks, "pageFor">;
  charges: Pick<SubscriptionCharges, "chargeDueOf">;
}): SubscriptionCardSetups {
  const returnUrl = (setupId: string) => `${branding.baseUrl}${CARD_SETUP_RETURN_PATH}/${encodeURIComponent(setupId)}`;

  async function setupNamed(setupId: string) {
    if (!looksLikeSetupId(setupId)) return undefined;
    const [row] = await db
      .select({ setup: subscriptionCardSetups, subscription: subscriptions })
      .from(subscriptionCardSetups)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCardSetups.subscriptionId))
      .where(eq(subscriptionCardSetups.publicId, setupId));
    return row;
  }

  function pageWith(subscription: SubscriptionRow, language: Language, result: CardSetupResult): string {
    const url = new URL(links.pageFor({ id: subscription.id, customerId: subscription.customerId, language }));
    url.searchParams.set("card", result);
    return url.toString();
  }

  /** The provider's answer, applied once under the subscription's lock; the emails and a retried charge follow the commit. */
  async function apply(
    setupId: string,
    outcome: CardSetupOutcome,
  ): Promise<{ result: CardSetupResult; retry: number | null; mailIds: number[] }> {
    return db.transaction(async (tx) => {
      const [found] = await tx.select().from(subscriptionCardSetups).where(eq(subscriptionCardSetups.publicId, setupId));
      if (!found) throw new Error(`No card setup ${setupId}`);
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, found.subscriptionId)).for("update");
      const [setup] = await tx.select().from(subscriptionCardSetups).where(eq(subscriptionCardSetups.id, found.id)).for("update");
      if (!subscription || !setup) throw new Error(`Card setup ${setupId} lost its subscription`);
      const done = { retry: null, mailIds: [] as number[] };
      // Applied already (a second return, a reload): answer what it became.
      if (setup.status !== "pending") return { ...done, result: setup.status as CardSetupResult };
      if (outcome.state === "open") return { ...done, result: "pending" };
      const now = clock();
      if (outcome.state === "cancelled") {
        await tx.update(subscriptionCardSetups).set({ status: "cancelled", settledAt: now }).where(eq(subscriptionCardSetups.id, setup.id));
        return { ...done, result: "cancelled" };
      }
      const methodId = await recordSavedMethod(tx, {
        provider: setup.provider,
        saved: outcome.saved,
        owner: { customerId: subscription.customerId, email: subscription.email },
        now,
      });
      await tx
        .update(subscriptionCardSetups)
        .set({ status: "saved", savedPaymentMethodId: methodId, settledAt: now })
        .where(eq(subscriptionCardSetups.id, setup.id));
      // Cancelled while the shopper was on the provider's page: the card is kept for the customer, nothing renews with it.
      const transition = subscriptionTransition(subscription.status as SubscriptionState, "change", "customer");
      if (!transition.allowed) return { ...done, result: "saved" };
      await tx.update(subscriptions).set({ savedPaymentMethodId: methodId, updatedAt: now }).where(eq(subscriptions.id, subscription.id));
      const declined = await tx
        .update(subscriptionRenewals)
        .set({ nextRetryAt: now })
        .where(and(eq(subscriptionRenewals.subscriptionId, subscription.id), eq(subscriptionRenewals.chargeState, "failed")))
        .returning({ cycle: subscriptionRenewals.cycle });
      const { brand, last4 } = outcome.saved;
      await recordSubscriptionEvent(
        tx,
        {
          subscriptionId: subscription.id,
          kind: transition.event,
          details: { action: "change_payment", to: "card", brand, last4 },
          actor: "customer",
          customer: { customerId: subscription.customerId, email: subscription.email },
        },
        now,
      );
      const [first] = await tx.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, subscription.orderId));
      const address = (subscription.shippingAddress ?? first?.address) as AddressValues | null;
      const line = (await orderLinesOf(tx, [subscription.orderId])).find((candidate) => candidate.isSubscription);
      const mailId = await mailer.enqueue(
        tx,
        renderSubscriptionUpdate(branding, {
          to: subscription.email,
          language: subscription.language,
          firstName: address?.firstName ?? "",
          name: line ? lineItemName(line) : subscription.productHandle,
          // Told at once (the card a declined delivery is charged to now), with the changes still waiting (decision 0083).
          receipts: [
            ...(await takePendingReceipts(tx, subscription.id)),
            { at: now, receipt: { kind: "card_saved", brand, last4, retried: declined.length > 0 } },
          ],
          manageUrl: links.pageFor({ id: subscription.id, customerId: subscription.customerId, language: subscription.language }),
        }),
      );
      return { result: "saved", retry: declined.length > 0 ? subscription.id : null, mailIds: [mailId] };
    });
  }

  async function settle(setupId: string, outcome: CardSetupOutcome): Promise<string | null> {
    const row = await setupNamed(setupId);
    if (!row) return null;
    const applied = await apply(setupId, outcome);
    void mailer.deliver(applied.mailIds);
    // The declined renewal is charged to the new card now; should that fail, the charge sweep does it.
    if (applied.retry !== null) await charges.chargeDueOf(applied.retry).catch(() => undefined);
    return pageWith(row.subscription, row.setup.language, applied.result);
  }

  return {
    async start(subscription, language) {
      const provider = await payments.cardSetupProvider();
      if (!provider) return null;
      const setupId = newSetupId();
      const now = clock();
      await db.insert(subscriptionCardSetups).values({
        publicId: setupId,
        subscriptionId: subscription.id,
        provider,
        // The asker's: the provider's page and the way back speak the language they were using.
        language,
        createdAt: now,
      });
      // The card it replaces names the provider's customer: the new card joins it there.
      const current =
        subscription.savedPaymentMethodId === null ? null : await savedCards.providerCustomerOf(db, subscription.savedPaymentMethodId);
      const started = await payments.startCardSetup(provider, {
        setupId,
        email: subscription.email,
        language,
        providerCustomer: current?.provider === provider ? current.customer : null,
        returnUrl: returnUrl(setupId),
        createdAt: now,
      });
      await db.update(subscriptionCardSetups).set({ reference: started.reference }).where(eq(subscriptionCardSetups.publicId, setupId));
      return { redirectUrl: started.redirectUrl };
    },

    async finish(setupId) {
      const row = await setupNamed(setupId);
      if (!row) return null;
      if (row.setup.status !== "pending") return pageWith(row.subscription, row.setup.language, row.setup.status as CardSetupResult);
      // Never answered by the provider (the start failed half-way): nothing to ask about.
      if (row.setup.reference === null) return pageWith(row.subscription, row.setup.language, "pending");
      const outcome = await payments.checkCardSetup(row.setup.provider, row.setup.reference);
      return settle(setupId, outcome);
    },

    async sandboxPage(setupId) {
      const row = await setupNamed(setupId);
      if (!row || row.setup.provider !== "sandbox") return null;
      return {
        setupId,
        language: row.setup.language,
        status: row.setup.status as CardSetupPage["status"],
        email: row.subscription.email,
      };
    },

    async sandboxRespond(setupId, action) {
      const row = await setupNamed(setupId);
      if (!row || row.setup.provider !== "sandbox") return null;
      const card = payments.sandboxCard(setupId, clock());
      if (!card) return null;
      return settle(setupId, action === "save" ? { state: "saved", saved: card } : { state: "cancelled" });
    },
  };
}
