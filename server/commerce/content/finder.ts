/**
 * The supplement finder (issue 68 item 5, decision 0159): the owner's quiz, one row over the default quiz, and the
 * result a shopper asks to have emailed. A save is refused when someone saved after the editor opened the quiz (its
 * version), when it names a product the shop does not show, or when a text breaks the claims checker as a product's copy
 * would; it is audited as `content.finder`, which drops every kept page (page-cache-policy.ts). The shoppers' answers
 * never reach this module: the result email carries the recommended products and nothing of how they were chosen.
 */
import { eq } from "drizzle-orm";
import { checkClaims, type ClaimsFinding } from "#domain/claims-check";
import { DEFAULT_FINDER_QUIZ, finderTexts, type FinderQuiz } from "#domain/finder-quiz";
import type { FinderSave, FinderView } from "#domain/finder-quiz-schema";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { finderQuizzes } from "#server/db/schema";
import { renderFinderResult } from "#server/mail/finder-result";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { Clock } from "#server/commerce/shared/clock";
import { withEditors, type StaffActor, type StaffAudit, type StaffEmails } from "#server/commerce/shared/staff-audit";

/** The published products by handle with their titles in a language (the catalogue's, through the platform). */
export type ShownProducts = (language: Language) => Promise<Array<{ handle: string; title: string }>>;

/** Puts the address on the newsletter with the finder form's consent sentence, in the caller's transaction. */
export type FinderMarketingConsent = (tx: Database, consent: { email: string; language: Language; at: Date }) => Promise<void>;

export type FinderSaveOutcome =
  | { kind: "saved"; changed: boolean; finder: FinderView }
  | { kind: "conflict"; finder: FinderView }
  /** An answer or a result names a product the shop does not show: the field that names it. */
  | { kind: "unknownProduct"; field: string; product: string }
  | { kind: "forbiddenClaims"; findings: ClaimsFinding[] };

export type FinderResultOutcome = { kind: "sent" } | { kind: "unknownProduct"; product: string };

export interface FinderService {
  /** The quiz the shop's page shows: the owner's, or the default one until the first save. */
  quiz(): Promise<FinderQuiz>;
  view(): Promise<FinderView>;
  save(input: FinderSave, actor: StaffActor): Promise<FinderSaveOutcome>;
  /** Mails the recommended products (a service email the shopper asked for); the tick adds the newsletter. */
  sendResult(input: { email: string; products: string[]; acceptsMarketing: boolean; language: Language }): Promise<FinderResultOutcome>;
}

export interface FinderPorts {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  staffEmails: StaffEmails;
  mailer: Mailer;
  branding: MailBranding;
  shownProducts: ShownProducts;
  recordMarketingConsent: FinderMarketingConsent;
}

/** A value's JSON with every object's keys sorted: jsonb keeps keys in an order of its own, not the one written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function createFinder({
  db,
  clock,
  audit,
  staffEmails,
  mailer,
  branding,
  shownProducts,
  recordMarketingConsent,
}: FinderPorts): FinderService {
  async function view(tx: Database): Promise<FinderView> {
    const rows = await tx.select().from(finderQuizzes).where(eq(finderQuizzes.id, 1));
    const [row] = await withEditors(staffEmails, rows, tx);
    if (!row) return { version: 0, quiz: DEFAULT_FINDER_QUIZ, updatedAt: null, updatedBy: null };
    return { version: row.version, quiz: row.quiz, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
  }

  /** The first field naming a product the shop does not show, as the save names its fields. */
  function unknownProduct(quiz: FinderQuiz, shown: ReadonlySet<string>): { field: string; product: string } | null {
    for (const [r, result] of quiz.results.entries())
      if (!shown.has(result.product)) return { field: `quiz.results.${r}.product`, product: result.product };
    for (const [q, question] of quiz.questions.entries())
      for (const [a, answer] of question.answers.entries())
        for (const [p, product] of answer.products.entries())
          if (!shown.has(product)) return { field: `quiz.questions.${q}.answers.${a}.products.${p}`, product };
    return null;
  }

  async function readQuiz(): Promise<FinderQuiz> {
    const [row] = await db.select({ quiz: finderQuizzes.quiz }).from(finderQuizzes).where(eq(finderQuizzes.id, 1));
    return row?.quiz ?? DEFAULT_FINDER_QUIZ;
  }

  return {
    quiz: readQuiz,

    view: () => view(db),

    async save({ version, quiz }, actor) {
      const shown = new Set((await shownProducts("ro")).map((product) => product.handle));
      const unknown = unknownProduct(quiz, shown);
      if (unknown) return { kind: "unknownProduct", ...unknown };
      const findings = checkClaims(finderTexts(quiz).map((text) => ({ ...text, field: `quiz.${text.field}` })));
      if (findings.length > 0) return { kind: "forbiddenClaims", findings };

      return db.transaction(async (tx) => {
        // The row made on the first save, so the lock below serialises two first saves.
        await tx.insert(finderQuizzes).values({ id: 1, quiz: DEFAULT_FINDER_QUIZ }).onConflictDoNothing();
        const [row] = await tx.select().from(finderQuizzes).where(eq(finderQuizzes.id, 1)).for("update");
        if (!row || row.version !== version) return { kind: "conflict" as const, finder: await view(tx) };
        if (canonical(row.quiz) === canonical(quiz)) return { kind: "saved" as const, changed: false, finder: await view(tx) };
        const now = clock();
        await tx
          .update(finderQuizzes)
          .set({ version: row.version + 1, quiz, updatedAt: now, updatedByStaffId: actor.staffId })
          .where(eq(finderQuizzes.id, 1));
        await audit(
          tx,
          actor,
          { action: "content.finder", target: { type: "finder_quiz", id: "finder" }, before: { quiz: row.quiz }, after: { quiz } },
          now,
        );
        return { kind: "saved" as const, changed: true, finder: await view(tx) };
      });
    },

    async sendResult({ email, products, acceptsMarketing, language }) {
      const [titles, quiz] = await Promise.all([shownProducts(language), readQuiz()]);
      const byHandle = new Map(titles.map((product) => [product.handle, product.title]));
      const missing = products.find((handle) => !byHandle.has(handle));
      if (missing !== undefined) return { kind: "unknownProduct", product: missing };
      const lines = [...new Set(products)].map((handle) => ({
        handle,
        title: byHandle.get(handle)!,
        why: quiz.results.find((result) => result.product === handle)?.text[language] ?? null,
      }));
      const id = await db.transaction(async (tx) => {
        if (acceptsMarketing) await recordMarketingConsent(tx, { email, language, at: clock() });
        return mailer.enqueue(tx, renderFinderResult(branding, { to: email, language, products: lines }));
      });
      await mailer.deliver([id]);
      return { kind: "sent" };
    },
  };
}
