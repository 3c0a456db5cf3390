/**
 * What a customer, a guest with a signed link, or staff on their behalf do to a subscription (issue 18 item 1).
 * Every action is one transaction that holds the subscription's row: the lifecycle table decides whether the
 * state allows it, the calendar (domain/subscription-schedule.ts) what it does to the deliveries, and the row,
 * its event and the receipt email are written together. A refusal changes nothing and names its field.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import { addressFirstName, validateAddress, type AddressValues } from "#domain/account-forms";
import type { SubscriptionDetail, SubscriptionHistoryEntry } from "#domain/customer-subscriptions";
import type { Language } from "#domain/locale";
import { shopCalendarDay, type SubscriptionInterval } from "#domain/order-subscription-dates";
import { isSubscriptionVariant, subscriptionVariantTitle } from "#domain/product-rules";
import type { SubscriptionActionName, SubscriptionActionRequest, SubscriptionRefusal } from "#domain/subscription-actions";
import {
  actionsOffered,
  subscriptionTransition,
  type CancelReason,
  type SubscriptionAction,
  type SubscriptionState,
} from "#domain/subscription-lifecycle";
import {
  deliverNow,
  pauseDeliveries,
  rescheduleNextDelivery,
  resumeDeliveries,
  skipNextDelivery,
  undoSkip,
  changeInterval,
  upcomingDeliveryDate,
  type SubscriptionSchedule,
} from "#domain/subscription-schedule";
import type { Database } from "#server/db/client";
import { orders, subscriptionEvents, subscriptionRenewals, subscriptions } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { NotifyStaff } from "#server/mail/staff-notice";
import {
  renderSubscriptionUpdate,
  subscriptionReceiptSentence,
  type SubscriptionReceipt,
  type TimedReceipt,
} from "#server/mail/subscription-updates";
import type { Clock } from "#server/commerce/shared/clock";
import type { SavedCards } from "#server/commerce/payments/module";
import { recordAdverseEffects, addressLines } from "#server/commerce/orders/module";
import { customMetafields, lineItemName } from "#server/commerce/catalog/module";
import type { VariantFacts, SaleCatalog } from "#server/commerce/catalog/module";
import { ownedBy, readSubscriptions } from "./portal.ts";
import type { SubscriptionLinks } from "./links.ts";
import { addPendingReceipt, claimQuietNotices, takePendingReceipts } from "./update-notices.ts";
import type { SubscriptionCharges } from "./charges.ts";
import type { SubscriptionCardSetups } from "./card-setups.ts";
import { changedBy, recordSubscriptionEvent, type SubscriptionChangeActor } from "./timeline.ts";
import { addExtra, dropPendingExtras, ExtraRefused, extraChoices, extraName, extrasView, extraVariant, removeExtra } from "./extras.ts";

import {
  closeSaveAttempts,
  discountAvailable,
  grantedDiscountColumns,
  openSaveAttempt,
  saveArm,
  type DailyPortionOf,
  type SaveOfferSettingsOf,
} from "./save-offers.ts";
import { DEFAULT_SAVE_OFFER_SETTINGS, type CancelOfferView } from "#domain/save-offers";
import { RenewalAlreadyPlaced, scheduleColumns, scheduleOf, type SubscriptionRenewals, type SubscriptionRow } from "./renewals.ts";
import type { StaffAudit } from "#server/commerce/shared/staff-audit";

/** Who is asking: a signed-in customer (only their own), a signed link (the subscription it names), or staff. */
export type SubscriptionAccess = { kind: "customer"; customer: { id: number; email: string } } | { kind: "link" } | { kind: "staff" };

export type SubscriptionActionOutcome =
  | { ok: true; detail: SubscriptionDetail; message: string; paymentSetupUrl?: string }
  | { ok: false; reason: SubscriptionRefusal; field: string };

const CARD_SETUP_SENTENCE: Record<Language, string> = {
  ro: "Te ducem pe pagina securizată a procesatorului de plăți, unde adaugi cardul.",
  en: "Taking you to the payment provider's secure page, where you add the card.",
};

