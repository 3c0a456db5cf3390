/**
 * The owner's automatic promotions (issue 68 item 1): the list with each promotion's uses, what it took off and what its
 * orders brought in, reading one, creating, editing, disabling and enabling. Each change runs in one transaction with
 * the promotion's row locked (an order counting its uses against the cap waits, and it waits for them) and is audited
 * with the promotion before and after. An order keeps what it was charged, so an edit changes only the orders after.
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { promotionStatus, type AdminPromotion, type PromotionForm } from "#domain/admin/promotions";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { promotionCustomers, promotionUses, promotions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit, StaffEmails } from "#server/commerce/shared/staff-audit";
import type { DiscountProducts } from "./discount-admin.ts";

/** Variants as the owner names them, by SKU (catalog's `VariantFacts`). */
export interface PromotionVariants {
  idsOfSkus(skus: readonly string[]): Promise<Map<string, number>>;
  skusOf(ids: readonly number[]): Promise<Map<number, string>>;
}

/** The lei brought in by the confirmed orders each promotion's unreleased uses name (orders' `PromotionRevenue`). */
export type PromotionRevenue = (ordersByPromotion: ReadonlyMap<number, readonly number[]>) => Promise<Map<number, number>>;

/** What the form asked that the store's rules refuse, by field. */
export type PromotionFormProblem =
  | { field: "productHandles"; problem: "product_unknown"; names: string[] }
  | { field: "variantSkus" | "giftSku"; problem: "variant_unknown"; names: string[] }
  | { field: "zoneIds"; problem: "zone_unknown"; names: string[] };

export type PromotionSaveOutcome =
  | { kind: "saved"; changed: boolean; promotion: AdminPromotion }
  | { kind: "not_found" }
  | { kind: "invalid"; problem: PromotionFormProblem };

type PromotionRow = typeof promotions.$inferSelect;

