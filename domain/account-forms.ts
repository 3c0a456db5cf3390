/**
 * The account forms' rules, checked in the browser before a request is sent; the server applies the same
 * limits (docs/api.md "Customer accounts"). Plain functions rather than zod so the account pages' chunks
 * stay small. Each rule answers an error code per field; the pages turn codes into sentences.
 */
import { findRomanianCounty } from "./romanian-counties.ts";

/**
 * The one password rule, for every form and route that sets a password (registration, activation, the
 * set-password and reset pages, a password change): at least 8 characters, at most 128 (argon2 would hash
 * megabytes; nobody types more), not only spaces, not one of the most common. Spec §5 gave three minimums
 * (6, 5, 8) for what a shopper lives as one account; decision 0082 keeps the strictest for all of them.
 */
export const PASSWORD_RULE = { minLength: 8, maxLength: 128 } as const;

const ACCOUNT_FIELD_LIMITS = {
  email: 254,
  name: 100,
  company: 100,
  address1: 200,
  address2: 200,
  city: 100,
  province: 100,
  zip: 20,
  phone: 30,
} as const;

export type FieldError =
  | { code: "required" }
  | { code: "email" }
  | { code: "tooShort"; min: number }
  | { code: "tooLong"; max: number }
  | { code: "mismatch" }
  | { code: "blank" }
  | { code: "common" }
  | { code: "county" }
  | { code: "zip" }
  | { code: "phone" }
  | { code: "country" };

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+().\s-]+$/;
const ROMANIAN_ZIP = /^\d{6}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

function characters(text: string): number {
  return [...text].length;
}

export function checkEmail(email: string): FieldError | undefined {
  const trimmed = email.trim();
  if (trimmed === "") return { code: "required" };
  if (trimmed.length > ACCOUNT_FIELD_LIMITS.email) return { code: "tooLong", max: ACCOUNT_FIELD_LIMITS.email };
  return EMAIL_PATTERN.test(trimmed) ? undefined : { code: "email" };
}

function checkRequiredText(value: string, max: number): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return { code: "required" };
  return characters(trimmed) > max ? { code: "tooLong", max } : undefined;
}

function checkOptionalText(value: string, max: number): FieldError | undefined {
  return characters(value.trim()) > max ? { code: "tooLong", max } : undefined;
}

export type PasswordError = Extract<FieldError, { code: "required" | "tooShort" | "tooLong" | "blank" | "common" }>;

/**
 * A new password against `PASSWORD_RULE`. `isCommon` is the server's list of the most used passwords,
 * too large for the browser's bundle: the pages check the rest and the server has the last word.
 */
export function checkNewPassword(password: string, isCommon?: (password: string) => boolean): PasswordError | undefined {
  if (password === "") return { code: "required" };
  if (characters(password) < PASSWORD_RULE.minLength) return { code: "tooShort", min: PASSWORD_RULE.minLength };
  if (characters(password) > PASSWORD_RULE.maxLength) return { code: "tooLong", max: PASSWORD_RULE.maxLength };
  if (password.trim() === "") return { code: "blank" };
  return isCommon?.(password) ? { code: "common" } : undefined;
}

/** Drops the fields without an error, so an empty object means the form may be sent. */
function only<Field extends string>(errors: Record<Field, FieldError | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as FieldErrors<Field>;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return only({ email: checkEmail(values.email), password: values.password === "" ? { code: "required" } : undefined });
}

export function validateEmailForm(values: { email: string }): FieldErrors<"email"> {
  return only({ email: checkEmail(values.email) });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password typed twice. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const password = checkNewPassword(values.password);
  let confirmPassword: FieldError | undefined;
  if (values.confirmPassword === "") confirmPassword = { code: "required" };
  else if (!password && values.confirmPassword !== values.password) confirmPassword = { code: "mismatch" };
  return only({ password, confirmPassword });
}

export interface RegistrationValues extends NewPasswordValues {
  email: string;
  firstName: string;
  lastName: string;
}