export interface SubscriptionActions {
  /** Whether the subscription's email has an account (a guest's page offers to sign in rather than to register). */
  hasAccount(subscriptionId: number): Promise<boolean>;
  detail(subscriptionId: number, access: SubscriptionAccess, language: Language): Promise<SubscriptionDetail | null>;
  perform(
    subscriptionId: number,
    access: SubscriptionAccess,
    request: SubscriptionActionRequest,
    actor: SubscriptionChangeActor,
    language: Language,
  ): Promise<SubscriptionActionOutcome>;
  /**
   * The cancel form opened for a reason (decision 0170): the server decides the arm, keeps the attempt and answers
   * what the form shows; null when the subscription is not the asker's or cannot be cancelled now.
   */
  openCancel(subscriptionId: number, access: SubscriptionAccess, reason: CancelReason, language: Language): Promise<CancelOfferView | null>;
  /**
   * Writes one email for each subscription whose changes have been quiet long enough as of `asOf` (decision 0083);
   * answers how many. Safe beside other instances' sweeps.
   */
  sendQuietUpdates(asOf?: Date): Promise<number>;
}

/** Whether an email has an account that is not disabled: the customers module owns the accounts and hands this in. */
export type EnabledAccounts = (db: Database, email: string) => Promise<boolean>;

export interface SubscriptionActionsOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  catalog: Pick<SaleCatalog, "variantsForSale">;
  /** The variants a subscription may change to, the SKU it then keeps and today's prices (catalog's `VariantFacts`). */
  variants: VariantFacts;
  /** The card a subscription renews with, while it is kept (payments' `SavedCards`). */
  savedCards: Pick<SavedCards, "keptOf">;
  enabledAccounts: EnabledAccounts;
  renewals: Pick<SubscriptionRenewals, "renewInTransaction">;
  /** Settles at once a card renewal left waiting when the customer switches to cash on delivery or cancels. */
  charges: Pick<SubscriptionCharges, "chargeDueOf">;
  /** A new card, given on the provider's hosted page. */
  cardSetups: Pick<SubscriptionCardSetups, "start">;
  links: Pick<SubscriptionLinks, "pageFor">;
  /** The customer's address book, read before the action's transaction. */
  savedAddresses(customerId: number): Promise<Array<AddressValues & { id: number }>>;
  /** Staff's actions go into the audit log, in the action's transaction. */
  audit: StaffAudit;
  /** Tells the staff who handle it, in the action's transaction (a report of adverse effects). */
  notifyStaff: NotifyStaff;
  /** The owner's save-offer settings (decision 0170); the defaults when absent. */
  saveOfferSettings?: SaveOfferSettingsOf;
  /** The label's daily portion of a variant's product (the catalogue's mandatory information). */
  dailyPortion?: DailyPortionOf;
}

/** Which lifecycle action each portal action is, so the state table decides for all of them. */
const LIFECYCLE_ACTION: Record<SubscriptionActionName, SubscriptionAction> = {
  skip: "skip",
  undo_skip: "undo_skip",
  pause: "pause",
  resume: "resume",
  reschedule: "reschedule",
  deliver_now: "deliver_now",
  change_interval: "change",
  change_quantity: "change",
  change_variant: "change",
  change_address: "change",
  change_payment: "change",
  // A one-off item on the next delivery changes what that delivery brings: while active, paused or past due.
  add_extra: "change",
  remove_extra: "change",
  // The cancel form's discount keeps the subscription as it is, with less to pay once: wherever cancelling is allowed.
  accept_save_discount: "change",
  cancel: "cancel",
};

/**
 * The actions the page lists; an item is taken off by its own button beside it, wherever adding is offered, and the
 * discount is offered by the cancel form only.
 */
const PORTAL_ACTIONS = (Object.keys(LIFECYCLE_ACTION) as SubscriptionActionName[]).filter(
  (action): action is Exclude<SubscriptionActionName, "accept_save_discount"> =>
    action !== "remove_extra" && action !== "accept_save_discount",
);

/**
 * The one change told at once rather than batched (decision 0083): the end of the contract is confirmed when it
 * happens, and its email lists the changes still waiting before it.
 */
const TOLD_AT_ONCE: ReadonlySet<SubscriptionActionName> = new Set(["cancel"]);

const UPDATE_SWEEP_BATCH = 20;

class Refused extends Error {
  constructor(
    readonly reason: SubscriptionRefusal,
    readonly field: string,
  ) {
    super(reason);
  }
}

/** What the audit log keeps of a subscription before and after a member's change. */
function auditSnapshot(row: SubscriptionRow) {
  return {
    status: row.status,
    nextDeliveryDate: row.nextChargeDate,
    skippedDate: row.skippedDate,
    resumeOn: row.resumeOn,
    interval: row.interval,
    quantity: row.quantity,
    sku: row.sku,
    cashOnDelivery: row.savedPaymentMethodId === null,
  };
}

