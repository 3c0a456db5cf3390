/**
 * The admin pages' view of the staff (issue 16), handed to loaders through the load context: who the
 * request's cookie signs in, and the owner's lists. Each list declares its rule through the admin's door (`permit`,
 * ./admin-read-door.ts), as the other admin reads and the REST routes do, so a page cannot show what its member may not
 * see. A shopper's page never asks, so it costs them nothing.
 */
import { admits, type StaffRule } from "#domain/staff-roles";
import type { StaffServices, StaffMember } from "#server/commerce/staff/module";
import { AUDIT_PAGE_SIZE } from "#server/commerce/staff/module";
import { readDoor } from "./admin-read-door.ts";

const view = ({ id, email, name, role, language, twoFactor, active, disabled, inviteExpiresAt }: StaffMember) => ({
  id,
  email,
  name,
  role,
  language,
  twoFactor,
  active,
  disabled,
  inviteExpiresAt: inviteExpiresAt?.toISOString() ?? null,
});

export function staffReader(staff: StaffServices, cookie: string | undefined, issuer: string) {
  let signedIn: ReturnType<StaffServices["sessions"]["authenticate"]> | undefined;
  // One lookup per page request, however many loaders ask.
  const current = () => (signedIn ??= cookie === undefined ? Promise.resolve(null) : staff.sessions.authenticate(cookie));
  const allowed = async (rule: StaffRule) => {
    const session = await current();
    return session !== null && admits(session.member.role, rule) ? session : null;
  };
  const { permit } = readDoor({ allowed });

  return {
    /** The signed-in member when the admin's door admits them by `rule`; null otherwise. */
    async allowed(rule: StaffRule) {
      return (await allowed(rule))?.member ?? null;
    },
    async current() {
      const session = await current();
      return session ? { staff: view(session.member), csrfToken: session.csrfToken } : null;
    },
    async pendingSecondFactor() {
      return cookie !== undefined && (await staff.sessions.pending(cookie)) !== null;
    },
    async setup(token: string) {
      const page = await staff.accounts.setupPage(token, issuer);
      if (!page) return null;
      const { secret, uri, qrSvg } = page.enrolment;
      return {
        staff: view(page.member),
        twoFactorRequired: page.twoFactorRequired,
        enrolment: { secret, uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}` },
      };
    },
    members: permit("staff.manage", async () => (await staff.accounts.list()).map(view)),
    sessions: permit("staff.manage", async () => {
      const currentId = (await current())?.sessionId;
      return (await staff.sessions.list()).map((entry) => ({
        ...entry,
        createdAt: entry.createdAt.toISOString(),
        lastSeenAt: entry.lastSeenAt.toISOString(),
        current: entry.id === currentId,
      }));
    }),
    audit: permit("audit.read", async (filter: { action?: string; staffEmail?: string; from?: Date; to?: Date }, page: number) => {
      const { entries, total } = await staff.audit.list(filter, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE });
      return {
        entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
        total,
        pageSize: AUDIT_PAGE_SIZE,
      };
    }),
  };
}
