/**
 * The admin's forms, read by the same rules in the browser and on the server. A failed rule names
 * its problem (the issue's message), which each side words in the member's language. The server
 * adds what only it can check (a common password, a live link).
 */
import { z } from "zod";
import { normaliseEmail } from "./email.ts";
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from "./staff-roles.ts";

export type StaffFieldProblem =
  "required" | "email" | "too_long" | "password_short" | "password_long" | "passwords_differ" | "role" | "code" | "invalid";

const required = (limit: number) => z.string({ error: "required" }).trim().min(1, { error: "required" }).max(limit, { error: "too_long" });

export const staffEmailSchema = required(254)
  .pipe(z.email({ error: "email" }))
  .transform(normaliseEmail);

const newPassword = z
  .string({ error: "required" })
  .min(1, { error: "required" })
  .refine((value) => [...value].length >= STAFF_PASSWORD_MIN_LENGTH, { error: "password_short" })
  .refine((value) => [...value].length <= STAFF_PASSWORD_MAX_LENGTH, { error: "password_long" });

/** A six-digit code from the authenticator, or a recovery code (`abcde-fghij`). */
export const secondFactorCodeSchema = required(32).refine((value) => /^(\d{3}\s?\d{3}|[a-z2-9]{5}-?[a-z2-9]{5})$/i.test(value), {
  error: "code",
});

export const staffLoginSchema = z.object({
  email: staffEmailSchema,
  password: z.string({ error: "required" }).min(1, { error: "required" }).max(STAFF_PASSWORD_MAX_LENGTH, { error: "password_long" }),
});

export const secondFactorSchema = z.object({ code: secondFactorCodeSchema });

export const staffSetupSchema = z
  .object({
    token: required(64),
    password: newPassword,
    confirmPassword: z.string({ error: "required" }),
    /** The secret the page showed; present with `totpCode` when the member sets up two-factor. */
    totpSecret: z.string().trim().max(128, { error: "too_long" }).optional(),
    totpCode: z
      .string()
      .trim()
      .refine((value) => /^\d{6}$/.test(value.replace(/\s/g, "")), { error: "code" })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.confirmPassword !== value.password)
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwords_differ" });
    if ((value.totpSecret === undefined) !== (value.totpCode === undefined))
      context.addIssue({ code: "custom", path: ["totpCode"], message: "code" });
  });

export const staffInviteSchema = z.object({
  email: staffEmailSchema,
  name: z.string().trim().max(100, { error: "too_long" }).default(""),
  role: z.enum(STAFF_ROLES, { error: "role" }),
});

export const staffRoleSchema = z.object({ role: z.enum(STAFF_ROLES, { error: "role" }) });

export const staffDisabledSchema = z.object({ disabled: z.boolean({ error: "invalid" }) });

export type StaffLoginInput = z.input<typeof staffLoginSchema>;
export type StaffSetupInput = z.input<typeof staffSetupSchema>;

/** A member as the owner's staff page and the staff routes show them. */
export const staffMemberViewSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    language: z.enum(["ro", "en"]),
    twoFactor: z.boolean(),
    /** The setup link has been used: the member has a password. */
    active: z.boolean(),
    disabled: z.boolean(),
    /** Until when the member's setup link works; null once set up, or when no link is live (expired: resend it). */
    inviteExpiresAt: z.string().nullable(),
  })
  .meta({ id: "StaffMember" });
export type StaffMemberView = z.infer<typeof staffMemberViewSchema>;

/** An invitation (or a new link for it): the member, the link to hand them, and until when it works. */
export const staffInvitationSchema = z.object({ staff: staffMemberViewSchema, setupUrl: z.string(), expiresAt: z.string() });
export const staffChangedSchema = z.object({ staff: staffMemberViewSchema });
export const staffSessionEndedSchema = z.object({ ended: z.literal(true) });
