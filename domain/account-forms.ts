/**
 * The account forms' rules, checked in the browser before a request is sent; the server applies the same
 * limits (docs/api.md "Customer accounts"). Plain functions rather than zod so the account pages' chunks
 * stay small. Each rule answers an error code per field; the pages turn codes into sentences.
 */
import { findRomanianCounty } from "./romanian-counties.ts";

/**
 * Spec §5: the texts disagree on the shortest password and every reading is kept, each for its form:
 * registration 6, account activation 5, the set-password page (and password changes) 8.
 */
export const PASSWORD_MIN_LENGTH = { registration: 6, activation: 5, setPassword: 8 } as const;

const ACCOUNT_FIELD_LIMITS = {
  email: 254,
  name: 100,
  password: 128,
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

export function checkNewPassword(password: string, min: number): FieldError | undefined {
  if (password === "") return { code: "required" };
  if (characters(password) < min) return { code: "tooShort", min };
  return characters(password) > ACCOUNT_FIELD_LIMITS.password ? { code: "tooLong", max: ACCOUNT_FIELD_LIMITS.password } : undefined;
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

/** A new password typed twice; `min` is the form's reading of spec §5. */
export function validateNewPassword(values: NewPasswordValues, min: number): FieldErrors<keyof NewPasswordValues> {
  const password = checkNewPassword(values.password, min);
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
    ...validateNewPassword(values, PASSWORD_MIN_LENGTH.registration),
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
    ...validateNewPassword(values, PASSWORD_MIN_LENGTH.setPassword),
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
