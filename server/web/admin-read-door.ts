/**
 * The admin's door on the pages' side (decision 0091): each read of the admin's pages declares beside it what it needs,
 * `permit(rule, read)`, as each REST route declares `door.permit(rule)`, and both doors decide by the same `admits`
 * over `STAFF_PERMISSIONS`. A member whose role lacks the rule gets null and nothing is read, so a page cannot show
 * what its member may not see. The rule stays on the read (`rule`), so a test can ask every read what it declared.
 */
import type { StaffRule } from "#domain/staff-roles";

/** A read that answers null to a member the door refuses. */
export type DeclaredRead<Args extends unknown[], Result> = ((...args: Args) => Promise<Result | null>) & { readonly rule: StaffRule };

export function readDoor(staff: { allowed(rule: StaffRule): Promise<object | null> }) {
  return {
    permit: <Args extends unknown[], Result>(rule: StaffRule, read: (...args: Args) => Promise<Result>): DeclaredRead<Args, Result> =>
      Object.assign(async (...args: Args) => ((await staff.allowed(rule)) === null ? null : read(...args)), { rule }),
    /** Whether the member may also take a step the page offers beside what it reads (a route that declares `rule`). */
    may: async (rule: StaffRule) => (await staff.allowed(rule)) !== null,
  };
}
