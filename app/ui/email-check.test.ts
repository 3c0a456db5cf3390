import { describe, expect, it } from "vitest";
import { emailProblem } from "./email-check.ts";

describe("emailProblem (spec §5 'Popup email')", () => {
  it("asks for an address when there is none", () => {
    expect(emailProblem("")).toBe("popup.emailRequired");
    expect(emailProblem("   ")).toBe("popup.emailRequired");
  });

  it.each(["ana", "ana@", "ana@example", "@example.ro", "ana @example.ro", "ana@exa mple.ro", "ana@@example.ro"])("refuses %s", (email) => {
    expect(emailProblem(email)).toBe("popup.emailInvalid");
  });

  it.each(["ana@example.ro", " Ana.Pop+news@mail.example.com ", "a@b.co"])("accepts %s", (email) => {
    expect(emailProblem(email)).toBeNull();
  });
});