function accessible(row: Pick<SubscriptionRow, "customerId" | "email">, access: SubscriptionAccess): boolean {
  if (access.kind !== "customer") return true;
  return row.customerId === access.customer.id || (row.customerId === null && row.email === access.customer.email);
}

/** The portal's actions the subscription's state and calendar allow now. */
function offeredActions(row: SubscriptionRow, today: string): Array<(typeof PORTAL_ACTIONS)[number]> {
  const allowed = new Set(actionsOffered(row.status as SubscriptionState));
  return PORTAL_ACTIONS.filter((action) => {
    if (!allowed.has(LIFECYCLE_ACTION[action])) return false;
    if (action === "undo_skip") return row.skippedDate !== null && row.skippedDate > today;
    if (action === "skip") return row.skippedDate === null || row.skippedDate <= today;
    return true;
  });
}

export function createSubscriptionActions(options: SubscriptionActionsOptions): SubscriptionActions {
  const context = options;
  return {
    detail: (subscriptionId, access, language) => detail(context, subscriptionId, access, language),
    sendQuietUpdates: (asOf) => sendQuietUpdates(context, asOf),
    hasAccount: (subscriptionId) => hasAccount(context, subscriptionId),
    perform: (subscriptionId, access, request, actor, language) => perform(context, subscriptionId, access, request, actor, language),
    openCancel: (subscriptionId, access, reason, language) => openCancel(context, subscriptionId, access, reason, language),
  };
}

async function sendQuietUpdates(context: SubscriptionActionsOptions, asOf = context.clock()): Promise<number> {
  let sent = 0;
  for (;;) {
    const written = await sendQuietBatch(context, asOf);
    sent += written;
    if (written < UPDATE_SWEEP_BATCH) return sent;
  }
}

const settingsOf = (context: SubscriptionActionsOptions, tx: Database) =>
  context.saveOfferSettings ? context.saveOfferSettings(tx) : Promise.resolve(DEFAULT_SAVE_OFFER_SETTINGS);

async function openCancel(
  context: SubscriptionActionsOptions,
  subscriptionId: number,
  access: SubscriptionAccess,
  reason: CancelReason,
  language: Language,
): Promise<CancelOfferView | null> {
  const { db, clock, dailyPortion } = context;
  const [unlocked] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!unlocked || !accessible(unlocked, access)) return null;
  // The catalogue's label is read before the transaction, as every other module's read of an action.
  const portion =
    reason === "not_seeing_results" && unlocked.variantId !== null && dailyPortion
      ? await dailyPortion(unlocked.variantId, language)
      : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (!row || !accessible(row, access)) return null;
    if (!subscriptionTransition(row.status as SubscriptionState, "cancel", "customer").allowed) return null;
    const settings = await settingsOf(context, tx);
    return openSaveAttempt(tx, row, reason, settings, clock(), { language, dailyPortion: async () => portion });
  });
}

