/** /api/account/addresses: the signed-in customer's address book. */
import { Hono, type Context } from "hono";
import { addressListSchema, addressRemovedSchema, addressSavedSchema, type AccountAddress } from "#domain/account-api";
import type { Address, AddressBook } from "#server/commerce/customers/module";
import { MAX_ADDRESSES } from "#server/commerce/customers/module";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import { customerContract, customerIdOf, type AccountEnv } from "./account-session.ts";
import { describeAccountField, messagesFor } from "./auth-http.ts";
import { addressCreateBody, addressUpdateBody } from "./auth-schemas.ts";

const ADDRESSES_PATH = "/api/account/addresses";
const TAGS = ["Account: addresses"];

function addressBody({ createdAt: _created, updatedAt: _updated, ...address }: Address): AccountAddress {
  return address;
}

/** The id in the path, or null for anything that cannot be one of ours. */
function addressIdOf(c: Context): number | null {
  const id = c.req.param("id") ?? "";
  return /^\d{1,12}$/.test(id) ? Number(id) : null;
}

export function accountAddressRoutes(addresses: AddressBook): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const notFound = (c: Context) => problem(c, 404, "address_not_found", messagesFor(c).addressNotFound);
  /** The customer's own address the path names, acted on; null where the id cannot be theirs or `act` finds nothing. */
  const onOwnAddress = <T>(c: Context<AccountEnv>, act: (customerId: number, id: number) => Promise<T | null>): Promise<T | null> => {
    const id = addressIdOf(c);
    return id === null ? Promise.resolve(null) : act(customerIdOf(c), id);
  };
  const saved = { 200: { description: "The address as saved, and which is the default.", schema: addressSavedSchema } };

  app.get(
    ADDRESSES_PATH,
    customerContract({
      summary: "The address book, the default first",
      tags: TAGS,
      responses: { 200: { description: "Every address, and which is the default.", schema: addressListSchema } },
    }),
    async (c) => {
      const { addresses: list, defaultAddressId } = await addresses.list(customerIdOf(c));
      return c.json({ success: true, addresses: list.map(addressBody), defaultAddressId });
    },
  );

  app.post(
    ADDRESSES_PATH,
    customerContract({
      summary: "Add an address",
      tags: TAGS,
      responses: { 201: { description: "The address as saved, and which is the default.", schema: addressSavedSchema } },
      problems: [400, 413],
    }),
    body(addressCreateBody, describeAccountField),
    async (c) => {
      const { isDefault, ...fields } = c.req.valid("json");
      const created = await addresses.create(customerIdOf(c), fields, isDefault);
      if (created.kind === "limit_reached") return problem(c, 400, "too_many_addresses", messagesFor(c).tooManyAddresses(MAX_ADDRESSES));
      return c.json({ success: true, address: addressBody(created.address), defaultAddressId: created.defaultAddressId }, 201);
    },
  );

  app.patch(
    `${ADDRESSES_PATH}/:id`,
    customerContract({ summary: "Change an address", tags: TAGS, responses: saved, problems: [400, 404, 413] }),
    body(addressUpdateBody, describeAccountField),
    async (c) => {
      const updated = await onOwnAddress(c, (customerId, id) => addresses.update(customerId, id, c.req.valid("json")));
      if (!updated) return notFound(c);
      return c.json({ success: true, address: addressBody(updated.address), defaultAddressId: updated.defaultAddressId });
    },
  );

  app.delete(
    `${ADDRESSES_PATH}/:id`,
    customerContract({
      summary: "Remove an address",
      tags: TAGS,
      responses: { 200: { description: "Which address is the default now.", schema: addressRemovedSchema } },
      problems: [404],
    }),
    async (c) => {
      const removed = await onOwnAddress(c, (customerId, id) => addresses.remove(customerId, id));
      if (!removed) return notFound(c);
      return c.json({ success: true, defaultAddressId: removed.defaultAddressId });
    },
  );

  app.post(
    `${ADDRESSES_PATH}/:id/default`,
    customerContract({
      summary: "Make an address the default",
      tags: TAGS,
      responses: { 200: { description: "Every address, and which is the default.", schema: addressListSchema } },
      problems: [404],
    }),
    async (c) => {
      const list = await onOwnAddress(c, (customerId, id) => addresses.setDefault(customerId, id));
      if (!list) return notFound(c);
      return c.json({ success: true, addresses: list.addresses.map(addressBody), defaultAddressId: list.defaultAddressId });
    },
  );

  return app;
}