/** The row's columns a form sets, once its names are ids. */
type Terms = Omit<PromotionForm, "productHandles" | "variantSkus" | "giftSku" | "customerEmails" | "startsAt" | "endsAt"> & {
  productIds: number[];
  variantIds: number[];
  giftVariantId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** What the audit log keeps of a promotion: every term, names by id, the customer list by count. */
function snapshot(row: Omit<PromotionRow, "id" | "createdAt" | "updatedAt" | "updatedByStaffId">, customers: number) {
  return {
    titleRo: row.titleRo,
    titleEn: row.titleEn,
    kind: row.kind,
    valueKind: row.valueKind,
    percent: row.percent,
    amountRonMinor: row.amountRonMinor,
    tierBasis: row.tierBasis,
    tiers: row.tiers,
    giftVariantId: row.giftVariantId,
    minSubtotalRonMinor: row.minSubtotalRonMinor,
    zoneIds: row.zoneIds,
    productIds: [...row.productIds].sort((a, b) => a - b),
    variantIds: [...row.variantIds].sort((a, b) => a - b),
    audience: row.audience,
    customers,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    priority: row.priority,
    usageLimit: row.usageLimit,
    combinesWithCodes: row.combinesWithCodes,
    combinesWithPromotions: row.combinesWithPromotions,
    active: row.active,
  };
}

export function createPromotionAdmin({
  db,
  clock,
  audit,
  products,
  variants,
  zoneIds,
  staffEmails,
  promotionRevenue,
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  products: DiscountProducts;
  variants: PromotionVariants;
  /** The shipping zones the settings define now (a free shipping names some of them). */
  zoneIds: () => Promise<string[]>;
  staffEmails: StaffEmails;
  promotionRevenue: PromotionRevenue;
}) {
  async function views(rows: readonly PromotionRow[], language: Language, withCustomers: boolean): Promise<AdminPromotion[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [uses, customers, editorOf] = await Promise.all([
      db
        .select({ promotionId: promotionUses.promotionId, orderId: promotionUses.orderId, amountRonMinor: promotionUses.amountRonMinor })
        .from(promotionUses)
        .where(sql`${inArray(promotionUses.promotionId, ids)} AND NOT ${promotionUses.released}`),
      withCustomers
        ? db.select().from(promotionCustomers).where(inArray(promotionCustomers.promotionId, ids)).orderBy(asc(promotionCustomers.email))
        : Promise.resolve([]),
      staffEmails(rows.map((row) => row.updatedByStaffId ?? 0)),
    ]);
    const ordersOf = new Map<number, number[]>(ids.map((id) => [id, []]));
    const offOf = new Map<number, number>();
    for (const use of uses) {
      ordersOf.get(use.promotionId)!.push(use.orderId);
      offOf.set(use.promotionId, (offOf.get(use.promotionId) ?? 0) + use.amountRonMinor);
    }
    const productIds = [...new Set(rows.flatMap((row) => row.productIds))];
    const variantIds = [...new Set(rows.flatMap((row) => [...row.variantIds, ...(row.giftVariantId === null ? [] : [row.giftVariantId])]))];
    const [revenueOf, titles, skus] = await Promise.all([
      promotionRevenue(ordersOf),
      products.titlesOf(productIds, language),
      variants.skusOf(variantIds),
    ]);
    const now = clock();
    return rows.map((row) => {
      const base = {
        id: row.id,
        titleRo: row.titleRo,
        titleEn: row.titleEn,
        kind: row.kind as AdminPromotion["kind"],
        valueKind: row.valueKind as AdminPromotion["valueKind"],
        percent: row.percent,
        amountRonMinor: row.amountRonMinor,
        tierBasis: row.tierBasis as AdminPromotion["tierBasis"],
        tiers: row.tiers,
        giftSku: row.giftVariantId === null ? null : (skus.get(row.giftVariantId) ?? null),
        minSubtotalRonMinor: row.minSubtotalRonMinor,
        zoneIds: row.zoneIds,
        productHandles: row.productIds.map((id) => titles.get(id)?.handle ?? String(id)),
        variantSkus: row.variantIds.map((id) => skus.get(id) ?? String(id)),
        audience: row.audience as AdminPromotion["audience"],
        customerEmails: customers.filter((customer) => customer.promotionId === row.id).map((customer) => customer.email),
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
        priority: row.priority,
        usageLimit: row.usageLimit,
        combinesWithCodes: row.combinesWithCodes,
        combinesWithPromotions: row.combinesWithPromotions,
        active: row.active,
        uses: ordersOf.get(row.id)!.length,
        amountOffRonMinor: offOf.get(row.id) ?? 0,
        revenueRonMinor: revenueOf.get(row.id) ?? 0,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedByStaffId === null ? null : (editorOf.get(row.updatedByStaffId) ?? null),
      };
      return { ...base, status: promotionStatus(base, now) };
    });
  }

  async function one(id: number, language: Language): Promise<AdminPromotion | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    return row ? (await views([row], language, true))[0]! : null;
  }

  /** The store's own rules about a form, beyond its shape: every name it gives exists. */
  async function check(form: PromotionForm): Promise<{ problem: PromotionFormProblem } | { terms: Terms }> {
    const skus = [...form.variantSkus, ...(form.giftSku ? [form.giftSku] : [])];
    const [productIds, variantIds, zones] = await Promise.all([
      form.productHandles.length > 0 ? products.idsOf(form.productHandles) : new Map<string, number>(),
      skus.length > 0 ? variants.idsOfSkus(skus) : new Map<string, number>(),
      form.zoneIds ? zoneIds() : ([] as string[]),
    ]);
    const unknownProducts = form.productHandles.filter((handle) => !productIds.has(handle));
    if (unknownProducts.length > 0) return { problem: { field: "productHandles", problem: "product_unknown", names: unknownProducts } };
    const unknownVariants = form.variantSkus.filter((sku) => !variantIds.has(sku));
    if (unknownVariants.length > 0) return { problem: { field: "variantSkus", problem: "variant_unknown", names: unknownVariants } };
    if (form.giftSku && !variantIds.has(form.giftSku))
      return { problem: { field: "giftSku", problem: "variant_unknown", names: [form.giftSku] } };
    const unknownZones = (form.zoneIds ?? []).filter((zone) => !zones.includes(zone));
    if (unknownZones.length > 0) return { problem: { field: "zoneIds", problem: "zone_unknown", names: unknownZones } };
    const { productHandles, variantSkus, giftSku, customerEmails: _customers, startsAt, endsAt, ...rest } = form;
    return {
      terms: {
        ...rest,
        productIds: productHandles.map((handle) => productIds.get(handle)!),
        variantIds: variantSkus.map((sku) => variantIds.get(sku)!),
        giftVariantId: giftSku ? variantIds.get(giftSku)! : null,
        startsAt: startsAt ? new Date(startsAt) : null,
        endsAt: endsAt ? new Date(endsAt) : null,
      },
    };
  }

  async function customersOf(tx: Database, id: number): Promise<string[]> {
    return (
      await tx
        .select({ email: promotionCustomers.email })
        .from(promotionCustomers)
        .where(eq(promotionCustomers.promotionId, id))
        .orderBy(asc(promotionCustomers.email))
    ).map((row) => row.email);
  }

  async function setCustomers(tx: Database, id: number, emails: readonly string[]): Promise<void> {
    await tx.delete(promotionCustomers).where(eq(promotionCustomers.promotionId, id));
    // In slices: a list of 5,000 addresses stays well under the parameters one statement may carry.
    for (let start = 0; start < emails.length; start += 1_000)
      await tx
        .insert(promotionCustomers)
        .values(emails.slice(start, start + 1_000).map((email) => ({ promotionId: id, email })))
        .onConflictDoNothing();
  }

  return {
    /** Every promotion, the newest first: an owner keeps a handful at a time. */
    async list(language: Language): Promise<AdminPromotion[]> {
      const rows = await db.select().from(promotions).orderBy(desc(promotions.active), desc(promotions.id)).limit(500);
      return views(rows, language, false);
    },

    get: one,

    async create(form: PromotionForm, actor: StaffActor, language: Language): Promise<PromotionSaveOutcome> {
      const checked = await check(form);
      if ("problem" in checked) return { kind: "invalid", problem: checked.problem };
      const id = await db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .insert(promotions)
          .values({ ...checked.terms, updatedByStaffId: actor.staffId, createdAt: now, updatedAt: now })
          .returning();
        await setCustomers(tx, row!.id, form.customerEmails);
        await audit(
          tx,
          actor,
          {
            action: "promotion.create",
            target: { type: "promotion", id: String(row!.id) },
            after: snapshot(row!, form.customerEmails.length),
          },
          now,
        );
        return row!.id;
      });
      return { kind: "saved", changed: true, promotion: (await one(id, language))! };
    },

    async update(id: number, form: PromotionForm, actor: StaffActor, language: Language): Promise<PromotionSaveOutcome> {
      if (!(await one(id, language))) return { kind: "not_found" };
      const checked = await check(form);
      if ("problem" in checked) return { kind: "invalid", problem: checked.problem };
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
        if (!row) return null;
        const customers = await customersOf(tx, id);
        const before = snapshot(row, customers.length);
        const after = snapshot({ ...row, ...checked.terms }, form.customerEmails.length);
        const sameCustomers = JSON.stringify(customers) === JSON.stringify([...form.customerEmails].sort());
        if (JSON.stringify(before) === JSON.stringify(after) && sameCustomers) return false;
        const now = clock();
        await tx
          .update(promotions)
          .set({ ...checked.terms, updatedByStaffId: actor.staffId, updatedAt: now })
          .where(eq(promotions.id, id));
        if (!sameCustomers) await setCustomers(tx, id, form.customerEmails);
        await audit(tx, actor, { action: "promotion.update", target: { type: "promotion", id: String(id) }, before, after }, now);
        return true;
      });
      if (changed === null) return { kind: "not_found" };
      return { kind: "saved", changed, promotion: (await one(id, language))! };
    },

    async setActive(
      id: number,
      active: boolean,
      actor: StaffActor,
      language: Language,
    ): Promise<Exclude<PromotionSaveOutcome, { kind: "invalid" }>> {
      if (!(await one(id, language))) return { kind: "not_found" };
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
        if (!row) return null;
        if (row.active === active) return false;
        const now = clock();
        await tx.update(promotions).set({ active, updatedByStaffId: actor.staffId, updatedAt: now }).where(eq(promotions.id, id));
        await audit(
          tx,
          actor,
          {
            action: active ? "promotion.enable" : "promotion.disable",
            target: { type: "promotion", id: String(id) },
            before: { active: row.active },
            after: { active },
          },
          now,
        );
        return true;
      });
      if (changed === null) return { kind: "not_found" };
      return { kind: "saved", changed, promotion: (await one(id, language))! };
    },
  };
}

export type PromotionAdmin = ReturnType<typeof createPromotionAdmin>;
