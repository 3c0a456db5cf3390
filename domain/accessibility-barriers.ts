/**
 * A shopper's report of an accessibility barrier (issue 66 item 3, decisions 0143 and 0145), for both sides: the form's
 * fields and their rules, read alike by the statement page's form, its no-script POST and `POST
 * /api/accessibility-barriers`; and the reports as the admin's task list shows them.
 */
import { z } from "zod";
import { shopperEmailSchema } from "./discount-code-schemas.ts";
import { readViewQuery, viewQuery } from "./view-query.ts";
import { xmlForbiddenCharacter } from "./xml-text.ts";

export const BARRIER_DESCRIPTION_MIN_LENGTH = 10;
export const BARRIER_DESCRIPTION_MAX_LENGTH = 2000;
export const BARRIER_PAGE_MAX_LENGTH = 500;
export const BARRIER_NAME_MAX_LENGTH = 100;
export const BARRIER_ASSISTIVE_TECH_MAX_LENGTH = 200;
export const BARRIER_NOTE_MAX_LENGTH = 1000;

/** The form's fields, in the order the form shows them (the first wrong one takes the focus). */
export const BARRIER_FIELDS = ["page", "description", "assistiveTech", "email", "name"] as const;
export type BarrierField = (typeof BARRIER_FIELDS)[number];

/** What a wrong field broke, which the server's catalogue words in the shopper's language. */
export type BarrierProblem = "required" | "too_short" | "too_long" | "invalid";

// A field the form leaves empty arrives as "" (a form post) or is absent (JSON): both are "not given".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
// Characters XML forbids are refused in every JSON body by the reader (decision 0132); the form post is no JSON.
const storable = (text: string) => xmlForbiddenCharacter(text) === null;

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: "invalid" }).trim().max(max, { error: "too_long" }).refine(storable, { error: "invalid" }).optional(),
  );

export const barrierReportSchema = z.object({
  /** The page or feature: an address or a few words ("the cart drawer"). */
  page: optionalText(BARRIER_PAGE_MAX_LENGTH),
  description: z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid") })
      .trim()
      .min(BARRIER_DESCRIPTION_MIN_LENGTH, { error: "too_short" })
      .max(BARRIER_DESCRIPTION_MAX_LENGTH, { error: "too_long" })
      .refine(storable, { error: "invalid" }),
  ),
  assistiveTech: optionalText(BARRIER_ASSISTIVE_TECH_MAX_LENGTH),
  email: z.preprocess(blankToUndefined, z.string({ error: "invalid" }).pipe(shopperEmailSchema).optional()),
  name: optionalText(BARRIER_NAME_MAX_LENGTH),
});
export type BarrierReportInput = z.output<typeof barrierReportSchema>;

/** The problem of one zod issue of `barrierReportSchema`, by its own message. */
export function barrierProblemOf(message: string): BarrierProblem {
  return message === "required" || message === "too_short" || message === "too_long" ? message : "invalid";
}

/** The form's values, each wrong field's problem; an empty `problems` means the report is good. */
export function readBarrierReport(
  raw: Record<string, unknown>,
): { ok: true; value: BarrierReportInput } | { ok: false; problems: Partial<Record<BarrierField, BarrierProblem>> } {
  const parsed = barrierReportSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems: Partial<Record<BarrierField, BarrierProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BarrierField;
    problems[field] ??= barrierProblemOf(issue.message);
  }
  return { ok: false, problems };
}

/** What the statement page's form answers, in the server's words in the page's language. */
export type BarrierOutcome =
  | { kind: "sent"; message: string }
  | { kind: "invalid"; message: string; fields: Partial<Record<BarrierField, string>> }
  | { kind: "limited"; message: string; retryAfterSeconds: number };

export const BARRIER_STATUSES = ["new", "handled"] as const;
export type BarrierStatus = (typeof BARRIER_STATUSES)[number];

export const ADMIN_BARRIERS_PAGE_SIZE = 20;

/** The task list's view as its URL holds it; no status is every report, new first. */
export const barrierFilterSchema = z.object({
  status: z.enum(BARRIER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type BarrierFilter = z.output<typeof barrierFilterSchema>;

export function readBarrierFilter(params: URLSearchParams): BarrierFilter {
  return readViewQuery(barrierFilterSchema, params);
}

export function barrierFilterQuery(filter: Partial<BarrierFilter>): string {
  return viewQuery(filter);
}

/** Marking a report handled, with what was done (optional). */
export const barrierHandledSchema = z.object({
  note: z.preprocess(
    (value) => (value == null ? "" : value),
    z.string({ error: "invalid" }).trim().max(BARRIER_NOTE_MAX_LENGTH, { error: "too_long" }),
  ),
});

/** A report as the admin's task list shows it. */
export const adminBarrierReportSchema = z.object({
  id: z.number().int(),
  page: z.string().nullable(),
  description: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  assistiveTech: z.string().nullable(),
  language: z.enum(["ro", "en"]),
  status: z.enum(BARRIER_STATUSES),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBarrierReport = z.infer<typeof adminBarrierReportSchema>;

/** What marking a report handled answers: the report as it is now. */
export const barrierHandledAnswerSchema = z.object({ changed: z.boolean(), report: adminBarrierReportSchema });

/** The public route's answer to a report it stored. */
export const barrierReportedSchema = z.object({ reported: z.literal(true), message: z.string() });
