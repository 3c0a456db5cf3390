/**
 * The outside invoice issuer (issue 70 item 2, decision 0177): the owner's Oblio or SmartBill account numbers the
 * store's invoices and credit notes, keeps their PDF and sends them to ANAF. One interface for both, so the flow that
 * asks (outside-issue.ts) never knows which it talks to; each client is a thin fetch client written from the service's
 * documentation (oblio-issuer.ts, smartbill-issuer.ts).
 */
import type { InvoiceBuyer, InvoiceDocument, InvoiceIssuerName } from "#domain/invoice";

export type OutsideIssuerName = Exclude<InvoiceIssuerName, "elara">;

/** One line as an issuer takes it: a unit price in lei with VAT included; a credit note's lines have negative quantities. */
export interface IssuerLine {
  name: string;
  code: string | null;
  quantity: number;
  /** Lei, VAT included, two decimals. */
  unitPriceRon: number;
  vatPercent: number;
}

/** What the store asks an issuer to issue: drawn from the document the store computed, which stays the store's record. */
export interface IssuerRequest {
  kind: "invoice" | "credit_note";
  /** Why it is issued, once: `order:{id}` for an order's invoice, `credit:{id}` for a credit note (Oblio's idempotency key). */
  key: string;
  issueDate: string;
  buyer: InvoiceBuyer;
  lines: IssuerLine[];
  /** The document's total in lei (negative for a credit note), two decimals: what a recovered document must match. */
  totalRon: number;
  language: "ro" | "en";
  /** A credit note's invoice, as the issuer numbered it; `whole`: it takes back all the invoice holds. */
  corrects: { series: string; number: number; issueDate: string; whole: boolean } | null;
  /** The order's number, named on the document. */
  orderNumber: number;
}

/** A document the issuer numbered: its series and number, and its link (Oblio's `link`, SmartBill's `url`) if it gave one. */
export interface IssuedDocument {
  series: string;
  number: number;
  link: string | null;
}

export interface InvoiceIssuer {
  name: OutsideIssuerName;
  /**
   * What to record before asking it to issue, so a retry after a lost answer can find what was issued: SmartBill's
   * next number in the series; null when the issuer needs nothing (Oblio: its idempotency key).
   */
  expect(request: IssuerRequest): Promise<number | null>;
  /** The document an earlier attempt issued and whose answer was lost, found by what was recorded; null: none. */
  recover(request: IssuerRequest, expected: number | null): Promise<IssuedDocument | null>;
  /** Issues the document (a credit note: the issuer's storno or reversal of its invoice). */
  issue(request: IssuerRequest): Promise<IssuedDocument>;
  /** Sends an issued document to ANAF's e-Factura where the issuer does that on request (Oblio); a no-op otherwise. */
  sendToAnaf(issued: IssuedDocument): Promise<void>;
  /** The document's PDF, as the issuer draws it. */
  pdf(issued: IssuedDocument): Promise<Buffer>;
}

/** An issuer's refusal or an unreachable issuer: its own words (never the credentials), and whether a retry may help. */
export class IssuerError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "IssuerError";
  }
}

const lei = (minor: number) => Math.round(minor) / 100;

/**
 * The document's lines as an issuer takes them: unit prices with VAT, discounts as lines of their own with a negative
 * price; a line whose total does not divide by its quantity into bani goes as one unit of the whole, so the issuer's
 * total is exactly the store's.
 */
export function issuerLines(document: InvoiceDocument): IssuerLine[] {
  const lines: IssuerLine[] = document.lines.map((line) => {
    const sign = line.grossRonMinor < 0 ? -1 : 1;
    const quantity = Math.max(1, Math.abs(line.quantity));
    const gross = Math.abs(line.grossRonMinor);
    const even = gross % quantity === 0;
    return {
      name: even || quantity === 1 ? line.description : `${line.description} × ${quantity}`,
      code: line.sku,
      quantity: sign * (even ? quantity : 1),
      unitPriceRon: lei(even ? gross / quantity : gross),
      vatPercent: line.vatRatePercent,
    };
  });
  for (const discount of document.discounts) {
    lines.push({
      name: discount.code ? `Discount ${discount.code}` : "Discount",
      code: null,
      quantity: 1,
      unitPriceRon: -lei(Math.abs(discount.grossRonMinor)),
      vatPercent: discount.vatRatePercent,
    });
  }
  return lines;
}

/** The request for one stored document, and for a credit note its invoice as the issuer numbered it. */
export function issuerRequest(
  row: { id: number; kind: string; sourceKey: string; totalRonMinor: number; document: InvoiceDocument },
  issueDate: string,
  corrects: { series: string; number: number; issueDate: string; totalRonMinor: number } | null,
): IssuerRequest {
  const kind = row.kind === "credit_note" ? "credit_note" : "invoice";
  return {
    kind,
    key: kind === "invoice" ? row.sourceKey : `credit:${row.id}`,
    issueDate,
    buyer: row.document.buyer,
    lines: issuerLines(row.document),
    totalRon: lei(row.totalRonMinor),
    language: row.document.language,
    corrects: corrects && {
      series: corrects.series,
      number: corrects.number,
      issueDate: corrects.issueDate,
      whole: corrects.totalRonMinor + row.totalRonMinor === 0,
    },
    orderNumber: row.document.orderNumber,
  };
}

/** An issuer's answer read as JSON, or an IssuerError saying what came instead (5xx and network failures: retryable). */
export async function issuerJson(response: Response, service: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new IssuerError(`${service} answered ${response.status} with something other than JSON`, response.status >= 500);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new IssuerError(`${service} answered ${response.status} with an unexpected body`, response.status >= 500);
  return body as Record<string, unknown>;
}

/** `fetch` with a time limit; a network failure or a timeout is an IssuerError a retry may cure. */
export async function issuerFetch(service: string, url: string, init: RequestInit, timeoutMs = 30_000): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new IssuerError(`${service} could not be reached (${error instanceof Error ? error.message : String(error)})`, true);
  }
}

/** A whole positive number from a string or a number, as the services give numbers ("12" or 12). */
export function wholeNumber(value: unknown): number | null {
  const parsed = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}
