/**
 * The owner's outgoing webhooks (issue 70 item 1, decision 0171), JSON under /api/admin, every route for
 * `webhooks.manage` (the owner) and every change audited (docs/api.md "Store admin: webhooks"). A registration
 * and a rotation answer the signing secret once; the store never shows it again.
 */
import type { Context } from "hono";
import {
  webhookDeliveriesSchema,
  webhookFormSchema,
  webhookListSchema,
  webhookQueuedSchema,
  webhookSavedSchema,
  webhookSecretSchema,
  webhookTopicsSchema,
} from "#domain/admin/webhooks";
import type { WebhookAdmin, WebhookSaveOutcome } from "#server/commerce/webhooks/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { rowIdParam } from "#server/http/kit/row-id";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_WEBHOOK_MESSAGES } from "#server/messages/admin/webhooks";
import { taggedContract } from "../route-kit.ts";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: webhooks"]);
const DELIVERY_STATUSES = ["pending", "delivered", "dead"] as const;

type Options = AdminRouteOptions & { webhooks: WebhookAdmin };

/** What every group of the module's routes shares: the door, the words, and the answer to a save. */
function routeKit({ webhooks, door, trustProxyHops }: Options) {
  const owner = door.permit("webhooks.manage");
  const sizeLimit = adminBodyLimit();
  const text = (c: Context) => ADMIN_WEBHOOK_MESSAGES[shopperLanguage(c)];
  const describeField: FieldDescriber = ({ problem: name, field }, c) => text(c).field(name, field);
  const notFound = (c: Context) => problem(c, 404, "not_found", text(c).notFound, { field: "id" });
  const answer = (c: Context, outcome: WebhookSaveOutcome, status: 200 | 201 = 200) => {
    switch (outcome.kind) {
      case "saved":
        return c.json(outcome.secret ? { endpoint: outcome.endpoint, secret: outcome.secret } : { endpoint: outcome.endpoint }, status);
      case "not_found":
        return notFound(c);
      case "invalid": {
        const sentence = text(c).rule(outcome.problem);
        return problem(c, 400, `${outcome.problem.field}_${outcome.problem.problem}`, sentence, {
          field: outcome.problem.field,
          fields: { [outcome.problem.field]: sentence },
        });
      }
    }
  };

  const actor = (c: Context) => staffActor(c, trustProxyHops);
  return { webhooks, owner, sizeLimit, text, describeField, notFound, answer, actor };
}

type Kit = ReturnType<typeof routeKit>;

/** The list, a registration and a change of events. */
function registerForms(app: AdminRoutes, { webhooks, owner, sizeLimit, describeField, answer, notFound, actor }: Kit) {
  app.get(
    `${ADMIN_API}/webhooks`,
    described({
      summary: "The webhook endpoints",
      responses: { 200: { description: "Every endpoint, without its secret.", schema: webhookListSchema } },
    }),
    owner,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ endpoints: await webhooks.list() });
    },
  );

  app.post(
    `${ADMIN_API}/webhooks`,
    described({
      summary: "Register a webhook endpoint",
      responses: { 201: { description: "The endpoint, and its signing secret, shown this once.", schema: webhookSecretSchema } },
      problems: [400, 413],
      examples: [{ name: "no events chosen", body: { url: "https://hooks.example.com/elara", topics: [] }, status: 400 }],
    }),
    owner,
    sizeLimit,
    body(webhookFormSchema, describeField),
    async (c) => answer(c, await webhooks.create(c.req.valid("json"), actor(c)), 201),
  );

  app.post(
    `${ADMIN_API}/webhooks/:id`,
    described({
      summary: "Change the events a webhook endpoint hears",
      responses: { 200: { description: "The endpoint as saved.", schema: webhookSavedSchema } },
      problems: [400, 404, 413],
      examples: [{ name: "an unknown endpoint", params: { id: "999999" }, body: { topics: ["order.paid"] }, status: 404 }],
    }),
    owner,
    sizeLimit,
    body(webhookTopicsSchema, describeField),
    async (c) => {
      const id = rowIdParam(c);
      if (!id) return notFound(c);
      return answer(c, await webhooks.update(id, c.req.valid("json"), actor(c)));
    },
  );
}

