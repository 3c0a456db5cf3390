/**
 * The staff commands of `npm run admin`, run the same way whether the command line opened the database
 * itself or asked the running store through its channel (admin-channel.ts).
 */
import { z } from "zod";
import { staffSetupUrl } from "#domain/admin/paths";
import { STAFF_ROLES } from "#domain/staff-roles";
import { staffEmailSchema } from "#domain/staff-forms";
import { StaffAccountError } from "./commerce/staff/module.ts";
import type { StaffServices } from "./commerce/staff/module.ts";
import { parseCommand } from "./command-line.ts";

const COMMAND_LINE = { commandLine: true } as const;

export const staffCommandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("create-staff"),
    email: staffEmailSchema,
    role: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` }),
    name: z.string().trim().max(100).default(""),
  }),
  z.object({ command: z.literal("reset-staff"), email: staffEmailSchema }),
  z.object({ command: z.literal("list-staff") }),
]);

export type StaffCommand = z.input<typeof staffCommandSchema>;

const PROBLEMS: Record<StaffAccountError["problem"], string> = {
  email_taken: "a staff member with this email has already set up their account; use reset-staff to send them a new setup link",
  not_found: "no staff member has this email",
  last_owner: "the store must keep at least one active owner",
  setup_link_invalid: "the setup link is no longer valid",
  two_factor_required: "an owner must use two-factor sign-in",
  two_factor_code_invalid: "the two-factor code is wrong",
  owner_needs_two_factor: "an owner must use two-factor sign-in",
  already_set_up: "this staff member has already set up their account",
};

/** Answers what the command line prints: 200 with the result, 400 with the reason. */
export async function runStaffCommand(staff: StaffServices, baseUrl: string, input: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = parseCommand(staffCommandSchema, input, "command", (field, issue) =>
    field ? `--${field}: ${issue.message === "email" ? "not an email address" : issue.message}` : issue.message,
  );
  if ("refused" in parsed) return parsed.refused;
  const { command } = parsed;
  try {
    if (command.command === "list-staff") {
      const members = await staff.accounts.list();
      return {
        status: 200,
        body: { staff: members.map(({ email, role, active, twoFactor, disabled }) => ({ email, role, active, twoFactor, disabled })) },
      };
    }
    const link =
      command.command === "create-staff"
        ? await staff.accounts.invite({ email: command.email, role: command.role, name: command.name }, COMMAND_LINE)
        : await staff.accounts.resetSetup(command.email, COMMAND_LINE);
    return {
      status: 200,
      body: {
        email: link.member.email,
        role: link.member.role,
        setupUrl: staffSetupUrl(baseUrl, link.token),
        expiresAt: link.expiresAt.toISOString(),
      },
    };
  } catch (error) {
    if (error instanceof StaffAccountError) return { status: 400, body: { error: PROBLEMS[error.problem] } };
    throw error;
  }
}
