/** The owner's flow texts' rules (decision 0116): what a text may hold, how placeholders fill, how paragraphs split. */
import { describe, expect, it } from "vitest";
import { fillPlaceholders, flowTextProblem, incentiveWordIn, paragraphsOf, sameText } from "./flow-texts.ts";

const rules = { placeholders: ["orderNumber", "storeName"], forbidsIncentive: true };
const text = (subject: string, body = "Body") => ({ subject, body });

describe("a flow text's problems", () => {
  it.each([
    [text("Fine #{{orderNumber}} from {{ storeName }}"), null],
    [text(""), { field: "subject", problem: "empty" }],
    [text("ok", " \n "), { field: "body", problem: "empty" }],
    [text("a".repeat(150)), null],
    [text("a".repeat(151)), { field: "subject", problem: "too_long" }],
    [text("ok", "a".repeat(5001)), { field: "body", problem: "too_long" }],
    [text("Hi {{orderNumber}"), { field: "subject", problem: "unbalanced_braces" }],
    [text("Hi {orderNumber}"), { field: "subject", problem: "unbalanced_braces" }],
    [text("ok", "}} {{storeName}}"), { field: "body", problem: "unbalanced_braces" }],
    [text("Hi {{firstName}}"), { field: "subject", problem: "unknown_placeholder", placeholder: "firstName" }],
    [text("ok", "A free sample"), { field: "body", problem: "incentive", word: "free" }],
    [text("Un CADOU pentru tine"), { field: "subject", problem: "incentive", word: "cadou" }],
  ] as const)("%j → %j", (given, expected) => {
    expect(flowTextProblem(given, rules)).toEqual(expected);
  });

  it("checks incentives only where the flow forbids them, and reads words whole, without accents", () => {
    expect(flowTextProblem(text("A free sample"), { ...rules, forbidsIncentive: false })).toBeNull();
    expect(incentiveWordIn("Recoding the codebase")).toBeNull();
    expect(incentiveWordIn("Primești Gratuít")).toBe("gratuit");
  });
});

describe("filling and splitting", () => {
  it("fills known placeholders once and leaves unknown ones", () => {
    expect(fillPlaceholders("#{{orderNumber}} {{ storeName }} {{other}}", { orderNumber: "{{storeName}}", storeName: "Elara" })).toBe(
      "#{{storeName}} Elara {{other}}",
    );
  });

  it("splits paragraphs at blank lines (with spaces or CRLF), keeping single line breaks", () => {
    expect(paragraphsOf("One\ntwo\r\n \r\nThree\n\n\n\n  Four  ")).toEqual(["One\ntwo", "Three", "Four"]);
  });

  it("a text equal to the default but for outer space is the default", () => {
    expect(sameText(text(" Hi ", "Body\n"), text("Hi", "Body"))).toBe(true);
    expect(sameText(text("Hi", "Body!"), text("Hi", "Body"))).toBe(false);
  });
});
