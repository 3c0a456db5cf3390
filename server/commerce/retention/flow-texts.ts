/**
 * The owner's texts of the flow emails (issue 46 item 6, decision 0116), shared by the admin API and the
 * /admin/flows/:flow page's loader: each flow's texts with their defaults, saving both languages of a step as
 * overrides of the code's defaults (through the store settings, audited there), the preview of a draft rendered by the
 * flow's own renderer, and a test send of it to the signed-in member alone.
 */
import {
  flowTextProblem,
  overrideOf,
  sameText,
  type FlowEmailPreview,
  type FlowText,
  type FlowTextDraft,
  type FlowTextOverrides,
  type FlowTextProblem,
  type FlowTextsView,
} from "#domain/flow-texts";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import type { Flow } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { FlowEmail } from "#server/mail/flow-email";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { FlowTextsStore } from "./flow-messages.ts";

export const TEST_SUBJECT_PREFIX = "[TEST] ";

/** A draft's first problem, with the language whose text has it. */
export type FlowDraftProblem = FlowTextProblem & { language: Language };

export interface FlowTextsAdmin {
  /** Null for a flow or step the store does not have. */
  view(flow: string): Promise<FlowTextsView | null>;
  hasStep(flow: string, step: number): flow is Flow;
  placeholdersOf(flow: Flow): readonly string[];
  /** Romanian first, subject before body: the first thing that stops the texts from being used, or null. */
  problemOf(flow: Flow, texts: Partial<Record<Language, FlowText>>): FlowDraftProblem | null;
  /** Stores the draft's texts that differ from their defaults and drops those that do not (a reset). */
  save(flow: Flow, step: number, draft: FlowTextDraft, actor: StaffActor): Promise<FlowTextsView & { changed: boolean }>;
  preview(flow: Flow, step: number, draft: FlowTextDraft): Record<Language, FlowEmailPreview>;
  /** Writes the email about the sample content to `to` through the outbox, its subject marked as a test. */
  testSend(flow: Flow, step: number, language: Language, text: FlowText, to: string): Promise<void>;
}

export function createFlowTextsAdmin({
  db,
  store,
  lastChange,
  emails,
  branding,
  mailer,
}: {
  db: Database;
  store: FlowTextsStore;
  lastChange: () => Promise<{ updatedAt: Date | null; updatedBy: string | null }>;
  emails: Record<Flow, FlowEmail<never>>;
  branding: MailBranding;
  mailer: Pick<Mailer, "enqueue" | "deliver">;
}): FlowTextsAdmin {
  const emailOf = (flow: string): FlowEmail<never> | null => (Object.hasOwn(emails, flow) ? emails[flow as Flow] : null);
  // A test send and a preview have no message to unsubscribe from: their ways out open the shop.
  const exits = {
    unsubscribeFlowUrl: `${branding.baseUrl}/`,
    unsubscribeAllUrl: `${branding.baseUrl}/`,
    oneClickUrl: `${branding.baseUrl}/`,
  };

  async function view(flow: string): Promise<FlowTextsView | null> {
    const email = emailOf(flow);
    if (!email) return null;
    const { definition } = email;
    const [overrides, change] = await Promise.all([store.get(), lastChange()]);
    const samples = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, email.sampleValues(branding, language)]));
    return {
      flow,
      forbidsIncentive: definition.forbidsIncentive,
      placeholders: definition.placeholders.map((name) => ({
        name,
        sample: { ro: samples.ro?.[name] ?? "", en: samples.en?.[name] ?? "" },
      })),
      steps: definition.steps.map((step) => {
        const defaults = definition.defaults[step]!;
        const own = (language: Language) => overrideOf(overrides, flow, step, language);
        return {
          step,
          defaults,
          texts: { ro: own("ro") ?? defaults.ro, en: own("en") ?? defaults.en },
          overridden: { ro: own("ro") !== undefined, en: own("en") !== undefined },
        };
      }),
      updatedAt: change.updatedAt?.toISOString() ?? null,
      updatedBy: change.updatedBy,
    };
  }

  const render = (flow: Flow, step: number, language: Language, text: FlowText, to: string) =>
    emails[flow].renderSample(branding, { to, language, step, text, exits });

  return {
    view,
    hasStep: (flow, step): flow is Flow => emailOf(flow)?.definition.steps.includes(step) ?? false,
    placeholdersOf: (flow) => emails[flow].definition.placeholders,
    problemOf(flow, texts) {
      const { placeholders, forbidsIncentive } = emails[flow].definition;
      for (const language of SUPPORTED_LANGUAGES) {
        const text = texts[language];
        const problem = text ? flowTextProblem(text, { placeholders, forbidsIncentive }) : null;
        if (problem) return { ...problem, language };
      }
      return null;
    },
    async save(flow, step, draft, actor) {
      const before = await store.get();
      const defaults = emails[flow].definition.defaults[step]!;
      const steps = { ...before[flow] };
      const own: Partial<Record<Language, FlowText>> = {};
      for (const language of SUPPORTED_LANGUAGES) {
        const text = { subject: draft[language].subject.trim(), body: draft[language].body.trim() };
        if (!sameText(text, defaults[language])) own[language] = text;
      }
      if (Object.keys(own).length > 0) steps[String(step)] = own;
      else delete steps[String(step)];
      const after: FlowTextOverrides = { ...before };
      if (Object.keys(steps).length > 0) after[flow] = steps;
      else delete after[flow];
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      if (changed) await store.set(after, actor);
      return { changed, ...(await view(flow))! };
    },
    preview: (flow, step, draft) =>
      Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => {
          const { subject, html, text } = render(flow, step, language, draft[language], "preview@invalid");
          return [language, { subject, html, text }];
        }),
      ) as Record<Language, FlowEmailPreview>,
    async testSend(flow, step, language, text, to) {
      const mail = render(flow, step, language, text, to);
      const id = await db.transaction((tx) => mailer.enqueue(tx, { ...mail, subject: `${TEST_SUBJECT_PREFIX}${mail.subject}` }));
      await mailer.deliver([id]);
    },
  };
}
