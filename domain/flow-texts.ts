/**
 * The owner's texts of the flow emails (issue 46 item 6, decision 0116): per flow, step and language a subject and a
 * body (paragraphs apart by a blank line) in plain text, with `{{placeholder}}` tokens from the flow's own list. The
 * code keeps each text's default; the store keeps only the owner's overrides, so a text never edited follows the
 * code's wording when that improves. Pure rules, shared by the retention module, the admin API and the editor.
 */
import { z } from "zod";
import type { Language } from "./locale.ts";
import { INCENTIVE_WORDS } from "./retention-flows.ts";

export const FLOW_SUBJECT_MAX = 150;
export const FLOW_BODY_MAX = 5000;

export const flowTextSchema = z.object({ subject: z.string(), body: z.string() });
export type FlowText = z.output<typeof flowTextSchema>;

/** A text in both languages, as the editor sends it. */
export const flowTextDraftSchema = z.object({ ro: flowTextSchema, en: flowTextSchema });
export type FlowTextDraft = z.output<typeof flowTextDraftSchema>;

/** `retention.texts`: flow → step → language → the owner's text; what is absent is the code's default. */
export const flowTextOverridesSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ ro: flowTextSchema.optional(), en: flowTextSchema.optional() })),
);
export type FlowTextOverrides = z.output<typeof flowTextOverridesSchema>;

/** The owner's text of one email, if any. */
export const overrideOf = (overrides: FlowTextOverrides, flow: string, step: number, language: Language): FlowText | undefined =>
  overrides[flow]?.[String(step)]?.[language];

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export type FlowTextProblem =
  | { field: "subject" | "body"; problem: "empty" | "too_long" | "unbalanced_braces" }
  | { field: "subject" | "body"; problem: "unknown_placeholder"; placeholder: string }
  | { field: "subject" | "body"; problem: "incentive"; word: string };

/** The words a reader sees, without accents, for the incentive check (as the review request's own test reads them). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/);

/** The first incentive word in a text (UCPD: a review request offers nothing), or null. */
export function incentiveWordIn(text: string): string | null {
  const words = new Set(wordsOf(text));
  return INCENTIVE_WORDS.find((word) => words.has(word)) ?? null;
}

function problemOfPart(
  field: "subject" | "body",
  value: string,
  max: number,
  placeholders: readonly string[],
  forbidsIncentive: boolean,
): FlowTextProblem | null {
  if (value.trim() === "") return { field, problem: "empty" };
  if (value.length > max) return { field, problem: "too_long" };
  // Every brace must belong to a well-formed token: a stray one is a typo the shopper would see.
  if (/[{}]/.test(value.replace(PLACEHOLDER, ""))) return { field, problem: "unbalanced_braces" };
  for (const [, name] of value.matchAll(PLACEHOLDER)) {
    if (!placeholders.includes(name!)) return { field, problem: "unknown_placeholder", placeholder: name! };
  }
  const word = forbidsIncentive ? incentiveWordIn(value.replace(PLACEHOLDER, " ")) : null;
  return word ? { field, problem: "incentive", word } : null;
}

/** What is wrong with a text for a flow with these placeholders, subject first; null when it may be saved. */
export function flowTextProblem(
  text: FlowText,
  { placeholders, forbidsIncentive }: { placeholders: readonly string[]; forbidsIncentive: boolean },
): FlowTextProblem | null {
  return (
    problemOfPart("subject", text.subject, FLOW_SUBJECT_MAX, placeholders, forbidsIncentive) ??
    problemOfPart("body", text.body, FLOW_BODY_MAX, placeholders, forbidsIncentive)
  );
}

/** Fills each known token in one pass, so a value that looks like a token stays as written; others stay as they are. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (token, name: string) => values[name] ?? token);
}

/** The body's paragraphs: apart by a blank line, line breaks inside one kept, outer space trimmed. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** An override that says what the default says is no override: saving it resets the text. */
export const sameText = (a: FlowText, b: FlowText) => a.subject.trim() === b.subject.trim() && a.body.trim() === b.body.trim();

const bothLanguages = <T extends z.ZodType>(schema: T) => z.object({ ro: schema, en: schema });

/** What the admin shows of one flow's editable texts: each step's defaults, texts in force, and which are the owner's. */
export const flowTextsViewSchema = z.object({
  flow: z.string(),
  forbidsIncentive: z.boolean().describe("The review request: the owner's text may offer nothing (UCPD)."),
  placeholders: z.array(z.object({ name: z.string(), sample: bothLanguages(z.string()).describe("The preview's value.") })),
  steps: z.array(
    z.object({
      step: z.number().int(),
      defaults: bothLanguages(flowTextSchema),
      texts: bothLanguages(flowTextSchema),
      overridden: bothLanguages(z.boolean()),
    }),
  ),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type FlowTextsView = z.output<typeof flowTextsViewSchema>;
export type FlowTextsStepView = FlowTextsView["steps"][number];

export const flowTextsChangeSchema = flowTextsViewSchema.extend({ changed: z.boolean() });

export const flowEmailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type FlowEmailPreview = z.output<typeof flowEmailPreviewSchema>;
export const flowPreviewSchema = bothLanguages(flowEmailPreviewSchema);

/** A test send: one language of the draft, to the signed-in member. */
export const flowTestSendSchema = flowTextSchema.extend({ language: z.enum(["ro", "en"]) });
export const flowTestSentSchema = z.object({ sentTo: z.string() });
