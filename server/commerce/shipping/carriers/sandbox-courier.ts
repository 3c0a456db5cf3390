/**
 * The sandbox courier (issue 43 item 2): a courier of the store's own that dev, demos and the tests ship with, since
 * no machine here reaches a real one. It answers a small REST API of its own (below) through the same HTTP session
 * as the real couriers (`sandbox.ts` is its client), so tokens, retries and failures take the real path:
 *
 *   POST /auth {username, password} → {token, expiresAt}          tokens last 24 h
 *   POST /quotes, POST /shipments {draft} → {awb, parcels, costMinor}   AWBs SBX00000001, SBX00000002, …
 *   GET  /shipments?reference=&from= → {shipments}                 the lookup after a lost answer
 *   GET  /labels?awbs=A,B&format=a6|a4 → one PDF                   DELETE /shipments/{awb} (409 once scanned)
 *   GET  /tracking?awbs=A,B, GET /events?from=&to= → {events}      GET /points, GET /remittances?day=
 *
 * Each parcel follows a scripted timeline measured from its creation on the sandbox's clock (a test moves the clock;
 * nothing runs by itself): picked up after 3 h, in transit after 8 h, then out for delivery (or in its locker) after
 * 20 h and delivered after 26 h (30 h from a locker) — or, for a parcel told to be refused, refused after 26 h,
 * returning after 30 h and back at the shop after 72 h. Delivered cash-on-delivery parcels are paid out three days
 * after delivery. `inject` makes the next call fail as real couriers do. State lives in memory: the sandbox is for
 * one process (dev, a test, a demo), never for production.
 */
import { createRequire } from "node:module";
import { shopLocalDateTime } from "#domain/dates";
import { formatMoney } from "#domain/format-price";
import type { ShipmentDraft } from "./carrier.ts";
import { SANDBOX_POINTS } from "./sandbox-points.ts";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");

const HOUR = 3_600_000;
/** The request header that names the courier the sandbox answers as (configured-couriers.ts sets it). */
export const STAND_IN_HEADER = "X-Sandbox-As";
const TOKEN_LIFETIME = 24 * HOUR;
const REMITTANCE_DELAY_DAYS = 3;

export type SandboxOutcome = "delivered" | "refused";
/** The failures a real courier gives, each injected into the next call that can have it. */
export type SandboxFailure = "expired-token" | "server-error" | "lose-create-answer" | "refused-credentials";

/** The sandbox's own status codes, which its client maps like any courier's. */
export type SandboxCode =
  | "CREATED"
  | "PICKED_UP"
  | "IN_TRANSIT"
  | "OUT_FOR_DELIVERY"
  | "IN_LOCKER"
  | "DELIVERED"
  | "REFUSED"
  | "RETURNING"
  | "RETURNED"
  | "CANCELLED";

const WORDS: Record<SandboxCode, string> = {
  CREATED: "AWB emis",
  PICKED_UP: "Colet preluat de curier",
  IN_TRANSIT: "Colet în tranzit",
  OUT_FOR_DELIVERY: "Colet în livrare",
  IN_LOCKER: "Colet depus în locker",
  DELIVERED: "Colet livrat",
  REFUSED: "Colet refuzat de destinatar",
  RETURNING: "Colet în retur către expeditor",
  RETURNED: "Colet returnat expeditorului",
  CANCELLED: "AWB anulat",
};

const SCRIPTS: Record<"home" | "locker" | "refused", [number, SandboxCode][]> = {
  home: [
    [0, "CREATED"],
    [3, "PICKED_UP"],
    [8, "IN_TRANSIT"],
    [20, "OUT_FOR_DELIVERY"],
    [26, "DELIVERED"],
  ],
  locker: [
    [0, "CREATED"],
    [3, "PICKED_UP"],
    [8, "IN_TRANSIT"],
    [20, "IN_LOCKER"],
    [30, "DELIVERED"],
  ],
  refused: [
    [0, "CREATED"],
    [3, "PICKED_UP"],
    [8, "IN_TRANSIT"],
    [20, "OUT_FOR_DELIVERY"],
    [26, "REFUSED"],
    [30, "RETURNING"],
    [72, "RETURNED"],
  ],
};

interface Parcel {
  awb: string;
  draft: ShipmentDraft;
  createdAt: number;
  costMinor: number;
  outcome: SandboxOutcome;
  cancelledAt: number | null;
  /** The courier the sandbox made it as (`X-Sandbox-As`): its account's feeds list only its own parcels. */
  madeAs: string;
  /** Each time the parcel was moved forward: when, and by how much in all since it was made. */
  advances: { at: number; skippedMs: number }[];
}

export interface SandboxEvent {
  awb: string;
  code: SandboxCode;
  at: string;
  description: string;
  location: string | null;
}

