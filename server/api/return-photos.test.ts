/**
 * Photos on a customer's return request (issue 19 item 2): sent as `multipart/form-data` beside the request's JSON,
 * checked and re-encoded by the upload store (turned upright, at most 1600 px, WebP without any metadata), written
 * in the request's transaction, and readable only by their customer and by staff — never by the public image route.
 * A refused photo, or a refused request, leaves neither a row nor a file. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#domain/staff-roles";
import type { DatabaseHandle } from "#server/db/client";
import { returnPhotos, returns } from "#server/db/schema";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { sendJson, signedInCustomer, socketFrom, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, variantGid } from "#tests/server/orders-kit.ts";
import { markDelivered, RETURN_TABLES } from "#tests/server/returns-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { ACCOUNT_RETURNS_PATH, RETURN_PHOTOS_BODY_LIMIT } from "./account-returns.ts";

let database: DatabaseHandle;
let single = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "elara-return-photos-"));
const photoFolder = path.join(dataDir, "private", "returns");

beforeAll(async () => {
  database = await createSeededTestDatabase();
  single = await variantGid(database, "PAP-1");
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clock = testClock(new Date("2026-03-01T10:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let staff: ReturnType<typeof staffKit>;
const members = {} as Record<StaffRole, StaffMemberSession>;
let token = "";

beforeEach(async () => {
  await emptyTables(database.db, ...RETURN_TABLES);
  rmSync(photoFolder, { recursive: true, force: true });
  clock.set(new Date("2026-03-01T10:00:00.000Z"));
  kit = buildOrdersApp({ database, clock, config: { ...testConfig, dataDir } });
  staff = staffKit(kit, clock);
  token = await signedIn("ana@example.ro");
});

async function signedIn(email: string) {
  return (await signedInCustomer(kit, email)).accessToken;
}

/** Two papillex bottles, paid on delivery and delivered the next day; the request's body for one of them, defective. */
async function deliveredOrder() {
  const body = orderBody([{ variantId: single, quantity: 2 }], { email: "ana@example.ro", paymentMethod: "cod" });
  const { orderNumber } = await placeOrder(kit, body, { accessToken: token });
  const {
    lines: [line],
  } = await markDelivered(database.db, orderNumber, {
    status: "payment_due_on_delivery",
    shippedAt: "2026-03-01T15:00:00.000Z",
    deliveredAt: "2026-03-02T12:00:00.000Z",
  });
  clock.set(new Date("2026-03-05T10:00:00.000Z"));
  return {
    orderNumber,
    body: {
      orderNumber,
      lines: [{ lineId: line!.id, quantity: 1, reason: "defective" }],
      details: "The seal was broken when it arrived.",
      refundMethod: "store_credit",
    },
  };
}

type Photo = { bytes: Uint8Array; name: string; type: string };

/** A phone's picture: JPEG, taken sideways (EXIF orientation 6), with the camera's make and GPS position. */
async function phonePhoto(width = 2400, height = 1800): Promise<Photo> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 190, g: 60, b: 50 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Pixel", Model: "Secret Phone 7" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 25/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "26/1 6/1 0/1" },
    })
    .toBuffer();
  return { bytes, name: "IMG_0001.jpg", type: "image/jpeg" };
}

async function png(width: number, height: number, name = "seal.png"): Promise<Photo> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return { bytes, name, type: "image/png" };
}

async function sendRequest(body: unknown, photos: Photo[], { language = "en", accessToken = token } = {}) {
  const form = new FormData();
  form.set("request", JSON.stringify(body));
  for (const photo of photos) form.append("photos", new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name, { type: photo.type }));
  const response = await kit.app.request(
    ACCOUNT_RETURNS_PATH,
    { method: "POST", headers: { "Accept-Language": language, Authorization: `Bearer ${accessToken}` }, body: form },
    socketFrom(),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const readPhoto = (url: string, accessToken: string | null = token) =>
  kit.app.request(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} }, socketFrom());

const storedFiles = () => {
  try {
    return readdirSync(photoFolder);
  } catch {
    return [];
  }
};

