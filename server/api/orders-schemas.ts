/**
 * The bodies of the checkout and order routes, as the request kit reads them (decision 0091). zod reads the shape
 * (types, lengths, enums) and the address rules, which are the account forms' own (`domain/account-forms.ts`:
 * Romanian county and postal code, phone, country), plus the checkout's required phone. Every wrong field is
 * reported at once, keyed by its path in the body, so the form can show each message beside its field. The rules
 * need the server's country list, so these schemas live here rather than in `domain/`.
 */
import { z } from "zod";
import { checkEmail, validateAddress } from "#domain/account-forms";
import { isSupportedCurrency } from "#domain/currency";
import { isDecimalString, toMinorUnits, type Money } from "#domain/money";
import { MAX_DISCOUNT_CODE_LENGTH } from "#domain/discount-code";
import { MAX_ORDER_LINES } from "#domain/pricing";
import { MAX_QUANTITY, MIN_QUANTITY } from "#domain/product-rules";
import { findRomanianCounty } from "#domain/romanian-counties";
import { normaliseEmail } from "#domain/email";
import { isConsentId } from "#domain/cookie-consent";
import { INVOICE_COMPANY_LIMITS, checkInvoiceCompany, normaliseInvoiceCompany, type InvoiceCompanyProblem } from "#domain/invoice-company";
import type { CreateOrderInput } from "#server/commerce/orders/module";
import type { AddressValues, FieldError } from "#domain/account-forms";
import type { RequestedLine } from "#server/commerce/catalog/module";
import {
  HOSTED_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_RESULTS,
  type CreateOrderBody,
  type OrderAddressBody,
} from "#domain/order-contract";
import { isCountryCode } from "./account-countries.ts";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { fieldMessage, type OrderFieldProblem } from "#server/messages/orders";

export const NOTE_MAXIMUM = 1000;

export type FieldProblems = Record<string, OrderFieldProblem>;

// zod carries each problem as its issue message; `problemOf` reads it back.
const problem = (value: OrderFieldProblem) => JSON.stringify(value);
const missingOr = (otherwise: OrderFieldProblem) => (issue: { input?: unknown }) =>
  problem(issue.input === undefined || issue.input === null ? { code: "required" } : otherwise);

function problemOf(issue: z.core.$ZodIssue): OrderFieldProblem {
  try {
    const parsed = JSON.parse(issue.message) as OrderFieldProblem;
    if (typeof parsed === "object" && parsed !== null && typeof parsed.code === "string") return parsed;
  } catch {
    // A message of zod's own: a shape we did not describe (an unexpected type deep inside).
  }
  return { code: "invalid" };
}

/** A wrong field of an order body in the shopper's words: the problem its schema named, worded by the orders' catalogue. */
export const describeOrderField: FieldDescriber = ({ issue }, c) => fieldMessage(shopperLanguage(c), problemOf(issue));

const text = (otherwise: OrderFieldProblem = { code: "invalid" }) => z.string({ error: missingOr(otherwise) });
const optionalText = () => z.string({ error: problem({ code: "invalid" }) });

const GLOBAL_VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/(\d{1,10})$/;

/** The cart's variant id (`gid://shopify/ProductVariant/3`) or the bare row number. */
const variantIdField = z.union([z.string(), z.number()], { error: missingOr({ code: "variant_id" }) }).transform((value, context) => {
  const id = typeof value === "number" ? value : Number(GLOBAL_VARIANT_ID.exec(value.trim())?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    context.addIssue({ code: "custom", message: problem({ code: "variant_id" }) });
    return z.NEVER;
  }
  return id;
});

const quantityField = z
  .number({ error: problem({ code: "quantity" }) })
  .int(problem({ code: "quantity" }))
  .min(MIN_QUANTITY, problem({ code: "quantity" }))
  .max(MAX_QUANTITY, problem({ code: "quantity" }));

const linesField = z
  .array(z.object({ variantId: variantIdField, quantity: quantityField }, { error: problem({ code: "invalid" }) }), {
    error: missingOr({ code: "invalid" }),
  })
  .min(1, problem({ code: "lines_empty" }))
  .max(MAX_ORDER_LINES, problem({ code: "lines_too_many", max: MAX_ORDER_LINES }));

const emailField = text({ code: "email" }).transform((value, context) => {
  const error = checkEmail(value);
  if (error) {
    context.addIssue({
      code: "custom",
      message: problem(error.code === "tooLong" ? { code: "email" } : error.code === "required" ? { code: "required" } : { code: "email" }),
    });
    return z.NEVER;
  }
  return normaliseEmail(value);
});

