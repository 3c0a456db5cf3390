/**
 * `GET|POST /api/emag/callback/{token}?order_id=N` → `{received: true, outcome}`: eMAG Marketplace's call when an
 * order is placed (issue 70 item 3, decision 0186), registered at eMAG with the secret token of EMAG_CALLBACK_TOKEN in
 * its address (compared in constant time; a wrong one is a 404 like an unknown address). The order is read from
 * eMAG, imported once and acknowledged; the 30-second poll is the safety net when eMAG cannot be reached. Limited
 * per client before anything is read.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { EmagMarketplace } from "#server/commerce/marketplace/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import { EMAG_CALLBACK_MESSAGES } from "#server/messages/emag";
import { perClientLimit, type ClientLimiting } from "./orders-http.ts";

export const EMAG_CALLBACK_PATH = "/api/emag/callback/:token";
// eMAG calls once an order; a burst of orders stays far under this, a guesser of tokens does not.
export const EMAG_CALLBACKS_PER_MINUTE = 60;

export interface EmagCallbackRoutesOptions extends ClientLimiting {
  emag: Pick<EmagMarketplace, "callbackTokenMatches" | "receive"> | null;
}

type Env = { Variables: RequestVariables };

const answerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(["imported", "already_imported", "left_to_emag"]),
  orderNumber: z.number().int().optional(),
});

const querySchema = z.object({ order_id: z.string().describe("The eMAG order's number, as eMAG appends it.") });

export function emagCallbackRoutes({ emag, ...limiting }: EmagCallbackRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const handle = async (c: Context<Env>) => {
    const messages = EMAG_CALLBACK_MESSAGES[shopperLanguage(c)];
    if (!emag || !emag.callbackTokenMatches(c.req.param("token") ?? "")) return problem(c, 404, "not_found", messages.off);
    const orderId = c.req.query("order_id") ?? "";
    if (!/^[1-9]\d{0,9}$/.test(orderId) || Number(orderId) > 2_147_483_647)
      return problem(c, 400, "order_id_invalid", messages.orderIdInvalid, { field: "order_id" });
    let outcome: Awaited<ReturnType<EmagMarketplace["receive"]>>;
    try {
      outcome = await emag.receive(Number(orderId));
    } catch {
      return problem(c, 503, "emag_unavailable", messages.unavailable);
    }
    if (outcome.kind === "unknown") return problem(c, 404, "emag_order_unknown", messages.orderUnknown, { field: "order_id" });
    return c.json({
      received: true as const,
      outcome: outcome.kind,
      ...(outcome.kind === "imported" ? { orderNumber: outcome.orderNumber } : {}),
    });
  };
  const described = (method: string) =>
    contract({
      summary: `eMAG's new-order callback (${method})`,
      description:
        "The address registered at eMAG Marketplace as the order callback, with the store's EMAG_CALLBACK_TOKEN as `{token}`; " +
        "eMAG appends `order_id`. The order is read from eMAG, placed once (channel `emag`) and acknowledged (decision 0186).",
      tags: ["Marketplace"],
      query: querySchema,
      responses: { 200: { description: "Received: imported now, imported before, or left to eMAG (paid to eMAG).", schema: answerSchema } },
      problems: [400, 404, 429, 503],
      examples: [{ name: "a wrong token", params: { token: "not-the-token" }, query: { order_id: "1" }, status: 404 }],
    });
  const limit = perClientLimit(limiting, "emag.callback", EMAG_CALLBACKS_PER_MINUTE);
  app.get(EMAG_CALLBACK_PATH, described("GET"), limit, handle);
  app.post(EMAG_CALLBACK_PATH, described("POST"), limit, handle);
  return app;
}
