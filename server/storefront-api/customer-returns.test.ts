/**
 * The customer's returns through the Storefront API (issue 19 item 6): `customer { orders { returns } }` in the
 * Customer Account API's shapes, each of our statuses answered as Shopify's `ReturnStatus` (pending REQUESTED,
 * approved and processing OPEN, completed CLOSED, rejected DECLINED, cancelled CANCELED), money in the order's
 * currency, nobody else's returns, one read of the returns per request, and the limits on the nested connections.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReturnRequestBody } from "#domain/customer-returns";
import { emptyTables } from "#tests/server/test-database.ts";
import { signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { markDelivered, RETURN_TABLES } from "#tests/server/returns-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const clock = testClock(new Date("2026-03-05T10:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let staff: ReturnType<typeof staffKit>;
let support: StaffMemberSession;
let fulfilment: StaffMemberSession;
let owner: StaffMemberSession;

beforeEach(async () => {
  await emptyTables(database.db, ...RETURN_TABLES);
  clock.set(new Date("2026-03-05T10:00:00.000Z"));
  kit = buildOrdersApp({ database, clock });
  staff = staffKit(kit, clock);
  support = await staff.signIn("support@elara.test", "support");
  fulfilment = await staff.signIn("fulfilment@elara.test", "fulfilment");
  owner = await staff.signIn("owner@elara.test", "owner");
});

interface Shopper {
  id: number;
  email: string;
  token: string;
}

async function signedIn(email: string, firstName: string): Promise<Shopper> {
  const { id, accessToken } = await signedInCustomer(kit, email, { firstName });
  return { id, email, token: accessToken };
}

/** Two papillex bottles paid on delivery, priced in `currencyCode`, delivered two days ago. */
async function deliveredOrder(shopper: Shopper, currencyCode = "RON") {
  const body = orderBody([{ variantId: variants.single, quantity: 2 }], { email: shopper.email, currencyCode });
  const { orderNumber } = await placeOrder(kit, body, { language: "en", accessToken: shopper.token });
  const delivered = await markDelivered(database.db, orderNumber, {
    shippedAt: "2026-03-02T08:00:00.000Z",
    deliveredAt: "2026-03-03T12:00:00.000Z",
  });
  return { order: delivered.order, line: delivered.lines[0]! };
}

/** A request through the customer's returns service, as the account pages make it. */
async function requestReturn(shopper: Shopper, orderNumber: number, lineId: number, reason: ReturnRequestBody["lines"][number]["reason"]) {
  const made = await kit.platform.returns.returns.request(
    shopper,
    {
      orderNumber,
      lines: [{ lineId, quantity: 1, reason }],
      refundMethod: "store_credit",
      ...(reason === "defective" ? { details: "The seal was broken." } : {}),
    },
    "en",
  );
  if (!made.ok) throw new Error(`The return was refused: ${made.reason}`);
  return made.value.id;
}

async function step(id: number, action: string, member: StaffMemberSession, body: unknown = {}) {
  const answer = await staff.call("POST", `/api/admin/returns/${id}/${action}`, { member, body });
  expect(answer.status).toBe(200);
}

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await kit.app.request(
    STOREFRONT_API_PATH,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [STOREFRONT_TOKEN_HEADER]: testConfig.publicStorefrontToken,
        Origin: TEST_BASE_URL,
      },
      body: JSON.stringify({ query, variables }),
    },
    socketFrom(),
  );
  expect(response.status).toBe(200);
  // The assertions check the answer's shape; typing each one up front would only repeat them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

const RETURNS = /* GraphQL */ `
  query CustomerReturns($token: String!, $reverse: Boolean = false) {
    customer(customerAccessToken: $token) {
      orders(first: 10) {
        nodes {
          id
          name
          returns(first: 10, reverse: $reverse) {
            nodes {
              id
              name
              status
              createdAt
              updatedAt
              closedAt
              returnLineItems(first: 10) {
                nodes {
                  id
                  quantity
                  returnReason
                  lineItem {
                    id
                    name
                    title
                    variantTitle
                    variantId
                    quantity
                    price {
                      amount
                      currencyCode
                    }
                    totalPriceBeforeDiscounts {
                      amount
                      currencyCode
                    }
                  }
                }
              }
            }
            pageInfo {
              hasNextPage
            }
          }
        }
      }
    }
  }
`;

interface Money {
  amount: string;
  currencyCode: string;
}