async function hasAccount({ db, enabledAccounts }: SubscriptionActionsOptions, subscriptionId: number): Promise<boolean> {
  const [row] = await db.select({ email: subscriptions.email }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row !== undefined && (await enabledAccounts(db, row.email));
}

async function perform(
  context: SubscriptionActionsOptions,
  subscriptionId: number,
  access: SubscriptionAccess,
  request: SubscriptionActionRequest,
  actor: SubscriptionChangeActor,
  language: Language,
): Promise<SubscriptionActionOutcome> {
  const { db, clock, mailer, savedAddresses, audit } = context;
  const [unlocked] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!unlocked || !accessible(unlocked, access)) return { ok: false, reason: "not_found", field: "action" };
  if (request.action === "change_payment" && request.method === "card") return startCardSetup(context, unlocked, access, actor, language);
  // Read before the transaction: the address book and the catalogue are other modules' reads.
  const bookAddress =
    request.action === "change_address" && request.addressId !== undefined && unlocked.customerId !== null
      ? (await savedAddresses(unlocked.customerId)).find((address) => address.id === request.addressId)
      : undefined;
  const newVariant =
    request.action === "change_variant"
      ? (await subscriptionVariants(context, unlocked.language)).find((v) => v.variantId === request.variantId)
      : undefined;
  const extra = request.action === "add_extra" ? await extraVariant(context.catalog, request.variantId, unlocked.language) : undefined;

  const today = shopCalendarDay(clock());
  let written: { receipt: SubscriptionReceipt; mailIds: number[]; afterCommit: () => Promise<void> };
  try {
    written = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
      if (!row) throw new Refused("not_found", "action");
      const transition = subscriptionTransition(row.status as SubscriptionState, LIFECYCLE_ACTION[request.action], actor.kind);
      if (!transition.allowed) throw new Refused("not_in_this_state", "action");
      const now = clock();
      const schedule = scheduleOf(row);
      const change = await applyAction(context, tx, row, schedule, request, today, now, actor, { bookAddress, newVariant, extra });
      const status = transition.next;
      await tx
        .update(subscriptions)
        .set({ ...change.columns, status, updatedAt: now, ...(status === "paused" ? {} : { resumeOn: null }) })
        .where(eq(subscriptions.id, row.id));
      // "Deliver now" is recorded by the renewal it made (`renewal_created`), like every renewal.
      if (request.action !== "deliver_now")
        await recordSubscriptionEvent(
          tx,
          {
            subscriptionId: row.id,
            kind: transition.event,
            details: { action: request.action, ...change.details, ...savedFromCancelling(request) },
            ...changedBy(actor),
            customer: { customerId: row.customerId, email: row.email },
          },
          now,
        );
      if (actor.kind === "staff")
        await audit(
          tx,
          actor.member,
          {
            action: `subscription.${request.action}`,
            target: { type: "subscription", id: row.id },
            before: auditSnapshot(row),
            after: { ...auditSnapshot({ ...row, ...change.columns, status }), ...change.details },
          },
          now,
        );
      // The cancel form's attempt, if one is open, is closed by what the customer did (decision 0170).
      if (request.action === "cancel") await closeSaveAttempts(tx, row.id, request.reason, "cancelled", now);
      const saved = savedFromCancelling(request).insteadOfCancelling;
      if (saved) await closeSaveAttempts(tx, row.id, saved, "saved", now);
      const reported = adverseEffectsReported(request);
      const staffMailIds = reported ? await reportAdverseEffects(context, tx, { ...row, ...change.columns }, reported, now) : [];
      const receipt = { at: now, receipt: change.receipt };
      const mailIds = [...staffMailIds];
      if (TOLD_AT_ONCE.has(request.action)) {
        const earlier = await takePendingReceipts(tx, row.id);
        mailIds.unshift(
          await mailer.enqueue(tx, await updateMail(context, tx, { ...row, ...change.columns }, [...earlier, receipt], change.name)),
        );
      } else await addPendingReceipt(tx, row.id, change.receipt, now);
      return { receipt: change.receipt, mailIds, afterCommit: change.afterCommit };
    });
  } catch (error) {
    if (error instanceof Refused || error instanceof ExtraRefused) return { ok: false, reason: error.reason, field: error.field };
    // Two "deliver now" at once: the second's renewal row collides with the first's.
    if (request.action === "deliver_now" && (error instanceof RenewalAlreadyPlaced || isUniqueViolation(error)))
      return { ok: false, reason: "already_delivered_today", field: "action" };
    throw error;
  }
  await written.afterCommit();
  void mailer.deliver(written.mailIds);
  const fresh = await detail(context, subscriptionId, access, language);
  return { ok: true, detail: fresh!, message: subscriptionReceiptSentence(written.receipt, language) };
}

/** The catalogue's variants for sale, read once for the page's two lists. */
async function variantsForSale(context: SubscriptionActionsOptions, language: Language) {
  const { db, catalog, variants } = context;
  return catalog.variantsForSale(await variants.ids(db), language);
}

async function subscriptionVariants(context: SubscriptionActionsOptions, language: Language) {
  return subscriptionVariantsOf(await variantsForSale(context, language));
}

function subscriptionVariantsOf(forSale: Awaited<ReturnType<typeof variantsForSale>>) {
  return [...forSale.values()]
    .filter(
      ({ variant, metafields }) =>
        variant.availableForSale && isSubscriptionVariant({ title: variant.title, metafields: customMetafields(metafields) }),
    )
    .map(({ product, variant }) => ({
      variantId: variant.id,
      productHandle: product.handle,
      title: product.title,
      variantTitle: variant.title === "Default Title" ? "" : variant.title,
      unitPriceMinor: variant.priceMinor,
    }));
}

async function history(
  context: SubscriptionActionsOptions,
  subscriptionId: number,
  access: SubscriptionAccess,
): Promise<SubscriptionHistoryEntry[]> {
  const { db } = context;
  const rows = await db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.createdAt), asc(subscriptionEvents.id));
  return rows.map((row) => ({
    kind: row.kind as SubscriptionHistoryEntry["kind"],
    at: row.createdAt.toISOString(),
    actor: row.actor as SubscriptionHistoryEntry["actor"],
    details: row.details as Record<string, unknown>,
    ...(access.kind === "staff" ? { staffEmail: row.staffEmail } : {}),
  }));
}

