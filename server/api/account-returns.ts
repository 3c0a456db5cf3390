/**
 * The signed-in customer's returns (issue 19 items 1 and 2), behind the same Bearer check as the rest of
 * /api/account (docs/api.md "Returns"):
 *
 * - GET  /api/account/returns/eligible → {orders}: what may still be sent back, line by line
 * - POST /api/account/returns/quote    → {quote}: what a request would give back, decided by the server
 * - POST /api/account/returns          → 201 {return}; a JSON body, or `multipart/form-data` with the same JSON in
 *                                        `request` and 0–3 `photos` (checked, resized and kept privately)
 * - GET  /api/account/returns          → {returns}, the newest first
 * - GET  /api/account/returns/{id}     → {return, returnAwb}: the AWB once the store made one for it
 * - GET  /api/account/returns/{id}/awb-label.pdf → that AWB's label, to its customer only
 * - GET  /api/account/returns/{id}/photos/{position} → the photo (WebP), to its customer only
 * - POST /api/account/returns/{id}/cancel → {return}, while it waits for the store's decision
 *
 * Refusals are problems (decision 0091): the refusal's name is the `code`, the field named, the sentence in the
 * customer's language; nothing changes.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  type ReturnPhotoRefusal,
  type ReturnRefusal,
  type ReturnRequestBody,
} from "#domain/customer-returns";
import { customerReturnSchema, eligibleReturnOrderSchema, returnQuoteViewSchema } from "#domain/customer-returns";
import { returnRequestSchema } from "#domain/return-request-schema";
import { z } from "zod";
import type { CustomerReturns, StoredReturnPhoto, ReturnAwbs } from "#server/commerce/returns/module";
import { returnAwbViewSchema } from "#domain/return-awbs";
import type { CustomerSessions } from "#server/commerce/customers/module";
import { describeBodyRefusal, parseJsonObject, type JsonObjectBody } from "#server/http/json-body";
import { problem, type ProblemStatus } from "#server/http/kit/problem";
import { body, readBody, type FieldDescriber } from "#server/http/kit/read-body";
import { RETURN_PHOTO_MESSAGES, RETURN_REFUSAL_MESSAGES } from "#server/messages/returns";
import { shopperLanguage } from "#server/http/shopper-language";
import type { UploadRefusal, UploadStore } from "#server/uploads/upload-store";
import { rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { customerContract, requireSession, type AccountEnv } from "./account-session.ts";
import { photoPosition, photoResponse } from "./return-photo-http.ts";
import { accountBodyLimit, messagesFor, rateLimited } from "./auth-http.ts";

export const ACCOUNT_RETURNS_PATH = "/api/account/returns";

/** The withdrawals' routes word their refusals with the returns' sentences; they read them here until they move. */
export { RETURN_REFUSAL_MESSAGES };

/**
 * Return requests a customer may send per hour, refused ones included. Each may carry three photos of 10 MB that the
 * server decodes and re-encodes: far more than a shopper sending back a few orders needs, and a ceiling on the
 * disk and processor one account can take. Counted per customer, so a second address does not add to it.
 */
export const RETURN_REQUESTS_PER_HOUR = 10;

/** Three photos of 10 MB, and room for the request's JSON and the form's framing. JSON bodies keep their 16 KB. */
export const RETURN_PHOTOS_BODY_LIMIT = RETURN_PHOTOS_MAX * RETURN_PHOTO_MAX_BYTES + 64 * 1024;

const STATUS: Partial<Record<ReturnRefusal, ProblemStatus>> = {
  invalid_request: 400,
  order_not_found: 404,
  return_not_found: 404,
  not_cancellable: 409,
};

/** `error` words a refusal the reason's own sentence cannot (a form's `request` the JSON reader refused). */
export function refuse(c: Context, reason: ReturnRefusal, field: string, error?: string): Response {
  return problem(c, STATUS[reason] ?? 422, reason, error ?? RETURN_REFUSAL_MESSAGES[shopperLanguage(c)][reason], { field });
}

/** Any wrong field of a request is the one sentence of an unreadable request: the form sends only what it offers. */
export const describeRequestField: FieldDescriber = (_issue, c) => RETURN_REFUSAL_MESSAGES[shopperLanguage(c)].invalid_request;

/**
 * The refusal of a request whose JSON (`fallbackField`: the body, or the form's `request`) is nested too deep, too
 * big or holds unstorable text, in the reader's words; null for any other body, which the schema judges.
 */
