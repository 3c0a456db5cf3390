import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_AUDIT } from "./accessibility-audit.ts";

describe("the accessibility audit's date", () => {
  it("is the one the audit's document records, so the statement page never names another", () => {
    const document = readFileSync("docs/accessibility-audit.md", "utf8");
    expect(document).toContain(`**Date of the audit:** ${ACCESSIBILITY_AUDIT.date}`);
  });

  it("names conformance as partial while an exception is listed", () => {
    const { conformance, exceptions }: { conformance: string; exceptions: readonly string[] } = ACCESSIBILITY_AUDIT;
    expect(conformance).toBe(exceptions.length === 0 ? "full" : "partial");
  });
});
