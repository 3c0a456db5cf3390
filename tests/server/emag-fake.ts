/**
 * A local fake of eMAG Marketplace's API v4 (issue 70 item 3, decision 0186), answering as its documentation shows
 * and refusing what eMAG refuses: every call a POST to `/api-3/{resource}/{action}` with HTTP Basic authentication
 * (401 `isError` otherwise) from an address on the account's IP allow-list (403 `isError` otherwise; `allowOnly`
 * changes the list), answered `{isError, messages, results}`.
 *
 * - `order/read` (`data`: `id`, `status`, `currentPage`, `itemsPerPage`) serves the orders `addOrder` put there;
 * - `order/acknowledge/{id}` moves a new order to in progress (2) and records it;
 * - `order/save` records each order's status (and AWB) sent;
 * - `order/attachments/save` records the attachments (order id, name, url, type);
 * - `product_offer/save` keeps each offer by its `id`, refusing one without a name, a part number, a positive
 *   `sale_price` inside `min_sale_price`..`max_sale_price`, a known `vat_id` or a stock list;
 * - `vat/read` answers the account's VAT rates.
 *
 * `failNext()` answers the next call 503.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { EmagOffer, EmagOrder } from "#server/commerce/marketplace/emag-client";

export interface FakeEmag {
  account: { username: string; password: string; callbackToken: string; baseUrl: string };
  offers: Map<number, EmagOffer>;
  /** Every offer `product_offer/save` took, in order. */
  offerSaves: EmagOffer[];
  orders: Map<number, EmagOrder>;
  acknowledged: number[];
  statusSaves: { orderId: number; status: number }[];
  attachments: { order_id: number; name: string; url: string; type: number }[];
  /** Calls that reached the fake, by `resource/action`. */
  calls: string[];
  addOrder(order: EmagOrder): void;
  /** The next call is answered 503, as eMAG's documentation says a busy service answers. */
  failNext(): void;
  /** The account's IP allow-list: only these addresses are answered. */
  allowOnly(addresses: string[]): void;
  close(): Promise<void>;
}

/** `vat/read`'s answer: Romania's rates as eMAG lists them, as decimals. */
export const FAKE_VAT_RATES = [
  { vat_id: 1, vat_rate: 0.21 },
  { vat_id: 2, vat_rate: 0.11 },
  { vat_id: 3, vat_rate: 0 },
];

const answer = (results: unknown) => ({ isError: false, messages: [], results });
const refusal = (message: string) => ({ isError: true, messages: [message], results: [] });

function offerProblem(offer: Partial<EmagOffer>): string | null {
  if (typeof offer.id !== "number") return "id: required";
  if (!offer.name) return "name: required";
  if (!offer.part_number) return "part_number: required";
  if (typeof offer.sale_price !== "number" || offer.sale_price <= 0) return "sale_price: must be a positive number";
  if (typeof offer.min_sale_price !== "number" || typeof offer.max_sale_price !== "number")
    return "min_sale_price, max_sale_price: required";
  if (offer.sale_price < offer.min_sale_price || offer.sale_price > offer.max_sale_price)
    return "sale_price: must be between min_sale_price and max_sale_price";
  if (!FAKE_VAT_RATES.some((rate) => rate.vat_id === offer.vat_id)) return "vat_id: unknown";
  if (!Array.isArray(offer.stock) || offer.stock.length === 0) return "stock: required";
  return null;
}

