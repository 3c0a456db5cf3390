/**
 * The one shape every REST route answers a refusal with (decision 0091), for the server that builds it and the
 * browser that reads it: the HTTP status again in the body, a machine-readable `code`, the sentence in the caller's
 * language under `error` (the name the spec's clients read, §7), the first wrong field and, where a form has several,
 * every wrong field with its sentence. `success: false` is there because the spec's auth client reads it.
 */
import { z } from "zod";

export const problemSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int().min(400).max(599),
    code: z.string().min(1).describe("What went wrong, for programs: stable across languages and releases."),
    error: z
      .string()
      .min(1)
      .describe("What went wrong, for people: in the caller's language (?lng=, the language cookie, Accept-Language)."),
    field: z.string().optional().describe("The first field the refusal names, as a dotted path (`shippingAddress.city`)."),
    fields: z.record(z.string(), z.string()).optional().describe("Every wrong field with its sentence, where a form has several."),
  })
  .loose()
  .meta({ description: "A refused request. Some routes add facts of their own (a retry time, the current state)." });

export type Problem = z.infer<typeof problemSchema>;