async function detail(
  context: SubscriptionActionsOptions,
  subscriptionId: number,
  access: SubscriptionAccess,
  language: Language,
): Promise<SubscriptionDetail | null> {
  const { db, clock, savedAddresses, catalog, variants: variantFacts } = context;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row || !accessible(row, access)) return null;
  const where =
    access.kind === "customer"
      ? and(eq(subscriptions.id, subscriptionId), ownedBy(access.customer))!
      : eq(subscriptions.id, subscriptionId);
  const [[subscription], events, forSale, addresses, extras] = await Promise.all([
    readSubscriptions(context, where, language),
    history(context, subscriptionId, access),
    variantsForSale(context, language),
    row.customerId === null ? Promise.resolve([]) : savedAddresses(row.customerId),
    extrasView(db, catalog, variantFacts, subscriptionId, language),
  ]);
  const variants = subscriptionVariantsOf(forSale);
  const extraOptions = extraChoices(forSale);
  if (!subscription) return null;
  return {
    subscription,
    history: events,
    choices: { variants, addresses, extras: extraOptions },
    extras,
    actions: offeredActions(row, shopCalendarDay(clock())),
  };
}

/** The email telling the subscription's holder of these changes, oldest first, in the subscription's language. */
async function updateMail(
  context: SubscriptionActionsOptions,
  tx: Database,
  row: SubscriptionRow,
  receipts: TimedReceipt[],
  name?: string,
) {
  const { branding, links } = context;
  const [first] = await tx.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, row.orderId));
  const firstName = addressFirstName(row.shippingAddress ?? first?.address);
  return renderSubscriptionUpdate(branding, {
    to: row.email,
    language: row.language,
    firstName,
    // Named as it is now: after an interval change, for the new interval.
    name: name ?? (await nameOf(context, tx, row, row.language)),
    receipts,
    manageUrl: links.pageFor({ id: row.id, customerId: row.customerId, language: row.language }),
  });
}

/** One batch of due emails in one transaction; answers how many were written. */
async function sendQuietBatch(context: SubscriptionActionsOptions, asOf: Date): Promise<number> {
  const { db, mailer } = context;
  const mailIds = await db.transaction(async (tx) => {
    const due = await claimQuietNotices(tx, asOf, UPDATE_SWEEP_BATCH);
    const ids: number[] = [];
    for (const notice of due) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, notice.subscriptionId));
      if (row) ids.push(await mailer.enqueue(tx, await updateMail(context, tx, row, notice.receipts)));
    }
    return ids;
  });
  void mailer.deliver(mailIds);
  return mailIds.length;
}

/**
 * A card renewal declined earlier is settled now rather than on its next dunning day: paid on delivery after a
 * switch to cash, or its order cancelled after a cancellation. Should that fail, the charge sweep does it.
 */
async function settleDeclinedCharges(
  context: SubscriptionActionsOptions,
  tx: Database,
  subscriptionId: number,
  now: Date,
): Promise<() => Promise<void>> {
  const { charges } = context;
  await tx
    .update(subscriptionRenewals)
    .set({ nextRetryAt: now })
    .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), eq(subscriptionRenewals.chargeState, "failed")));
  return () => charges.chargeDueOf(subscriptionId).catch(() => undefined);
}

/**
 * A new card is given on the provider's page, not here: nothing changes until the provider says the card was
 * saved (subscription-card-setups.ts). Only its holder gives it, never staff.
 */
async function startCardSetup(
  context: SubscriptionActionsOptions,
  row: SubscriptionRow,
  access: SubscriptionAccess,
  actor: SubscriptionChangeActor,
  language: Language,
): Promise<SubscriptionActionOutcome> {
  const { cardSetups } = context;
  if (!subscriptionTransition(row.status as SubscriptionState, "change", actor.kind).allowed)
    return { ok: false, reason: "not_in_this_state", field: "action" };
  const started = actor.kind === "customer" ? await cardSetups.start(row, language) : null;
  if (!started) return { ok: false, reason: "card_setup_unavailable", field: "method" };
  const fresh = await detail(context, row.id, access, language);
  return { ok: true, detail: fresh!, message: CARD_SETUP_SENTENCE[language], paymentSetupUrl: started.redirectUrl };
}