export async function startFakeEmag(): Promise<FakeEmag> {
  const account = { username: "elara-emag", password: "emag-parola-1", callbackToken: "t".repeat(40) };
  const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString("base64")}`;
  let allowed = ["127.0.0.1", "::ffff:127.0.0.1"];
  let failing = false;
  const fake = {
    offers: new Map<number, EmagOffer>(),
    offerSaves: [] as EmagOffer[],
    orders: new Map<number, EmagOrder>(),
    acknowledged: [] as number[],
    statusSaves: [] as { orderId: number; status: number }[],
    attachments: [] as FakeEmag["attachments"],
    calls: [] as string[],
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (failing) {
        failing = false;
        return send(503, refusal("Service temporarily unavailable"));
      }
      if (!allowed.includes(request.socket.remoteAddress ?? "")) return send(403, refusal("AUTH_IP_NOT_WHITELISTED"));
      if (request.headers.authorization !== expected) return send(401, refusal("AUTH_INVALID_CREDENTIALS"));
      const path = new URL(request.url ?? "/", "http://fake").pathname.replace(/^\/api-3\//, "");
      if (request.method !== "POST") return send(405, refusal("POST only"));
      let data: unknown;
      try {
        data = (JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { data?: unknown }).data;
      } catch {
        return send(400, refusal("the body is not JSON"));
      }
      const acknowledge = /^order\/acknowledge\/(\d+)$/.exec(path);
      fake.calls.push(acknowledge ? "order/acknowledge" : path);
      if (acknowledge) {
        const order = fake.orders.get(Number(acknowledge[1]));
        if (!order) return send(200, refusal(`order ${acknowledge[1]} not found`));
        if (order.status === 1) order.status = 2;
        fake.acknowledged.push(order.id);
        return send(200, answer([]));
      }
      switch (path) {
        case "order/read": {
          const filter = (data ?? {}) as { id?: number; status?: number };
          const found = [...fake.orders.values()].filter(
            (order) =>
              (filter.id === undefined || order.id === filter.id) && (filter.status === undefined || order.status === filter.status),
          );
          return send(200, answer(structuredClone(found)));
        }
        case "order/save": {
          for (const saved of data as { id: number; status: number }[]) {
            const order = fake.orders.get(saved.id);
            if (!order) return send(200, refusal(`order ${saved.id} not found`));
            order.status = saved.status;
            fake.statusSaves.push({ orderId: saved.id, status: saved.status });
          }
          return send(200, answer([]));
        }
        case "order/attachments/save": {
          for (const attachment of data as FakeEmag["attachments"]) {
            if (!fake.orders.has(attachment.order_id)) return send(200, refusal(`order ${attachment.order_id} not found`));
            if (!/^https?:\/\//.test(attachment.url)) return send(200, refusal("url: must be a link eMAG can fetch"));
            fake.attachments.push(attachment);
          }
          return send(200, answer([]));
        }
        case "product_offer/save": {
          const offers = data as Partial<EmagOffer>[];
          if (!Array.isArray(offers) || offers.length > 50) return send(200, refusal("data: a list of at most 50 offers"));
          for (const offer of offers) {
            const problem = offerProblem(offer);
            if (problem) return send(200, refusal(problem));
          }
          for (const offer of offers as EmagOffer[]) {
            fake.offers.set(offer.id, offer);
            fake.offerSaves.push(offer);
          }
          return send(200, answer([]));
        }
        case "vat/read":
          return send(200, answer(FAKE_VAT_RATES));
        default:
          return send(404, refusal(`${path}: no such resource`));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api-3`;
  return {
    account: { ...account, baseUrl },
    ...fake,
    addOrder: (order) => void fake.orders.set(order.id, structuredClone(order)),
    failNext: () => {
      failing = true;
    },
    allowOnly: (addresses) => {
      allowed = addresses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A new cash-on-delivery eMAG order for `lines` (the store's variant ids), as `order/read` gives one. */
export function emagOrderFor(id: number, lines: { variantId: number; sku: string; quantity: number }[]): EmagOrder {
  return {
    id,
    status: 1,
    payment_mode_id: 1,
    date: "2026-12-03 10:00:00",
    customer: {
      id: 900 + id,
      name: "Ioana Popescu",
      email: `ioana.${id}@example.ro`,
      phone_1: "0722123456",
      legal_entity: 0,
      shipping_contact: "Ioana Popescu",
      shipping_phone: "0722123456",
      shipping_street: "Str. Memorandumului 10",
      shipping_city: "Cluj-Napoca",
      shipping_suburb: "Cluj",
      shipping_postal_code: "400114",
      shipping_country: "RO",
    },
    products: lines.map((line, index) => ({
      id: id * 10 + index,
      product_id: line.variantId,
      part_number: line.sku,
      quantity: line.quantity,
      sale_price: "90.0000",
      status: 1,
    })),
    shipping_tax: "15.00",
  };
}
