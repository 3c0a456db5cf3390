/**
 * The owner's store content (issue 17 item 2, decision 0042): overrides of the home page's claims and the
 * brand pages' texts, per page, key and language, over the locale files, which stay the defaults; which home
 * claims are hidden; the bottles-sold figure. A save replaces one page's overrides in one transaction, is
 * refused when someone saved the page after the editor opened it (its version), and is audited as
 * `content.change` with the changed texts, hidden claims and figure before and after.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { checkClaims, type ClaimsFinding } from "#domain/claims-check";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import {
  CLAIMS_CHECKED_PAGES,
  CONTENT_PAGES,
  DEFAULT_BOTTLES_SOLD,
  DEFAULT_HIDDEN_CLAIMS,
  isEditableKey,
  type ContentPage,
  type ContentPageView,
  type PageContent,
} from "#domain/store-content";
import type { ContentSave } from "#domain/store-content-schema";
import type { Database } from "#server/db/client";
import { storeContentPages, storeContentTexts } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import { LOCALES_DIR } from "#server/commerce/shared/locale";
import { withEditors, type StaffActor, type StaffAudit, type StaffEmails } from "#server/commerce/shared/staff-audit";

/** Page → language → dotted key → the locale file's text. */
export type ContentDefaults = Record<ContentPage, Record<Language, Record<string, string>>>;