/** The steps on one endpoint: its switch, its secret, a test event, its deletion. */
function registerSteps(app: AdminRoutes, { webhooks, owner, answer, notFound, actor }: Kit) {
  for (const [step, enabled] of [
    ["disable", false],
    ["enable", true],
  ] as const)
    app.post(
      `${ADMIN_API}/webhooks/:id/${step}`,
      described({
        summary: enabled ? "Enable a webhook endpoint (its failures counted anew)" : "Disable a webhook endpoint",
        responses: { 200: { description: "The endpoint as saved.", schema: webhookSavedSchema } },
        problems: [404],
        examples: [{ name: "an unknown endpoint", params: { id: "999999" }, status: 404 }],
      }),
      owner,
      async (c) => {
        const id = rowIdParam(c);
        if (!id) return notFound(c);
        return answer(c, await webhooks.setEnabled(id, enabled, actor(c)));
      },
    );

  app.post(
    `${ADMIN_API}/webhooks/:id/rotate`,
    described({
      summary: "Rotate a webhook endpoint's secret: the old one keeps signing beside it for 24 hours",
      responses: { 200: { description: "The endpoint and its new secret, shown this once.", schema: webhookSecretSchema } },
      problems: [404],
      examples: [{ name: "an unknown endpoint", params: { id: "999999" }, status: 404 }],
    }),
    owner,
    async (c) => {
      const id = rowIdParam(c);
      if (!id) return notFound(c);
      return answer(c, await webhooks.rotateSecret(id, actor(c)));
    },
  );

  app.post(
    `${ADMIN_API}/webhooks/:id/test`,
    described({
      summary: "Send a webhook endpoint a `webhook.test` event",
      responses: { 202: { description: "The delivery, queued for the next sweep.", schema: webhookQueuedSchema } },
      problems: [404],
      examples: [{ name: "an unknown endpoint", params: { id: "999999" }, status: 404 }],
    }),
    owner,
    async (c) => {
      const id = rowIdParam(c);
      const outcome = id ? await webhooks.sendTest(id, actor(c)) : { kind: "not_found" as const };
      return outcome.kind === "queued" ? c.json({ delivery: outcome.delivery }, 202) : notFound(c);
    },
  );

  app.delete(
    `${ADMIN_API}/webhooks/:id`,
    described({
      summary: "Delete a webhook endpoint and its delivery log",
      responses: { 204: { description: "Deleted." } },
      problems: [404],
      examples: [{ name: "an unknown endpoint", params: { id: "999999" }, status: 404 }],
    }),
    owner,
    async (c) => {
      const id = rowIdParam(c);
      const outcome = id ? await webhooks.remove(id, actor(c)) : { kind: "not_found" as const };
      return outcome.kind === "deleted" ? c.body(null, 204) : notFound(c);
    },
  );
}

/** The delivery log and a resend. */
function registerLog(app: AdminRoutes, { webhooks, owner, text, notFound, actor }: Kit) {
  app.get(
    `${ADMIN_API}/webhooks/:id/deliveries`,
    described({
      summary: "A webhook endpoint's delivery log, newest first (the last 100; `?status=dead` for the dead letters)",
      responses: {
        200: { description: "Each delivery's state, attempts, latency and the receiver's answer.", schema: webhookDeliveriesSchema },
      },
      problems: [404],
      examples: [{ name: "an unknown endpoint", params: { id: "999999" }, status: 404 }],
    }),
    owner,
    async (c) => {
      const id = rowIdParam(c);
      const wanted = c.req.query("status");
      const status = DELIVERY_STATUSES.find((known) => known === wanted);
      const deliveries = id ? await webhooks.deliveries(id, status) : null;
      if (!deliveries) return notFound(c);
      c.header("Cache-Control", "no-store");
      return c.json({ deliveries });
    },
  );

  app.post(
    `${ADMIN_API}/webhooks/:id/deliveries/:deliveryId/resend`,
    described({
      summary: "Send a delivery again, with its webhook-id and body (a dead one too)",
      responses: { 202: { description: "The delivery, queued for the next sweep.", schema: webhookQueuedSchema } },
      problems: [404],
      examples: [{ name: "an unknown delivery", params: { id: "999999", deliveryId: "999999" }, status: 404 }],
    }),
    owner,
    async (c) => {
      const id = rowIdParam(c);
      const deliveryId = rowIdParam(c, "deliveryId");
      const outcome = id && deliveryId ? await webhooks.resend(id, deliveryId, actor(c)) : { kind: "not_found" as const };
      if (outcome.kind === "queued") return c.json({ delivery: outcome.delivery }, 202);
      return problem(c, 404, "not_found", text(c).deliveryNotFound, { field: "deliveryId" });
    },
  );
}

export const adminWebhookRoutes = adminRouteModule<{ webhooks: WebhookAdmin }>((app, options) => {
  const kit = routeKit(options);
  registerForms(app, kit);
  registerSteps(app, kit);
  registerLog(app, kit);
});