/** The safety file's report, and the emails to the staff who follow it up; answers the emails' ids. */
async function reportAdverseEffects(
  context: SubscriptionActionsOptions,
  tx: Database,
  row: SubscriptionRow,
  report: { source: "cancelled" | "paused"; note: string },
  now: Date,
): Promise<number[]> {
  const { notifyStaff } = context;
  // The owner's file, in the store's language: the product as the owner knows it.
  const productName = await nameOf(context, tx, row, "ro");
  await recordAdverseEffects(tx, { subscription: row, source: report.source, productName, note: report.note, now });
  return notifyStaff(tx, {
    kind: "adverse_effects",
    subscriptionId: row.id,
    productName,
    customerEmail: row.email,
    source: report.source,
  });
}

async function nameOf(context: SubscriptionActionsOptions, tx: Database, row: SubscriptionRow, language: Language): Promise<string> {
  const { catalog } = context;
  if (row.variantId === null) return row.productHandle;
  const found = (await catalog.variantsForSale([row.variantId], language, tx)).get(row.variantId);
  if (!found) return row.productHandle;
  const variantTitle = found.variant.title === "Default Title" ? "" : found.variant.title;
  return lineItemName({
    title: found.product.title,
    variantTitle: subscriptionVariantTitle(variantTitle, row.interval as SubscriptionInterval, language),
  });
}

/** What an action does to the subscription's row, its timeline, its receipt, and what follows once it commits. */
interface ActionChange {
  columns: Partial<typeof subscriptions.$inferInsert>;
  details: Record<string, unknown>;
  receipt: SubscriptionReceipt;
  name?: string;
  afterCommit: () => Promise<void>;
}

/** What `perform` read before its transaction, for the action to use inside it. */
interface ActionReads {
  bookAddress: (AddressValues & { id: number }) | undefined;
  newVariant: Awaited<ReturnType<typeof subscriptionVariants>>[number] | undefined;
  /** The catalogue's facts of the variant an `add_extra` asks for, if it has it. */
  extra: Awaited<ReturnType<typeof extraVariant>>;
}

type DeliveryMove = Extract<
  SubscriptionActionRequest,
  { action: "skip" | "undo_skip" | "pause" | "resume" | "reschedule" | "deliver_now" }
>;

const nothingAfter = async () => undefined;
const moved = (next: SubscriptionSchedule) => scheduleColumns(next);

async function applyAction(
  context: SubscriptionActionsOptions,
  tx: Database,
  row: SubscriptionRow,
  schedule: SubscriptionSchedule,
  request: SubscriptionActionRequest,
  today: string,
  now: Date,
  actor: SubscriptionChangeActor,
  read: ActionReads,
): Promise<ActionChange> {
  switch (request.action) {
    case "skip":
    case "undo_skip":
    case "pause":
    case "resume":
    case "reschedule":
    case "deliver_now":
      return moveDeliveries(context, tx, row, schedule, request, today, now, actor);
    default:
      return changeTerms(context, tx, row, schedule, request, now, read);
  }
}

