/**
 * A thin client of eMAG Marketplace's API v4 (issue 70 item 3, decision 0186), from its documentation: every call is a
 * POST of JSON to `{base}/{resource}/{action}` with HTTP Basic authentication (the account's API user and password),
 * answered `{isError, messages, results}`; eMAG also refuses a call from an address outside the account's IP
 * allow-list. Only the resources the store uses are here: `order/read|acknowledge|save`, `order/attachments/save`,
 * `awb/save`, `product_offer/save` and `vat/read`.
 */
import type { EmagAccount } from "#server/config-emag";

/** eMAG's order statuses (documentation §5, "Order statuses"). */
export const EMAG_ORDER_STATUS = { cancelled: 0, new: 1, inProgress: 2, prepared: 3, finalized: 4, returned: 5 } as const;

/** eMAG's payment modes: cash on delivery, bank transfer, card online (the customer paid eMAG). */
export const EMAG_PAYMENT_MODE = { cashOnDelivery: 1, bankTransfer: 2, card: 3 } as const;

/** An attachment's type in `order/attachments/save`: 1 is the invoice. */
export const EMAG_INVOICE_ATTACHMENT = 1;

export interface EmagOrderProduct {
  id: number;
  /** The seller's own id of the offer: the store sends its variant's id. */
  product_id: number;
  part_number: string;
  quantity: number;
  /** Per unit, without VAT, in lei, as a decimal string or number. */
  sale_price: string | number;
  /** 1: the line stands; 0: cancelled by eMAG. */
  status: number;
}

export interface EmagCustomer {
  id: number;
  name: string;
  email?: string | null;
  phone_1?: string | null;
  legal_entity?: number;
  company?: string | null;
  code?: string | null;
  registration_number?: string | null;
  billing_name?: string | null;
  billing_street?: string | null;
  billing_city?: string | null;
  billing_suburb?: string | null;
  billing_postal_code?: string | null;
  billing_country?: string | null;
  shipping_contact?: string | null;
  shipping_phone?: string | null;
  shipping_street?: string | null;
  shipping_city?: string | null;
  shipping_suburb?: string | null;
  shipping_postal_code?: string | null;
  shipping_country?: string | null;
}

export interface EmagOrder {
  id: number;
  status: number;
  payment_mode_id: number;
  date: string;
  customer: EmagCustomer;
  products: EmagOrderProduct[];
  shipping_tax?: string | number;
}

/** One offer as `product_offer/save` takes it: prices without VAT, `vat_id` from `vat/read`. */
export interface EmagOffer {
  id: number;
  part_number: string;
  name: string;
  description: string;
  status: 0 | 1;
  sale_price: number;
  /** The price before a running reduction, without VAT; absent when none runs. */
  recommended_price?: number;
  min_sale_price: number;
  max_sale_price: number;
  vat_id: number;
  stock: { warehouse_id: number; value: number }[];
  handling_time: { warehouse_id: number; value: number }[];
}

export interface EmagVatRate {
  vat_id: number;
  vat_rate: number;
}

export class EmagError extends Error {
  override name = "EmagError";
  constructor(
    message: string,
    /** A server error or a lost connection, which a later run may cure; a refusal (auth, validation) is not. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface EmagClient {
  readOrders(filter: { status?: number; id?: number; currentPage?: number; itemsPerPage?: number }): Promise<EmagOrder[]>;
  acknowledge(orderId: number): Promise<void>;
  /** `order/save` with the order as read and its new status (and, from the store's courier, its AWB). */
  saveOrderStatus(order: EmagOrder, status: number): Promise<void>;
  attachInvoice(orderId: number, invoice: { name: string; url: string }): Promise<void>;
  saveOffers(offers: EmagOffer[]): Promise<void>;
  vatRates(): Promise<EmagVatRate[]>;
}

/** The documented timeouts: 30 s a request. */
const REQUEST_TIMEOUT_MS = 30_000;

interface EmagAnswer {
  isError?: unknown;
  messages?: unknown;
  results?: unknown;
}

/** A message as the documentation gives it: a string, or `{code, message}`. */
function messageText(message: unknown): string {
  if (typeof message === "string") return message;
  if (typeof message === "object" && message !== null && "message" in message) return String(message.message);
  return JSON.stringify(message);
}

function readAnswer(text: string): EmagAnswer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as EmagAnswer) : null;
  } catch {
    return null;
  }
}

export function createEmagClient(account: Pick<EmagAccount, "username" | "password" | "baseUrl">): EmagClient {
  const authorization = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;

  async function call<T>(path: string, data: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${account.baseUrl}/${path}`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(data === undefined ? {} : { data }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new EmagError(`eMAG ${path}: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    const answer = readAnswer(await response.text());
    const said = Array.isArray(answer?.messages) ? answer.messages.map(messageText).join("; ") : "";
    if (!response.ok)
      throw new EmagError(
        `eMAG ${path}: HTTP ${response.status}${said ? ` (${said})` : ""}`,
        response.status >= 500 || response.status === 429,
      );
    // The documentation: a missing `isError`, or `true`, is a failure.
    if (!answer || answer.isError !== false) throw new EmagError(`eMAG ${path} refused: ${said || "no answer it could read"}`, false);
    return answer.results as T;
  }

  return {
    async readOrders(filter) {
      const results = await call<EmagOrder[] | null>("order/read", { itemsPerPage: 100, currentPage: 1, ...filter });
      return Array.isArray(results) ? results : [];
    },
    async acknowledge(orderId) {
      await call(`order/acknowledge/${orderId}`, undefined);
    },
    async saveOrderStatus(order, status) {
      await call("order/save", [{ ...order, status }]);
    },
    async attachInvoice(orderId, invoice) {
      await call("order/attachments/save", [{ order_id: orderId, name: invoice.name, url: invoice.url, type: EMAG_INVOICE_ATTACHMENT }]);
    },
    async saveOffers(offers) {
      // The documentation's bulk limit: at most 50 entities a call.
      for (let start = 0; start < offers.length; start += 50) await call("product_offer/save", offers.slice(start, start + 50));
    },
    async vatRates() {
      const results = await call<EmagVatRate[] | null>("vat/read", {});
      return Array.isArray(results) ? results : [];
    },
  };
}
