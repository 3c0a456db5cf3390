import { describe, expect, it } from "vitest";
import {
  checkNewPassword,
  PASSWORD_RULE,
  safeRedirectPath,
  validateAccountDetails,
  validateAddress,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateRegistration,
  type AddressValues,
} from "./account-forms.ts";

const romanianAddress: AddressValues = {
  firstName: "Ana",
  lastName: "Pop",
  company: "",
  address1: "Str. Memorandumului 28, ap. 4",
  address2: "",
  city: "Cluj-Napoca",
  province: "Cluj",
  zip: "400114",
  country: "RO",
  phone: "+40 721 000 000",
};

describe("the one password rule (decision 0082)", () => {
  it("is 8 to 128 characters for every form", () => {
    expect(PASSWORD_RULE).toEqual({ minLength: 8, maxLength: 128 });
  });

  it("accepts 8 characters and refuses 7, with the minimum to say", () => {
    expect(checkNewPassword("x".repeat(8))).toBeUndefined();
    expect(checkNewPassword("x".repeat(7))).toEqual({ code: "tooShort", min: 8 });
    expect(validateNewPassword({ password: "1234567", confirmPassword: "1234567" })).toEqual({ password: { code: "tooShort", min: 8 } });
  });

  it("refuses only spaces, and the passwords the server lists as common", () => {
    expect(checkNewPassword(" ".repeat(8))).toEqual({ code: "blank" });
    const listed = (password: string) => password === "password1";
    expect(checkNewPassword("password1", listed)).toEqual({ code: "common" });
    expect(checkNewPassword("password1")).toBeUndefined();
    expect(checkNewPassword("mov-lavanda-9", listed)).toBeUndefined();
  });

  it("reports a mismatch only once the password itself is acceptable", () => {
    expect(validateNewPassword({ password: "12345678", confirmPassword: "87654321" })).toEqual({ confirmPassword: { code: "mismatch" } });
    expect(validateNewPassword({ password: "1234", confirmPassword: "54321" })).toEqual({ password: { code: "tooShort", min: 8 } });
    expect(validateNewPassword({ password: "", confirmPassword: "" })).toEqual({
      password: { code: "required" },
      confirmPassword: { code: "required" },
    });
  });

  it("counts characters, not UTF-16 units, and caps the length at 128", () => {
    expect(validateNewPassword({ password: "🔒🔒🔒🔒🔒🔒🔒", confirmPassword: "🔒🔒🔒🔒🔒🔒🔒" })).toEqual({
      password: { code: "tooShort", min: 8 },
    });
    const long = "x".repeat(129);
    expect(validateNewPassword({ password: long, confirmPassword: long })).toEqual({ password: { code: "tooLong", max: 128 } });
  });
});

describe("login and registration", () => {
  it("need a valid email and a password", () => {
    expect(validateLogin({ email: " ana@example.ro ", password: "x" })).toEqual({});
    expect(validateLogin({ email: "ana@", password: "" })).toEqual({ email: { code: "email" }, password: { code: "required" } });
  });

  it("registration needs names and an 8-character password typed twice", () => {
    expect(
      validateRegistration({
        email: "ana@example.ro",
        firstName: "Ana",
        lastName: "Pop",
        password: "12345678",
        confirmPassword: "12345678",
      }),
    ).toEqual({});
    expect(validateRegistration({ email: "", firstName: " ", lastName: "", password: "1234567", confirmPassword: "" })).toEqual({
      email: { code: "required" },
      firstName: { code: "required" },
      lastName: { code: "required" },
      password: { code: "tooShort", min: 8 },
      confirmPassword: { code: "required" },
    });
  });
});

describe("account changes", () => {
  it("a password change needs the current password only when the account has one", () => {
    const values = { currentPassword: "", password: "new-password", confirmPassword: "new-password" };
    expect(validatePasswordChange(values, { needsCurrentPassword: true })).toEqual({ currentPassword: { code: "required" } });
    expect(validatePasswordChange(values, { needsCurrentPassword: false })).toEqual({});
    expect(validatePasswordChange({ ...values, password: "1234567", confirmPassword: "1234567" }, { needsCurrentPassword: false })).toEqual(
      {
        password: { code: "tooShort", min: 8 },
      },
    );
  });

  it("an email change needs the current password", () => {
    const values = { firstName: "Ana", lastName: "Pop", email: "ana@new.ro", currentPassword: "" };
    expect(validateAccountDetails(values, { emailChanged: true, needsCurrentPassword: true })).toEqual({
      currentPassword: { code: "required" },
    });
    expect(validateAccountDetails(values, { emailChanged: false, needsCurrentPassword: true })).toEqual({});
  });
});

describe("addresses", () => {
  it("accept a complete Romanian address", () => {
    expect(validateAddress(romanianAddress)).toEqual({});
  });

  it("need a county from the list and a 6-digit postal code in Romania", () => {
    expect(validateAddress({ ...romanianAddress, province: "" })).toEqual({ province: { code: "required" } });
    expect(validateAddress({ ...romanianAddress, province: "Bavaria", zip: "4001" })).toEqual({
      province: { code: "county" },
      zip: { code: "zip" },
    });
    expect(validateAddress({ ...romanianAddress, province: "Bistrita-Nasaud" })).toEqual({});
  });

  it("leave region and postal code format free elsewhere", () => {
    expect(validateAddress({ ...romanianAddress, country: "DE", province: "", zip: "10115" })).toEqual({});
  });

  it("check the required fields, the country code and the phone", () => {
    expect(
      validateAddress({ ...romanianAddress, firstName: "", address1: " ", city: "", zip: "", country: "Romania", phone: "call me" }),
    ).toEqual({
      firstName: { code: "required" },
      address1: { code: "required" },
      city: { code: "required" },
      zip: { code: "required" },
      country: { code: "country" },
      phone: { code: "phone" },
    });
  });
});

describe("the return path after login", () => {
  it("stays on the store", () => {
    expect(safeRedirectPath("/my-account/addresses?x=1", "/my-account")).toBe("/my-account/addresses?x=1");
    for (const unsafe of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "my-account"]) {
      expect(safeRedirectPath(unsafe, "/my-account")).toBe("/my-account");
    }
  });
});
