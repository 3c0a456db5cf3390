/**
 * The contract the store relies on from eMAG Marketplace's API (decision 0186), run against the local fake
 * (emag-fake.ts) and against answers recorded as eMAG's documentation shows them (tests/fixtures/emag, replayed by
 * `startRecordedService`): new orders read with the fields the import needs, an acknowledgement, offers saved and
 * refused, the VAT ids, an invoice attached and a status saved; refused credentials and an address outside the
 * account's allow-list as EmagErrors no retry cures, a server error as one a retry may.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmagError, type EmagClient, type EmagOffer } from "#server/commerce/marketplace/emag-client";

export interface EmagSubject {
  client: EmagClient;
  /** The same service with a password it refuses. */
  refused: EmagClient;
  /** The same account, called from an address its allow-list does not name. */
  outsideAllowList: EmagClient;
  /** The next call is answered with a server error. */
  failNext(): void;
  /** The id of the new cash-on-delivery order the service holds. */
  newOrderId: number;
  close(): Promise<void>;
}

/** A valid offer at 90 lei with 11 % VAT (81.0811 without). */
export const CONTRACT_OFFER: EmagOffer = {
  id: 12,
  part_number: "MAG-60",
  name: "Magneziu bisglicinat 60 capsule",
  description: "<p>Magneziu.</p>",
  status: 1,
  sale_price: 81.0811,
  min_sale_price: 40.5405,
  max_sale_price: 162.1622,
  vat_id: 2,
  stock: [{ warehouse_id: 1, value: 7 }],
  handling_time: [{ warehouse_id: 1, value: 1 }],
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

export function emagContract(name: string, start: () => Promise<EmagSubject>) {
  describe(`${name} keeps eMAG's contract`, () => {
    let subject: EmagSubject;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(() => subject.close());

    it("reads new orders with their payment mode, customer's address and lines by the store's ids, and acknowledges one", async () => {
      const orders = await subject.client.readOrders({ status: 1 });
      const order = orders.find((candidate) => candidate.id === subject.newOrderId);
      expect(order).toMatchObject({ status: 1, payment_mode_id: 1 });
      expect(order!.customer.shipping_city).toBeTruthy();
      expect(order!.customer.shipping_street).toBeTruthy();
      expect(order!.products[0]).toMatchObject({ product_id: expect.any(Number), quantity: expect.any(Number), status: 1 });
      await expect(subject.client.acknowledge(subject.newOrderId)).resolves.toBeUndefined();
    });

    it("saves an offer, refuses one priced outside its bounds, and names the VAT ids", async () => {
      await expect(subject.client.saveOffers([CONTRACT_OFFER])).resolves.toBeUndefined();
      const refused = await refusal(subject.client.saveOffers([{ ...CONTRACT_OFFER, sale_price: 500 }]));
      expect(refused).toBeInstanceOf(EmagError);
      expect((refused as EmagError).retryable).toBe(false);
      const rates = await subject.client.vatRates();
      expect(rates.find((rate) => Math.round(rate.vat_rate * 100) === 11)?.vat_id).toBe(2);
    });

    it("attaches an invoice and saves an order's status", async () => {
      const [order] = await subject.client.readOrders({ id: subject.newOrderId });
      await expect(
        subject.client.attachInvoice(subject.newOrderId, { name: "Factura ELR 1", url: "https://shop.example.ro/invoices/1.pdf" }),
      ).resolves.toBeUndefined();
      await expect(subject.client.saveOrderStatus(order!, 4)).resolves.toBeUndefined();
    });

    it("answers refused credentials and an address off the allow-list as errors no retry cures, a server error as one it may", async () => {
      for (const client of [subject.refused, subject.outsideAllowList]) {
        const refused = await refusal(client.readOrders({ status: 1 }));
        expect(refused).toBeInstanceOf(EmagError);
        expect((refused as EmagError).retryable).toBe(false);
      }
      subject.failNext();
      const failed = await refusal(subject.client.readOrders({ status: 1 }));
      expect(failed).toBeInstanceOf(EmagError);
      expect((failed as EmagError).retryable).toBe(true);
    });
  });
}
