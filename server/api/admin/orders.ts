/**
 * The staff's orders (issue 16), under /api/admin, every change audited and checked against the member's role
 * (docs/api.md "Store admin: orders"): the list as a spreadsheet (GET /orders/export.csv?…, the list page's filter),
 * and the steps on an order — POST /orders/{number}/note {note}; /pack; /ship {carrier, trackingNumber,
 * trackingUrl?}; /deliver; /cod-collected; /cancel {reason?}; /refund {amount, reason?, iban?, accountHolder?,
 * transferReference?, idempotencyKey} → {changed, order} (a refund: {refund, order}). The pages read the list and an
 * order through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import type { Clock } from "#server/commerce/shared/clock";
import type { Context } from "hono";
import { z } from "zod";
import {
  cancelOrderSchema,
  orderCancelAnswerSchema,
  orderFilterSchema,
  orderNoteSchema,
  orderRefundAnswerSchema,
  orderStepAnswerSchema,
  parseAmountMinor,
  readOrderFilter,
  refundOrderSchema,
  shipOrderSchema,
  type OrderActionProblem,
} from "#domain/admin/orders";
import { formatPrice } from "#domain/format-price";
import { normaliseIban } from "#domain/iban";
import { toDecimalString } from "#domain/money";
import type { StaffPermission } from "#domain/staff-roles";
import type { OrderBackOffice, OrderActionOutcome } from "#server/commerce/orders/module";
import { problem, type ProblemStatus } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { csvDownloadHeaders, streamedCsv } from "./csv.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { type AdminVariables, staffActor } from "./http.ts";
import { csvFileName, csvHeader, csvRows } from "./orders-csv.ts";
import { ADMIN_ORDER_MESSAGES } from "#server/messages/admin/orders";

export interface AdminOrderRoutesOptions extends AdminRouteOptions {
  backOffice: OrderBackOffice;
  clock: Clock;
}

type AdminContext = Context<{ Variables: AdminVariables }>;

const orderNumberParam = z.coerce.number().int().positive().max(2_147_483_647);

const described = taggedContract(["Admin: orders"]);
const UNKNOWN_ORDER = { name: "an unknown order", params: { number: "999999" } };

const messages = (c: Context) => ADMIN_ORDER_MESSAGES[shopperLanguage(c)];
const describeField: FieldDescriber = ({ problem: name, field }, c) => messages(c).field(name as OrderActionProblem, field);

function orderNumber(c: Context) {
  const parsed = orderNumberParam.safeParse(c.req.param("number"));
  return parsed.success ? parsed.data : null;
}

const notFound = (c: Context) => problem(c, 404, "not_found", messages(c).orderNotFound);
const refused = (c: Context, reason: keyof ReturnType<typeof messages>["refused"]) => problem(c, 409, reason, messages(c).refused[reason]);

/** A field the schema let through that the order's own rules refuse (an amount, a bank account). */
const wrongField = (c: Context, code: string, field: string, error: string) =>
  problem(c, 400, code, error, { field, fields: { [field]: error } });

async function knownOrder(c: Context, next: () => Promise<void>) {
  if (orderNumber(c) === null) return notFound(c);
  await next();
}

/** What the order routes share: the services, the door, the body limit, a step's contract and its answer. */
function orderRouteKit({ backOffice, clock, door, trustProxyHops }: AdminOrderRoutesOptions) {
  const answer = async (c: AdminContext, outcome: OrderActionOutcome) => {
    if (outcome.kind === "not_found") return notFound(c);
    if (outcome.kind === "refused") return refused(c, outcome.problem);
    return c.json({ changed: outcome.changed, order: (await backOffice.detail(orderNumber(c)!))! });
  };
  /** A step's contract and door: `{changed, order}`, 404 for no such order, 409 where the order's state refuses it. */
  const step = (
    summary: string,
    permission: StaffPermission,
    example: { body?: unknown } = {},
    problems: readonly ProblemStatus[] = [404, 409],
  ) =>
    [
      described({
        summary,
        responses: { 200: { description: "Whether anything changed, and the order as it is now.", schema: orderStepAnswerSchema } },
        problems,
        examples: [{ ...UNKNOWN_ORDER, ...example, status: 404 }],
      }),
      door.permit(permission),
      knownOrder,
    ] as const;
  return { backOffice, clock, door, trustProxyHops, sizeLimit: adminBodyLimit(), answer, step };
}

