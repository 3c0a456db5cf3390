import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { publicReadTags } from "./public-reads.ts";

const tags = (query: string, operationName?: string) => publicReadTags(parse(query), operationName);

describe("public reads", () => {
  it("are catalogue and blog queries, tagged with what they show", () => {
    expect(tags("{ products(first: 2) { nodes { id } } }")).toEqual(["catalog"]);
    expect(tags('{ product(handle: "x") { id } blogs(first: 1) { nodes { id } } }')).toEqual(["catalog", "blog"]);
    expect(tags("{ shop { name } }")).toEqual([]);
  });

  it("follow fragments and inline fragments on the root", () => {
    expect(tags("query { ...Root } fragment Root on QueryRoot { articles(first: 1) { nodes { id } } }")).toEqual(["blog"]);
    expect(tags('query { ... on QueryRoot { customer(customerAccessToken: "t") { id } } }')).toBeNull();
    expect(tags('query { ...Me } fragment Me on QueryRoot { customer(customerAccessToken: "t") { id } }')).toBeNull();
  });

  it("are never a customer's data or a mutation", () => {
    expect(tags('{ shop { name } customer(customerAccessToken: "t") { id } }')).toBeNull();
    expect(tags('mutation { customerAccessTokenDelete(customerAccessToken: "t") { deletedAccessToken } }')).toBeNull();
  });

  it("are judged by the operation asked for by name", () => {
    const document = 'query A { shop { name } } query B { customer(customerAccessToken: "t") { id } }';
    expect(tags(document, "A")).toEqual([]);
    expect(tags(document, "B")).toBeNull();
    expect(tags(document)).toBeNull();
  });
});