function refusedShape(c: Context, body: JsonObjectBody, fallbackField: string): Response | null {
  if (body.ok || body.problem === "notJson" || body.problem === "notObject") return null;
  const { error, field = fallbackField } = describeBodyRefusal(messagesFor(c), body);
  return refuse(c, "invalid_request", field, error);
}

function refusePhoto(c: Context, reason: ReturnPhotoRefusal, name: string, size?: { width?: number; height?: number }): Response {
  const messages = RETURN_PHOTO_MESSAGES[shopperLanguage(c)];
  const error =
    reason === "photo_count"
      ? messages.photo_count
      : reason === "photo_too_small"
        ? messages.photo_too_small(name, size?.width ?? 0, size?.height ?? 0)
        : messages[reason](name);
  return problem(c, 422, reason, error, { field: "photos" });
}

/** The multipart request as the description shows it: `readMultipartRequest` reads it. */
export const returnRequestFormSchema = z.object({
  request: z.string().describe("The same JSON body, as text."),
  photos: z.array(z.file()).max(RETURN_PHOTOS_MAX).optional(),
});

type ReadRequest = { ok: true; body: ReturnRequestBody; photos: File[] } | { ok: false; response: Response };

/** A return request as either body carries it: JSON, or the multipart form with its photos. */
export const readReturnRequest = (c: Context): Promise<ReadRequest> => (isMultipart(c) ? readMultipartRequest(c) : readRequest(c));

async function readRequest(c: Context): Promise<ReadRequest> {
  const read = await readBody(c, returnRequestSchema, { describe: describeRequestField });
  return read.ok ? { ok: true, body: read.value, photos: [] } : read;
}

const isMultipart = (c: Context) => (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** The name a sentence gives a photo: its file name, without control characters and not endless. */
function photoName(c: Context, file: File, index: number): string {
  // eslint-disable-next-line no-control-regex
  const name = file.name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!name) return RETURN_PHOTO_MESSAGES[shopperLanguage(c)].unnamed(index + 1);
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}

/**
 * The multipart request: the same JSON in `request`, and up to three `photos`. The count and each file's size are
 * checked here, before anything is decoded; what the file holds is the upload store's to check.
 */
async function readMultipartRequest(c: Context): Promise<ReadRequest> {
  const form = await c.req.formData().catch(() => null);
  const text = form?.get("request");
  const raw = typeof text === "string" ? parseJsonObject(text) : null;
  const refused = raw && refusedShape(c, raw, "request");
  if (refused) return { ok: false, response: refused };
  const parsed = raw?.ok ? returnRequestSchema.safeParse(raw.value) : null;
  if (!parsed?.success) {
    const field = parsed?.error.issues[0]?.path.join(".") || "request";
    return { ok: false, response: refuse(c, "invalid_request", field) };
  }
  // A form sent without a chosen file carries one empty, nameless part: that is no photo.
  const parts = form!.getAll("photos").filter((part) => !(part instanceof File && part.size === 0 && part.name === ""));
  if (parts.some((part) => !(part instanceof File))) return { ok: false, response: refuse(c, "invalid_request", "photos") };
  const photos = parts as File[];
  if (photos.length > RETURN_PHOTOS_MAX) return { ok: false, response: refusePhoto(c, "photo_count", "") };
  const large = photos.findIndex((photo) => photo.size > RETURN_PHOTO_MAX_BYTES);
  if (large >= 0) return { ok: false, response: refusePhoto(c, "photo_too_large", photoName(c, photos[large]!, large)) };
  return { ok: true, body: parsed.data, photos };
}

const PHOTO_REFUSAL: Record<UploadRefusal, ReturnPhotoRefusal> = {
  type: "photo_type",
  heic: "photo_heic",
  too_large: "photo_too_large",
  too_small: "photo_too_small",
};

/**
 * Each photo checked and kept before the request's transaction (decoding is too slow to hold the order's lock for); a
 * refused photo removes those kept before it, and a request that is not written removes them all (the service does,
 * once it knows its transaction did not commit).
 */