type OrderRouteKit = ReturnType<typeof orderRouteKit>;

export function adminOrderRoutes(options: AdminOrderRoutesOptions): AdminRoutes {
  return adminRouteGroups(orderRouteKit(options), [orderExportRoute, orderStepRoutes, orderCancelRoute, orderRefundRoute]);
}

/** The list as a spreadsheet, by the list page's filter. */
function orderExportRoute(app: AdminRoutes, { backOffice, clock, door }: OrderRouteKit) {
  app.get(
    `${ADMIN_API}/orders/export.csv`,
    described({
      summary: "Download the orders a filter finds as a spreadsheet",
      query: orderFilterSchema.omit({ page: true }),
      responses: { 200: { description: "Streamed, in the member's language and the admin's words.", contentType: "text/csv" } },
      examples: [{ name: "every order", status: 200 }],
    }),
    door.permit("orders.export"),
    (c) => {
      const filter = readOrderFilter(new URL(c.req.url).searchParams);
      const language = shopperLanguage(c);
      const rows = streamedCsv(csvHeader(language), backOffice.export(filter), (batch) => csvRows(language, batch));
      return new Response(rows, { headers: csvDownloadHeaders(csvFileName(language, clock())) });
    },
  );
}

/** The steps that answer `{changed, order}`: a note, packing, shipping, delivery, the cash collected. */
function orderStepRoutes(app: AdminRoutes, { backOffice, trustProxyHops, sizeLimit, answer, step }: OrderRouteKit) {
  app.post(
    `${ADMIN_API}/orders/:number/note`,
    ...step("Add a note to an order's timeline", "orders.note", { body: { note: "Called the customer." } }, [400, 404, 409, 413]),
    sizeLimit,
    body(orderNoteSchema, describeField),
    async (c) => answer(c, await backOffice.note(orderNumber(c)!, c.req.valid("json").note, staffActor(c, trustProxyHops))),
  );

  app.post(`${ADMIN_API}/orders/:number/pack`, ...step("Mark an order packed", "orders.fulfil"), async (c) =>
    answer(c, await backOffice.pack(orderNumber(c)!, staffActor(c, trustProxyHops))),
  );

  app.post(
    `${ADMIN_API}/orders/:number/ship`,
    ...step(
      "Ship an order with its tracking number (again: correct it), emailing the shopper",
      "orders.fulfil",
      { body: { carrier: "fan_courier", trackingNumber: "X1" } },
      [400, 404, 409, 413],
    ),
    sizeLimit,
    body(shipOrderSchema, describeField),
    async (c) => answer(c, await backOffice.ship(orderNumber(c)!, c.req.valid("json"), staffActor(c, trustProxyHops))),
  );

  app.post(`${ADMIN_API}/orders/:number/deliver`, ...step("Mark an order delivered", "orders.fulfil"), async (c) =>
    answer(c, await backOffice.deliver(orderNumber(c)!, staffActor(c, trustProxyHops))),
  );

  app.post(
    `${ADMIN_API}/orders/:number/cod-collected`,
    ...step("Record the cash the courier collected on delivery", "orders.collect_cod"),
    async (c) => answer(c, await backOffice.collectCashOnDelivery(orderNumber(c)!, staffActor(c, trustProxyHops))),
  );
}

