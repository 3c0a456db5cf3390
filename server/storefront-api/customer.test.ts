/**
 * The Storefront API's customer fields over HTTP: Shopify's shapes for the access token mutations
 * and `customer(customerAccessToken:)`, a dead token answering null, and the login limits shared
 * with the REST route.
 */
import { describe, expect, it } from "vitest";
import { buildAccountApp, linkFrom, postJson, recordingTransport, socketFrom, testClock, testLimits } from "#tests/server/account-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { customers } from "#server/db/schema";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";

const database = testDatabaseForFile({ emptyEachTest: [customers] });

type Kit = ReturnType<typeof buildAccountApp>;

async function graphql(
  kit: Kit,
  query: string,
  variables: Record<string, unknown> = {},
  from = socketFrom(),
  // What a browser on one of the store's pages sends with every POST.
  headers: Record<string, string> = { Origin: TEST_BASE_URL },
) {
  const response = await kit.app.request(
    STOREFRONT_API_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: testConfig.publicStorefrontToken, ...headers },
      body: JSON.stringify({ query, variables }),
    },
    from,
  );
  expect(response.status).toBe(200);
  // The assertions check the answer's shape; typing each one up front would only repeat them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function withActiveCustomer(options: Partial<Parameters<typeof buildAccountApp>[0]> = {}) {
  const transport = recordingTransport();
  const kit = buildAccountApp({ database, transport, ...options });
  await postJson(kit.app, "/api/auth", { action: "create-account", email: "ana@example.ro", firstName: "Ana", lastName: "Pop" });
  await kit.platform.mailer.idle();
  const [, , , id, token] = linkFrom(transport.sent, "ana@example.ro", "/account/activate/").pathname.split("/");
  await postJson(kit.app, "/api/auth", { action: "activate-account", id, token, password: "secret-password" });
  return { ...kit, customerId: Number(id) };
}

const CREATE = /* GraphQL */ `
  mutation Login($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`;