export async function keepReturnPhotos(
  c: Context,
  uploads: UploadStore,
  photos: File[],
): Promise<{ ok: true; stored: StoredReturnPhoto[] } | { ok: false; response: Response }> {
  const stored: StoredReturnPhoto[] = [];
  const discard = () => Promise.all(stored.map((photo) => uploads.removePrivate("returns", photo.file)));
  for (const [index, photo] of photos.entries()) {
    let saved;
    try {
      saved = await uploads.savePrivate("returns", new Uint8Array(await photo.arrayBuffer()));
    } catch (error) {
      await discard();
      throw error;
    }
    if (!saved.ok) {
      await discard();
      return { ok: false, response: refusePhoto(c, PHOTO_REFUSAL[saved.problem], photoName(c, photo, index), saved) };
    }
    stored.push({ file: saved.file, width: saved.width, height: saved.height });
  }
  return { ok: true, stored };
}

/** JSON bodies keep the account's 16 KB; a request sent with its photos may be as large as three of them. */
export function returnRequestLimit(): MiddlewareHandler {
  const jsonLimit = accountBodyLimit();
  const photosLimit = bodyLimit({
    maxSize: RETURN_PHOTOS_BODY_LIMIT,
    onError: (c) => problem(c, 413, "too_large", RETURN_PHOTO_MESSAGES[shopperLanguage(c)].bodyTooLarge, { field: "photos" }),
  });
  return (c, next) => (isMultipart(c) ? photosLimit(c, next) : jsonLimit(c, next));
}

const TAGS = ["Account: returns"];
const success = z.literal(true);
const ONE_RETURN = { description: "The return.", schema: z.object({ success, return: customerReturnSchema }) };
const RETURN_WITH_AWB = {
  description: "The return, and the AWB the courier brings it back on once the store made one (issue 43 item 8).",
  schema: z.object({ success, return: customerReturnSchema, returnAwb: returnAwbViewSchema.nullable() }),
};
/** Every status a request's refusal may have: the body (400), an unknown order (404), a rule it breaks (422). */
const REQUEST_PROBLEMS = [400, 404, 413, 422] as const;

const idFrom = (value: string) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

interface AccountReturnRoutesOptions {
  returns: CustomerReturns;
  /** The return's AWB, its number and its label, once staff made one. */
  returnAwbs: Pick<ReturnAwbs, "forCustomer" | "label">;
  sessions: CustomerSessions;
  uploads: UploadStore;
  /** The shared counters (decision 0026). */
  rateLimits: RateLimits;
}

const customer = (c: { var: AccountEnv["Variables"] }) => c.var.session.customer;

export function accountReturnRoutes(options: AccountReturnRoutesOptions): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  app.use(`${ACCOUNT_RETURNS_PATH}/*`, requireSession(options.sessions));
  returnRequestRoutes(app, options);
  oneReturnRoutes(app, options);
  return app;
}

/** What may be returned, what it would give back, the returns asked so far and a new request. */
function returnRequestRoutes(app: Hono<AccountEnv>, { returns, uploads, rateLimits }: AccountReturnRoutesOptions) {
  const requestsLimited = rateLimit({
    limiter: rateLimits.limiter({ bucket: "account.return-requests", limit: RETURN_REQUESTS_PER_HOUR, windowMs: 60 * 60_000 }),
    key: (c) => `customer:${(c as Context<AccountEnv>).var.session.customer.id}`,
    onLimited: rateLimited,
  });
  /** Only the request itself, sent with its photos, may be larger than a JSON body. */
  const requestLimit = returnRequestLimit();

  app.get(
    `${ACCOUNT_RETURNS_PATH}/eligible`,
    customerContract({
      summary: "What may still be sent back, order by order and line by line",
      tags: TAGS,
      responses: {
        200: {
          description: "The orders with units left to return.",
          schema: z.object({ success, orders: z.array(eligibleReturnOrderSchema) }),
        },
      },
    }),
    async (c) => c.json({ success: true, orders: await returns.eligibleOrders(customer(c)) }),
  );

  app.post(
    `${ACCOUNT_RETURNS_PATH}/quote`,
    customerContract({
      summary: "What a return request would give back, decided by the server",
      tags: TAGS,
      responses: { 200: { description: "The quote.", schema: z.object({ success, quote: returnQuoteViewSchema }) } },
      problems: REQUEST_PROBLEMS,
    }),
    accountBodyLimit(),
    body(returnRequestSchema, describeRequestField),
    async (c) => {
      const quoted = await returns.quote(customer(c), c.req.valid("json"));
      return quoted.ok ? c.json({ success: true, quote: quoted.value }) : refuse(c, quoted.reason, quoted.field);
    },
  );

  app.get(
    ACCOUNT_RETURNS_PATH,
    customerContract({
      summary: "The customer's returns, the newest first",
      tags: TAGS,
      responses: { 200: { description: "Every return.", schema: z.object({ success, returns: z.array(customerReturnSchema) }) } },
    }),
    async (c) => c.json({ success: true, returns: await returns.list(customer(c)) }),
  );

  // Counted before the body is read: a refused request costs neither the upload nor the photos' decoding.
  app.post(
    ACCOUNT_RETURNS_PATH,
    customerContract({
      summary: "Ask to return products: a JSON body, or a form with the same JSON in `request` and up to three `photos`",
      tags: TAGS,
      responses: { 201: { ...ONE_RETURN, description: "The return as asked." } },
      requestBody: {
        description: "Read after the customer's count is taken, by its type: a JSON body, or a form with photos.",
        contentType: "application/json",
        schema: returnRequestSchema,
        alternative: { contentType: "multipart/form-data", schema: returnRequestFormSchema },
      },
      problems: [...REQUEST_PROBLEMS, 429],
    }),
    requestsLimited,
    requestLimit,
    async (c) => {
      const read = await readReturnRequest(c);
      if (!read.ok) return read.response;
      const kept = await keepReturnPhotos(c, uploads, read.photos);
      if (!kept.ok) return kept.response;
      const stored = kept.stored;
      const made = await returns.request(customer(c), read.body, shopperLanguage(c), stored);
      return made.ok ? c.json({ success: true, return: made.value }, 201) : refuse(c, made.reason, made.field);
    },
  );
}

