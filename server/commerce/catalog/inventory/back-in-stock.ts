/**
 * Back in stock (issue 46 item 2, decision 0111): shoppers ask on a sold-out variant's page to be told once when it
 * returns; a sweep serves the requests oldest first, in batches as large as the units for sale, and the next batch
 * only after a new restock or a day without one. The sweep locks the variant (SKIP LOCKED) and marks the requests
 * notified in the transaction that writes their emails to the outbox, so several instances and a kill at any moment
 * mail each request once. A request whose variant is deleted or whose product is unpublished is closed unmailed.
 */
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, max, min, or } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { backInStockRequests, products, productVariants, stockMovements } from "#server/db/schema";
import { renderBackInStock } from "#server/mail/back-in-stock";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { Clock } from "#server/commerce/shared/clock";
import { lineItemName, type SaleCatalog } from "../pricing.ts";
import { isSingleDefaultVariant } from "#domain/product-rules";

/** With stock left after a batch and no new restock, the next batch waits this long: the first had its chance. */
export const NEXT_BATCH_AFTER_MS = 24 * 60 * 60_000;
/** Orders this soon after the notice count as the flow's (research §6.2). */
export const ORDER_WINDOW_MS = 7 * 24 * 60 * 60_000;

export type BackInStockOutcome =
  | { kind: "requested" }
  /** This address already waits for this variant: one request, as it was. */
  | { kind: "already_waiting" }
  | { kind: "unknown_variant" }
  /** Not sold out: it can be bought now, or its stock is not counted and never runs out. */
  | { kind: "in_stock" };

export interface WaitingShoppers {
  variantId: number;
  waiting: number;
  oldestRequestedAt: Date;
}

/** The flow's figures for one variant: requests made, notices sent, and notified shoppers who ordered it within 7 days. */
export interface BackInStockFigures {
  variantId: number;
  requests: number;
  sends: number;
  ordersWithin7Days: number;
}

/** Who ordered the variant and when (not cancelled), among these addresses: the orders module's answer. */
export type VariantOrderTimes = (variantId: number, emails: readonly string[]) => Promise<Array<{ email: string; placedAt: Date }>>;

export interface BackInStock {
  request(input: { variantId: number; email: string; language: Language; acceptsMarketing: boolean }): Promise<BackInStockOutcome>;
  /** Serves the due batches and closes the requests that can never be served; the emails written. */
  sweep(): Promise<number>;
  /** For the product's stock page: how many wait for each of its variants, and since when. */
  waitingFor(productId: number): Promise<WaitingShoppers[]>;
  figures(variantIds: readonly number[]): Promise<BackInStockFigures[]>;
  /**
   * Every variant's figures together over a period, for the admin's flow results: requests made in it, notices sent
   * in it, and those notified shoppers who ordered the variant within 7 days.
   */
  periodFigures(range: { start: Date; end: Date }): Promise<Omit<BackInStockFigures, "variantId">>;
}

/** How many of these notices were followed by their shopper's order of the variant within 7 days. */
function orderedWithin(
  notified: ReadonlyArray<{ email: string; notifiedAt: Date }>,
  orders: ReadonlyArray<{ email: string; placedAt: Date }>,
) {
  return notified.filter(({ email, notifiedAt }) =>
    orders.some(
      (order) =>
        order.email === email &&
        order.placedAt.getTime() >= notifiedAt.getTime() &&
        order.placedAt.getTime() - notifiedAt.getTime() <= ORDER_WINDOW_MS,
    ),
  ).length;
}