const currencyField = optionalText()
  .transform((value) => value.trim().toUpperCase())
  .refine(isSupportedCurrency, problem({ code: "currency" }));

const discountCodeField = optionalText()
  .trim()
  .max(MAX_DISCOUNT_CODE_LENGTH, problem({ code: "too_long", max: MAX_DISCOUNT_CODE_LENGTH }))
  .nullish()
  .transform((value) => (value ? value : null));

const shippingServiceField = optionalText()
  .trim()
  .max(40, problem({ code: "shipping_service" }))
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The schema as given, provided it accepts every body the shared contract (`domain/order-contract.ts`)
 * lets the browser send: when the two drift apart, this is a compile error, not a 400 in production.
 */
function readsEvery<Body>() {
  return <S extends z.ZodType>(schema: S & (Body extends z.input<S> ? unknown : "does not accept the contract's body")) => schema;
}

const addressShape = readsEvery<OrderAddressBody>()(
  z.object(
    {
      firstName: optionalText().default(""),
      lastName: optionalText().default(""),
      phone: optionalText().default(""),
      address1: optionalText().default(""),
      address2: optionalText().nullish(),
      city: optionalText().default(""),
      province: optionalText().nullish(),
      zip: optionalText().default(""),
      country: optionalText().default(""),
      company: optionalText().nullish(),
    },
    { error: missingOr({ code: "invalid" }) },
  ),
);

function addressProblem(error: FieldError): OrderFieldProblem {
  switch (error.code) {
    case "tooLong":
      return { code: "too_long", max: error.max };
    case "required":
    case "county":
    case "zip":
    case "phone":
    case "country":
      return { code: error.code };
    default:
      return { code: "invalid" };
  }
}

/** The address rules on a well-typed address: problems keyed by field, or the stored snapshot. */
function checkAddress(input: z.output<typeof addressShape>): { problems: FieldProblems; address: AddressValues } {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? "",
    address1: input.address1,
    address2: input.address2 ?? "",
    city: input.city,
    province: input.province ?? "",
    zip: input.zip,
    country: input.country.trim(),
    phone: input.phone,
  };
  const problems: FieldProblems = {};
  for (const [field, error] of Object.entries(validateAddress(values))) if (error) problems[field] = addressProblem(error);
  // The checkout needs a phone for the courier (spec §3 "Checkout fields"); the address book does not.
  if (values.phone.trim() === "") problems.phone = { code: "required" };
  const country = values.country.toUpperCase();
  if (!problems.country && !isCountryCode(country)) problems.country = { code: "country" };
  const province = country === "RO" ? (findRomanianCounty(values.province)?.name ?? values.province.trim()) : values.province.trim();
  const address: AddressValues = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    province,
    zip: values.zip.trim(),
    country,
    phone: values.phone.trim(),
  };
  return { problems, address };
}

/**
 * An address: its shape, then the address rules, each broken rule an issue on its own field, so a body with a wrong
 * address and another wrong field reports both at once.
 */
const addressField = addressShape.transform((input, context) => {
  const { problems, address } = checkAddress(input);
  for (const [field, found] of Object.entries(problems)) context.addIssue({ code: "custom", path: [field], message: problem(found) });
  return address;
});
const invoiceCompanyShape = z.object(
  {
    name: text().max(INVOICE_COMPANY_LIMITS.name, problem({ code: "too_long", max: INVOICE_COMPANY_LIMITS.name })),
    vatId: text().max(INVOICE_COMPANY_LIMITS.vatId + 4, problem({ code: "cui" })),
    registrationNumber: optionalText()
      .max(INVOICE_COMPANY_LIMITS.registrationNumber, problem({ code: "too_long", max: INVOICE_COMPANY_LIMITS.registrationNumber }))
      .nullish()
      .transform((value) => value ?? ""),
  },
  { error: problem({ code: "invalid" }) },
);

const COMPANY_PROBLEMS: Record<InvoiceCompanyProblem, OrderFieldProblem> = {
  required: { code: "required" },
  tooLong: { code: "invalid" },
  cui: { code: "cui" },
  registration: { code: "registration" },
};