/** One return: its page, its AWB's label, its photos, its cancelling. */
function oneReturnRoutes(app: Hono<AccountEnv>, { returns, returnAwbs, uploads }: AccountReturnRoutesOptions) {
  app.get(
    `${ACCOUNT_RETURNS_PATH}/:id`,
    customerContract({ summary: "One return", tags: TAGS, responses: { 200: RETURN_WITH_AWB }, problems: [404] }),
    async (c) => {
      const id = idFrom(c.req.param("id"));
      const found = id === null ? null : await returns.get(customer(c), id);
      if (!found) return refuse(c, "return_not_found", "id");
      return c.json({ success: true as const, return: found, returnAwb: await returnAwbs.forCustomer(found.id) });
    },
  );

  app.get(
    `${ACCOUNT_RETURNS_PATH}/:id/awb-label.pdf`,
    customerContract({
      summary: "The label of the return's AWB, to print and stick on the parcel (to its customer only)",
      tags: TAGS,
      responses: { 200: { description: "The label (A6).", contentType: "application/pdf" } },
      problems: [404],
    }),
    async (c) => {
      const id = idFrom(c.req.param("id"));
      const found = id === null ? null : await returns.get(customer(c), id);
      const shown = found ? await returnAwbs.forCustomer(found.id) : null;
      const label = shown ? await returnAwbs.label(found!.id).catch(() => null) : null;
      if (!label) return refuse(c, "return_not_found", "id");
      return c.body(new Uint8Array(label), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="awb-retur-${found!.id}.pdf"`,
        "Cache-Control": "private, no-store",
      });
    },
  );

  app.get(
    `${ACCOUNT_RETURNS_PATH}/:id/photos/:position`,
    customerContract({
      summary: "A photo of the customer's return",
      tags: TAGS,
      responses: { 200: { description: "The photo, resized.", contentType: "image/webp" } },
      problems: [404],
    }),
    async (c) => {
      const id = idFrom(c.req.param("id"));
      const position = photoPosition(c.req.param("position"));
      const file = id === null || position === null ? null : await returns.photoFile(customer(c), id, position);
      const bytes = file ? await uploads.readPrivate("returns", file) : null;
      return bytes ? photoResponse(c, bytes, id!, position!) : refuse(c, "return_not_found", "id");
    },
  );

  app.post(
    `${ACCOUNT_RETURNS_PATH}/:id/cancel`,
    customerContract({
      summary: "Cancel a return while it waits for the store's decision",
      tags: TAGS,
      responses: { 200: { ...ONE_RETURN, description: "The return, cancelled." } },
      problems: [404, 409],
    }),
    async (c) => {
      const id = idFrom(c.req.param("id"));
      if (id === null) return refuse(c, "return_not_found", "id");
      const cancelled = await returns.cancel(customer(c), id, shopperLanguage(c));
      return cancelled.ok ? c.json({ success: true, return: cancelled.value }) : refuse(c, cancelled.reason, cancelled.field);
    },
  );
}
