import { describe, expect, it } from "vitest";
import { normaliseEmail, redemptionIdentity } from "./email.ts";

describe("normaliseEmail", () => {
  it("only trims and lower-cases: a login is the address as typed", () => {
    expect(normaliseEmail("  Jo.Doe+shop@Gmail.com ")).toBe("jo.doe+shop@gmail.com");
  });
});

describe("redemptionIdentity", () => {
  it.each([
    ["Jo.Doe+shop@Gmail.com", "jodoe@gmail.com"],
    ["j.o.d.o.e@googlemail.com", "jodoe@gmail.com"],
    ["jodoe+a+b@gmail.com", "jodoe@gmail.com"],
    ["ana+promo@outlook.com", "ana@outlook.com"],
    ["ana+x@hotmail.com", "ana@hotmail.com"],
    ["ana+x@live.com", "ana@live.com"],
    ["ana+x@yahoo.com", "ana@yahoo.com"],
    ["ana+x@icloud.com", "ana@icloud.com"],
    ["ana+x@proton.me", "ana@proton.me"],
    ["ana+x@protonmail.com", "ana@protonmail.com"],
  ])("%s is the mailbox %s", (typed, mailbox) => {
    expect(redemptionIdentity(typed)).toBe(mailbox);
  });

  it("keeps dots where the provider does not ignore them", () => {
    expect(redemptionIdentity("a.na@outlook.com")).toBe("a.na@outlook.com");
    expect(redemptionIdentity("a.na@yahoo.ro")).toBe("a.na@yahoo.ro");
  });

  it("keeps a +tag for providers not known to drop it (it may be a different mailbox there)", () => {
    expect(redemptionIdentity("ana+x@firma.ro")).toBe("ana+x@firma.ro");
  });

  it("does not empty a local part that starts with +", () => {
    expect(redemptionIdentity("+ana@gmail.com")).toBe("+ana@gmail.com");
  });
});
