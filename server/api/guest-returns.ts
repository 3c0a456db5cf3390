/**
 * A guest's 30-day return (decision 0130), through the signed link that order tracking gives once the order's number
 * and email proved it (`returnLink` of POST /api/order-status). The token is the only proof and names one order:
 *
 * - GET  /api/return-links/{token}       → {order, storeCredit}: what may still come back, as the account's form shows it
 * - POST /api/return-links/{token}/quote → {quote}: what a request would give back, decided by the server
 * - POST /api/return-links/{token}       → 201 {return}; a JSON body, or `multipart/form-data` with the same JSON in
 *                                          `request` and 0–3 `photos`, as the account's request
 *
 * A forged, altered or expired token, or an order with nothing left to return, answers 404 `link_gone` with the way
 * back to tracking; any other refusal is the account's (decision 0091). Nothing changes on a refusal.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { eligibleReturnOrderSchema, customerReturnSchema, returnQuoteViewSchema, type ReturnRefusal } from "#domain/customer-returns";
import { returnRequestSchema } from "#domain/return-request-schema";
import type { CustomerReturns, ReturnLinks } from "#server/commerce/returns/module";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import type { UploadStore } from "#server/uploads/upload-store";
import {
  describeRequestField,
  keepReturnPhotos,
  readReturnRequest,
  refuse,
  returnRequestFormSchema,
  returnRequestLimit,
  RETURN_REQUESTS_PER_HOUR,
} from "./account-returns.ts";
import { orderBodyLimit, orderMessages, perClientLimit, privateLink, signedLinkRoute, type ClientLimiting } from "./orders-http.ts";

export const RETURN_LINKS_PATH = "/api/return-links";

const described = taggedContract(["Orders"]);
const success = z.literal(true);
const FORGED = { name: "a forged token", params: { token: "not-a-token" }, status: 404 };

type Env = { Variables: RequestVariables };

export function guestReturnRoutes({
  returns,
  links,
  uploads,
  ...limiting
}: {
  returns: Pick<CustomerReturns, "linkedOrder" | "quoteByLink" | "requestByLink">;
  links: Pick<ReturnLinks, "read">;
  uploads: UploadStore;
} & ClientLimiting): Hono<Env> {
  const app = new Hono<Env>();
  const gone = (c: Context) => problem(c, 404, "link_gone", orderMessages(c).returnLinkGone, { field: "token" });
  /** The order a token names; an order of the link that a request finds gone says so as the link does. */
  const orderOf = (c: Context) => links.read(c.req.param("token") ?? "");
  const refused = (c: Context, reason: ReturnRefusal, field: string) => (reason === "order_not_found" ? gone(c) : refuse(c, reason, field));

  signedLinkRoute(app, limiting, {
    path: RETURN_LINKS_PATH,
    bucket: "return-links",
    summary: "The order a guest's return link opens, with what may still come back",
    description: "The signed token names one order (decision 0130); forged, expired or with nothing left to return, it answers 404.",
    answer: {
      description: "The order's returnable lines, and whether store credit may be chosen (only for an order with an account).",
      schema: z.object({ success, order: eligibleReturnOrderSchema, storeCredit: z.boolean() }),
    },
    read: (token) => links.read(token),
    find: (orderId) => returns.linkedOrder(orderId),
    gone: (c) => orderMessages(c).returnLinkGone,
    open: (c, found) => c.json({ success: true as const, ...found }),
  });

  app.post(
    `${RETURN_LINKS_PATH}/:token/quote`,
    described({
      summary: "What a guest's return request would give back, decided by the server",
      responses: { 200: { description: "The quote.", schema: z.object({ success, quote: returnQuoteViewSchema }) } },
      problems: [400, 404, 413, 422, 429],
      examples: [{ ...FORGED, body: {} }],
    }),
    perClientLimit(limiting, "return-links.quote", 60),
    privateLink,
    orderBodyLimit(),
    async (c, next) => (orderOf(c) === null ? gone(c) : next()),
    body(returnRequestSchema, describeRequestField),
    async (c) => {
      const quoted = await returns.quoteByLink(orderOf(c)!, c.req.valid("json"));
      return quoted.ok ? c.json({ success: true as const, quote: quoted.value }) : refused(c, quoted.reason, quoted.field);
    },
  );

  // Counted before the body is read, as the account's request is: a refused request costs neither upload nor decoding.
  app.post(
    `${RETURN_LINKS_PATH}/:token`,
    described({
      summary: "Ask to return products as a guest: a JSON body, or a form with the same JSON in `request` and up to three `photos`",
      responses: { 201: { description: "The return as asked.", schema: z.object({ success, return: customerReturnSchema }) } },
      requestBody: {
        description: "Read after the client's count is taken, by its type: a JSON body, or a form with photos.",
        contentType: "application/json",
        schema: returnRequestSchema,
        alternative: { contentType: "multipart/form-data", schema: returnRequestFormSchema },
      },
      problems: [400, 404, 413, 422, 429],
      examples: [{ ...FORGED, body: {} }],
    }),
    perClientLimit(limiting, "return-links.request", RETURN_REQUESTS_PER_HOUR, 60 * 60_000),
    privateLink,
    async (c, next) => (orderOf(c) === null ? gone(c) : next()),
    returnRequestLimit(),
    async (c) => {
      const read = await readReturnRequest(c);
      if (!read.ok) return read.response;
      const kept = await keepReturnPhotos(c, uploads, read.photos);
      if (!kept.ok) return kept.response;
      const made = await returns.requestByLink(orderOf(c)!, read.body, shopperLanguage(c), kept.stored);
      return made.ok ? c.json({ success: true as const, return: made.value }, 201) : refused(c, made.reason, made.field);
    },
  );

  return app;
}
