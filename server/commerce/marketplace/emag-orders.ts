/**
 * eMAG's orders in the store (issue 70 item 3, decision 0186). An order comes on eMAG's callback (its id) or on the
 * poll of `order/read` with status new; either way it is read from eMAG, placed through the orders' import port
 * (channel `emag`, stock taken, cash on delivery) and its `emag_orders` row written in one transaction, then
 * acknowledged. Its key (`emag:<id>`) places it once: a callback and a poll racing on it place one order, the second
 * finds it placed. An acknowledgement eMAG did not take is retried by the next sweep.
 */
import { eq, isNull } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import { ROMANIA } from "#domain/account-forms";
import type { InvoiceCompany } from "#domain/invoice-company";
import type { MarketplaceOrders } from "#server/commerce/orders/module";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Database } from "#server/db/client";
import { emagOrders } from "#server/db/schema";
import { EMAG_ORDER_STATUS, EMAG_PAYMENT_MODE, type EmagClient, type EmagCustomer, type EmagOrder } from "./emag-client.ts";

export type EmagImportOutcome =
  | { kind: "imported"; orderId: number; orderNumber: number }
  | { kind: "already_imported" }
  /** Not placed in the store: paid to eMAG (card, transfer) or no longer open; the owner handles it in eMAG. */
  | { kind: "left_to_emag"; reason: "payment_mode" | "status" };

export interface EmagOrderPorts {
  db: Database;
  client: EmagClient;
  marketplaceOrders: MarketplaceOrders;
  deliverEvents: DeliverEvents;
}

const text = (value: string | null | undefined) => (value ?? "").trim();

/** A name as first and last: eMAG gives one field; the store's documents print both together. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length < 2
    ? { firstName: parts[0] ?? "", lastName: "" }
    : { firstName: parts.slice(0, -1).join(" "), lastName: parts.at(-1)! };
}

const countryOf = (value: string | null | undefined) => (text(value).length === 2 ? text(value).toUpperCase() : ROMANIA);

export function shippingAddressOf(customer: EmagCustomer): AddressValues {
  return {
    ...splitName(text(customer.shipping_contact) || customer.name),
    company: "",
    address1: text(customer.shipping_street),
    address2: "",
    city: text(customer.shipping_city),
    province: text(customer.shipping_suburb),
    zip: text(customer.shipping_postal_code),
    country: countryOf(customer.shipping_country),
    phone: text(customer.shipping_phone) || text(customer.phone_1),
  };
}

export function billingAddressOf(customer: EmagCustomer): AddressValues {
  if (!text(customer.billing_street)) return shippingAddressOf(customer);
  return {
    ...splitName(text(customer.billing_name) || customer.name),
    company: customer.legal_entity === 1 ? text(customer.company) : "",
    address1: text(customer.billing_street),
    address2: "",
    city: text(customer.billing_city),
    province: text(customer.billing_suburb),
    zip: text(customer.billing_postal_code),
    country: countryOf(customer.billing_country),
    phone: text(customer.phone_1),
  };
}

/** A company buyer (`legal_entity` 1) with its CUI: the invoice is made out to it. */
export function invoiceCompanyOf(customer: EmagCustomer): InvoiceCompany | null {
  if (customer.legal_entity !== 1 || !text(customer.company) || !text(customer.code)) return null;
  return { name: text(customer.company), vatId: text(customer.code).toUpperCase(), registrationNumber: text(customer.registration_number) };
}

/** eMAG sends an address that relays to the buyer; without one, the order carries a address that receives nothing. */
const emailOf = (order: EmagOrder) => text(order.customer.email) || `emag-${order.id}@marketplace.invalid`;

/** Places the eMAG order as read, once; the caller acknowledges it. */
export async function importEmagOrder(ports: EmagOrderPorts, order: EmagOrder, now: Date): Promise<EmagImportOutcome> {
  const { db, marketplaceOrders } = ports;
  const [known] = await db.select({ id: emagOrders.emagOrderId }).from(emagOrders).where(eq(emagOrders.emagOrderId, order.id));
  if (known) return { kind: "already_imported" };
  if (order.payment_mode_id !== EMAG_PAYMENT_MODE.cashOnDelivery) return { kind: "left_to_emag", reason: "payment_mode" };
  const open: number[] = [EMAG_ORDER_STATUS.new, EMAG_ORDER_STATUS.inProgress, EMAG_ORDER_STATUS.prepared];
  if (!open.includes(order.status)) return { kind: "left_to_emag", reason: "status" };
  const placed = await marketplaceOrders.place(
    {
      key: `emag:${order.id}`,
      channel: "emag",
      email: emailOf(order),
      lines: order.products
        .filter((product) => product.status === 1)
        .map((product) => ({ variantId: product.product_id, quantity: product.quantity })),
      shippingAddress: shippingAddressOf(order.customer),
      billingAddress: billingAddressOf(order.customer),
      invoiceCompany: invoiceCompanyOf(order.customer),
      note: `eMAG #${order.id}`,
    },
    now,
    async (tx, row) => {
      await tx.insert(emagOrders).values({
        emagOrderId: order.id,
        orderId: row.id,
        emagOrder: order as unknown as Record<string, unknown>,
        paymentModeId: order.payment_mode_id,
        importedAt: now,
      });
    },
  );
  if (!placed) return { kind: "already_imported" };
  await ports.deliverEvents({ type: "order", id: placed.id });
  return { kind: "imported", orderId: placed.id, orderNumber: placed.orderNumber };
}

/** Acknowledges to eMAG each imported order it has not taken the acknowledgement of yet; answers how many it took. */
export async function acknowledgeImported(ports: Pick<EmagOrderPorts, "db" | "client">, now: Date): Promise<number> {
  const { db, client } = ports;
  const waiting = await db.select({ id: emagOrders.emagOrderId }).from(emagOrders).where(isNull(emagOrders.acknowledgedAt));
  let acknowledged = 0;
  for (const { id } of waiting) {
    await client.acknowledge(id);
    await db.update(emagOrders).set({ acknowledgedAt: now }).where(eq(emagOrders.emagOrderId, id));
    acknowledged += 1;
  }
  return acknowledged;
}
