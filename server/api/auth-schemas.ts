/**
 * The bodies the account routes accept. Issue messages are FieldProblem keys, turned into
 * sentences in the shopper's language by server/messages/auth.ts; limits come from the issue itself.
 */
import { z } from "zod";
import { checkNewPassword, PASSWORD_RULE, type PasswordError } from "#domain/account-forms";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { isGuessablePassword } from "#server/commerce/shared/common-passwords";
import { isCountryCode } from "./account-countries.ts";
import type { FieldProblem } from "#server/messages/auth";

export const EMAIL_MAXIMUM = 254;
export const NAME_MAXIMUM = 100;
export const TOKEN_MAXIMUM = 200;

/** What a wrong auth body is about: a field's problem, a broken activation link, or an action that does not exist. */
export type AccountIssue = FieldProblem | "activation_link" | "unknown_action";

const problem = (key: AccountIssue) => key;
const typeProblem = (issue: { input?: unknown }) => problem(issue.input === undefined ? "required" : "invalid");

const text = () => z.string({ error: typeProblem });

export const emailField = text()
  .trim()
  .min(1, problem("required"))
  .max(EMAIL_MAXIMUM, problem("too_long"))
  .pipe(z.email({ error: problem("email") }));

const nameField = text().trim().max(NAME_MAXIMUM, problem("too_long"));

/** The issue for a broken password rule; a length issue carries its limit for the message's number. */
function passwordIssue(error: PasswordError, input: string): z.core.$ZodRawIssue {
  switch (error.code) {
    case "required":
      return { code: "custom", input, message: problem("required") };
    case "tooShort":
      return { code: "too_small", origin: "string", inclusive: true, minimum: error.min, input, message: problem("password_short") };
    case "tooLong":
      return { code: "too_big", origin: "string", inclusive: true, maximum: error.max, input, message: problem("password_long") };
    case "blank":
      return { code: "custom", input, message: problem("password_blank") };
    case "common":
      return { code: "custom", input, message: problem("password_common") };
  }
}

/** A new password: the one rule every form checks (`PASSWORD_RULE`), with the server's guessable ones (the store's name among them). */
const newPassword = (brandName: string) =>
  text().check((context) => {
    const error = checkNewPassword(context.value, (password) => isGuessablePassword(password, brandName));
    if (error) context.issues.push(passwordIssue(error, context.value));
  });

const tokenField = text().trim().min(1, problem("required")).max(TOKEN_MAXIMUM, problem("invalid"));

const flag = z.boolean({ error: typeProblem });

/** When the form sends the repeated password, it must match (the activation form's 'Passwords do not match.'). */
function confirmed<T extends { password: string; confirmPassword?: string | undefined }>(value: T, context: z.core.$RefinementCtx<T>) {
  if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
    context.addIssue({ code: "custom", path: ["confirmPassword"], message: problem("passwords_differ") });
  }
}

const registrationBody = (brandName: string) =>
  z.object({
    email: emailField,
    firstName: nameField.default(""),
    lastName: nameField.default(""),
    password: newPassword(brandName).optional(),
    acceptsMarketing: flag.default(false),
  });

const CUSTOMER_ID = /^(?:gid:\/\/shopify\/Customer\/)?(\d{1,12})$/;

/** A malformed id or token is a broken activation link, whatever else is wrong: one sentence says so. */
const activationLink = () => problem("activation_link");

const activationBody = (brandName: string) =>
  z
    .object({
      id: z
        .union([z.number().int().positive(), z.string().regex(CUSTOMER_ID)], { error: activationLink })
        .transform((id) => (typeof id === "number" ? id : Number(CUSTOMER_ID.exec(id)![1]))),
      token: z.string({ error: activationLink }).trim().min(1, activationLink()).max(TOKEN_MAXIMUM, activationLink()),
      password: newPassword(brandName),
      confirmPassword: text().optional(),
    })
    .superRefine(confirmed);

export const loginBody = z.object({
  email: emailField,
  password: text().min(1, problem("required")).max(PASSWORD_RULE.maxLength, problem("password_long")),
  remember: flag.default(false),
});