export interface SandboxCourier {
  /** Answers a request to the sandbox's API, as its HTTP server would. */
  handle(request: Request): Promise<Response>;
  /** The credentials the sandbox accepts. */
  readonly credentials: { username: string; password: string };
  inject(failure: SandboxFailure): void;
  /** Makes the parcel of this AWB or reference be refused at the door (and come back) instead of delivered. */
  refuse(awbOrReference: string): boolean;
  /**
   * Moves one parcel's story forward by `hours` from now, for a demo or a browser test that cannot wait a day: the
   * steps it skips happen now, as a courier's late scans do, so a tracking cursor already past them still hears them.
   */
  advance(awbOrReference: string, hours: number): boolean;
  /** The visits to the shop booked on each account, oldest first, for its development page. */
  pickups(): { account: string; from: string; to: string; awbs: string[] }[];
  /** The sandbox's parcels, newest first, for its development page. */
  parcels(): { awb: string; reference: string; lockerId: string | null; cashOnDeliveryMinor: number; events: SandboxEvent[] }[];
}

function costOf(draft: ShipmentDraft): number {
  const grams = draft.parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0);
  const extraKilos = Math.max(0, Math.ceil(grams / 1000) - 1);
  return 1_850 + extraKilos * 150 + (draft.cashOnDeliveryMinor > 0 ? 250 : 0) + (draft.lockerId ? -300 : 0);
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const problem = (status: number, message: string) => json({ error: message }, status);

async function labelPdf(parcels: Parcel[], format: "a6" | "a4"): Promise<Uint8Array> {
  // Loaded when a label is first printed, as the invoices' PDFs are (invoice-pdf.ts).
  const { default: PDFDocument } = await import("pdfkit");
  const document = new PDFDocument({ size: format === "a4" ? "A4" : "A6", margin: 24, autoFirstPage: false });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => document.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  document.registerFont("label", FONT);
  for (const parcel of parcels) {
    const { recipient } = parcel.draft;
    document.addPage().font("label");
    document.fontSize(9).text("ELARA · Curier sandbox");
    const { sender, firstMileLockerId } = parcel.draft;
    if (sender)
      document.text(`Retur de la: ${sender.name}, ${sender.city}${firstMileLockerId ? ` · depus în locker ${firstMileLockerId}` : ""}`);
    document.moveDown(0.5).fontSize(20).text(parcel.awb);
    document
      .moveDown(0.5)
      .fontSize(10)
      .text(recipient.name)
      .text(recipient.street)
      .text(`${recipient.city}, ${recipient.county}`)
      .text(recipient.phone);
    if (parcel.draft.lockerId) document.moveDown(0.3).text(`Locker: ${parcel.draft.lockerId}`);
    document.moveDown(0.5).text(`Ramburs: ${formatMoney({ amountMinor: parcel.draft.cashOnDeliveryMinor, currencyCode: "RON" })}`);
    document.text(`Ref.: ${parcel.draft.reference}`);
  }
  document.end();
  return done;
}

export interface SandboxOptions {
  now: () => Date;
  /**
   * The highest AWB number the store already holds from the sandbox: numbering goes on after it, so the AWBs of a
   * restarted sandbox never collide with those the store kept (its parcels themselves live only in memory).
   */
  lastAwbNumber?: () => Promise<number>;
}

