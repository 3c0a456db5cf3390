import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./catalog-search.ts";

describe("parseSearchQuery", () => {
  it("reads nothing from an empty query", () => {
    expect(parseSearchQuery(undefined)).toEqual([]);
    expect(parseSearchQuery("   ")).toEqual([]);
  });

  it("reads the supported fields, combined with AND", () => {
    expect(parseSearchQuery("handle:papillex AND tag:hpv vendor:Elara product_type:Supliment title:well tag_not:old")).toEqual([
      { kind: "field", field: "handle", value: "papillex", prefix: false },
      { kind: "field", field: "tag", value: "hpv", prefix: false },
      { kind: "field", field: "vendor", value: "Elara", prefix: false },
      { kind: "field", field: "product_type", value: "Supliment", prefix: false },
      { kind: "field", field: "title", value: "well", prefix: false },
      { kind: "field", field: "tag_not", value: "old", prefix: false },
    ]);
  });

  it("keeps quoted values whole and reads a trailing * as a prefix", () => {
    expect(parseSearchQuery('title:"bladder health" handle:pap* "vitamin c"')).toEqual([
      { kind: "field", field: "title", value: "bladder health", prefix: false },
      { kind: "field", field: "handle", value: "pap", prefix: true },
      { kind: "word", value: "vitamin c" },
    ]);
  });

  it("reads available_for_sale as a boolean", () => {
    expect(parseSearchQuery("available_for_sale:true available_for_sale:false")).toEqual([
      { kind: "available", value: true },
      { kind: "available", value: false },
    ]);
  });

  it("treats unknown syntax as words instead of failing", () => {
    expect(parseSearchQuery("colour:red OR available_for_sale:maybe price:>10 well*")).toEqual([
      { kind: "word", value: "colour:red" },
      { kind: "word", value: "OR" },
      { kind: "word", value: "available_for_sale:maybe" },
      { kind: "word", value: "price:>10" },
      { kind: "word", value: "well" },
    ]);
  });
});
