/**
 * ANAF's e-Factura, behind one interface (decision 0060). The REST adapter follows ANAF's published API: an OAuth 2
 * access token obtained with the store's refresh token (`/anaf-oauth2/v1/token`), then the XML posted with
 * `?standard=UBL|CN&cif=…` to `/uploadb2c` when the buyer is a consumer (no CUI: a CNP or thirteen zeros; ANAF refuses
 * those on `/upload`) or to `/upload` for a company (`extern=DA` when it is foreign) — answer: `index_incarcare` —,
 * `GET /stareMesaj?id_incarcare=…` (answer: `stare` ok / nok / in prelucrare, with `id_descarcare`),
 * `GET /listaMesajeFactura?zile=…&cif=…` (the messages of the last 1–60 days, JSON) and `GET /descarcare?id=…` (a ZIP
 * with ANAF's signed answer or its errors).
 * ANAF is not reachable from the development machines; the tests run this adapter against a local fake of those
 * answers. No secret is ever logged: errors name the step and ANAF's status, never a token.
 */
import { parseDocument, DomUtils } from "htmlparser2";

export type UploadOutcome = { ok: true; uploadId: string } | { ok: false; message: string };

export type StatusOutcome =
  { state: "processing" } | { state: "accepted"; downloadId: string } | { state: "rejected"; downloadId: string | null; message: string };

/** One entry of ANAF's message list: `FACTURA TRIMISA` (accepted), `ERORI FACTURA` (refused), or others the store ignores. */
export interface AnafMessage {
  /** The answer's id, for `/descarcare`. */
  id: string;
  /** The upload's `index_incarcare`. */
  uploadId: string;
  type: string;
  details: string;
  /** `YYYYMMDDHHmm`, as ANAF writes it. */
  createdAt: string;
}

export interface UploadOptions {
  sellerCif: string;
  creditNote: boolean;
  /** A buyer without a CUI (a CNP or thirteen zeros): `/uploadb2c`. */
  consumer: boolean;
  /** A company outside Romania: `extern=DA`. */
  foreignBuyer: boolean;
}

/** ANAF's message list keeps 60 days. */
export const ANAF_MESSAGE_DAYS_MAX = 60;

export interface EfacturaGateway {
  upload(xml: string, options: UploadOptions): Promise<UploadOutcome>;
  status(uploadId: string): Promise<StatusOutcome>;
  /** ANAF's answer for a processed upload: a ZIP (the signed invoice, or the list of errors). */
  download(downloadId: string): Promise<Buffer>;
  /** The seller's messages of the last `days` days (1–60). */
  messages(sellerCif: string, days: number): Promise<AnafMessage[]>;
}

/** The path and query an upload goes to: the door follows the buyer (decision 0094). */
export function uploadPath({ sellerCif, creditNote, consumer, foreignBuyer }: UploadOptions): string {
  const query = new URLSearchParams({ standard: creditNote ? "CN" : "UBL", cif: bareCif(sellerCif) });
  if (foreignBuyer && !consumer) query.set("extern", "DA");
  return `${consumer ? "/uploadb2c" : "/upload"}?${query}`;
}

const bareCif = (cif: string) => cif.replace(/^RO/i, "");

export interface AnafSettings {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  tokenUrl: string;
  /** `https://api.anaf.ro/prod/FCTEL/rest` (or `/test/…` for ANAF's test environment). */
  apiBase: string;
}

/** What went wrong talking to ANAF, without any credential in it. */
export class AnafError extends Error {
  override name = "AnafError";
}

const REQUEST_TIMEOUT_MS = 30_000;

function attributesOf(xml: string, element: string): Record<string, string> | null {
  const found = DomUtils.findOne(
    (node) => node.name === element || node.name.endsWith(`:${element}`),
    parseDocument(xml, { xmlMode: true }).children,
  );
  return found ? found.attribs : null;
}

function errorsOf(xml: string): string {
  return DomUtils.findAll((node) => node.name === "Errors" || node.name.endsWith(":Errors"), parseDocument(xml, { xmlMode: true }).children)
    .map((node) => node.attribs.errorMessage ?? "")
    .filter(Boolean)
    .join("; ");
}

export function createAnafGateway(settings: AnafSettings, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): EfacturaGateway {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now() + 60_000) return token.value;
    const response = await fetchImpl(settings.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: settings.refreshToken,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new AnafError(`ANAF refused the token refresh (HTTP ${response.status})`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new AnafError("ANAF's token answer has no access_token");
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetchImpl(`${settings.apiBase}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${await accessToken()}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401) token = null;
    if (!response.ok) throw new AnafError(`ANAF answered HTTP ${response.status} to ${path.split("?")[0]}`);
    return response;
  }

  return {
    async upload(xml, options) {
      const answer = await (
        await call(uploadPath(options), { method: "POST", headers: { "Content-Type": "text/plain" }, body: xml })
      ).text();
      const header = attributesOf(answer, "header");
      if (header?.ExecutionStatus === "0" && header.index_incarcare) return { ok: true, uploadId: header.index_incarcare };
      return { ok: false, message: errorsOf(answer) || "ANAF did not accept the upload" };
    },

    async status(uploadId) {
      const answer = await (await call(`/stareMesaj?${new URLSearchParams({ id_incarcare: uploadId })}`)).text();
      const header = attributesOf(answer, "header");
      const state = header?.stare ?? "";
      if (state === "ok" && header?.id_descarcare) return { state: "accepted", downloadId: header.id_descarcare };
      if (state === "in prelucrare") return { state: "processing" };
      const message = errorsOf(answer);
      if (state === "nok" || state.startsWith("XML cu erori"))
        return { state: "rejected", downloadId: header?.id_descarcare ?? null, message: message || state };
      if (message) throw new AnafError(`ANAF could not say how upload ${uploadId} stands: ${message}`);
      return { state: "processing" };
    },

    async download(downloadId) {
      const response = await call(`/descarcare?${new URLSearchParams({ id: downloadId })}`);
      return Buffer.from(await response.arrayBuffer());
    },

    async messages(sellerCif, days) {
      const query = new URLSearchParams({
        zile: String(Math.min(Math.max(Math.round(days), 1), ANAF_MESSAGE_DAYS_MAX)),
        cif: bareCif(sellerCif),
      });
      const answer = (await (await call(`/listaMesajeFactura?${query}`)).json()) as {
        mesaje?: { id?: string; id_solicitare?: string; tip?: string; detalii?: string; data_creare?: string }[];
        eroare?: string;
      };
      // ANAF answers an empty list as an error with these words.
      if (answer.eroare) {
        if (/^Nu exista mesaje/i.test(answer.eroare)) return [];
        throw new AnafError(`ANAF refused the message list: ${answer.eroare}`);
      }
      return (answer.mesaje ?? []).flatMap((message) =>
        message.id && message.id_solicitare
          ? [
              {
                id: message.id,
                uploadId: message.id_solicitare,
                type: message.tip ?? "",
                details: message.detalii ?? "",
                createdAt: message.data_creare ?? "",
              },
            ]
          : [],
      );
    },
  };
}
