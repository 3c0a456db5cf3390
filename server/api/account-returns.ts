/**
 * The signed-in customer's returns (issue 19 items 1 and 2), behind the same Bearer check as the rest of
 * /api/account (docs/api.md "Returns"):
 *
 * - GET  /api/account/returns/eligible → {orders}: what may still be sent back, line by line
 * - POST /api/account/returns/quote    → {quote}: what a request would give back, decided by the server
 * - POST /api/account/returns          → 201 {return}; a JSON body, or `multipart/form-data` with the same JSON in
 *                                        `request` and 0–3 `photos` (checked, resized and kept privately)
 * - GET  /api/account/returns          → {returns}, the newest first
 * - GET  /api/account/returns/{id}     → {return}
 * - GET  /api/account/returns/{id}/photos/{position} → the photo (WebP), to its customer only
 * - POST /api/account/returns/{id}/cancel → {return}, while it waits for the store's decision
 *
 * Refusals are `{success: false, reason, field, error}` in the customer's language; nothing changes.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MIN_SIDE,
  RETURN_PHOTOS_MAX,
  type ReturnPhotoRefusal,
  type ReturnRefusal,
  type ReturnRequestBody,
} from "#domain/customer-returns";
import type { Language } from "#domain/locale";
import { returnRequestSchema } from "#domain/return-request-schema";
import type { CustomerReturns, StoredReturnPhoto } from "#server/commerce/returns/customer-returns";
import type { CustomerSessions } from "#server/commerce/customers/sessions";
import { describeBodyRefusal, parseJsonObject, readJsonObject, type JsonObjectBody } from "#server/http/json-body";
import { shopperLanguage } from "#server/http/shopper-language";
import type { UploadRefusal, UploadStore } from "#server/uploads/upload-store";
import { rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { requireSession, type AccountEnv } from "./account-session.ts";
import { photoPosition, photoResponse } from "./return-photo-http.ts";
import { accountBodyLimit, failure, messagesFor } from "./auth-http.ts";

export const ACCOUNT_RETURNS_PATH = "/api/account/returns";

export const RETURN_REFUSAL_MESSAGES: Record<Language, Record<ReturnRefusal, string>> = {
  ro: {
    invalid_request: "Cererea nu poate fi citită. Verifică produsele alese și încearcă din nou.",
    order_not_found: "Nu am găsit această comandă în contul tău.",
    not_received: "Comanda nu a ajuns încă la tine. O poți returna după ce o primești.",
    window_closed: "Au trecut cele 30 de zile de la livrare: comanda nu mai poate fi returnată.",
    line_not_found: "Produsul ales nu face parte din această comandă.",
    too_many_units: "Ai ales mai multe bucăți decât mai poți returna din acest produs.",
    details_required: "Spune-ne ce s-a întâmplat: pentru acest motiv avem nevoie de detalii.",
    bank_account_required: "Pentru o comandă plătită la livrare, scrie IBAN-ul în care îți trimitem banii.",
    iban_invalid: "IBAN-ul nu este corect. Verifică-l: are 24 de caractere pentru un cont din România.",
    account_holder_required: "Scrie numele titularului contului.",
    not_cancellable: "Returul nu mai poate fi anulat: magazinul a răspuns deja cererii.",
    return_not_found: "Nu am găsit acest retur în contul tău.",
  },
  en: {
    invalid_request: "The request could not be read. Check the products you chose and try again.",
    order_not_found: "We could not find this order in your account.",
    not_received: "The order has not reached you yet. You can return it once it arrives.",
    window_closed: "The 30 days since delivery have passed: this order can no longer be returned.",
    line_not_found: "The chosen product is not part of this order.",
    too_many_units: "You chose more units than you can still return of this product.",
    details_required: "Tell us what happened: we need the details for this reason.",
    bank_account_required: "For an order paid on delivery, enter the IBAN we send the money to.",
    iban_invalid: "The IBAN is not valid. Check it: a Romanian account's has 24 characters.",
    account_holder_required: "Enter the account holder's name.",
    not_cancellable: "The return can no longer be cancelled: the store has already answered it.",
    return_not_found: "We could not find this return in your account.",
  },
};

const MEGABYTES = RETURN_PHOTO_MAX_BYTES / 1024 / 1024;

/** A refused photo's sentence names it by its file name (or its place, when it has none). */
export const RETURN_PHOTO_MESSAGES: Record<
  Language,
  Record<Exclude<ReturnPhotoRefusal, "photo_count" | "photo_too_small">, (name: string) => string> & {
    photo_count: string;
    photo_too_small: (name: string, width: number, height: number) => string;
    unnamed: (position: number) => string;
    bodyTooLarge: string;
  }
