/**
 * Outgoing webhooks in the admin (issue 70 item 1, decision 0171), for both sides: the endpoint's form as the page
 * sends it and the server reads it, and what the routes answer. Problems are named by code (`required`, `url`,
 * `topics_none`, `topics_unknown`) and worded per field by the API.
 */
import { z } from "zod";
import { WEBHOOK_TOPICS, WEBHOOK_URL_MAX } from "../webhooks.ts";

export const WEBHOOK_DESCRIPTION_MAX = 200;

const topics = z
  .array(z.string({ error: "topics_unknown" }).max(60, { error: "topics_unknown" }), { error: "topics_none" })
  .max(WEBHOOK_TOPICS.length, { error: "topics_unknown" })
  .refine((list) => list.length > 0, { error: "topics_none" })
  .refine((list) => list.every((topic) => (WEBHOOK_TOPICS as readonly string[]).includes(topic)), { error: "topics_unknown" });

const description = z.string({ error: "invalid" }).trim().max(WEBHOOK_DESCRIPTION_MAX, { error: "too_long" }).default("");

export const webhookFormSchema = z.object({
  url: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(WEBHOOK_URL_MAX, { error: "too_long" }),
  description,
  topics,
});
export type WebhookFormInput = z.input<typeof webhookFormSchema>;

export const webhookTopicsSchema = z.object({ topics, description: description.optional() });

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  topics: z.array(z.enum(WEBHOOK_TOPICS as [string, ...string[]])),
  enabled: z.boolean(),
  disabledReason: z.enum(["owner", "failures"]).nullable(),
  consecutiveFailures: z.number().int(),
  previousSecretExpiresAt: z.string().nullable(),
  pending: z.number().int(),
  dead: z.number().int(),
  createdAt: z.string(),
});
export type AdminWebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  webhookId: z.string(),
  topic: z.string(),
  status: z.enum(["pending", "delivered", "dead"]),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastResponse: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminWebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export const webhookSavedSchema = z.object({ endpoint: webhookEndpointSchema });
/** Registration and rotation: the secret, shown this once. */
export const webhookSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookQueuedSchema = z.object({ delivery: webhookDeliverySchema });
