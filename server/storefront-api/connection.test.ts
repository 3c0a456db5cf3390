import { describe, expect, it } from "vitest";
import { arrayConnection, pageSize } from "./connection.ts";

const items = [1, 2, 3, 4, 5].map((id) => ({ id }));
const ids = (connection: { nodes: { id: number }[] }) => connection.nodes.map((node) => node.id);

describe("pageSize", () => {
  it("accepts 0 to 250 in first or last", () => {
    expect(pageSize({ first: 0 })).toEqual({ first: 0 });
    expect(pageSize({ last: 250, first: null })).toEqual({ last: 250 });
  });

  it.each([
    [{}, "you must provide one of first or last"],
    [{ first: 1, last: 1 }, "providing both first and last is not supported"],
    [{ first: 251 }, 'Argument "first" must be between 0 and 250, got 251.'],
    [{ last: -1 }, 'Argument "last" must be between 0 and 250, got -1.'],
  ])("refuses %j", (args, message) => {
    expect(() => pageSize(args)).toThrow(expect.objectContaining({ message, extensions: { code: "BAD_REQUEST" } }));
  });
});

describe("arrayConnection", () => {
  it("pages forwards with first and after", () => {
    const first = arrayConnection(items, { first: 2 });
    expect(ids(first)).toEqual([1, 2]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = arrayConnection(items, { first: 10, after: first.pageInfo.endCursor });
    expect(ids(next)).toEqual([3, 4, 5]);
    expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it("pages backwards with last and before, and reverses", () => {
    const last = arrayConnection(items, { last: 2 });
    expect(ids(last)).toEqual([4, 5]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const earlier = arrayConnection(items, { last: 2, before: last.pageInfo.startCursor });
    expect(ids(earlier)).toEqual([2, 3]);
    expect(earlier.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(ids(arrayConnection(items, { first: 2, reverse: true }))).toEqual([5, 4]);
  });

  it("gives every edge a cursor and mirrors the edges in nodes", () => {
    const connection = arrayConnection(items, { first: 3 });
    expect(connection.edges.map((edge) => edge.node)).toEqual(connection.nodes);
    expect(connection.pageInfo.startCursor).toBe(connection.edges[0]!.cursor);
    expect(connection.pageInfo.endCursor).toBe(connection.edges[2]!.cursor);
    expect(arrayConnection([], { first: 3 }).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });

  it("refuses cursors that name no item of the list", () => {
    const foreign = arrayConnection([{ id: 99 }], { first: 1 }).pageInfo.endCursor!;
    expect(() => arrayConnection(items, { first: 1, after: foreign })).toThrow("Invalid cursor");
    expect(() => arrayConnection(items, { first: 1, after: "%%%" })).toThrow("Invalid cursor");
  });

  it("refuses a cursor longer than any it issues before decoding it", () => {
    const padded = Buffer.from(`["item",1]${" ".repeat(100)}`, "utf8").toString("base64url");
    expect(() => arrayConnection(items, { first: 1, after: padded })).toThrow("Invalid cursor");
    const largest = arrayConnection([{ id: Number.MAX_SAFE_INTEGER }], { first: 1 }).pageInfo.endCursor!;
    expect(arrayConnection([{ id: Number.MAX_SAFE_INTEGER }], { first: 1, before: largest }).nodes).toEqual([]);
  });
});
