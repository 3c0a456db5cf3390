/**
 * The owner's side of the staff (issue 16), JSON under /api/admin, each change audited:
 *
 * - GET /staff → {staff: [...]}; POST /staff {email, name?, role} → {staff, setupUrl, expiresAt}: a new
 *   member (or a new link for one who has not set up yet).
 *   The invitee is emailed the link too.
 * - POST /staff/:id/invite → {staff, setupUrl, expiresAt}: the invitation sent again with a new link (the old one
 *   stops working); 409 for a member already set up.
 * - POST /staff/:id/role {role}; POST /staff/:id/disabled {disabled} → {staff}.
 * - GET /sessions → {sessions}; POST /sessions/:id/end → {ended: true}.
 * - GET /audit?action=&staff=&from=&to=&page= → {entries, total, page, pageSize}.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { staffSetupUrl } from "#domain/admin-paths";
import { staffDisabledSchema, staffInviteSchema, staffRoleSchema } from "#domain/staff-forms";
import { StaffAccountError } from "#server/commerce/staff/staff-accounts";
import type { StaffServices } from "#server/commerce/staff/staff-services";
import { AUDIT_PAGE_SIZE } from "#server/commerce/staff/audit";
import { ADMIN_API, staffJson } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  type AdminVariables,
  staffActor,
} from "./admin-http.ts";

export interface AdminStaffRoutesOptions {
  staff: StaffServices;
  baseUrl: string;
  trustProxyHops: number;
}

const idParam = z.coerce.number().int().positive();

const auditQuery = z.object({
  action: z.string().trim().max(64).optional(),
  staff: z.string().trim().max(254).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export function adminStaffRoutes({ staff, baseUrl, trustProxyHops }: AdminStaffRoutesOptions): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions: staff.sessions, baseUrl }, "staff.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const accountFailure = (c: Context, error: unknown) => {
    if (!(error instanceof StaffAccountError)) throw error;
    const status = error.problem === "not_found" ? 404 : 409;
    return adminFailure(c, status, adminMessages(c).account[error.problem]);
  };
  const memberId = (c: Context) => idParam.safeParse(c.req.param("id"));

  app.get(`${ADMIN_API}/staff`, guard, async (c) => c.json({ staff: (await staff.accounts.list()).map(staffJson) }));

  app.post(`${ADMIN_API}/staff`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, staffInviteSchema);
    if (!body.ok) return body.response;
    try {
      const link = await staff.accounts.invite({ ...body.value, language: c.var.staff.member.language }, staffActor(c, trustProxyHops));
      return c.json(
        { staff: staffJson(link.member), setupUrl: staffSetupUrl(baseUrl, link.token), expiresAt: link.expiresAt.toISOString() },
        201,
      );
    } catch (error) {
      return accountFailure(c, error);
    }
  });

  app.post(`${ADMIN_API}/staff/:id/invite`, guard, async (c) => {
    const id = memberId(c);
    if (!id.success) return adminFailure(c, 404, adminMessages(c).account.not_found);
    try {
      const link = await staff.accounts.resendInvite(id.data, staffActor(c, trustProxyHops));
      return c.json({
        staff: staffJson(link.member),
        setupUrl: staffSetupUrl(baseUrl, link.token),
        expiresAt: link.expiresAt.toISOString(),
      });
    } catch (error) {
      return accountFailure(c, error);
    }
  });

  app.post(`${ADMIN_API}/staff/:id/role`, guard, sizeLimit, async (c) => {
    const id = memberId(c);
    if (!id.success) return adminFailure(c, 404, adminMessages(c).account.not_found);
    const body = await readAdminBody(c, staffRoleSchema);
    if (!body.ok) return body.response;
    try {
      return c.json({ staff: staffJson(await staff.accounts.changeRole(id.data, body.value.role, staffActor(c, trustProxyHops))) });
    } catch (error) {
      return accountFailure(c, error);
    }
  });

  app.post(`${ADMIN_API}/staff/:id/disabled`, guard, sizeLimit, async (c) => {
    const id = memberId(c);
    if (!id.success) return adminFailure(c, 404, adminMessages(c).account.not_found);
    const body = await readAdminBody(c, staffDisabledSchema);
    if (!body.ok) return body.response;
    try {
      return c.json({ staff: staffJson(await staff.accounts.setDisabled(id.data, body.value.disabled, staffActor(c, trustProxyHops))) });
    } catch (error) {
      return accountFailure(c, error);
    }
  });

  app.get(`${ADMIN_API}/sessions`, guard, async (c) => {
    const sessions = await staff.sessions.list();
    return c.json({
      sessions: sessions.map((session) => ({
        ...session,
        current: session.id === c.var.staff.sessionId,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
      })),
    });
  });

  app.post(`${ADMIN_API}/sessions/:id/end`, guard, async (c) => {
    const id = memberId(c);
    const ended = id.success && (await staff.sessions.revoke(id.data, staffActor(c, trustProxyHops)));
    if (!ended) return adminFailure(c, 404, adminMessages(c).sessionNotFound);
    return c.json({ ended: true });
  });

  app.get(`${ADMIN_API}/audit`, requireStaff({ sessions: staff.sessions, baseUrl }, "audit.read"), async (c) => {
    const query = auditQuery.safeParse(c.req.query());
    if (!query.success) {
      const field = query.error.issues[0]!.path.map(String).join(".");
      return adminFailure(c, 400, adminMessages(c).field("invalid", field), field);
    }
    const { action, staff: staffEmail, from, to, page } = query.data;
    const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);
    const { entries, total } = await staff.audit.list(
      { action, staffEmail, from: from ? new Date(`${from}T00:00:00Z`) : undefined, to: to ? dayAfter(to) : undefined },
      { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
    );
    c.header("Cache-Control", "no-store");
    return c.json({
      entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      total,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    });
  });

  return app;
}