/** The optional "invoice to a company": null when not asked for. */
const invoiceCompanyField = invoiceCompanyShape
  .transform((input, context) => {
    const problems = checkInvoiceCompany(input);
    for (const [field, found] of Object.entries(problems))
      context.addIssue({ code: "custom", path: [field], message: problem(COMPANY_PROBLEMS[found]) });
    return normaliseInvoiceCompany(input);
  })
  .nullish()
  .transform((company) => company ?? null);

/**
 * An amount the checkout showed, as the answers write money (`{amount: "123.45", currencyCode: "EUR"}`): read into
 * minor units of its currency, so "123.4" and "123.40" are the same amount.
 */
const shownAmountField = z
  .object(
    {
      amount: z.string({ error: problem({ code: "invalid" }) }).refine(isDecimalString, problem({ code: "invalid" })),
      currencyCode: currencyField,
    },
    { error: problem({ code: "invalid" }) },
  )
  .transform(({ amount, currencyCode }, context): Money => {
    try {
      return { amountMinor: toMinorUnits(amount, currencyCode), currencyCode };
    } catch {
      context.addIssue({ code: "custom", message: problem({ code: "invalid" }) });
      return z.NEVER;
    }
  })
  .meta({ id: "ShownAmount" });

/** `POST /api/create-order`: the body as the checkout sends it, read into what the order service places. */
/** A checkout's body read: the order asked for, and the cookie choice its visit is credited under. */
export interface CheckoutRequest {
  input: CreateOrderInput;
  consentId: string | undefined;
}

export const createOrderBodySchema = readsEvery<CreateOrderBody>()(
  z
    .object({
      idempotencyKey: z
        .string({ error: problem({ code: "idempotency_key" }) })
        .regex(/^[A-Za-z0-9_-]{8,100}$/, problem({ code: "idempotency_key" })),
      email: emailField,
      shippingAddress: addressField,
      billingAddress: addressField.nullish().transform((address) => address ?? null),
      invoiceCompany: invoiceCompanyField,
      lines: linesField,
      discountCode: discountCodeField,
      note: optionalText()
        .trim()
        .max(NOTE_MAXIMUM, problem({ code: "too_long", max: NOTE_MAXIMUM }))
        .nullish()
        .transform((value) => value ?? ""),
      paymentMethod: z.enum(PAYMENT_METHODS, { error: problem({ code: "payment_method" }) }),
      acceptTerms: z.boolean({ error: problem({ code: "terms" }) }).refine((accepted) => accepted, problem({ code: "terms" })),
      termsVersion: z
        .number({ error: missingOr({ code: "terms_version" }) })
        .int(problem({ code: "terms_version" }))
        .min(1, problem({ code: "terms_version" }))
        .max(2_147_483_647, problem({ code: "terms_version" })),
      acceptsMarketing: z.boolean({ error: problem({ code: "invalid" }) }).default(false),
      // A page loaded before decision 0082 still sends `{password}`: it asks for the account all the same,
      // and its password was never kept (the activation link sets it), so it is read as `true`.
      createAccount: z
        .union([z.boolean(), z.object({}).transform(() => true)], { error: problem({ code: "invalid" }) })
        .nullish()
        .transform((value) => value === true),
      currencyCode: currencyField.optional(),
      useStoreCredit: z.boolean({ error: problem({ code: "invalid" }) }).default(false),
      shippingServiceId: shippingServiceField,
      pickupPointId: optionalText()
        .trim()
        .max(64, problem({ code: "pickup_point_unknown" }))
        .nullish()
        .transform((value) => (value ? value : null)),
      expectedTotal: shownAmountField
        .optional()
        .describe("The total the shopper was shown; another total now is 409 `price_changed` and nothing is placed. Absent: not checked."),
      expectedDue: shownAmountField
        .optional()
        .describe("With `useStoreCredit`: what the shopper was shown as left to pay after the credit; checked like `expectedTotal`."),
      consentId: z
        .string({ error: problem({ code: "invalid" }) })
        .refine(isConsentId, problem({ code: "invalid" }))
        .optional()
        .describe(
          "The id the browser's cookie choice was recorded under; with statistics allowed, the order is credited to the visit's source.",
        ),
    })
    .transform(({ acceptTerms: _accepted, expectedTotal, expectedDue, consentId, ...input }): CheckoutRequest => ({
      input: {
        ...input,
        currencyCode: input.currencyCode,
        expected: expectedTotal ? { total: expectedTotal, ...(expectedDue ? { due: expectedDue } : {}) } : null,
      },
      consentId,
    })),
);