> = {
  ro: {
    photo_count: `Poți trimite cel mult ${RETURN_PHOTOS_MAX} fotografii.`,
    photo_type: (name) => `„${name}” nu este o fotografie pe care o putem citi. Trimite un fișier JPEG, PNG, WebP sau AVIF.`,
    photo_heic: (name) =>
      `„${name}” este o fotografie HEIC, pe care nu o putem citi. Trimite-o ca JPEG sau PNG (de exemplu, fă o captură de ecran a ei).`,
    photo_too_large: (name) => `„${name}” are peste ${MEGABYTES} MB. Alege o fotografie mai mică.`,
    photo_too_small: (name, width, height) =>
      `„${name}” are doar ${width} × ${height} px. Trimite o fotografie de cel puțin ${RETURN_PHOTO_MIN_SIDE} px pe latura mică, ca să se vadă ce s-a întâmplat.`,
    unnamed: (position) => `Fotografia ${position}`,
    bodyTooLarge: `Fotografiile trimise sunt prea mari: cel mult ${RETURN_PHOTOS_MAX}, de câte ${MEGABYTES} MB.`,
  },
  en: {
    photo_count: `You can send at most ${RETURN_PHOTOS_MAX} photos.`,
    photo_type: (name) => `"${name}" is not a photo we can read. Send a JPEG, PNG, WebP or AVIF file.`,
    photo_heic: (name) => `"${name}" is a HEIC photo, which we cannot read. Send it as a JPEG or PNG (a screenshot of it will do).`,
    photo_too_large: (name) => `"${name}" is over ${MEGABYTES} MB. Choose a smaller photo.`,
    photo_too_small: (name, width, height) =>
      `"${name}" is only ${width} × ${height} px. Send a photo at least ${RETURN_PHOTO_MIN_SIDE} px on its short side, so we can see what happened.`,
    unnamed: (position) => `Photo ${position}`,
    bodyTooLarge: `The photos sent are too large: at most ${RETURN_PHOTOS_MAX}, of ${MEGABYTES} MB each.`,
  },
};

/**
 * Return requests a customer may send per hour, refused ones included. Each may carry three photos of 10 MB that the
 * server decodes and re-encodes: far more than a shopper sending back a few orders needs, and a ceiling on the
 * disk and processor one account can take. Counted per customer, so a second address does not add to it.
 */
export const RETURN_REQUESTS_PER_HOUR = 10;

/** Three photos of 10 MB, and room for the request's JSON and the form's framing. JSON bodies keep their 16 KB. */
export const RETURN_PHOTOS_BODY_LIMIT = RETURN_PHOTOS_MAX * RETURN_PHOTO_MAX_BYTES + 64 * 1024;

const STATUS: Partial<Record<ReturnRefusal, ContentfulStatusCode>> = {
  invalid_request: 400,
  order_not_found: 404,
  return_not_found: 404,
  not_cancellable: 409,
};

/** `error` words a refusal the reason's own sentence cannot (a body the JSON reader refused). */
function refuse(c: Context, reason: ReturnRefusal, field: string, error?: string): Response {
  return c.json(
    { success: false, reason, field, error: error ?? RETURN_REFUSAL_MESSAGES[shopperLanguage(c)][reason] },
    STATUS[reason] ?? 422,
  );
}

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
  return c.json({ success: false, reason, field: "photos", error }, 422);
}

type ReadRequest = { ok: true; body: ReturnRequestBody; photos: File[] } | { ok: false; response: Response };

