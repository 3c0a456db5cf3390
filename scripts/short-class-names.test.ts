/**
 * Short class names (decision 0122): the stylesheet's classes found however they are written, short names that never
 * meet a kept one, and a chunk renamed where it names classes and left alone where it does not.
 */
import { describe, expect, it } from "vitest";
import { classNamesOf, renameCssClasses, renameJsClasses, shortNames } from "./short-class-names.ts";

const CSS = String.raw`
@layer utilities {
  .flex { display: flex; }
  .hidden { display: none; }
  .sr-only { position: absolute; }
  .text-sm { font-size: .875rem; }
  .sm\:col-start-2 { @media (width >= 40rem) { grid-column-start: 2; } }
  .has-\[\:focus-visible\]\:outline:has(:focus-visible) { outline-style: solid; }
  .group-hover\:text-brand-dark { &:is(:where(.group):hover *) { color: red; } }
  .bg-brand\/40 { background: url("/images/a.svg"); }
}
@layer components {
  .disclosure[open] > .disclosure-summary::after { rotate: 180deg; }
}
`;

const classes = classNamesOf(CSS);
const names = shortNames(classes);

describe("the stylesheet's classes", () => {
  it("finds each class as written in the markup, inside :where() and variants too, and nothing from a url", () => {
    expect([...classes].sort()).toEqual([
      "bg-brand/40",
      "disclosure",
      "disclosure-summary",
      "flex",
      "group",
      "group-hover:text-brand-dark",
      "has-[:focus-visible]:outline",
      "hidden",
      "sm:col-start-2",
      "sr-only",
      "text-sm",
    ]);
  });

  it("gives short names in the sorted names' order to classes with a dash, colon, slash or bracket only", () => {
    expect(Object.fromEntries(names)).toEqual({
      "bg-brand/40": "a",
      "disclosure-summary": "b",
      "group-hover:text-brand-dark": "c",
      "has-[:focus-visible]:outline": "d",
      "sm:col-start-2": "e",
      "sr-only": "f",
      "text-sm": "g",
    });
    expect(shortNames(new Set([...classes].reverse()))).toEqual(names);
  });

  it("never gives a short name a kept class has", () => {
    const kept = new Set(["a", "b-c", "d-e"]);
    expect(Object.fromEntries(shortNames(kept))).toEqual({ "b-c": "b", "d-e": "c" });
  });

  it("renames the selectors and nothing else", () => {
    const renamed = renameCssClasses(CSS, names);
    expect(classNamesOf(renamed)).toEqual(new Set(["a", "b", "c", "d", "e", "f", "g", "disclosure", "flex", "group", "hidden"]));
    expect(renamed).toContain('url("/images/a.svg")');
    expect(renamed).toMatch(/\.c \{\s*&:is\(:where\(\.group\):hover \*\)/);
  });
});

describe("a chunk's classes", () => {
  const rename = (code: string) => renameJsClasses(code, names, classes);

  it("renames class strings, templates around expressions, and leaves words that are no renamed class", () => {
    const code = [
      'jsx("p", { className: "sr-only text-sm flex" });',
      'const TONES = { quiet: "text-sm", loud: "sr-only flex" };',
      'const tone = open ? "text-sm" : "sm:col-start-2 js-hook";',
      "const frame = `bg-brand/40 ${tone} text-sm`;",
      "const joined = `${size} sr-only ${y}-x`;",
      'input({ type: "hidden", autoComplete: "postal-code", id: "sr-only", htmlFor: `text-${n}` });',
    ].join("\n");
    expect(rename(code)).toEqual({
      code: [
        'jsx("p", { className: "f g flex" });',
        'const TONES = { quiet: "g", loud: "f flex" };',
        'const tone = open ? "g" : "e js-hook";',
        "const frame = `a ${tone} g`;",
        "const joined = `${size} f ${y}-x`;",
        'input({ type: "hidden", autoComplete: "postal-code", id: "sr-only", htmlFor: `text-${n}` });',
      ].join("\n"),
      unfollowed: [],
    });
  });

  it("leaves sentences, URLs and escapes alone", () => {
    const code = 'log("Use sr-only here."); fetch("/images/text-sm.svg"); el.title = "Mărimea text-sm";';
    expect(rename(code).code).toBe(code);
  });

  it("names a class put together when the page runs", () => {
    expect(rename("jsx('span', { className: `flag text-${size}` });").unfollowed).toEqual(["text-…"]);
    expect(rename('const size = "text-" + n;').unfollowed).toEqual(["text-…"]);
    expect(rename('const frame = `${open ? "mt-2 " : ""}text-sm`;').unfollowed).toEqual(["…text-sm"]);
    expect(rename('const frame = `text-sm${open ? " mt-2" : ""}`;').unfollowed).toEqual(["text-sm…"]);
  });

  it("names a renamed class that a selector, an attribute test or a sentence holds", () => {
    expect(rename('el.querySelector(".sr-only"); el.closest("[class*=text-sm]");').unfollowed).toEqual(["sr-only", "text-sm"]);
    expect(rename('alert("Mărimea este text-sm acum");').unfollowed).toEqual(["text-sm"]);
  });
});