export function createSandboxCourier({ now, lastAwbNumber = async () => 0 }: SandboxOptions): SandboxCourier {
  const credentials = { username: "sandbox", password: "sandbox-courier-password" };
  const parcels = new Map<string, Parcel>();
  const tokens = new Map<string, number>();
  const pending = new Set<SandboxFailure>();
  const pickups: { account: string; from: string; to: string; awbs: string[] }[] = [];
  let serial: number | null = null;
  let tokenSerial = 0;

  const take = (failure: SandboxFailure) => pending.delete(failure);
  const ofAccount = (account: string) => [...parcels.values()].filter((parcel) => parcel.madeAs === account);
  const parcelOf = (awbOrReference: string) =>
    parcels.get(awbOrReference) ?? [...parcels.values()].find((candidate) => candidate.draft.reference === awbOrReference);
  const time = () => now().getTime();

  /**
   * When a moment of the parcel's own story (its creation plus the script's hours) happens on the clock: as scripted
   * until the parcel is moved forward; a moment an advance skipped happens at that advance (`order` keeps the skipped
   * steps in their order within it).
   */
  function happensAt(parcel: Parcel, storyTime: number, order: number): number {
    const segments = [{ at: parcel.createdAt, skippedMs: 0 }, ...parcel.advances];
    for (const [index, { at, skippedMs }] of segments.entries()) {
      const happens = Math.max(at + order, storyTime - skippedMs);
      if (happens < (segments[index + 1]?.at ?? Infinity)) return happens;
    }
    return storyTime;
  }

  function timeline(parcel: Parcel): SandboxEvent[] {
    const script = parcel.outcome === "refused" ? SCRIPTS.refused : parcel.draft.lockerId ? SCRIPTS.locker : SCRIPTS.home;
    const steps = script
      .map(([hours, code], order) => ({ at: happensAt(parcel, parcel.createdAt + hours * HOUR, order), code }))
      .filter((step) => step.at <= time() && (parcel.cancelledAt === null || step.at <= parcel.cancelledAt));
    if (parcel.cancelledAt !== null) steps.push({ at: parcel.cancelledAt, code: "CANCELLED" });
    const location = (code: SandboxCode) =>
      code === "IN_LOCKER"
        ? (parcel.draft.lockerId ?? null)
        : code === "CREATED" || code === "CANCELLED"
          ? null
          : parcel.draft.recipient.city;
    return steps.map(({ at, code }) => ({
      awb: parcel.awb,
      code,
      at: new Date(at).toISOString(),
      description: WORDS[code],
      location: location(code),
    }));
  }

  const scanned = (parcel: Parcel) => timeline(parcel).some((event) => event.code !== "CREATED");

  function remittancesOn(day: string, account: string) {
    return ofAccount(account).flatMap((parcel) => {
      const delivered = timeline(parcel).find((event) => event.code === "DELIVERED");
      if (!delivered || parcel.draft.cashOnDeliveryMinor === 0) return [];
      const deliveredInStory = parcel.createdAt + SCRIPTS[parcel.draft.lockerId ? "locker" : "home"].at(-1)![0] * HOUR;
      const paidAt = new Date(
        Math.max(Date.parse(delivered.at), happensAt(parcel, deliveredInStory + REMITTANCE_DELAY_DAYS * 24 * HOUR, 0)),
      );
      const paidOn = shopLocalDateTime(paidAt).slice(0, 10);
      if (paidOn !== day || paidAt.getTime() > time()) return [];
      return [
        { awb: parcel.awb, amountMinor: parcel.draft.cashOnDeliveryMinor, paidOn, bankReference: `SBX-OP-${day.replaceAll("-", "")}` },
      ];
    });
  }

  async function createParcel(draft: ShipmentDraft, madeAs: string): Promise<Parcel> {
    serial ??= await lastAwbNumber();
    serial += 1;
    const parcel: Parcel = {
      awb: `SBX${String(serial).padStart(8, "0")}`,
      draft,
      createdAt: time(),
      costMinor: costOf(draft),
      outcome: "delivered",
      cancelledAt: null,
      madeAs,
      advances: [],
    };
    parcels.set(parcel.awb, parcel);
    return parcel;
  }

  const created = (parcel: Parcel) => ({ awb: parcel.awb, parcels: [parcel.awb], costMinor: parcel.costMinor });

  async function authenticated(request: Request, url: URL): Promise<Response> {
    const { method } = request;
    // Standing in for a courier, the sandbox keeps one account for each: its lists answer that account's parcels only.
    const account = request.headers.get(STAND_IN_HEADER) ?? "sandbox";
    const path = url.pathname.replace(/^.*?\/(?=quotes|shipments|labels|tracking|events|points|remittances|pickups)/, "/");
    if (method === "POST" && path === "/quotes") return json({ costMinor: costOf((await request.json()) as ShipmentDraft) });
    if (method === "POST" && path === "/shipments") {
      const draft = (await request.json()) as ShipmentDraft;
      if (!draft.reference || !draft.recipient?.phone || !draft.parcels?.length)
        return problem(400, "reference, recipient.phone and parcels are required");
      for (const locker of [draft.lockerId, draft.firstMileLockerId])
        if (locker && !SANDBOX_POINTS.some((point) => point.externalId === locker)) return problem(400, `Unknown locker ${locker}`);
      const parcel = await createParcel(draft, account);
      // The courier made the parcel, but its answer never arrives.
      if (take("lose-create-answer")) return problem(504, "Gateway timeout");
      return json(created(parcel), 201);
    }
    if (method === "GET" && path === "/shipments") {
      const reference = url.searchParams.get("reference") ?? "";
      const from = Date.parse(url.searchParams.get("from") ?? "") || 0;
      const found = ofAccount(account).filter(
        (parcel) => parcel.draft.reference === reference && parcel.createdAt >= from && parcel.cancelledAt === null,
      );
      return json({ shipments: found.map(created) });
    }
    if (method === "GET" && path === "/labels") {
      const awbs = (url.searchParams.get("awbs") ?? "").split(",").filter(Boolean);
      const found = awbs.map((awb) => parcels.get(awb));
      if (found.length === 0 || found.some((parcel) => !parcel)) return problem(404, "Unknown AWB");
      const pdf = await labelPdf(found as Parcel[], url.searchParams.get("format") === "a4" ? "a4" : "a6");
      return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
    }
    const cancelMatch = /^\/shipments\/([^/]+)$/.exec(path);
    if (method === "DELETE" && cancelMatch) {
      const parcel = parcels.get(decodeURIComponent(cancelMatch[1]!));
      if (!parcel) return problem(404, "Unknown AWB");
      if (scanned(parcel)) return problem(409, "The parcel has been scanned and can no longer be cancelled");
      parcel.cancelledAt = time();
      return json({ cancelled: true });
    }
    if (method === "GET" && path === "/tracking") {
      const awbs = (url.searchParams.get("awbs") ?? "").split(",").filter(Boolean);
      if (awbs.some((awb) => !parcels.has(awb))) return problem(404, "Unknown AWB");
      return json({ events: awbs.flatMap((awb) => timeline(parcels.get(awb)!)) });
    }
    if (method === "GET" && path === "/events") {
      const from = Date.parse(url.searchParams.get("from") ?? "");
      const to = Date.parse(url.searchParams.get("to") ?? "");
      if (Number.isNaN(from) || Number.isNaN(to)) return problem(400, "from and to must be ISO times");
      const events = ofAccount(account)
        .flatMap(timeline)
        .filter((event) => Date.parse(event.at) > from && Date.parse(event.at) <= to);
      return json({ events: events.sort((a, b) => a.at.localeCompare(b.at)) });
    }
    if (method === "GET" && path === "/points") return json({ points: SANDBOX_POINTS });
    if (method === "POST" && path === "/pickups") {
      const window = (await request.json().catch(() => ({}))) as { from?: string; to?: string };
      const from = Date.parse(window.from ?? "");
      const to = Date.parse(window.to ?? "");
      if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return problem(400, "from and to must be ISO times, from before to");
      // A visit collects the account's parcels made since its last one, as Cargus's order of a pick-up point does.
      const collected = new Set(pickups.flatMap((pickup) => pickup.awbs));
      const awbs = ofAccount(account)
        .filter((parcel) => !collected.has(parcel.awb) && parcel.cancelledAt === null)
        .map((parcel) => parcel.awb);
      if (awbs.length === 0) return problem(409, "No AWB made since the last pick-up");
      pickups.push({ account, from: new Date(from).toISOString(), to: new Date(to).toISOString(), awbs });
      return json({ booked: true }, 201);
    }
    if (method === "GET" && path === "/remittances")
      return json({ remittances: remittancesOn(url.searchParams.get("day") ?? "", account) });
    return problem(404, `No route ${method} ${path}`);
  }

  return {
    credentials,
    pickups: () => pickups.map((pickup) => ({ ...pickup, awbs: [...pickup.awbs] })),
    inject: (failure) => void pending.add(failure),
    refuse(awbOrReference) {
      const parcel = parcelOf(awbOrReference);
      if (!parcel) return false;
      parcel.outcome = "refused";
      return true;
    },
    advance(awbOrReference, hours) {
      const parcel = parcelOf(awbOrReference);
      if (!parcel || !(hours > 0)) return false;
      const skippedMs = (parcel.advances.at(-1)?.skippedMs ?? 0) + hours * HOUR;
      parcel.advances.push({ at: Math.max(time(), (parcel.advances.at(-1)?.at ?? 0) + 1), skippedMs });
      return true;
    },
    parcels: () =>
      [...parcels.values()].reverse().map((parcel) => ({
        awb: parcel.awb,
        reference: parcel.draft.reference,
        lockerId: parcel.draft.lockerId ?? null,
        cashOnDeliveryMinor: parcel.draft.cashOnDeliveryMinor,
        events: timeline(parcel),
      })),
    async handle(request) {
      const url = new URL(request.url);
      if (take("server-error")) return problem(503, "Service temporarily unavailable");
      if (request.method === "POST" && url.pathname.endsWith("/auth")) {
        const given = (await request.json().catch(() => ({}))) as { username?: string; password?: string };
        if (take("refused-credentials") || given.username !== credentials.username || given.password !== credentials.password)
          return problem(401, "Invalid credentials");
        tokenSerial += 1;
        const token = `sbx-token-${tokenSerial}`;
        tokens.set(token, time() + TOKEN_LIFETIME);
        return json({ token, expiresAt: new Date(time() + TOKEN_LIFETIME).toISOString() });
      }
      const token = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
      if (take("expired-token")) tokens.clear();
      if ((tokens.get(token) ?? 0) <= time()) return problem(401, "Token expired");
      return authenticated(request, url);
    },
  };
}