export function createBackInStock({
  db,
  clock,
  mailer,
  branding,
  catalog,
  recordMarketingConsent,
  orderTimes,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  /** Names the product and variant in the shopper's language, with its handle for the link. */
  catalog: Pick<SaleCatalog, "variantsForSale">;
  /** The newsletter's consent, in the request's transaction: given only by the form's separate tick. */
  recordMarketingConsent: (tx: Database, consent: { email: string; language: Language; at: Date }) => Promise<void>;
  orderTimes: VariantOrderTimes;
}): BackInStock {
  const waiting = and(isNull(backInStockRequests.notifiedAt), isNull(backInStockRequests.closedAt));

  async function closeUnservable(now: Date) {
    const unpublished = db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.status, "draft"));
    await db
      .update(backInStockRequests)
      .set({ closedAt: now })
      .where(and(waiting, or(isNull(backInStockRequests.variantId), inArray(backInStockRequests.variantId, unpublished))));
  }

  /** Variants for sale now (offered, counted stock above 0, product published) with someone waiting. */
  async function servable(): Promise<number[]> {
    const rows = await db
      .selectDistinct({ variantId: productVariants.id })
      .from(backInStockRequests)
      .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(waiting, eq(products.status, "active"), eq(productVariants.availableForSale, true), gt(productVariants.stockQuantity, 0)));
    return rows.map((row) => row.variantId);
  }

  /** One variant's due batch, in one transaction; another instance serving it at this moment makes this one skip it. */
  async function serve(variantId: number): Promise<number[]> {
    return db.transaction(async (tx) => {
      const [variant] = await tx
        .select({ stock: productVariants.stockQuantity, offered: productVariants.availableForSale })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
        .for("update", { skipLocked: true });
      if (!variant?.offered || !variant.stock || variant.stock <= 0) return [];
      const now = clock();
      const [last] = await tx
        .select({ at: max(backInStockRequests.notifiedAt) })
        .from(backInStockRequests)
        .where(eq(backInStockRequests.variantId, variantId));
      const lastBatchAt = last?.at ?? null;
      if (lastBatchAt && now.getTime() - lastBatchAt.getTime() < NEXT_BATCH_AFTER_MS) {
        const [restocked] = await tx
          .select({ id: stockMovements.id })
          .from(stockMovements)
          .where(and(eq(stockMovements.variantId, variantId), gt(stockMovements.change, 0), gt(stockMovements.createdAt, lastBatchAt)))
          .limit(1);
        if (!restocked) return [];
      }
      const batch = await tx
        .select({ id: backInStockRequests.id, email: backInStockRequests.email, language: backInStockRequests.language })
        .from(backInStockRequests)
        .where(and(eq(backInStockRequests.variantId, variantId), waiting))
        .orderBy(asc(backInStockRequests.requestedAt), asc(backInStockRequests.id))
        .limit(variant.stock);
      if (batch.length === 0) return [];
      // Every language's name first: a variant gone from sale mails nobody, rather than part of a batch it then leaves
      // unmarked (and so mailed again by the next sweep).
      const names = new Map<Language, { item: string; handle: string }>();
      for (const language of new Set(batch.map((request) => request.language as Language))) {
        const found = (await catalog.variantsForSale([variantId], language, tx)).get(variantId);
        if (!found) return [];
        names.set(language, {
          item: lineItemName({
            title: found.product.title,
            variantTitle: isSingleDefaultVariant([found.variant]) ? "" : found.variant.title,
          }),
          handle: found.product.handle,
        });
      }
      const mailIds: number[] = [];
      for (const request of batch) {
        const language = request.language as Language;
        const name = names.get(language)!;
        const productUrl = new URL(`/products/${encodeURIComponent(name.handle)}`, `${branding.baseUrl}/`);
        if (language === "en") productUrl.searchParams.set("lng", "en");
        mailIds.push(
          await mailer.enqueue(
            tx,
            renderBackInStock(branding, { to: request.email, language, item: name.item, productUrl: productUrl.toString() }),
          ),
        );
      }
      await tx
        .update(backInStockRequests)
        .set({ notifiedAt: now })
        .where(
          inArray(
            backInStockRequests.id,
            batch.map((request) => request.id),
          ),
        );
      return mailIds;
    });
  }

  return {
    request: ({ variantId, email, language, acceptsMarketing }) =>
      db.transaction(async (tx): Promise<BackInStockOutcome> => {
        const [variant] = await tx
          .select({ stock: productVariants.stockQuantity, status: products.status })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(eq(productVariants.id, variantId));
        if (!variant || variant.status !== "active") return { kind: "unknown_variant" };
        if (variant.stock !== 0) return { kind: "in_stock" };
        const now = clock();
        const inserted = await tx
          .insert(backInStockRequests)
          .values({ variantId, email, language, requestedAt: now })
          .onConflictDoNothing()
          .returning({ id: backInStockRequests.id });
        if (acceptsMarketing) await recordMarketingConsent(tx, { email, language, at: now });
        return inserted.length > 0 ? { kind: "requested" } : { kind: "already_waiting" };
      }),

    async sweep() {
      await closeUnservable(clock());
      let mailed = 0;
      for (const variantId of await servable()) {
        const mailIds = await serve(variantId);
        await mailer.deliver(mailIds);
        mailed += mailIds.length;
      }
      return mailed;
    },

    async waitingFor(productId) {
      const rows = await db
        .select({
          variantId: productVariants.id,
          waiting: count(),
          oldestRequestedAt: min(backInStockRequests.requestedAt),
        })
        .from(backInStockRequests)
        .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
        .where(and(eq(productVariants.productId, productId), waiting))
        .groupBy(productVariants.id)
        .orderBy(asc(productVariants.position));
      return rows.map((row) => ({ variantId: row.variantId, waiting: row.waiting, oldestRequestedAt: row.oldestRequestedAt! }));
    },

    async figures(variantIds) {
      if (variantIds.length === 0) return [];
      const rows = await db
        .select({
          variantId: backInStockRequests.variantId,
          email: backInStockRequests.email,
          notifiedAt: backInStockRequests.notifiedAt,
        })
        .from(backInStockRequests)
        .where(inArray(backInStockRequests.variantId, [...variantIds]));
      const figures: BackInStockFigures[] = [];
      for (const variantId of variantIds) {
        const requests = rows.filter((row) => row.variantId === variantId);
        const sent = requests.filter((row): row is typeof row & { notifiedAt: Date } => row.notifiedAt !== null);
        const orders = sent.length > 0 ? await orderTimes(variantId, [...new Set(sent.map((row) => row.email))]) : [];
        figures.push({ variantId, requests: requests.length, sends: sent.length, ordersWithin7Days: orderedWithin(sent, orders) });
      }
      return figures;
    },
    async periodFigures({ start, end }) {
      const inPeriod = (column: typeof backInStockRequests.requestedAt | typeof backInStockRequests.notifiedAt) =>
        and(gte(column, start), lt(column, end));
      const [requested] = await db.select({ count: count() }).from(backInStockRequests).where(inPeriod(backInStockRequests.requestedAt));
      const sent = await db
        .select({ variantId: backInStockRequests.variantId, email: backInStockRequests.email, notifiedAt: backInStockRequests.notifiedAt })
        .from(backInStockRequests)
        .where(inPeriod(backInStockRequests.notifiedAt))
        .then((rows) => rows.filter((row): row is typeof row & { notifiedAt: Date } => row.notifiedAt !== null));
      let ordersWithin7Days = 0;
      for (const variantId of new Set(sent.map((row) => row.variantId))) {
        if (variantId === null) continue;
        const notified = sent.filter((row) => row.variantId === variantId);
        const orders = await orderTimes(variantId, [...new Set(notified.map((row) => row.email))]);
        ordersWithin7Days += orderedWithin(notified, orders);
      }
      return { requests: requested?.count ?? 0, sends: sent.length, ordersWithin7Days };
    },
  };
}