const RENEW = /* GraphQL */ `
  mutation ($t: String!) {
    customerAccessTokenRenew(customerAccessToken: $t) {
      customerAccessToken {
        accessToken
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const CUSTOMER = /* GraphQL */ `
  query Customer($token: String!) {
    customer(customerAccessToken: $token) {
      id
      email
      firstName
      lastName
      displayName
      acceptsMarketing
      defaultAddress {
        id
        address1
        city
        countryCodeV2
        country
        company
        formatted(withName: true)
      }
      addresses(first: 10) {
        nodes {
          id
          zip
        }
      }
      orders(first: 5) {
        nodes {
          id
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

describe("customer access tokens", () => {
  it("customerAccessTokenCreate signs in and the token reads the customer", async () => {
    const kit = await withActiveCustomer({ clock: testClock() });
    const created = await graphql(kit, CREATE, { input: { email: "ana@example.ro", password: "secret-password" } });
    expect(created.data!.customerAccessTokenCreate).toEqual({
      customerAccessToken: { accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: "2026-03-15T10:00:00Z" },
      customerUserErrors: [],
    });
    const token = created.data!.customerAccessTokenCreate.customerAccessToken.accessToken as string;

    const address = {
      firstName: "Ana",
      lastName: "Pop",
      address1: "Str. Memorandumului 28",
      city: "Cluj-Napoca",
      zip: "400114",
      country: "RO",
    };
    await kit.app.request("/api/account/addresses", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(address),
    });

    const read = await graphql(kit, CUSTOMER, { token });
    expect(read.errors).toBeUndefined();
    expect(read.data!.customer).toEqual({
      id: `gid://shopify/Customer/${kit.customerId}`,
      email: "ana@example.ro",
      firstName: "Ana",
      lastName: "Pop",
      displayName: "Ana Pop",
      acceptsMarketing: false,
      defaultAddress: {
        id: expect.stringMatching(/^gid:\/\/shopify\/MailingAddress\/\d+$/),
        address1: "Str. Memorandumului 28",
        city: "Cluj-Napoca",
        countryCodeV2: "RO",
        country: "România",
        company: null,
        formatted: ["Ana Pop", "Str. Memorandumului 28", "Cluj-Napoca 400114", "România"],
      },
      addresses: { nodes: [{ id: expect.any(String), zip: "400114" }] },
      orders: { nodes: [], pageInfo: { hasNextPage: false } },
    });
  });

  it("answers Shopify's UNIDENTIFIED_CUSTOMER for any failed login, and null for a dead token", async () => {
    const kit = await withActiveCustomer();
    for (const input of [
      { email: "ana@example.ro", password: "wrong" },
      { email: "nobody@example.ro", password: "secret-password" },
    ]) {
      const answer = await graphql(kit, CREATE, { input });
      expect(answer.data!.customerAccessTokenCreate).toEqual({
        customerAccessToken: null,
        customerUserErrors: [{ code: "UNIDENTIFIED_CUSTOMER", field: null, message: "Unidentified customer" }],
      });
    }
    expect((await graphql(kit, CUSTOMER, { token: "not-a-token" })).data).toEqual({ customer: null });
  });

  it("customerAccessTokenRenew renews only for the store's own pages; elsewhere it answers a user error and the token lives on", async () => {
    const kit = await withActiveCustomer();
    const token = (await graphql(kit, CREATE, { input: { email: "ana@example.ro", password: "secret-password" } })).data!
      .customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const refused = {
      customerAccessToken: null,
      userErrors: [{ field: ["customerAccessToken"], message: "A session can only be renewed from the store's own pages" }],
    };
    const elsewhere: Record<string, string>[] = [
      {},
      { Origin: "https://evil.example" },
      { Origin: TEST_BASE_URL, "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of elsewhere) {
      expect((await graphql(kit, RENEW, { t: token }, socketFrom(), headers)).data!.customerAccessTokenRenew).toEqual(refused);
    }
    expect((await graphql(kit, CUSTOMER, { token })).data!.customer).toMatchObject({ email: "ana@example.ro" });
    expect((await graphql(kit, RENEW, { t: token })).data!.customerAccessTokenRenew.userErrors).toEqual([]);
  });

  it("customerAccessTokenRenew rotates and customerAccessTokenDelete ends the session", async () => {
    const kit = await withActiveCustomer();
    const token = (await graphql(kit, CREATE, { input: { email: "ana@example.ro", password: "secret-password" } })).data!
      .customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const renewed = await graphql(kit, RENEW, { t: token });
    const next = renewed.data!.customerAccessTokenRenew.customerAccessToken.accessToken as string;
    expect(next).not.toBe(token);
    expect(renewed.data!.customerAccessTokenRenew.userErrors).toEqual([]);
    expect((await graphql(kit, CUSTOMER, { token })).data!.customer).toBeNull();

    const again = await graphql(kit, RENEW, { t: token });
    expect(again.data!.customerAccessTokenRenew).toEqual({
      customerAccessToken: null,
      userErrors: [{ field: ["customerAccessToken"], message: "access token does not exist" }],
    });

    const DELETE = `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
    const deleted = await graphql(kit, DELETE, { t: next });
    expect(deleted.data!.customerAccessTokenDelete).toEqual({
      deletedAccessToken: next,
      deletedCustomerAccessTokenId: expect.stringMatching(/^gid:\/\/shopify\/CustomerAccessToken\/\d+$/),
      userErrors: [],
    });
    expect((await graphql(kit, CUSTOMER, { token: next })).data!.customer).toBeNull();
    expect((await graphql(kit, DELETE, { t: next })).data!.customerAccessTokenDelete).toMatchObject({
      deletedAccessToken: null,
      userErrors: [{ field: ["customerAccessToken"] }],
    });
  });

  it("counts GraphQL logins against the same limits as REST logins", async () => {
    const kit = await withActiveCustomer({ limits: testLimits({ login: { perClient: 100, perEmail: 2, windowMs: 15 * 60_000 } }) });
    expect(
      (await postJson(kit.app, "/api/auth", { action: "create-customer-token", email: "ana@example.ro", password: "wrong" })).status,
    ).toBe(401);
    expect(
      (await graphql(kit, CREATE, { input: { email: "ana@example.ro", password: "wrong" } })).data!.customerAccessTokenCreate
        .customerAccessToken,
    ).toBeNull();
    const throttled = await graphql(kit, CREATE, { input: { email: "ana@example.ro", password: "secret-password" } });
    expect(throttled.data).toEqual({ customerAccessTokenCreate: null });
    expect(throttled.errors).toEqual([expect.objectContaining({ message: "Throttled", extensions: { code: "THROTTLED" } })]);
    expect(
      (await postJson(kit.app, "/api/auth", { action: "create-customer-token", email: "ana@example.ro", password: "secret-password" }))
        .status,
    ).toBe(429);
  });
});
