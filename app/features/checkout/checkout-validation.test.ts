import { describe, expect, it } from "vitest";
import { INITIAL_CHECKOUT_VALUES, orderRequestBody, type CheckoutValues } from "./checkout-values.ts";
import { validateCheckout } from "./checkout-validation.ts";

const ANA: CheckoutValues = {
  ...INITIAL_CHECKOUT_VALUES,
  email: "Ana@Example.ro ",
  shippingAddress: {
    firstName: "Ana",
    lastName: "Pop",
    company: "",
    address1: "Str. Lalelelor 3",
    address2: "",
    city: "Cluj-Napoca",
    province: "Cluj",
    zip: "400001",
    country: "RO",
    phone: "0722 000 000",
  },
  acceptTerms: true,
};

const codes = (values: CheckoutValues) =>
  Object.fromEntries(Object.entries(validateCheckout(values)).map(([field, error]) => [field, error.code]));

describe("checkout rules", () => {
  it("accept a complete Romanian order", () => {
    expect(codes(ANA)).toEqual({});
  });

  it("require every field the spec requires and nothing it calls optional", () => {
    expect(codes(INITIAL_CHECKOUT_VALUES)).toEqual({
      email: "required",
      "shippingAddress.firstName": "required",
      "shippingAddress.lastName": "required",
      "shippingAddress.address1": "required",
      "shippingAddress.city": "required",
      "shippingAddress.province": "required",
      "shippingAddress.zip": "required",
      "shippingAddress.phone": "required",
      acceptTerms: "terms",
    });
  });

  it("want a county from the list and six digits for Romania, and neither elsewhere", () => {
    const romanian = { ...ANA, shippingAddress: { ...ANA.shippingAddress, province: "Transilvania", zip: "4000" } };
    expect(codes(romanian)).toEqual({ "shippingAddress.province": "county", "shippingAddress.zip": "zip" });
    const german = { ...ANA, shippingAddress: { ...ANA.shippingAddress, country: "DE", province: "", zip: "10115" } };
    expect(codes(german)).toEqual({});
  });

  it("take a county written without diacritics and send it as the list writes it", () => {
    const values = { ...ANA, shippingAddress: { ...ANA.shippingAddress, province: "arges" } };
    expect(codes(values)).toEqual({});
    const body = orderRequestBody(values, {
      idempotencyKey: "k".repeat(10),
      lines: [],
      termsVersion: 1,
      discountCode: null,
      useStoreCredit: false,
      shippingServiceId: null,
      currencyCode: "RON",
      signedIn: false,
    });
    expect((body.shippingAddress as { province: string }).province).toBe("Argeș");
  });

  it("require the terms", () => {
    expect(codes({ ...ANA, acceptTerms: false })).toEqual({ acceptTerms: "terms" });
  });

  it("ask a visitor creating an account for nothing more: the activation email sets the password (decision 0082)", () => {
    expect(codes({ ...ANA, createAccount: true })).toEqual({});
  });

  it("check the billing address only when it differs from the shipping address", () => {
    expect(codes({ ...ANA, billingSameAsShipping: false })).toMatchObject({
      "billingAddress.firstName": "required",
      "billingAddress.phone": "required",
    });
    expect(codes({ ...ANA, billingSameAsShipping: true })).toEqual({});
  });

  it("keep cash on delivery to Romania", () => {
    const abroad = { ...ANA, paymentMethod: "cod" as const, shippingAddress: { ...ANA.shippingAddress, country: "DE", province: "" } };
    expect(codes(abroad)).toEqual({ paymentMethod: "codCountry" });
  });

  it("limit the order notes", () => {
    expect(codes({ ...ANA, note: "x".repeat(1001) })).toEqual({ note: "tooLong" });
  });
});

describe("the create-order body", () => {
  it("trims and lower-cases, sends null billing when it is the shipping address, and an account only for visitors", () => {
    const values = { ...ANA, createAccount: true, note: "  Sunați înainte  " };
    const context = {
      idempotencyKey: "0d9f6c1e-5b1a-4f6e-9a53-6c2a1f1b7e21",
      lines: [{ variantId: "gid://shopify/ProductVariant/1", quantity: 2 }],
      discountCode: "ELARA10",
      currencyCode: "EUR",
      signedIn: false,
      useStoreCredit: false,
      shippingServiceId: null,
      termsVersion: 3,
    };
    expect(orderRequestBody(values, context)).toMatchObject({
      idempotencyKey: context.idempotencyKey,
      email: "ana@example.ro",
      billingAddress: null,
      lines: context.lines,
      discountCode: "ELARA10",
      note: "Sunați înainte",
      paymentMethod: "card",
      acceptTerms: true,
      termsVersion: 3,
      acceptsMarketing: false,
      createAccount: true,
      currencyCode: "EUR",
    });
    expect(orderRequestBody(values, { ...context, signedIn: true })).not.toHaveProperty("createAccount");
    // Store credit is asked for only by a signed-in customer who chose it.
    expect(orderRequestBody(values, { ...context, useStoreCredit: true })).not.toHaveProperty("useStoreCredit");
    expect(orderRequestBody(values, { ...context, signedIn: true, useStoreCredit: true })).toMatchObject({ useStoreCredit: true });
    expect(orderRequestBody({ ...values, note: " " }, { ...context, discountCode: null })).not.toHaveProperty("note");
  });
});

describe("invoice to a company", () => {
  const context = {
    idempotencyKey: "key-12345678",
    lines: [],
    discountCode: null,
    currencyCode: "RON",
    signedIn: false,
    useStoreCredit: false,
    shippingServiceId: null,
    termsVersion: 1,
  };

  it("checks the company's fields only when asked for, and sends them then", () => {
    const company = { name: "Firma Mea S.R.L. ", vatId: "RO14399841", registrationNumber: "J40-1" };
    expect(codes({ ...ANA, invoiceCompany: company })).toEqual({});
    expect(orderRequestBody({ ...ANA, invoiceCompany: company }, context)).not.toHaveProperty("invoiceCompany");
    expect(codes({ ...ANA, invoiceToCompany: true, invoiceCompany: company })).toEqual({
      "invoiceCompany.vatId": "cui",
      "invoiceCompany.registrationNumber": "registration",
    });
    const valid = { ...ANA, invoiceToCompany: true, invoiceCompany: { ...company, vatId: "RO14399840", registrationNumber: "" } };
    expect(codes(valid)).toEqual({});
    expect(orderRequestBody(valid, context).invoiceCompany).toEqual({
      name: "Firma Mea S.R.L.",
      vatId: "RO14399840",
      registrationNumber: "",
    });
  });
});