function flatten(messages: unknown, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  if (typeof messages === "string") into[prefix] = messages;
  else if (messages && typeof messages === "object")
    for (const [key, value] of Object.entries(messages)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** The editable texts of every content page, read once from the locale files. */
export function loadContentDefaults(localesDir: string = LOCALES_DIR): ContentDefaults {
  const defaults = {} as ContentDefaults;
  for (const page of CONTENT_PAGES) {
    defaults[page] = {} as Record<Language, Record<string, string>>;
    for (const language of SUPPORTED_LANGUAGES) {
      const all = flatten(JSON.parse(readFileSync(path.join(localesDir, language, "pages", `${page}.json`), "utf8")));
      defaults[page][language] = Object.fromEntries(Object.entries(all).filter(([key]) => isEditableKey(page, key)));
    }
  }
  return defaults;
}

export type ContentSaveOutcome =
  | { kind: "saved"; changed: boolean; page: ContentPageView }
  /** Someone saved the page after `version` was read: nothing written, the page as it is now. */
  | { kind: "conflict"; page: ContentPageView }
  /** A key the page has no text for (or one not the owner's to change). */
  | { kind: "unknownKey"; key: string }
  /** A text of a page the claims checker guards names a disease or a word the law forbids: nothing written. */
  | { kind: "forbiddenClaims"; findings: ClaimsFinding[] };

export interface StoreContent {
  /** One page in one language, for the storefront: its overrides, and the home page's hidden claims and figure. */
  page(page: ContentPage, language: Language): Promise<PageContent>;
  /** One page for the admin's editor. */
  view(page: ContentPage): Promise<ContentPageView>;
  /**
   * The terms' edition (decisions 0052, 0076): what the checkout shows and sends back with the order. Editions count
   * from 1, the template the store came with; each owner save of the terms page makes the next (the page's version + 1).
   */
  termsVersion(): Promise<number>;
  /**
   * The same, read in the order's transaction with the page's row share-locked, so an owner's save of the terms
   * waits for the order that read the version to commit.
   */
  lockedTermsVersion(tx: Database): Promise<number>;
  save(page: ContentPage, input: ContentSaveInput, actor: StaffActor): Promise<ContentSaveOutcome>;
}

/** The schema's output (domain/store-content.ts). */
export type ContentSaveInput = Omit<Required<ContentSave>, "bottlesSold"> & { bottlesSold?: number | undefined };

type Overrides = Record<string, { ro: string; en: string }>;

/** The page's version counts saves from 0; the terms' edition a shopper accepts counts from 1. */
const termsEdition = (pageVersion: number) => pageVersion + 1;

/** The home page's claims start hidden (decision 0076); no other page has claims. */
const defaultHidden = (page: ContentPage): string[] => (page === "home" ? [...DEFAULT_HIDDEN_CLAIMS] : []);

export function createStoreContent({
  db,
  clock,
  audit,
  staffEmails,
  defaults = loadContentDefaults(),
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  /** Who last saved a page (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
  defaults?: ContentDefaults;
}): StoreContent {
  async function readOverrides(tx: Database, page: ContentPage): Promise<Overrides> {
    const rows = await tx.select().from(storeContentTexts).where(eq(storeContentTexts.page, page));
    const overrides: Overrides = {};
    for (const row of rows) {
      // A key the locale files no longer have is left in the table but shown nowhere.
      if (!(row.key in defaults[page].ro)) continue;
      const entry = (overrides[row.key] ??= { ro: "", en: "" });
      if (row.language === "ro" || row.language === "en") entry[row.language] = row.text;
    }
    return overrides;
  }

  async function view(tx: Database, page: ContentPage): Promise<ContentPageView> {
    const [rows, overrides] = await Promise.all([
      tx
        .select({
          version: storeContentPages.version,
          hidden: storeContentPages.hidden,
          bottlesSold: storeContentPages.bottlesSold,
          updatedAt: storeContentPages.updatedAt,
          updatedByStaffId: storeContentPages.updatedByStaffId,
        })
        .from(storeContentPages)
        .where(eq(storeContentPages.page, page)),
      readOverrides(tx, page),
    ]);
    const [row] = await withEditors(staffEmails, rows, tx);
    return {
      page,
      version: row?.version ?? 0,
      fields: Object.keys(defaults[page].ro).map((key) => ({
        key,
        defaults: { ro: defaults[page].ro[key] ?? "", en: defaults[page].en[key] ?? "" },
        ro: overrides[key]?.ro ?? "",
        en: overrides[key]?.en ?? "",
      })),
      hidden: row?.hidden ?? defaultHidden(page),
      bottlesSold: row?.bottlesSold ?? DEFAULT_BOTTLES_SOLD,
      updatedAt: row && row.version > 0 ? row.updatedAt.toISOString() : null,
      updatedBy: row && row.version > 0 ? row.updatedBy : null,
    };
  }

  return {
    async page(page, language) {
      const [pageRows, rows] = await Promise.all([
        db
          .select({
            page: storeContentPages.page,
            hidden: storeContentPages.hidden,
            bottlesSold: storeContentPages.bottlesSold,
            version: storeContentPages.version,
            updatedAt: storeContentPages.updatedAt,
          })
          .from(storeContentPages)
          // The claims and the figure are the home page's, and hold wherever they are written (the story's numbers too).
          .where(inArray(storeContentPages.page, ["home", page])),
        db
          .select({ key: storeContentTexts.key, text: storeContentTexts.text })
          .from(storeContentTexts)
          .where(and(eq(storeContentTexts.page, page), eq(storeContentTexts.language, language))),
      ]);
      const home = pageRows.find((row) => row.page === "home");
      const own = pageRows.find((row) => row.page === page);
      return {
        texts: Object.fromEntries(rows.filter(({ key }) => key in defaults[page][language]).map(({ key, text }) => [key, text])),
        hidden: home?.hidden ?? [...DEFAULT_HIDDEN_CLAIMS],
        bottlesSold: home?.bottlesSold ?? DEFAULT_BOTTLES_SOLD,
        version: own?.version ?? 0,
        updatedAt: own && own.version > 0 ? own.updatedAt.toISOString() : null,
      };
    },

    view: (page) => view(db, page),

    async termsVersion() {
      const [row] = await db
        .select({ version: storeContentPages.version })
        .from(storeContentPages)
        .where(eq(storeContentPages.page, "terms"));
      return termsEdition(row?.version ?? 0);
    },

    async lockedTermsVersion(tx) {
      // The row made if missing, so there is always one to lock, even before the owner's first save of the terms.
      await tx.insert(storeContentPages).values({ page: "terms" }).onConflictDoNothing();
      const [row] = await tx
        .select({ version: storeContentPages.version })
        .from(storeContentPages)
        .where(eq(storeContentPages.page, "terms"))
        .for("share");
      return termsEdition(row?.version ?? 0);
    },

    async save(page, input, actor) {
      for (const key of Object.keys(input.texts)) if (!(key in defaults[page].ro)) return { kind: "unknownKey", key };
      if (CLAIMS_CHECKED_PAGES.includes(page)) {
        // Named as the save names its fields ("texts.menu.lips.ro"), so the editor puts the cursor in the one to correct.
        const findings = checkClaims(
          Object.entries(input.texts).flatMap(([key, texts]) =>
            SUPPORTED_LANGUAGES.map((language) => ({ field: `texts.${key}.${language}`, text: texts[language].trim(), language })),
          ),
        );
        if (findings.length > 0) return { kind: "forbiddenClaims", findings };
      }
      return db.transaction(async (tx) => {
        // The row exists from the first save on; creating it here lets the lock below serialise two first saves.
        await tx
          .insert(storeContentPages)
          .values({ page, hidden: defaultHidden(page) })
          .onConflictDoNothing();
        const [row] = await tx.select().from(storeContentPages).where(eq(storeContentPages.page, page)).for("update");
        if (!row || row.version !== input.version) return { kind: "conflict" as const, page: await view(tx, page) };

        const before = await readOverrides(tx, page);
        const after: Overrides = {};
        for (const [key, { ro, en }] of Object.entries(input.texts)) {
          if (ro.trim() === "" && en.trim() === "") continue;
          after[key] = { ro: ro.trim(), en: en.trim() };
        }
        const hiddenBefore = [...row.hidden].sort();
        const hiddenAfter = page === "home" ? [...new Set(input.hidden)].sort() : [];
        const bottlesBefore = row.bottlesSold ?? DEFAULT_BOTTLES_SOLD;
        const bottlesAfter = page === "home" ? (input.bottlesSold ?? bottlesBefore) : bottlesBefore;

        const changedKeys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
          .filter((key) => before[key]?.ro !== after[key]?.ro || before[key]?.en !== after[key]?.en)
          .sort();
        const hiddenChanged = hiddenBefore.join() !== hiddenAfter.join();
        const bottlesChanged = bottlesBefore !== bottlesAfter;
        if (changedKeys.length === 0 && !hiddenChanged && !bottlesChanged)
          return { kind: "saved" as const, changed: false, page: await view(tx, page) };

        const now = clock();
        await tx.delete(storeContentTexts).where(eq(storeContentTexts.page, page));
        const rows = Object.entries(after).flatMap(([key, texts]) =>
          SUPPORTED_LANGUAGES.filter((language) => texts[language] !== "").map((language) => ({
            page,
            key,
            language,
            text: texts[language],
          })),
        );
        if (rows.length > 0) await tx.insert(storeContentTexts).values(rows);
        await tx
          .update(storeContentPages)
          .set({
            version: row.version + 1,
            hidden: hiddenAfter,
            bottlesSold: page === "home" ? bottlesAfter : row.bottlesSold,
            updatedAt: now,
            updatedByStaffId: actor.staffId,
          })
          .where(eq(storeContentPages.page, page));

        // The log keeps what changed, not a copy of every text: the changed overrides (null: the default).
        const pick = (overrides: Overrides) => Object.fromEntries(changedKeys.map((key) => [key, overrides[key] ?? null]));
        await audit(
          tx,
          actor,
          {
            action: "content.change",
            target: { type: "content_page", id: page },
            before: {
              ...(changedKeys.length > 0 ? { texts: pick(before) } : {}),
              ...(hiddenChanged ? { hidden: hiddenBefore } : {}),
              ...(bottlesChanged ? { bottlesSold: bottlesBefore } : {}),
            },
            after: {
              ...(changedKeys.length > 0 ? { texts: pick(after) } : {}),
              ...(hiddenChanged ? { hidden: hiddenAfter } : {}),
              ...(bottlesChanged ? { bottlesSold: bottlesAfter } : {}),
            },
          },
          now,
        );
        return { kind: "saved" as const, changed: true, page: await view(tx, page) };
      });
    },
  };
}