/** The actions that move deliveries on the calendar. */
async function moveDeliveries(
  context: SubscriptionActionsOptions,
  tx: Database,
  row: SubscriptionRow,
  schedule: SubscriptionSchedule,
  request: DeliveryMove,
  today: string,
  now: Date,
  actor: SubscriptionChangeActor,
): Promise<ActionChange> {
  const { renewals } = context;
  switch (request.action) {
    case "skip": {
      const skipped = skipNextDelivery(schedule, today);
      if (!skipped.ok) throw new Refused(skipped.reason, "action");
      return {
        columns: moved(skipped.schedule),
        details: { date: schedule.nextDeliveryDate, next: skipped.schedule.nextDeliveryDate },
        receipt: { kind: "skipped", skippedDate: schedule.nextDeliveryDate, nextDate: skipped.schedule.nextDeliveryDate },
        afterCommit: nothingAfter,
      };
    }
    case "undo_skip": {
      const undone = undoSkip(schedule, today);
      if (!undone.ok) throw new Refused(undone.reason, "action");
      return {
        columns: moved(undone.schedule),
        details: { date: undone.schedule.nextDeliveryDate },
        receipt: { kind: "skip_undone", date: undone.schedule.nextDeliveryDate },
        afterCommit: nothingAfter,
      };
    }
    case "pause": {
      const paused = pauseDeliveries(schedule, request.length);
      return {
        columns: moved(paused),
        details: { length: request.length, resumeOn: paused.pause?.resumeOn ?? null },
        receipt: { kind: "paused", resumeOn: upcomingDeliveryDate(paused) },
        afterCommit: nothingAfter,
      };
    }
    case "resume": {
      const resumed = resumeDeliveries(schedule, today);
      return {
        columns: moved(resumed),
        details: { next: resumed.nextDeliveryDate },
        receipt: { kind: "resumed", nextDate: resumed.nextDeliveryDate },
        afterCommit: nothingAfter,
      };
    }
    case "reschedule": {
      const rescheduled = rescheduleNextDelivery(schedule, request.date, today);
      if (!rescheduled.ok) throw new Refused(rescheduled.reason, "date");
      return {
        columns: moved(rescheduled.schedule),
        details: { from: schedule.nextDeliveryDate, to: rescheduled.schedule.nextDeliveryDate },
        receipt: { kind: "rescheduled", nextDate: rescheduled.schedule.nextDeliveryDate },
        afterCommit: nothingAfter,
      };
    }
    case "deliver_now": {
      const [madeToday] = await tx
        .select({ cycle: subscriptionRenewals.cycle })
        .from(subscriptionRenewals)
        .where(and(eq(subscriptionRenewals.subscriptionId, row.id), gte(subscriptionRenewals.dueDate, today)))
        .limit(1);
      if (madeToday) throw new Refused("already_delivered_today", "action");
      const { delivery, schedule: next } = deliverNow(schedule, today);
      const created = await renewals.renewInTransaction(tx, row, delivery, now, actor);
      return {
        columns: moved(next),
        details: { orderNumber: created.orderNumber },
        receipt: { kind: "delivered_now", orderNumber: created.orderNumber, nextDate: next.nextDeliveryDate },
        afterCommit: created.afterCommit,
      };
    }
  }
}

/** The actions that change what is delivered, where, how it is paid, or end the subscription. */
async function changeTerms(
  context: SubscriptionActionsOptions,
  tx: Database,
  row: SubscriptionRow,
  schedule: SubscriptionSchedule,
  request: Exclude<SubscriptionActionRequest, DeliveryMove>,
  now: Date,
  read: ActionReads,
): Promise<ActionChange> {
  switch (request.action) {
    case "change_interval": {
      const next = changeInterval(schedule, request.interval as SubscriptionInterval);
      return {
        columns: moved(next),
        details: { from: row.interval, to: request.interval },
        receipt: { kind: "interval_changed", interval: request.interval },
        afterCommit: nothingAfter,
      };
    }
    case "change_quantity":
      return {
        columns: { quantity: request.quantity },
        details: { from: row.quantity, to: request.quantity },
        receipt: { kind: "quantity_changed", quantity: request.quantity },
        afterCommit: nothingAfter,
      };
    case "change_variant": {
      const variant = read.newVariant;
      if (!variant || variant.variantId === row.variantId) throw new Refused("variant_not_available", "variantId");
      const sku = (await context.variants.skusOf(tx, [variant.variantId])).get(variant.variantId);
      if (sku === undefined) throw new Refused("variant_not_available", "variantId");
      const name = lineItemName(variant);
      return {
        columns: {
          variantId: variant.variantId,
          sku,
          productHandle: variant.productHandle,
          agreedUnitPriceRonMinor: variant.unitPriceMinor,
        },
        details: { from: row.sku, to: sku },
        receipt: { kind: "variant_changed", name, pricePerDeliveryMinor: variant.unitPriceMinor * row.quantity },
        name,
        afterCommit: nothingAfter,
      };
    }
    case "change_address": {
      let address: AddressValues;
      if (request.addressId !== undefined) {
        if (!read.bookAddress) throw new Refused("address_not_found", "addressId");
        const { id: _id, ...values } = read.bookAddress;
        address = pickAddress(values);
      } else if (request.address) {
        const errors = validateAddress(request.address);
        const bad = Object.keys(errors)[0];
        if (bad) throw new Refused("address_invalid", `address.${bad}`);
        address = pickAddress(request.address);
      } else throw new Refused("address_invalid", "address");
      return {
        columns: { shippingAddress: address },
        details: { to: { city: address.city, country: address.country } },
        receipt: { kind: "address_changed", address: addressLines(address, row.language).join(", ") },
        afterCommit: nothingAfter,
      };
    }
    case "change_payment":
      // A card never comes here: `perform` sends it to the provider's page first (startCardSetup).
      if (request.method === "card") throw new Refused("card_setup_unavailable", "method");
      return {
        columns: { savedPaymentMethodId: null },
        details: { to: "cash_on_delivery" },
        receipt: { kind: "payment_changed" },
        afterCommit: await settleDeclinedCharges(context, tx, row.id, now),
      };
    case "add_extra":
    case "remove_extra":
      return changeExtras(context, tx, row, schedule, request, now, read);
    case "accept_save_discount": {
      const settings = await settingsOf(context, tx);
      // The holdout sees the plain cancel: whoever asks for its offer anyway is refused, the same arm as the form's.
      if (saveArm(row.id, request.insteadOfCancelling, settings.holdoutPercent) === "holdout")
        throw new Refused("save_offer_held_out", "action");
      if (!discountAvailable(row, settings, now)) throw new Refused("save_discount_cooldown", "action");
      return {
        columns: grantedDiscountColumns(settings, now),
        details: { percent: settings.discountPercent },
        receipt: { kind: "save_discount", percent: settings.discountPercent },
        afterCommit: nothingAfter,
      };
    }
    case "cancel": {
      const note = request.note?.trim() ?? "";
      if (request.reason === "other" && note === "") throw new Refused("note_required", "note");
      // What waited for a delivery that will not come goes with it.
      const droppedExtras = await dropPendingExtras(tx, row.id, "cancelled", now);
      return {
        columns: { cancelReason: request.reason, cancelNote: note || null, cancelledAt: now, resumeOn: null },
        details: { reason: request.reason, ...(note ? { note } : {}), ...(droppedExtras > 0 ? { droppedExtras } : {}) },
        receipt: { kind: "cancelled" },
        afterCommit: await settleDeclinedCharges(context, tx, row.id, now),
      };
    }
  }
}

