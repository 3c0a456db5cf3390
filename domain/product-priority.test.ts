import { describe, expect, it } from "vitest";
import { sortByPriority } from "./product-priority.ts";

const products = (...handles: string[]) => handles.map((handle) => ({ handle }));
const handles = (list: readonly { handle: string }[]) => list.map((p) => p.handle);

describe("sortByPriority", () => {
  it("puts papillex, then ahcc, then simplix first; the rest keep their order", () => {
    const demo = products("ic-well", "simplix", "pco-well", "ahcc", "endo-well", "papillex");
    expect(handles(sortByPriority(demo))).toEqual(["papillex", "ahcc", "simplix", "ic-well", "pco-well", "endo-well"]);
  });

  it("matches handles that contain a lead product's name, keeping their order within a rank", () => {
    const list = products("endo-well", "ahcc-kit", "papillex-bundle", "simplix", "ahcc", "papillex", "ic-well");
    expect(handles(sortByPriority(list))).toEqual(["papillex-bundle", "papillex", "ahcc-kit", "ahcc", "simplix", "endo-well", "ic-well"]);
  });

  it("keeps duplicates and ranks a handle by its most important name", () => {
    const list = products("ahcc", "simplix-ahcc", "ahcc", "ahcc-papillex-duo", "x");
    expect(handles(sortByPriority(list))).toEqual(["ahcc-papillex-duo", "ahcc", "simplix-ahcc", "ahcc", "x"]);
  });

  it("returns new arrays holding the same objects and leaves the input alone", () => {
    const list = products("ic-well", "papillex");
    const sorted = sortByPriority(list);
    expect(handles(list)).toEqual(["ic-well", "papillex"]);
    expect(sorted).not.toBe(list);
    expect(sorted[0]).toBe(list[1]);
  });

  it("keeps the order when nothing is a lead product, and handles an empty list", () => {
    expect(handles(sortByPriority(products("c", "a", "b")))).toEqual(["c", "a", "b"]);
    expect(sortByPriority([])).toEqual([]);
  });

  it("keeps the rest of each object", () => {
    const list = [
      { handle: "ic-well", price: 5999 },
      { handle: "simplix", price: 4995 },
    ];
    expect(sortByPriority(list)).toEqual([
      { handle: "simplix", price: 4995 },
      { handle: "ic-well", price: 5999 },
    ]);
  });
});
