/**
 * Proof of cookie consent (issue 21 item 4, decision 0053): each choice a browser makes in the banner is one row,
 * with the categories, the version of the banner's texts it was shown, its language and the time. The version is a
 * hash of the banner's texts in that language, made from the locale files at start-up, so a change of wording is a
 * new version without anyone remembering to bump it, and git keeps the text of every version.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, desc, eq, gte } from "drizzle-orm";
import { CONSENT_LIFETIME_DAYS, isConsentId, type ConsentChoice } from "#domain/cookie-consent";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { cookieConsents } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import { LOCALES_DIR } from "#server/commerce/shared/locale";

/** The banner's texts in one language as a short hash: the same texts, the same version. */
export function consentTextVersion(texts: unknown): string {
  return createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 16);
}

export function loadConsentTextVersions(localesDir: string = LOCALES_DIR): Record<Language, string> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const layout = JSON.parse(readFileSync(path.join(localesDir, language, "layout.json"), "utf8")) as { consent?: unknown };
      if (!layout.consent) throw new Error(`app/locales/${language}/layout.json has no "consent" texts`);
      return [language, consentTextVersion(layout.consent)];
    }),
  ) as Record<Language, string>;
}

export interface ConsentRecord extends ConsentChoice {
  consentId: string;
  textVersion: string;
  language: Language;
}

export interface CookieConsents {
  /** The version of the banner's texts a browser in this language is shown now. */
  textVersion(language: Language): string;
  /** Keeps one choice; refused (nothing written) when it names a version the banner no longer has. */
  record(choice: ConsentRecord): Promise<{ kind: "recorded"; decidedAt: Date } | { kind: "stale_text" }>;
  /**
   * Whether the browser's latest recorded choice allows statistics. A choice older than the banner's lifetime allows
   * nothing, as the browser has forgotten it and asks again.
   */
  allowsStatistics(consentId: string): Promise<boolean>;
  /**
   * The latest choice recorded under this id and still in force (younger than the banner's lifetime), read in `tx`
   * when given (an order's transaction); null when there is none.
   */
  choiceOf(consentId: string, tx?: Database): Promise<ConsentChoice | null>;
}

export function createCookieConsents({
  db,
  clock,
  textVersions = loadConsentTextVersions(),
}: {
  db: Database;
  clock: Clock;
  textVersions?: Record<Language, string>;
}): CookieConsents {
  async function choiceOf(consentId: string, tx: Database = db): Promise<ConsentChoice | null> {
    // The column is a UUID: any other text names no choice, and PostgreSQL would refuse it rather than find nothing.
    if (!isConsentId(consentId)) return null;
    const oldest = new Date(clock().getTime() - CONSENT_LIFETIME_DAYS * 86_400_000);
    const [latest] = await tx
      .select({ statistics: cookieConsents.statistics, marketing: cookieConsents.marketing })
      .from(cookieConsents)
      .where(and(eq(cookieConsents.consentId, consentId), gte(cookieConsents.decidedAt, oldest)))
      .orderBy(desc(cookieConsents.decidedAt), desc(cookieConsents.id))
      .limit(1);
    return latest ?? null;
  }
  return {
    textVersion: (language) => textVersions[language],
    async record(choice) {
      if (textVersions[choice.language] !== choice.textVersion) return { kind: "stale_text" };
      const decidedAt = clock();
      await db.insert(cookieConsents).values({
        consentId: choice.consentId,
        statistics: choice.statistics,
        marketing: choice.marketing,
        textVersion: choice.textVersion,
        language: choice.language,
        decidedAt,
      });
      return { kind: "recorded", decidedAt };
    },
    async allowsStatistics(consentId) {
      return (await choiceOf(consentId))?.statistics ?? false;
    },
    choiceOf,
  };
}
