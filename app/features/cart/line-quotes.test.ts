import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchLineQuotes, lineQuotesQuery } from "./line-quotes.ts";

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

// The server's answer to these documents is checked end to end (tests/e2e/cart.spec.ts).
describe("lineQuotesQuery", () => {
  it.each([1, 3])("asks for %i products, each under its own alias and variable", (count) => {
    const operation = parse(lineQuotesQuery(count)).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operation?.variableDefinitions?.map((variable) => variable.variable.name.value)).toEqual([
      "country",
      "language",
      ...Array.from({ length: count }, (_, index) => `h${index}`),
    ]);
    expect(operation?.selectionSet.selections.map((selection) => selection.kind === Kind.FIELD && selection.alias?.value)).toEqual(
      Array.from({ length: count }, (_, index) => `p${index}`),
    );
    expect(operation?.directives?.map((directive) => directive.name.value)).toEqual(["inContext"]);
  });
});

describe("fetchLineQuotes", () => {
  it("asks for every product under an alias, in the currency's country and the page's language", async () => {
    const fetchMock = vi.fn(async () =>
      answer({
        data: {
          p0: {
            title: "Papillex — Cervical Health Support",
            variants: {
              nodes: [
                {
                  id: "v1",
                  title: "Single Bottle",
                  availableForSale: true,
                  price: { amount: "37.99", currencyCode: "EUR" },
                  metafields: [null],
                },
                {
                  id: "v2",
                  title: "3-Pack",
                  availableForSale: false,
                  price: { amount: "102.51", currencyCode: "EUR" },
                  metafields: [null],
                },
                {
                  id: "v4",
                  title: "Every month",
                  availableForSale: true,
                  price: { amount: "34.17", currencyCode: "EUR" },
                  metafields: [{ key: "subscription", value: "true" }],
                },
              ],
            },
          },
          p1: null,
        },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const quotes = await fetchLineQuotes({ handles: ["papillex", "gone"], currency: "EUR", language: "en", token: "t0k3n" });
    expect(quotes.get("v1")).toEqual({
      productHandle: "papillex",
      productTitle: "Papillex — Cervical Health Support",
      variantTitle: "Single Bottle",
      metafields: {},
      availableForSale: true,
      price: { amountMinor: 3799, currencyCode: "EUR" },
    });
    expect(quotes.get("v2")?.availableForSale).toBe(false);
    expect(quotes.get("v4")).toMatchObject({ productHandle: "papillex", metafields: { subscription: "true" } });
    expect(quotes.size).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/2024-01/graphql.json");
    expect((init.headers as Record<string, string>)["X-Shopify-Storefront-Access-Token"]).toBe("t0k3n");
    expect(JSON.parse(init.body as string).variables).toEqual({ country: "DE", language: "EN", h0: "papillex", h1: "gone" });
  });

  it("fails with the spec's messages on an HTTP or GraphQL error", async () => {
    vi.stubGlobal("fetch", async () => new Response("down", { status: 503 }));
    await expect(fetchLineQuotes({ handles: ["papillex"], currency: "RON", language: "ro", token: "t" })).rejects.toThrow(
      "Shopify API error: 503 - down",
    );
    vi.stubGlobal("fetch", async () => answer({ errors: [{ message: "Throttled" }] }));
    await expect(fetchLineQuotes({ handles: ["papillex"], currency: "RON", language: "ro", token: "t" })).rejects.toThrow(
      "GraphQL errors: Throttled",
    );
  });

  it("asks nothing for no products", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    expect((await fetchLineQuotes({ handles: [], currency: "RON", language: "ro", token: "t" })).size).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