/** The checkout asks for a price while the shopper is still typing: an email that is not one yet is no email. */
const emailWhileTyping = z.preprocess(
  (value) => (typeof value === "string" && checkEmail(value) === undefined ? value : undefined),
  emailField.optional(),
);

/** `POST /api/price-order`: what the order would cost, asked while the shopper fills the checkout. */
export const priceOrderBodySchema = z
  .object({
    lines: linesField,
    discountCode: discountCodeField,
    email: emailWhileTyping,
    country: optionalText()
      .transform((value) => value.trim().toUpperCase())
      .refine(isCountryCode, problem({ code: "country" }))
      .nullish(),
    currencyCode: currencyField.optional(),
    useStoreCredit: z.boolean({ error: problem({ code: "invalid" }) }).default(false),
    shippingServiceId: shippingServiceField,
  })
  .transform((body): PriceOrderBody => ({
    lines: body.lines,
    discountCode: body.discountCode,
    email: body.email ?? null,
    country: body.country ?? undefined,
    currencyCode: body.currencyCode,
    useStoreCredit: body.useStoreCredit,
    shippingServiceId: body.shippingServiceId,
  }));

export interface PriceOrderBody {
  lines: RequestedLine[];
  discountCode: string | null;
  email: string | null;
  country: string | undefined;
  currencyCode: string | undefined;
  useStoreCredit: boolean;
  shippingServiceId: string | null;
}

/** `1001`, `"1001"` or `"#1001"`. */
const orderNumberField = z.union([z.number(), z.string()], { error: missingOr({ code: "order_number" }) }).transform((value, context) => {
  const number = typeof value === "number" ? value : /^\s*#?\d{1,10}\s*$/.test(value) ? Number(value.trim().replace("#", "")) : Number.NaN;
  if (!Number.isSafeInteger(number) || number <= 0) {
    context.addIssue({ code: "custom", message: problem({ code: "order_number" }) });
    return z.NEVER;
  }
  return number;
});

/** `POST /api/order-status`: an order number and the email it was placed with. */
export const orderStatusBodySchema = z.object({ orderNumber: orderNumberField, email: emailField });

/** Back from the sandbox's payment page: its signed result. */
const signedResultShape = {
  kind: z.literal("signed"),
  orderNumber: orderNumberField,
  paymentId: text().max(100, problem({ code: "invalid" })),
  result: z.enum(PAYMENT_RESULTS, { error: missingOr({ code: "payment_result" }) }),
  sig: text().max(200, problem({ code: "invalid" })),
};

/** Back from a provider that signs nothing (Stripe): the attempt is named, and the provider is asked. */
const returnedShape = {
  kind: z.literal("returned"),
  orderNumber: orderNumberField,
  paymentId: text().max(100, problem({ code: "invalid" })),
  cancelled: z
    .boolean({ error: problem({ code: "invalid" }) })
    .optional()
    .transform((cancelled) => cancelled === true),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A body naming a signed result (`sig` or `result`) is read as one; any other as the attempt the shopper came back from. */
const withProofKind = (body: unknown) =>
  isObject(body) ? { ...body, kind: body.sig !== undefined || body.result !== undefined ? "signed" : "returned" } : body;

/** `POST /api/verify-payment`: the proof of how a payment page ended. */
export const verifyPaymentBodySchema = z.preprocess(
  withProofKind,
  z.discriminatedUnion("kind", [z.object(signedResultShape), z.object(returnedShape)]),
);

export type VerifyPaymentBody = z.output<typeof verifyPaymentBodySchema>;

const hostedMethod = z.enum(HOSTED_PAYMENT_METHODS, { error: problem({ code: "payment_method" }) }).optional();

/** A body with an email proves the order by it; any other by a payment attempt, as verify-payment reads it. */
const withRetryKind = (body: unknown) => (isObject(body) && body.email !== undefined ? { ...body, kind: "email" } : withProofKind(body));

/** `POST /api/retry-payment`: a new attempt, proven by the order's email or by the attempt the shopper came back from. */
export const retryPaymentBodySchema = z.preprocess(
  withRetryKind,
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("email"), orderNumber: orderNumberField, email: emailField, paymentMethod: hostedMethod }),
    z.object({ ...signedResultShape, paymentMethod: hostedMethod }),
    z.object({ ...returnedShape, paymentMethod: hostedMethod }),
  ]),
);

export type RetryPaymentBody = z.output<typeof retryPaymentBodySchema>;