type PhotoView = { position: number; width: number; height: number; url: string };

describe("a return request with photos", () => {
  it("keeps two photos upright, resized, as WebP without any metadata, in the request's transaction", async () => {
    const { body } = await deliveredOrder();
    const made = await sendRequest(body, [await phonePhoto(), await png(500, 400)]);
    expect(made.status).toBe(201);
    const item = made.json.return as { id: number; photos: PhotoView[] };
    // Taken sideways: 2400 × 1800 stands 1800 × 2400, then fits 1600 px. The small one keeps its size.
    expect(item.photos).toEqual([
      { position: 0, width: 1200, height: 1600, url: `${ACCOUNT_RETURNS_PATH}/${item.id}/photos/0` },
      { position: 1, width: 500, height: 400, url: `${ACCOUNT_RETURNS_PATH}/${item.id}/photos/1` },
    ]);
    const rows = await database.db.select().from(returnPhotos).where(eq(returnPhotos.returnId, item.id)).orderBy(returnPhotos.position);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    expect(storedFiles().sort()).toEqual(rows.map((row) => row.file).sort());

    for (const [index, row] of rows.entries()) {
      const metadata = await sharp(path.join(photoFolder, row.file)).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: item.photos[index]!.width, height: item.photos[index]!.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }

    // Its customer reads it, privately; the detail and the list show the same photos.
    const answer = await readPhoto(item.photos[0]!.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/webp");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const served = Buffer.from(await answer.arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: "webp", width: 1200, height: 1600 });
    expect(served.includes(Buffer.from("Secret Phone"))).toBe(false);
    const detail = await sendJson(kit.app, "GET", `${ACCOUNT_RETURNS_PATH}/${item.id}`, token);
    expect((detail.json.return as { photos: PhotoView[] }).photos).toEqual(item.photos);
    expect(((await sendJson(kit.app, "GET", ACCOUNT_RETURNS_PATH, token)).json.returns as { photos: PhotoView[] }[])[0]!.photos).toEqual(
      item.photos,
    );
  });

  it("keeps accepting a JSON body, and a form without photos", async () => {
    const { body } = await deliveredOrder();
    const json = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, token, { ...body, lines: [{ ...body.lines[0]!, quantity: 1 }] });
    expect(json.status).toBe(201);
    expect(json.json.return).toMatchObject({ photos: [] });
    const form = await sendRequest(body, []);
    expect(form.status).toBe(201);
    expect(form.json.return).toMatchObject({ photos: [] });
  });

  it("refuses a fourth photo, changing nothing", async () => {
    const { body } = await deliveredOrder();
    const photo = await png(400, 400);
    const refused = await sendRequest(body, [photo, photo, photo, photo], { language: "ro" });
    expect(refused).toMatchObject({
      status: 422,
      json: { success: false, code: "photo_count", field: "photos", error: "Poți trimite cel mult 3 fotografii." },
    });
    expect(await database.db.select().from(returns)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a file that is not a picture after a good one, leaving no return and no file", async () => {
    const { body } = await deliveredOrder();
    const notes = { bytes: new TextEncoder().encode("not a picture at all"), name: "notes.txt", type: "image/jpeg" };
    const refused = await sendRequest(body, [await png(600, 600), notes], { language: "ro" });
    expect(refused).toMatchObject({
      status: 422,
      json: { code: "photo_type", field: "photos", error: expect.stringMatching(/^„notes\.txt” nu este o fotografie/) },
    });
    expect(await database.db.select().from(returns)).toEqual([]);
    expect(await database.db.select().from(returnPhotos)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("says why a HEIC, a tiny and an over-large photo are refused", async () => {
    const { body } = await deliveredOrder();
    // An HEVC-coded HEIF's container, as an iPhone writes it: its brand is enough to know it.
    const heic = new Uint8Array(64);
    heic.set(new TextEncoder().encode("\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000mif1heic"));
    expect(await sendRequest(body, [{ bytes: heic, name: "IMG_0002.HEIC", type: "image/heic" }])).toMatchObject({
      status: 422,
      json: { code: "photo_heic", field: "photos", error: expect.stringMatching(/^"IMG_0002\.HEIC" is a HEIC photo/) },
    });
    expect(await sendRequest(body, [await png(250, 900, "crop.png")])).toMatchObject({
      status: 422,
      json: { code: "photo_too_small", error: expect.stringMatching(/^"crop\.png" is only 250 × 900 px/) },
    });
    const large = { bytes: new Uint8Array(10 * 1024 * 1024 + 1), name: "huge.jpg", type: "image/jpeg" };
    expect(await sendRequest(body, [large], { language: "ro" })).toMatchObject({
      status: 422,
      json: { code: "photo_too_large", field: "photos", error: "„huge.jpg” are peste 10 MB. Alege o fotografie mai mică." },
    });
    expect(await database.db.select().from(returns)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("deletes the kept photos when the request itself is refused", async () => {
    const { body } = await deliveredOrder();
    const refused = await sendRequest({ ...body, details: "" }, [await png(600, 600), await png(700, 500)]);
    expect(refused).toMatchObject({ status: 422, json: { code: "details_required", field: "details" } });
    expect(await database.db.select().from(returns)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("allows a large form only with photos: a form over 3 × 10 MB and a JSON body over 16 KB are 413", async () => {
    const { body } = await deliveredOrder();
    const tooLarge = await kit.app.request(
      ACCOUNT_RETURNS_PATH,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(RETURN_PHOTOS_BODY_LIMIT + 1),
        },
        body: "--x--",
      },
      socketFrom(),
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ field: "photos" });
    const json = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, token, { ...body, details: "x".repeat(20_000) });
    expect(json.status).toBe(413);
  });
});

describe("who sees a return's photos", () => {
  it("answers 404 to another customer and 401 without a session; staff who read returns see them", async () => {
    const { body } = await deliveredOrder();
    const made = await sendRequest(body, [await png(800, 600)]);
    const item = made.json.return as { id: number; photos: PhotoView[] };
    const [row] = await database.db.select().from(returnPhotos);

    expect((await readPhoto(item.photos[0]!.url, null)).status).toBe(401);
    expect((await readPhoto(`${ACCOUNT_RETURNS_PATH}/${item.id}/photos/1`)).status).toBe(404);
    expect((await readPhoto(`${ACCOUNT_RETURNS_PATH}/${item.id}/photos/9`)).status).toBe(404);
    const ion = await signedIn("ion@example.ro");
    expect((await readPhoto(item.photos[0]!.url, ion)).status).toBe(404);

    // Never through the public image route, by any path to the private folder.
    expect((await kit.app.request(`/images/uploads/returns/${row!.file}`)).status).toBe(404);
    expect((await kit.app.request(`/images/uploads/private/${row!.file}`)).status).toBe(404);
    expect((await kit.app.request(`/images/uploads/..%2Fprivate%2Freturns/${row!.file}`)).status).toBe(404);
    expect(await kit.platform.uploads.read("returns", row!.file)).toBeNull();

    // Signed in now: the order's days went by on the clock.
    Object.assign(members, await staff.signInEach(["owner", "fulfilment"]));

    const detail = await staff.pagesAs(members.fulfilment).returnDetail(item.id);
    expect(detail!.return!.photos).toEqual([{ position: 0, width: 800, height: 600, url: `/api/admin/returns/${item.id}/photos/0` }]);
    const seen = await staff.call("GET", `/api/admin/returns/${item.id}/photos/0`, { member: members.fulfilment });
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Content-Type")).toBe("image/webp");
    expect(seen.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await sharp(Buffer.from(await seen.response.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 600 });
    expect((await staff.call("GET", `/api/admin/returns/${item.id}/photos/0`)).status).toBe(401);
    expect((await staff.call("GET", `/api/admin/returns/${item.id}/photos/2`, { member: members.owner })).status).toBe(404);
    expect((await staff.call("GET", `/api/admin/returns/999999/photos/0`, { member: members.owner })).status).toBe(404);
  });
});
