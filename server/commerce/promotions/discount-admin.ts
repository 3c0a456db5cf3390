/**
 * The owner's discount codes (issue 17 item 3): the list with each code's uses and revenue, creating,
 * editing, disabling and enabling. Each change runs in one transaction with the code's row locked (the
 * checkouts redeeming it wait, and it waits for them) and is audited with the code before and after.
 * An order keeps what it was charged (its amounts, the code's kind and value), so editing a code that
 * has been used changes only the orders placed after.
 */
import { and, asc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import { discountStatus, type AdminDiscount, type DiscountFilter, type DiscountForm } from "#domain/admin/discounts";
import { discountPercentFromCode } from "#domain/discount-code";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { discountCodeProducts, discountCodes, discountRedemptions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit, StaffEmails } from "#server/commerce/shared/staff-audit";

/** Products as the codes name them; the platform hands in the catalogue's lookups. */
export interface DiscountProducts {
  /** The id of each handle that names a product. */
  idsOf(handles: readonly string[]): Promise<Map<string, number>>;
  titlesOf(ids: readonly number[], language: Language): Promise<Map<number, { handle: string; title: string }>>;
}

/** What the form asked that the store's rules refuse, by field. */
export type DiscountFormProblem =
  /** A handle that names no product (`handles` lists them). */
  | { field: "productHandles"; problem: "product_unknown"; handles: string[] }
  /** A code of the spec's format (brand or POPUP + digits) is worth its digits, as the cart shows it. */
  | { field: "percent"; problem: "format_percent"; percent: number }
  /** The popup's and the newsletter's codes keep the offer's terms (first order, once per email). */
  | { field: "firstOrderOnly" | "oncePerEmail"; problem: "brand_terms" };

export type DiscountSaveOutcome =
  | { kind: "saved"; changed: boolean; discount: AdminDiscount }
  | { kind: "exists" }
  | { kind: "not_found" }
  | { kind: "invalid"; problem: DiscountFormProblem };

export type DiscountToggleOutcome = { kind: "saved"; changed: boolean; discount: AdminDiscount } | { kind: "not_found" };

/** Brand codes the seed keeps (decision 0013): their offer's terms are the spec's. */
const BRAND_SOURCES = new Set(["popup", "newsletter"]);

type CodeRow = typeof discountCodes.$inferSelect;

/** The terms a code sets on what it takes off and when, as the admin shows them and the audit log keeps them. */
function termsOf(row: CodeRow) {
  return {
    percent: row.percent,
    amountRonMinor: row.amountRonMinor,
    firstOrderOnly: row.firstOrderOnly,
    oncePerEmail: row.oncePerEmail,
    usageLimit: row.usageLimit,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    minSubtotalRonMinor: row.minSubtotalRonMinor,
  };
}

/** What the audit log keeps of a code: every term, the products by id. */
function snapshot(row: CodeRow, productIds: readonly number[]) {
  return {
    kind: row.kind,
    ...termsOf(row),
    productScope: row.productScope,
    productIds: [...productIds].sort((a, b) => a - b),
    active: row.active,
    description: row.description,
  };
}

/** The lei brought in by the confirmed orders that used each code, one read for all the codes (orders). */
export type CodeRevenue = (codes: readonly string[]) => Promise<Map<string, number>>;

export function createDiscountAdmin({
  db,
  clock,
  audit,
  products,
  brandName,
  staffEmails,
  codeRevenue,
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  products: DiscountProducts;
  brandName: string;
  /** Who last changed a code, by email (the staff module's). */
  staffEmails: StaffEmails;
  codeRevenue: CodeRevenue;
}) {
  async function views(rows: readonly CodeRow[], language: Language): Promise<AdminDiscount[]> {
    if (rows.length === 0) return [];
    const codes = rows.map((row) => row.code);
    const [chosen, uses, revenueOf, editorOf] = await Promise.all([
      db.select().from(discountCodeProducts).where(inArray(discountCodeProducts.code, codes)),
      db
        .select({ code: discountRedemptions.code, uses: sql<number>`count(*)::int` })
        .from(discountRedemptions)
        .where(inArray(discountRedemptions.code, codes))
        .groupBy(discountRedemptions.code),
      codeRevenue(codes),
      staffEmails(rows.map((row) => row.updatedByStaffId ?? 0)),
    ]);
    const titles = await products.titlesOf([...new Set(chosen.map((row) => row.productId))], language);
    const usesOf = new Map(uses.map((row) => [row.code, Number(row.uses)]));
    const now = clock();
    return rows.map((row) => {
      const base = {
        code: row.code,
        kind: row.kind === "fixed" ? ("fixed" as const) : ("percent" as const),
        ...termsOf(row),
        source: row.source,
        productScope: row.productScope === "chosen" ? ("chosen" as const) : ("all" as const),
        products: chosen
          .filter((product) => product.code === row.code)
          .map((product) => titles.get(product.productId) ?? { handle: String(product.productId), title: "" })
          .sort((a, b) => a.title.localeCompare(b.title)),
        active: row.active,
        description: row.description,
        recipientEmail: row.recipientEmail,
        uses: usesOf.get(row.code) ?? 0,
        revenueRonMinor: revenueOf.get(row.code) ?? 0,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedByStaffId === null ? null : (editorOf.get(row.updatedByStaffId) ?? null),
      };
      return { ...base, status: discountStatus(base, now) };
    });
  }

  async function one(code: string, language: Language): Promise<AdminDiscount | null> {
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
    return row ? (await views([row], language))[0]! : null;
  }

  /** The store's own rules about a form, beyond its shape; the product ids when they all exist. */
  async function check(form: DiscountForm, existing: CodeRow | null): Promise<{ problem: DiscountFormProblem } | { productIds: number[] }> {
    const formatPercent = discountPercentFromCode(form.code, brandName);
    if (formatPercent > 0 && (form.kind !== "percent" || form.percent !== formatPercent))
      return { problem: { field: "percent", problem: "format_percent", percent: formatPercent } };
    if (existing && BRAND_SOURCES.has(existing.source)) {
      if (form.firstOrderOnly !== existing.firstOrderOnly) return { problem: { field: "firstOrderOnly", problem: "brand_terms" } };
      if (form.oncePerEmail !== existing.oncePerEmail) return { problem: { field: "oncePerEmail", problem: "brand_terms" } };
    }
    const ids = form.productHandles.length > 0 ? await products.idsOf(form.productHandles) : new Map<string, number>();
    const unknown = form.productHandles.filter((handle) => !ids.has(handle));
    if (unknown.length > 0) return { problem: { field: "productHandles", problem: "product_unknown", handles: unknown } };
    return { productIds: [...ids.values()] };
  }

  const terms = (form: DiscountForm) => ({
    kind: form.kind,
    percent: form.percent,
    amountRonMinor: form.amountRonMinor,
    firstOrderOnly: form.firstOrderOnly,
    oncePerEmail: form.oncePerEmail,
    usageLimit: form.usageLimit,
    startsAt: form.startsAt ? new Date(form.startsAt) : null,
    endsAt: form.endsAt ? new Date(form.endsAt) : null,
    minSubtotalRonMinor: form.minSubtotal,
    productScope: form.productScope,
    active: form.active,
    description: form.description,
  });

  async function chosenProducts(tx: Database, code: string): Promise<number[]> {
    return (
      await tx.select({ productId: discountCodeProducts.productId }).from(discountCodeProducts).where(eq(discountCodeProducts.code, code))
    ).map((row) => row.productId);
  }

  async function setProducts(tx: Database, code: string, productIds: readonly number[]): Promise<void> {
    await tx
      .delete(discountCodeProducts)
      .where(
        productIds.length > 0
          ? and(eq(discountCodeProducts.code, code), notInArray(discountCodeProducts.productId, [...productIds]))
          : eq(discountCodeProducts.code, code),
      );
    if (productIds.length > 0)
      await tx
        .insert(discountCodeProducts)
        .values(productIds.map((productId) => ({ code, productId })))
        .onConflictDoNothing();
  }

  return {
    async list(filter: DiscountFilter, language: Language): Promise<AdminDiscount[]> {
      const search = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const audience = filter.audience ?? "shared";
      const rows = await db
        .select()
        .from(discountCodes)
        .where(
          and(
            // A personal code is found by its recipient too: the owner answering "my code does not work".
            search
              ? or(ilike(discountCodes.code, search), ilike(discountCodes.description, search), ilike(discountCodes.recipientEmail, search))
              : undefined,
            audience === "shared"
              ? isNull(discountCodes.recipientEmail)
              : audience === "personal"
                ? isNotNull(discountCodes.recipientEmail)
                : undefined,
          ),
        )
        .orderBy(asc(discountCodes.code))
        // The owner's codes are a handful; the sign-ups' personal codes are many, and a search narrows them.
        .limit(500);
      const all = await views(rows, language);
      return filter.status ? all.filter((code) => code.status === filter.status) : all;
    },

    get: one,

    async create(form: DiscountForm, actor: StaffActor, language: Language): Promise<DiscountSaveOutcome> {
      const checked = await check(form, null);
      if ("problem" in checked) return { kind: "invalid", problem: checked.problem };
      const created = await db.transaction(async (tx) => {
        const now = clock();
        const [row] = await tx
          .insert(discountCodes)
          .values({
            code: form.code,
            source: "admin",
            ...terms(form),
            createdByStaffId: actor.staffId,
            updatedByStaffId: actor.staffId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: discountCodes.code })
          .returning();
        if (!row) return null;
        await setProducts(tx, row.code, checked.productIds);
        await audit(
          tx,
          actor,
          { action: "discount.create", target: { type: "discount_code", id: row.code }, after: snapshot(row, checked.productIds) },
          now,
        );
        return row;
      });
      if (!created) return { kind: "exists" };
      return { kind: "saved", changed: true, discount: (await one(created.code, language))! };
    },

    async update(code: string, form: DiscountForm, actor: StaffActor, language: Language): Promise<DiscountSaveOutcome> {
      const [existing] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
      if (!existing) return { kind: "not_found" };
      // The code is the row's identity (orders and redemptions name it): the form's code is this one.
      const checked = await check({ ...form, code }, existing);
      if ("problem" in checked) return { kind: "invalid", problem: checked.problem };
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for("update");
        if (!row) return null;
        const before = snapshot(row, await chosenProducts(tx, code));
        const next = terms(form);
        const after = snapshot({ ...row, ...next }, checked.productIds);
        if (JSON.stringify(before) === JSON.stringify(after)) return false;
        const now = clock();
        await tx
          .update(discountCodes)
          .set({ ...next, updatedByStaffId: actor.staffId, updatedAt: now })
          .where(eq(discountCodes.code, code));
        await setProducts(tx, code, checked.productIds);
        await audit(tx, actor, { action: "discount.update", target: { type: "discount_code", id: code }, before, after }, now);
        return true;
      });
      if (changed === null) return { kind: "not_found" };
      return { kind: "saved", changed, discount: (await one(code, language))! };
    },

    async setActive(code: string, active: boolean, actor: StaffActor, language: Language): Promise<DiscountToggleOutcome> {
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for("update");
        if (!row) return null;
        if (row.active === active) return false;
        const now = clock();
        await tx.update(discountCodes).set({ active, updatedByStaffId: actor.staffId, updatedAt: now }).where(eq(discountCodes.code, code));
        await audit(
          tx,
          actor,
          {
            action: active ? "discount.enable" : "discount.disable",
            target: { type: "discount_code", id: code },
            before: { active: row.active },
            after: { active },
          },
          now,
        );
        return true;
      });
      if (changed === null) return { kind: "not_found" };
      return { kind: "saved", changed, discount: (await one(code, language))! };
    },
  };
}

export type DiscountAdmin = ReturnType<typeof createDiscountAdmin>;