interface ReturnAnswer {
  id: string;
  name: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  returnLineItems: {
    nodes: {
      id: string;
      quantity: number;
      returnReason: string;
      lineItem: { id: string; title: string; quantity: number; price: Money; totalPriceBeforeDiscounts: Money };
    }[];
  };
}

async function returnsOf(shopper: Shopper, variables: Record<string, unknown> = {}) {
  const answer = await graphql(RETURNS, { token: shopper.token, ...variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.customer.orders.nodes as {
    id: string;
    name: string;
    returns: { nodes: ReturnAnswer[]; pageInfo: { hasNextPage: boolean } };
  }[];
}

async function statusesOf(shopper: Shopper) {
  const [order] = await returnsOf(shopper);
  return order!.returns.nodes.map((node) => [node.name, node.status]);
}

describe("Order.returns", () => {
  it("answers each status as Shopify's ReturnStatus, through every step on both sides", async () => {
    const ana = await signedIn("ana@example.ro", "Ana");
    const { order, line } = await deliveredOrder(ana);
    expect(await statusesOf(ana)).toEqual([]);

    const first = await requestReturn(ana, order.orderNumber, line.id, "changed_mind");
    const [requested] = await returnsOf(ana);
    expect(requested!.returns.nodes).toEqual([
      {
        id: `gid://shopify/Return/${first}`,
        name: `#${first}`,
        status: "REQUESTED",
        createdAt: "2026-03-05T10:00:00Z",
        updatedAt: "2026-03-05T10:00:00Z",
        closedAt: null,
        returnLineItems: {
          nodes: [
            {
              id: `gid://shopify/ReturnLineItem/${line.id}?return=${first}`,
              quantity: 1,
              returnReason: "UNWANTED",
              lineItem: {
                id: `gid://shopify/LineItem/${line.id}`,
                name: line.title,
                title: line.title,
                variantTitle: line.variantTitle || null,
                variantId: variants.single,
                quantity: 2,
                price: { amount: (line.unitPriceMinor / 100).toFixed(2), currencyCode: "RON" },
                totalPriceBeforeDiscounts: { amount: (line.totalMinor / 100).toFixed(2), currencyCode: "RON" },
              },
            },
          ],
        },
      },
    ]);

    // Minutes apart: the owner's refund needs a second factor from the last five minutes.
    clock.set(new Date("2026-03-05T10:01:00.000Z"));
    await step(first, "approve", support, { instructions: "Send it to Str. Florilor 1, Iași." });
    expect(await statusesOf(ana)).toEqual([[`#${first}`, "OPEN"]]);

    clock.set(new Date("2026-03-05T10:02:00.000Z"));
    await step(first, "receive", fulfilment, { lines: [{ lineId: line.id, received: 1, damaged: 0 }] });
    expect(await statusesOf(ana)).toEqual([[`#${first}`, "OPEN"]]);

    clock.set(new Date("2026-03-05T10:03:00.000Z"));
    await step(first, "refund", owner);
    const [closed] = await returnsOf(ana);
    expect(closed!.returns.nodes[0]).toMatchObject({
      status: "CLOSED",
      createdAt: "2026-03-05T10:00:00Z",
      updatedAt: "2026-03-05T10:03:00Z",
      closedAt: "2026-03-05T10:03:00Z",
    });

    // The second bottle: refused by the store, then asked again and withdrawn by the customer.
    const second = await requestReturn(ana, order.orderNumber, line.id, "defective");
    await step(second, "reject", support, { message: "The photos show an opened bottle.", internalReason: "opened" });
    const third = await requestReturn(ana, order.orderNumber, line.id, "expiry_too_close");
    const cancelled = await kit.platform.returns.returns.cancel(ana, third, "en");
    expect(cancelled.ok).toBe(true);

    const [all] = await returnsOf(ana);
    expect(all!.returns.nodes.map((node) => [node.name, node.status, node.closedAt])).toEqual([
      [`#${first}`, "CLOSED", "2026-03-05T10:03:00Z"],
      [`#${second}`, "DECLINED", null],
      [`#${third}`, "CANCELED", null],
    ]);
    expect(all!.returns.nodes.map((node) => node.returnLineItems.nodes[0]!.returnReason)).toEqual(["UNWANTED", "DEFECTIVE", "OTHER"]);
    const [reversed] = await returnsOf(ana, { reverse: true });
    expect(reversed!.returns.nodes.map((node) => node.name)).toEqual([`#${third}`, `#${second}`, `#${first}`]);

    const PAGE = `query($token: String!) { customer(customerAccessToken: $token) { orders(first: 1) { nodes { returns(first: 2, sortKey: CREATED_AT) { nodes { name } pageInfo { hasNextPage } } } } } }`;
    expect((await graphql(PAGE, { token: ana.token })).data!.customer.orders.nodes[0].returns).toEqual({
      nodes: [{ name: `#${first}` }, { name: `#${second}` }],
      pageInfo: { hasNextPage: true },
    });
  });

  it("answers money in the order's currency", async () => {
    const ana = await signedIn("ana@example.ro", "Ana");
    const { order, line } = await deliveredOrder(ana, "EUR");
    await requestReturn(ana, order.orderNumber, line.id, "not_as_described");
    const [answered] = await returnsOf(ana);
    const item = answered!.returns.nodes[0]!.returnLineItems.nodes[0]!;
    expect(item.returnReason).toBe("NOT_AS_DESCRIBED");
    expect(item.lineItem.price).toEqual({ amount: (line.unitPriceMinor / 100).toFixed(2), currencyCode: "EUR" });
    expect(item.lineItem.totalPriceBeforeDiscounts).toEqual({ amount: (line.totalMinor / 100).toFixed(2), currencyCode: "EUR" });
  });

  it("never answers another customer's returns", async () => {
    const ana = await signedIn("ana@example.ro", "Ana");
    const { order, line } = await deliveredOrder(ana);
    await requestReturn(ana, order.orderNumber, line.id, "changed_mind");
    const ion = await signedIn("ion@example.ro", "Ion");

    expect(await returnsOf(ion)).toEqual([]);
    await deliveredOrder(ion);
    const [his] = await returnsOf(ion);
    expect(his!.returns).toEqual({ nodes: [], pageInfo: { hasNextPage: false } });
    expect(await statusesOf(ana)).toEqual([[expect.any(String), "REQUESTED"]]);
  });

  it("reads the customer's returns once per request, however many orders ask, and gives each order its own", async () => {
    const ana = await signedIn("ana@example.ro", "Ana");
    const placed = [await deliveredOrder(ana), await deliveredOrder(ana), await deliveredOrder(ana)];
    const ids = [
      await requestReturn(ana, placed[0]!.order.orderNumber, placed[0]!.line.id, "changed_mind"),
      await requestReturn(ana, placed[2]!.order.orderNumber, placed[2]!.line.id, "changed_mind"),
    ];
    const list = vi.spyOn(kit.platform.returns.returns, "list");

    const answered = await returnsOf(ana);
    expect(answered.map((order) => [order.name, order.returns.nodes.map((node) => node.name)])).toEqual([
      [`#${placed[0]!.order.orderNumber}`, [`#${ids[0]}`]],
      [`#${placed[1]!.order.orderNumber}`, []],
      [`#${placed[2]!.order.orderNumber}`, [`#${ids[1]}`]],
    ]);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ id: ana.id, email: "ana@example.ro" });
  });
});