/** A one-off item added to the next delivery, or taken off it (issue 68 item 4). */
async function changeExtras(
  context: SubscriptionActionsOptions,
  tx: Database,
  row: SubscriptionRow,
  schedule: SubscriptionSchedule,
  request: Extract<SubscriptionActionRequest, { action: "add_extra" | "remove_extra" }>,
  now: Date,
  read: ActionReads,
): Promise<ActionChange> {
  const nextDate = upcomingDeliveryDate(schedule);
  if (request.action === "add_extra") {
    const added = await addExtra(tx, row.id, read.extra, request.quantity, now);
    const name = extraName(read.extra!);
    const unitPriceMinor = added.agreedUnitPriceRonMinor;
    return {
      columns: {},
      details: { extraId: added.id, variantId: added.variantId, name, quantity: request.quantity, unitPriceMinor },
      receipt: { kind: "extra_added", name, quantity: request.quantity, unitPriceMinor, nextDate },
      afterCommit: nothingAfter,
    };
  }
  const removed = await removeExtra(tx, row.id, request.extraId, now);
  const found =
    removed.variantId === null
      ? undefined
      : (await context.catalog.variantsForSale([removed.variantId], row.language, tx)).get(removed.variantId);
  const name = found ? extraName(found) : "";
  return {
    columns: {},
    details: { extraId: removed.id, variantId: removed.variantId, name, quantity: removed.quantity },
    receipt: { kind: "extra_removed", name, quantity: removed.quantity },
    afterCommit: nothingAfter,
  };
}

/**
 * A customer who says the product gave them adverse effects, whether they cancel or take the save offer instead:
 * the owner's safety file needs both (by the reason's code, whatever words the form shows for it).
 */
function adverseEffectsReported(request: SubscriptionActionRequest): { source: "cancelled" | "paused"; note: string } | null {
  if (request.action === "cancel" && request.reason === "side_effects") return { source: "cancelled", note: request.note?.trim() ?? "" };
  if (savedFromCancelling(request).insteadOfCancelling === "side_effects") return { source: "paused", note: "" };
  return null;
}

/**
 * A skip, pause, interval change or the discount taken as the cancel form's save offer keeps the reason the customer
 * picked.
 */
function savedFromCancelling(request: SubscriptionActionRequest): { insteadOfCancelling?: CancelReason } {
  if (
    request.action !== "skip" &&
    request.action !== "pause" &&
    request.action !== "change_interval" &&
    request.action !== "accept_save_discount"
  )
    return {};
  return request.insteadOfCancelling ? { insteadOfCancelling: request.insteadOfCancelling } : {};
}

function pickAddress(values: AddressValues): AddressValues {
  const { firstName, lastName, company, address1, address2, city, province, zip, country, phone } = values;
  return { firstName, lastName, company, address1, address2, city, province, zip, country: country.toUpperCase(), phone };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
