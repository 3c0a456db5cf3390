/**
 * SmartBill as the invoice issuer (decision 0177), a thin client written from https://api.smartbill.ro (base
 * `https://ws.smartbill.ro/SBORO/api`, HTTP Basic with the login email and the API token): `POST /invoice`, `POST
 * /invoice/reverse` for a credit note taking back a whole invoice (an invoice with negative quantities for a part),
 * `GET /invoice/pdf`, `GET /series` for the series' next number and `GET /invoice/paymentstatus` to find a document by
 * its number. SmartBill has no idempotency key: the next number is recorded before asking, and a retry first looks for
 * a document with that number and the same total, and adopts it rather than issue a second one.
 */
import {
  IssuerError,
  issuerFetch,
  issuerJson,
  wholeNumber,
  type InvoiceIssuer,
  type IssuedDocument,
  type IssuerRequest,
} from "./invoice-issuer.ts";

export interface SmartbillAccount {
  user: string;
  token: string;
  cif: string;
  series: string;
  baseUrl: string;
}

const SERVICE = "SmartBill";

/** SmartBill's VAT names: its standard and reduced rates by the percent, and exempt at 0. */
export function smartbillTaxName(percent: number): string {
  if (percent === 0) return "Scutita";
  return percent >= 19 ? "Normala" : "Redusa";
}

export function smartbillInvoiceBody(account: Pick<SmartbillAccount, "cif" | "series">, request: IssuerRequest) {
  const { buyer } = request;
  return {
    companyVatCode: account.cif,
    client: {
      name: buyer.name,
      ...(buyer.vatId ? { vatCode: buyer.vatId, isTaxPayer: /^RO/i.test(buyer.vatId) } : { isTaxPayer: false }),
      ...(buyer.registrationNumber ? { regCom: buyer.registrationNumber } : {}),
      address: buyer.address.street,
      city: buyer.address.city,
      county: buyer.address.county,
      country: buyer.address.countryCode,
      email: buyer.email,
      saveToDb: false,
    },
    issueDate: request.issueDate,
    seriesName: request.corrects?.series ?? account.series,
    isDraft: false,
    language: request.language === "en" ? "EN" : "RO",
    mentions: request.corrects
      ? `Comanda ${request.orderNumber}; stornare parțială a facturii ${request.corrects.series} ${request.corrects.number}`
      : `Comanda ${request.orderNumber}`,
    products: request.lines.map((line) => ({
      name: line.name,
      ...(line.code ? { code: line.code } : {}),
      isDiscount: false,
      measuringUnitName: "buc",
      currency: "RON",
      quantity: line.quantity,
      price: line.unitPriceRon,
      isTaxIncluded: true,
      taxName: smartbillTaxName(line.vatPercent),
      taxPercentage: line.vatPercent,
      saveToDb: false,
      isService: false,
    })),
  };
}

export function createSmartbillIssuer(account: SmartbillAccount): InvoiceIssuer {
  const authorization = `Basic ${Buffer.from(`${account.user}:${account.token}`).toString("base64")}`;
  const api = `${account.baseUrl}/SBORO/api`;
  const query = (values: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

  async function call(method: "GET" | "POST", path: string, payload?: object): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await issuerFetch(SERVICE, `${api}${path}`, {
      method,
      headers: { authorization, accept: "application/json", "content-type": "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: response.status, body: await issuerJson(response, SERVICE) };
  }

  const refused = (status: number, body: Record<string, unknown>) => {
    const words = typeof body.errorText === "string" && body.errorText !== "" ? body.errorText : `HTTP ${status}`;
    return new IssuerError(`${SERVICE}: ${words}`, status >= 500 || status === 429);
  };

  const issued = (status: number, body: Record<string, unknown>): IssuedDocument => {
    if (status >= 400 || (typeof body.errorText === "string" && body.errorText !== "")) throw refused(status, body);
    const number = wholeNumber(body.number);
    if (typeof body.series !== "string" || number === null) throw new IssuerError(`${SERVICE} answered without a series and number`, true);
    return { series: body.series, number, link: typeof body.url === "string" && body.url !== "" ? body.url : null };
  };

  const seriesOf = (request: IssuerRequest) => request.corrects?.series ?? account.series;

  return {
    name: "smartbill",
    async expect(request) {
      const { status, body } = await call("GET", `/series?${query({ cif: account.cif, type: "f" })}`);
      if (status >= 400) throw refused(status, body);
      const list = Array.isArray(body.list) ? (body.list as Record<string, unknown>[]) : [];
      const series = list.find((entry) => entry.name === seriesOf(request));
      const next = wholeNumber(series?.nextNumber);
      if (next === null) throw new IssuerError(`${SERVICE} has no invoice series named ${seriesOf(request)}`, false);
      return next;
    },
    async recover(request, expected) {
      if (expected === null) return null;
      const { status, body } = await call(
        "GET",
        `/invoice/paymentstatus?${query({ cif: account.cif, seriesname: seriesOf(request), number: expected })}`,
      );
      if (status >= 500) throw refused(status, body);
      if (status >= 400 || (typeof body.errorText === "string" && body.errorText !== "")) return null;
      const total = Number(body.invoiceTotalAmount);
      // Only the document this request issued: another with that number (issued meanwhile in SmartBill) is not adopted.
      if (!Number.isFinite(total) || Math.abs(Math.abs(total) - Math.abs(request.totalRon)) > 0.005) return null;
      return { series: seriesOf(request), number: expected, link: null };
    },
    async issue(request) {
      if (request.corrects?.whole) {
        const { status, body } = await call("POST", "/invoice/reverse", {
          companyVatCode: account.cif,
          seriesName: request.corrects.series,
          number: String(request.corrects.number),
          issueDate: request.issueDate,
        });
        return issued(status, body);
      }
      const { status, body } = await call("POST", "/invoice", smartbillInvoiceBody(account, request));
      return issued(status, body);
    },
    // SmartBill sends its invoices to SPV itself (its account's setting): nothing to ask.
    sendToAnaf: async () => {},
    async pdf(document) {
      const response = await issuerFetch(
        SERVICE,
        `${api}/invoice/pdf?${query({ cif: account.cif, seriesname: document.series, number: document.number })}`,
        { method: "GET", headers: { authorization, accept: "application/octet-stream" } },
      );
      if (!response.ok) throw new IssuerError(`${SERVICE}'s PDF answered ${response.status}`, response.status >= 500);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
