/**
 * The staff's orders (issue 16), JSON under /api/admin unless said otherwise, every change audited and
 * checked against the member's role (docs/api.md "Store admin: orders"):
 *
 * - GET /orders?q=&status=&method=&payment=&fulfilment=&from=&to=&subscription=&code=&sort=&dir=&page=
 *   → {orders, total, page, pageSize}; GET /orders/export.csv?… the same filter as a spreadsheet.
 * - GET /orders/:number → {order}: the order with its payments, refunds and timeline.
 * - POST /orders/:number/note {note}; /pack; /ship {carrier, trackingNumber, trackingUrl?}; /deliver;
 *   /cod-collected; /cancel {reason?}; /refund {amount, reason?, iban?, accountHolder?, transferReference?,
 *   idempotencyKey} → {changed, order} (a refund: {refund, order}).
 */
import type { Clock } from "#server/commerce/shared/clock";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  ADMIN_ORDERS_PAGE_SIZE,
  cancelOrderSchema,
  orderNoteSchema,
  parseAmountMinor,
  readOrderFilter,
  refundOrderSchema,
  shipOrderSchema,
  type OrderActionProblem,
} from "#domain/admin-orders";
import { formatPrice } from "#domain/format-price";
import { normaliseIban } from "#domain/iban";
import { toDecimalString } from "#domain/money";
import { orderListRowJson, type OrderBackOffice } from "#server/commerce/orders/back-office/back-office";
import type { OrderActionOutcome } from "#server/commerce/orders/back-office/order-actions";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  type AdminVariables,
  staffActor,
} from "./admin-http.ts";
import { csvFileName, csvHeader, csvRows } from "./admin-orders-csv.ts";
import { ADMIN_ORDER_MESSAGES } from "#server/messages/admin-orders";

export interface AdminOrderRoutesOptions {
  backOffice: OrderBackOffice;
  clock: Clock;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}

type AdminContext = Context<{ Variables: AdminVariables }>;

const orderNumberParam = z.coerce.number().int().positive().max(2_147_483_647);

