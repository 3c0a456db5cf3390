/** /api/account/addresses: the signed-in customer's address book. */
import { Hono, type Context } from "hono";
import type { Address, AddressBook } from "#server/commerce/customers/addresses";
import { MAX_ADDRESSES } from "#server/commerce/customers/addresses";
import { customerIdOf, type AccountEnv } from "./account-session.ts";
import { failure, messagesFor, readBody } from "./auth-http.ts";
import { addressCreateBody, addressUpdateBody } from "./auth-schemas.ts";

const ADDRESSES_PATH = "/api/account/addresses";

function addressBody({ createdAt: _created, updatedAt: _updated, ...address }: Address) {
  return address;
}

/** The id in the path, or null for anything that cannot be one of ours. */
function addressIdOf(c: Context): number | null {
  const id = c.req.param("id") ?? "";
  return /^\d{1,12}$/.test(id) ? Number(id) : null;
}

export function accountAddressRoutes(addresses: AddressBook): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const notFound = (c: Context) => failure(c, 404, messagesFor(c).addressNotFound);

  app.get(ADDRESSES_PATH, async (c) => {
    const { addresses: list, defaultAddressId } = await addresses.list(customerIdOf(c));
    return c.json({ success: true, addresses: list.map(addressBody), defaultAddressId });
  });

  app.post(ADDRESSES_PATH, async (c) => {
    const input = await readBody(c, addressCreateBody);
    if (!input.ok) return input.response;
    const { isDefault, ...fields } = input.value;
    const created = await addresses.create(customerIdOf(c), fields, isDefault);
    if (created.kind === "limit_reached") return failure(c, 400, messagesFor(c).tooManyAddresses(MAX_ADDRESSES));
    return c.json({ success: true, address: addressBody(created.address), defaultAddressId: created.defaultAddressId }, 201);
  });

  app.patch(`${ADDRESSES_PATH}/:id`, async (c) => {
    const id = addressIdOf(c);
    if (id === null) return notFound(c);
    const input = await readBody(c, addressUpdateBody);
    if (!input.ok) return input.response;
    const updated = await addresses.update(customerIdOf(c), id, input.value);
    if (!updated) return notFound(c);
    return c.json({ success: true, address: addressBody(updated.address), defaultAddressId: updated.defaultAddressId });
  });

  app.delete(`${ADDRESSES_PATH}/:id`, async (c) => {
    const id = addressIdOf(c);
    const removed = id === null ? null : await addresses.remove(customerIdOf(c), id);
    if (!removed) return notFound(c);
    return c.json({ success: true, defaultAddressId: removed.defaultAddressId });
  });

  app.post(`${ADDRESSES_PATH}/:id/default`, async (c) => {
    const id = addressIdOf(c);
    const list = id === null ? null : await addresses.setDefault(customerIdOf(c), id);
    if (!list) return notFound(c);
    return c.json({ success: true, addresses: list.addresses.map(addressBody), defaultAddressId: list.defaultAddressId });
  });

  return app;
}
