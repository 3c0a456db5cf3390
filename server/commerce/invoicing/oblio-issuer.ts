/**
 * Oblio as the invoice issuer (decision 0177), a thin client written from https://www.oblio.eu/api and the official
 * clients (OblioSoftware/OblioApi, PHP): a token from `POST /api/authorize/token` (the login email and the API secret,
 * valid `expires_in` seconds, kept until a minute before), `POST /api/docs/invoice` with `idempotencyKey` so a retry
 * answers the document already issued instead of a second one, `referenceDocument` for a credit note (Oblio's storno
 * of that invoice), then `POST /api/docs/einvoice` to send it to ANAF's SPV. The PDF is the document's `link`.
 */
import type { Clock } from "#server/commerce/shared/clock";
import {
  IssuerError,
  issuerFetch,
  issuerJson,
  wholeNumber,
  type InvoiceIssuer,
  type IssuedDocument,
  type IssuerRequest,
} from "./invoice-issuer.ts";

export interface OblioAccount {
  email: string;
  secret: string;
  cif: string;
  series: string;
  baseUrl: string;
}

const SERVICE = "Oblio";

/** Oblio's client object: a company by its CIF, a person by name and address alone. */
function oblioClient(request: IssuerRequest) {
  const { buyer } = request;
  return {
    name: buyer.name,
    ...(buyer.vatId ? { cif: buyer.vatId, vatPayer: /^RO/i.test(buyer.vatId) } : {}),
    ...(buyer.registrationNumber ? { rc: buyer.registrationNumber } : {}),
    address: buyer.address.street,
    state: buyer.address.county,
    city: buyer.address.city,
    country: buyer.address.countryCode,
    email: buyer.email,
  };
}

export function oblioInvoiceBody(account: Pick<OblioAccount, "cif" | "series">, request: IssuerRequest) {
  return {
    cif: account.cif,
    client: oblioClient(request),
    issueDate: request.issueDate,
    seriesName: request.corrects?.series ?? account.series,
    language: request.language === "en" ? "EN" : "RO",
    precision: 2,
    currency: "RON",
    products: request.lines.map((line) => ({
      name: line.name,
      ...(line.code ? { code: line.code } : {}),
      price: line.unitPriceRon,
      measuringUnit: "buc",
      currency: "RON",
      vatPercentage: line.vatPercent,
      vatIncluded: true,
      quantity: line.quantity,
      productType: "Marfa",
    })),
    ...(request.corrects
      ? { referenceDocument: { type: "Factura", seriesName: request.corrects.series, number: request.corrects.number } }
      : {}),
    mentions: `Comanda ${request.orderNumber}`,
    idempotencyKey: request.key,
  };
}

export function createOblioIssuer(account: OblioAccount, clock: Clock): InvoiceIssuer {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > clock().getTime()) return token.value;
    const response = await issuerFetch(SERVICE, `${account.baseUrl}/api/authorize/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ client_id: account.email, client_secret: account.secret, grant_type: "client_credentials" }),
    });
    const body = await issuerJson(response, SERVICE);
    if (!response.ok || typeof body.access_token !== "string")
      throw new IssuerError(`${SERVICE} refused the API credentials (${response.status})`, response.status >= 500);
    const seconds = Number(body.expires_in ?? 3600);
    // A minute early, so a token never dies between its check and Oblio's.
    token = { value: body.access_token, until: clock().getTime() + Math.max(0, (Number.isFinite(seconds) ? seconds : 3600) - 60) * 1000 };
    return token.value;
  }

  async function call(method: "POST" | "GET", path: string, payload?: object): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await issuerFetch(SERVICE, `${account.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, accept: "application/json", "content-type": "application/json" },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      // A token Oblio no longer takes (revoked, or its clock ahead of ours): a new one, once.
      if (response.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      const body = await issuerJson(response, SERVICE);
      if (!response.ok || (typeof body.status === "number" && body.status !== 200)) {
        const words = typeof body.statusMessage === "string" ? body.statusMessage : `HTTP ${response.status}`;
        throw new IssuerError(`${SERVICE}: ${words}`, response.status >= 500 || response.status === 429);
      }
      return body;
    }
  }

  const issued = (body: Record<string, unknown>): IssuedDocument => {
    const data = (body.data ?? {}) as Record<string, unknown>;
    const number = wholeNumber(data.number);
    if (typeof data.seriesName !== "string" || number === null)
      throw new IssuerError(`${SERVICE} answered without a series and number`, true);
    return { series: data.seriesName, number, link: typeof data.link === "string" ? data.link : null };
  };

  return {
    name: "oblio",
    expect: async () => null,
    // The idempotency key makes issuing again answer the document an earlier attempt issued.
    recover: async () => null,
    issue: async (request) => issued(await call("POST", "/api/docs/invoice", oblioInvoiceBody(account, request))),
    async sendToAnaf(document) {
      await call("POST", "/api/docs/einvoice", { cif: account.cif, seriesName: document.series, number: document.number });
    },
    async pdf(document) {
      if (!document.link) throw new IssuerError(`${SERVICE} gave no link to the PDF of ${document.series} ${document.number}`, false);
      const response = await issuerFetch(SERVICE, document.link, { method: "GET" });
      if (!response.ok) throw new IssuerError(`${SERVICE}'s PDF answered ${response.status}`, response.status >= 500);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