async function readRequest(c: Context): Promise<ReadRequest> {
  const raw = await readJsonObject(c);
  const refused = refusedShape(c, raw, "body");
  if (refused) return { ok: false, response: refused };
  const parsed = raw.ok ? returnRequestSchema.safeParse(raw.value) : null;
  if (!parsed?.success) return { ok: false, response: refuse(c, "invalid_request", parsed?.error.issues[0]?.path.join(".") || "body") };
  return { ok: true, body: parsed.data, photos: [] };
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

const idFrom = (value: string) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export function accountReturnRoutes({
  returns,
  sessions,
  uploads,
  rateLimits,
}: {
  returns: CustomerReturns;
  sessions: CustomerSessions;
  uploads: UploadStore;
  /** The shared counters (decision 0026). */
  rateLimits: RateLimits;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  app.use(ACCOUNT_RETURNS_PATH, requireSession(sessions));
  app.use(`${ACCOUNT_RETURNS_PATH}/*`, requireSession(sessions));
  const customer = (c: { var: AccountEnv["Variables"] }) => c.var.session.customer;
  const jsonLimit = accountBodyLimit();
  const photosLimit = bodyLimit({
    maxSize: RETURN_PHOTOS_BODY_LIMIT,
    onError: (c) => failure(c, 413, RETURN_PHOTO_MESSAGES[shopperLanguage(c)].bodyTooLarge, "photos"),
  });
  const requestsLimited = rateLimit({
    limiter: rateLimits.limiter({ bucket: "account.return-requests", limit: RETURN_REQUESTS_PER_HOUR, windowMs: 60 * 60_000 }),
    key: (c) => `customer:${(c as Context<AccountEnv>).var.session.customer.id}`,
    onLimited: (c, seconds) => failure(c, 429, messagesFor(c).tooManyAttempts(seconds)),
  });
  /** Only the request itself, sent with its photos, may be larger than a JSON body. */
  const requestLimit: MiddlewareHandler = (c, next) => (isMultipart(c) ? photosLimit(c, next) : jsonLimit(c, next));

  app.get(`${ACCOUNT_RETURNS_PATH}/eligible`, async (c) => c.json({ success: true, orders: await returns.eligibleOrders(customer(c)) }));

  app.post(`${ACCOUNT_RETURNS_PATH}/quote`, accountBodyLimit(), async (c) => {
    const read = await readRequest(c);
    if (!read.ok) return read.response;
    const quoted = await returns.quote(customer(c), read.body);
    return quoted.ok ? c.json({ success: true, quote: quoted.value }) : refuse(c, quoted.reason, quoted.field);
  });

  app.get(ACCOUNT_RETURNS_PATH, async (c) => c.json({ success: true, returns: await returns.list(customer(c)) }));

  // Counted before the body is read: a refused request costs neither the upload nor the photos' decoding.
  app.post(ACCOUNT_RETURNS_PATH, requestsLimited, requestLimit, async (c) => {
    const read = isMultipart(c) ? await readMultipartRequest(c) : await readRequest(c);
    if (!read.ok) return read.response;
    // Each photo is checked and kept before the transaction (decoding is too slow to hold the order's lock for);
    // a refused photo removes those kept before it, and a request that is not written removes them all (the
    // service does, once it knows its transaction did not commit).
    const stored: StoredReturnPhoto[] = [];
    const discard = () => Promise.all(stored.map((photo) => uploads.removePrivate("returns", photo.file)));
    for (const [index, photo] of read.photos.entries()) {
      let saved;
      try {
        saved = await uploads.savePrivate("returns", new Uint8Array(await photo.arrayBuffer()));
      } catch (error) {
        await discard();
        throw error;
      }
      if (!saved.ok) {
        await discard();
        return refusePhoto(c, PHOTO_REFUSAL[saved.problem], photoName(c, photo, index), saved);
      }
      stored.push({ file: saved.file, width: saved.width, height: saved.height });
    }
    const made = await returns.request(customer(c), read.body, shopperLanguage(c), stored);
    return made.ok ? c.json({ success: true, return: made.value }, 201) : refuse(c, made.reason, made.field);
  });

  app.get(`${ACCOUNT_RETURNS_PATH}/:id`, async (c) => {
    const id = idFrom(c.req.param("id"));
    const found = id === null ? null : await returns.get(customer(c), id);
    return found ? c.json({ success: true, return: found }) : refuse(c, "return_not_found", "id");
  });

  app.get(`${ACCOUNT_RETURNS_PATH}/:id/photos/:position`, async (c) => {
    const id = idFrom(c.req.param("id"));
    const position = photoPosition(c.req.param("position"));
    const file = id === null || position === null ? null : await returns.photoFile(customer(c), id, position);
    const bytes = file ? await uploads.readPrivate("returns", file) : null;
    return bytes ? photoResponse(c, bytes, id!, position!) : refuse(c, "return_not_found", "id");
  });

  app.post(`${ACCOUNT_RETURNS_PATH}/:id/cancel`, async (c) => {
    const id = idFrom(c.req.param("id"));
    if (id === null) return refuse(c, "return_not_found", "id");
    const cancelled = await returns.cancel(customer(c), id, shopperLanguage(c));
    return cancelled.ok ? c.json({ success: true, return: cancelled.value }) : refuse(c, cancelled.reason, cancelled.field);
  });

  return app;
}