function orderCancelRoute(app: AdminRoutes, { backOffice, door, trustProxyHops, sizeLimit }: OrderRouteKit) {
  app.post(
    `${ADMIN_API}/orders/:number/cancel`,
    described({
      summary: "Cancel an order: stock, code and subscription given back, what was paid online refunded once",
      responses: {
        200: { description: "Whether anything changed, the refund, and the order as it is now.", schema: orderCancelAnswerSchema },
      },
      problems: [400, 404, 409, 413],
      examples: [{ ...UNKNOWN_ORDER, body: {}, status: 404 }],
    }),
    door.permit("orders.cancel"),
    knownOrder,
    sizeLimit,
    body(cancelOrderSchema, describeField),
    async (c) => {
      const outcome = await backOffice.cancel(orderNumber(c)!, c.req.valid("json").reason, staffActor(c, trustProxyHops));
      if (outcome.kind === "not_found") return notFound(c);
      if (outcome.kind === "refused") return refused(c, outcome.problem);
      const order = (await backOffice.detail(orderNumber(c)!))!;
      return c.json({ changed: outcome.changed, refund: outcome.refund, order });
    },
  );
}

/** A refund, by the provider or (cash on delivery) by a recorded bank transfer. */
function orderRefundRoute(app: AdminRoutes, { backOffice, door, trustProxyHops, sizeLimit }: OrderRouteKit) {
  app.post(
    `${ADMIN_API}/orders/:number/refund`,
    described({
      summary: "Refund part or all of an order, once per key (a cash-on-delivery order by a recorded bank transfer)",
      responses: { 200: { description: "The refund given, and the order as it is now.", schema: orderRefundAnswerSchema } },
      // 502: the provider did not answer; the refund stays pending and the same key may be sent again.
      problems: [400, 404, 409, 413, 502],
      examples: [{ ...UNKNOWN_ORDER, body: { amount: "10", idempotencyKey: "example-key-1" }, status: 404 }],
    }),
    door.permit("orders.refund"),
    knownOrder,
    sizeLimit,
    body(refundOrderSchema, describeField),
    async (c) => {
      const value = c.req.valid("json");
      const current = await backOffice.detail(orderNumber(c)!);
      if (!current) return notFound(c);
      const text = messages(c);
      const amountMinor = parseAmountMinor(value.amount, current.currencyCode);
      if (amountMinor === null) return wrongField(c, "invalid_field", "amount", text.field("amount", "amount"));
      const cashOnDelivery = current.payments.some(
        (payment) => payment.provider === "cod" && ["succeeded", "refunded"].includes(payment.status),
      );
      let bankTransfer: { iban: string; accountHolder: string; reference: string } | undefined;
      if (cashOnDelivery) {
        const { iban, accountHolder, transferReference } = value;
        if (iban === "") return wrongField(c, "invalid_field", "iban", text.field("required", "iban"));
        if (!normaliseIban(iban)) return wrongField(c, "invalid_field", "iban", text.field("iban", "iban"));
        if (accountHolder === "") return wrongField(c, "invalid_field", "accountHolder", text.field("required", "accountHolder"));
        if (transferReference === "")
          return wrongField(c, "invalid_field", "transferReference", text.field("required", "transferReference"));
        bankTransfer = { iban, accountHolder, reference: transferReference };
      }
      const outcome = await backOffice.refund(
        current.orderNumber,
        { amountMinor, reason: value.reason, idempotencyKey: value.idempotencyKey, ...(bankTransfer ? { bankTransfer } : {}) },
        staffActor(c, trustProxyHops),
      );
      switch (outcome.kind) {
        case "order_not_found":
        case "not_found":
          return notFound(c);
        case "nothing_to_refund":
          return problem(c, 409, "nothing_to_refund", text.nothingToRefund);
        case "too_much": {
          const refundable = formatPrice(toDecimalString(outcome.refundableMinor, current.currencyCode), current.currencyCode);
          return problem(c, 400, "too_much", text.tooMuch(refundable), {
            field: "amount",
            fields: { amount: text.tooMuch(refundable) },
            refundableMinor: outcome.refundableMinor,
          });
        }
        case "bank_account_needed":
          return wrongField(c, "bank_account_needed", "iban", text.bankAccountNeeded);
        case "key_reused":
          return problem(c, 409, "key_reused", text.keyReused);
        case "provider_failed":
          return problem(c, 502, "provider_failed", text.providerFailed);
        case "refunded":
          return c.json({ refund: outcome, order: (await backOffice.detail(current.orderNumber))! });
      }
    },
  );
}