export function adminOrderRoutes({
  backOffice,
  clock,
  sessions,
  baseUrl,
  trustProxyHops,
}: AdminOrderRoutesOptions): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = (permission: Parameters<typeof requireStaff>[1]) => requireStaff({ sessions, baseUrl }, permission);
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const messages = (c: Context) => ADMIN_ORDER_MESSAGES[shopperLanguage(c)];
  const describe = (c: Context) => (problem: string, field: string) => messages(c).field(problem as OrderActionProblem, field);
  const orderNumber = (c: Context) => {
    const parsed = orderNumberParam.safeParse(c.req.param("number"));
    return parsed.success ? parsed.data : null;
  };
  const withOrder = async (c: AdminContext, changed: boolean) => {
    const order = await backOffice.detail(orderNumber(c)!);
    return c.json({ changed, order });
  };
  const answer = async (c: AdminContext, outcome: OrderActionOutcome) => {
    if (outcome.kind === "not_found") return adminFailure(c, 404, messages(c).orderNotFound);
    if (outcome.kind === "refused") return adminFailure(c, 409, messages(c).refused[outcome.problem]);
    return withOrder(c, outcome.changed);
  };

  app.get(`${ADMIN_API}/orders`, guard("orders.read"), async (c) => {
    const filter = readOrderFilter(new URL(c.req.url).searchParams);
    const { rows, total } = await backOffice.search(filter);
    return c.json({ orders: rows.map(orderListRowJson), total, page: filter.page, pageSize: ADMIN_ORDERS_PAGE_SIZE });
  });

  app.get(`${ADMIN_API}/orders/export.csv`, guard("orders.export"), (c) => {
    const filter = readOrderFilter(new URL(c.req.url).searchParams);
    const language = shopperLanguage(c);
    const encoder = new TextEncoder();
    const batches = backOffice.export(filter);
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeader(language)));
          return;
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvRows(language, next.value)));
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName(language, clock())}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });

  app.get(`${ADMIN_API}/orders/:number`, guard("orders.read"), async (c) => {
    const number = orderNumber(c);
    const order = number === null ? null : await backOffice.detail(number);
    if (!order) return adminFailure(c, 404, messages(c).orderNotFound);
    return c.json({ order });
  });

  const knownOrder = async (c: Context, next: () => Promise<void>) => {
    if (orderNumber(c) === null) return adminFailure(c, 404, messages(c).orderNotFound);
    await next();
  };

  app.post(`${ADMIN_API}/orders/:number/note`, guard("orders.note"), knownOrder, sizeLimit, async (c) => {
    const body = await readAdminBody(c, orderNoteSchema, describe(c));
    if (!body.ok) return body.response;
    return answer(c, await backOffice.note(orderNumber(c)!, body.value.note, staffActor(c, trustProxyHops)));
  });

  app.post(`${ADMIN_API}/orders/:number/pack`, guard("orders.fulfil"), knownOrder, async (c) =>
    answer(c, await backOffice.pack(orderNumber(c)!, staffActor(c, trustProxyHops))),
  );

  app.post(`${ADMIN_API}/orders/:number/ship`, guard("orders.fulfil"), knownOrder, sizeLimit, async (c) => {
    const body = await readAdminBody(c, shipOrderSchema, describe(c));
    if (!body.ok) return body.response;
    return answer(c, await backOffice.ship(orderNumber(c)!, body.value, staffActor(c, trustProxyHops)));
  });

  app.post(`${ADMIN_API}/orders/:number/deliver`, guard("orders.fulfil"), knownOrder, async (c) =>
    answer(c, await backOffice.deliver(orderNumber(c)!, staffActor(c, trustProxyHops))),
  );

  app.post(`${ADMIN_API}/orders/:number/cod-collected`, guard("orders.collect_cod"), knownOrder, async (c) =>
    answer(c, await backOffice.collectCashOnDelivery(orderNumber(c)!, staffActor(c, trustProxyHops))),
  );

  app.post(`${ADMIN_API}/orders/:number/cancel`, guard("orders.cancel"), knownOrder, sizeLimit, async (c) => {
    const body = await readAdminBody(c, cancelOrderSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await backOffice.cancel(orderNumber(c)!, body.value.reason, staffActor(c, trustProxyHops));
    if (outcome.kind === "not_found") return adminFailure(c, 404, messages(c).orderNotFound);
    if (outcome.kind === "refused") return adminFailure(c, 409, messages(c).refused[outcome.problem]);
    const order = await backOffice.detail(orderNumber(c)!);
    return c.json({ changed: outcome.changed, refund: outcome.refund, order });
  });

  app.post(`${ADMIN_API}/orders/:number/refund`, guard("orders.refund"), knownOrder, sizeLimit, async (c) => {
    const body = await readAdminBody(c, refundOrderSchema, describe(c));
    if (!body.ok) return body.response;
    const current = await backOffice.detail(orderNumber(c)!);
    if (!current) return adminFailure(c, 404, messages(c).orderNotFound);
    const text = messages(c);
    const amountMinor = parseAmountMinor(body.value.amount, current.currencyCode);
    if (amountMinor === null) return adminFailure(c, 400, text.field("amount", "amount"), "amount");
    const cashOnDelivery = current.payments.some(
      (payment) => payment.provider === "cod" && ["succeeded", "refunded"].includes(payment.status),
    );
    let bankTransfer: { iban: string; accountHolder: string; reference: string } | undefined;
    if (cashOnDelivery) {
      const { iban, accountHolder, transferReference } = body.value;
      if (iban === "") return adminFailure(c, 400, text.field("required", "iban"), "iban");
      if (!normaliseIban(iban)) return adminFailure(c, 400, text.field("iban", "iban"), "iban");
      if (accountHolder === "") return adminFailure(c, 400, text.field("required", "accountHolder"), "accountHolder");
      if (transferReference === "") return adminFailure(c, 400, text.field("required", "transferReference"), "transferReference");
      bankTransfer = { iban, accountHolder, reference: transferReference };
    }
    const outcome = await backOffice.refund(
      current.orderNumber,
      { amountMinor, reason: body.value.reason, idempotencyKey: body.value.idempotencyKey, ...(bankTransfer ? { bankTransfer } : {}) },
      staffActor(c, trustProxyHops),
    );
    switch (outcome.kind) {
      case "order_not_found":
      case "not_found":
        return adminFailure(c, 404, text.orderNotFound);
      case "nothing_to_refund":
        return adminFailure(c, 409, text.nothingToRefund);
      case "too_much": {
        const refundable = formatPrice(toDecimalString(outcome.refundableMinor, current.currencyCode), current.currencyCode);
        return adminFailure(c, 400, text.tooMuch(refundable), "amount");
      }
      case "bank_account_needed":
        return adminFailure(c, 400, text.bankAccountNeeded, "iban");
      case "key_reused":
        return adminFailure(c, 409, text.keyReused);
      case "provider_failed":
        return c.json({ error: text.providerFailed }, 502);
      case "refunded":
        return c.json({ refund: outcome, order: await backOffice.detail(current.orderNumber) });
    }
  });

  return app;
}