export const sessionBody = z.object({ customerAccessToken: tokenField });

export const resetRequestBody = z.object({ email: emailField });

const passwordUpdateBody = (brandName: string) =>
  z
    .object({
      token: tokenField.optional(),
      customerAccessToken: tokenField.optional(),
      password: newPassword(brandName),
      confirmPassword: text().optional(),
      currentPassword: text().max(PASSWORD_RULE.maxLength, problem("password_long")).optional(),
    })
    .superRefine(confirmed);

export const magicLinkRequestBody = z.object({ email: emailField, remember: flag.default(false) });

export const magicLinkVerifyBody = z.object({
  token: z.string({ error: typeProblem }).trim().max(TOKEN_MAXIMUM, problem("invalid")).optional(),
});

export const emailChangeConfirmBody = z.object({
  token: z.string({ error: typeProblem }).trim().min(1, problem("required")).max(TOKEN_MAXIMUM, problem("invalid")),
});

export const profileBody = z.object({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  email: emailField.optional(),
  acceptsMarketing: flag.optional(),
  language: z.enum(SUPPORTED_LANGUAGES, { error: problem("invalid") }).optional(),
  currentPassword: text().max(PASSWORD_RULE.maxLength, problem("password_long")).optional(),
});

const required = (maximum: number) => text().trim().min(1, problem("required")).max(maximum, problem("too_long"));
const optionalText = (maximum: number) => text().trim().max(maximum, problem("too_long"));

const addressShape = {
  firstName: required(NAME_MAXIMUM),
  lastName: required(NAME_MAXIMUM),
  company: optionalText(100).default(""),
  address1: required(200),
  address2: optionalText(200).default(""),
  city: required(100),
  province: optionalText(100).default(""),
  zip: required(20),
  country: text()
    .trim()
    .min(1, problem("required"))
    .transform((code) => code.toUpperCase())
    .refine(isCountryCode, problem("country")),
  phone: optionalText(30)
    .regex(/^[0-9+()\-. ]*$/, problem("phone"))
    .default(""),
};

export const addressCreateBody = z.object({ ...addressShape, isDefault: flag.default(false) });

export const addressUpdateBody = z.object({
  firstName: addressShape.firstName.optional(),
  lastName: addressShape.lastName.optional(),
  company: optionalText(100).optional(),
  address1: addressShape.address1.optional(),
  address2: optionalText(200).optional(),
  city: addressShape.city.optional(),
  province: optionalText(100).optional(),
  zip: addressShape.zip.optional(),
  country: addressShape.country.optional(),
  phone: optionalText(30)
    .regex(/^[0-9+()\-. ]*$/, problem("phone"))
    .optional(),
});

const handleField = text().trim().min(1, problem("required")).max(255, problem("too_long"));

export const wishlistItemBody = z.object({ productHandle: handleField });

export const MAX_MERGED_HANDLES = 100;

export const wishlistMergeBody = z.object({
  handles: z.array(handleField, { error: typeProblem }).max(MAX_MERGED_HANDLES, problem("too_many")),
});

/** The actions of POST /api/auth (the spec's names, §7, with their aliases) and each one's body. */
const action = <A extends string, S extends z.ZodRawShape>(names: A | [A, ...A[]], body: z.ZodObject<S>) =>
  body.extend({ action: z.literal(Array.isArray(names) ? names : [names]) });

/** `brandName`: the store's own name, refused in a new password as a guesser's first try. */
export const authRequestBody = (brandName: string) =>
  z.discriminatedUnion(
    "action",
    [
      action(["create-account", "create-account-vercel-only"], registrationBody(brandName)),
      action(["activate-account", "activate-with-custom-token"], activationBody(brandName)),
      action("create-customer-token", loginBody),
      action("refresh-token", sessionBody),
      action("reset-password", resetRequestBody),
      action("update-password", passwordUpdateBody(brandName)),
      action("confirm-email-change", emailChangeConfirmBody),
      action("logout", sessionBody),
    ],
    { error: (issue) => (issue.code === "invalid_union" ? problem("unknown_action") : undefined) },
  );
export type AuthRequest = z.output<ReturnType<typeof authRequestBody>>;