describe("the limits on an order's returns", () => {
  // The cost model prices every order's returns as if read apart; they are read once per customer, so it only overestimates.
  it("serves an account page's query written with edges at every level (13 deep), and refuses nested pages of 250 before touching the database", async () => {
    const ana = await signedIn("ana@example.ro", "Ana");
    const ACCOUNT_PAGE = /* GraphQL */ `
      query ($token: String!) {
        customer(customerAccessToken: $token) {
          orders(first: 20) {
            edges {
              node {
                name
                returns(first: 10) {
                  edges {
                    node {
                      name
                      status
                      returnLineItems(first: 10) {
                        edges {
                          node {
                            quantity
                            returnReason
                            lineItem {
                              title
                              price {
                                amount
                                currencyCode
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    `;
    const served = await graphql(ACCOUNT_PAGE, { token: ana.token });
    expect(served.errors).toBeUndefined();
    expect(served.data!.customer.orders.edges).toEqual([]);

    const list = vi.spyOn(kit.platform.returns.returns, "list");
    const NESTED = `query($token: String!, $n: Int) { customer(customerAccessToken: $token) { orders(first: 250) { nodes { returns(first: $n) { nodes { returnLineItems(first: 250) { nodes { quantity lineItem { title } } } } } } } } }`;
    for (const n of [250, 100]) {
      const refused = await graphql(NESTED, { token: ana.token, n });
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.extensions?.code).toBe("MAX_COMPLEXITY_EXCEEDED");
    }
    expect(list).not.toHaveBeenCalled();
  });
});