export function validateRegistration(values: RegistrationValues): FieldErrors<keyof RegistrationValues> {
  return only({
    email: checkEmail(values.email),
    firstName: checkRequiredText(values.firstName, ACCOUNT_FIELD_LIMITS.name),
    lastName: checkRequiredText(values.lastName, ACCOUNT_FIELD_LIMITS.name),
    ...validateNewPassword(values),
  } as Record<keyof RegistrationValues, FieldError | undefined>);
}

export interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

/** A signed-in change; an account without a password yet (magic link only) has no current one to give. */
export function validatePasswordChange(
  values: PasswordChangeValues,
  { needsCurrentPassword }: { needsCurrentPassword: boolean },
): FieldErrors<keyof PasswordChangeValues> {
  return only({
    currentPassword: needsCurrentPassword && values.currentPassword === "" ? { code: "required" } : undefined,
    ...validateNewPassword(values),
  } as Record<keyof PasswordChangeValues, FieldError | undefined>);
}

export interface AccountDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword: string;
}

/** Changing the email of an account with a password needs that password. */
export function validateAccountDetails(
  values: AccountDetailsValues,
  { emailChanged, needsCurrentPassword }: { emailChanged: boolean; needsCurrentPassword: boolean },
): FieldErrors<keyof AccountDetailsValues> {
  return only({
    firstName: checkRequiredText(values.firstName, ACCOUNT_FIELD_LIMITS.name),
    lastName: checkRequiredText(values.lastName, ACCOUNT_FIELD_LIMITS.name),
    email: checkEmail(values.email),
    currentPassword: emailChanged && needsCurrentPassword && values.currentPassword === "" ? { code: "required" } : undefined,
  });
}

export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
}

/** The name an email greets the shopper by: the first name of the address an order or return kept, none without one. */
export function addressFirstName(storedAddress: unknown): string {
  return (storedAddress as AddressValues | null | undefined)?.firstName ?? "";
}

export const ROMANIA = "RO";

/** A blank address, in Romania (the shop's country), for a new address form or an empty checkout. */
export const EMPTY_ADDRESS: AddressValues = {
  firstName: "",
  lastName: "",
  company: "",
  address1: "",
  address2: "",
  city: "",
  province: "",
  zip: "",
  country: ROMANIA,
  phone: "",
};

export function validateAddress(values: AddressValues): FieldErrors<keyof AddressValues> {
  const romanian = values.country.toUpperCase() === ROMANIA;
  const zip = checkRequiredText(values.zip, ACCOUNT_FIELD_LIMITS.zip);
  const phone = values.phone.trim();
  let province = checkOptionalText(values.province, ACCOUNT_FIELD_LIMITS.province);
  if (romanian)
    province = values.province.trim() === "" ? { code: "required" } : findRomanianCounty(values.province) ? undefined : { code: "county" };
  return only({
    firstName: checkRequiredText(values.firstName, ACCOUNT_FIELD_LIMITS.name),
    lastName: checkRequiredText(values.lastName, ACCOUNT_FIELD_LIMITS.name),
    company: checkOptionalText(values.company, ACCOUNT_FIELD_LIMITS.company),
    address1: checkRequiredText(values.address1, ACCOUNT_FIELD_LIMITS.address1),
    address2: checkOptionalText(values.address2, ACCOUNT_FIELD_LIMITS.address2),
    city: checkRequiredText(values.city, ACCOUNT_FIELD_LIMITS.city),
    province,
    zip: zip ?? (romanian && !ROMANIAN_ZIP.test(values.zip.trim()) ? { code: "zip" } : undefined),
    country: COUNTRY_CODE.test(values.country) ? undefined : { code: "country" },
    phone:
      phone === ""
        ? undefined
        : phone.length > ACCOUNT_FIELD_LIMITS.phone
          ? { code: "tooLong", max: ACCOUNT_FIELD_LIMITS.phone }
          : PHONE_PATTERN.test(phone) && /\d/.test(phone)
            ? undefined
            : { code: "phone" },
  });
}

/**
 * Where a form may send the shopper after logging in: a path on this store only, so a crafted
 * `?redirect=https://evil.example` or `//evil.example` cannot carry a fresh session elsewhere.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
