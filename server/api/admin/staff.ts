/**
 * The owner's side of the staff (issue 16), JSON under /api/admin, each change audited:
 *
 * - POST /staff {email, name?, role} → {staff, setupUrl, expiresAt}: a new member (or a new link for one who has
 *   not set up yet). The invitee is emailed the link too.
 * - POST /staff/:id/invite → {staff, setupUrl, expiresAt}: the invitation sent again with a new link (the old one
 *   stops working); 409 for a member already set up.
 * - POST /staff/:id/role {role}; POST /staff/:id/disabled {disabled} → {staff}.
 * - POST /sessions/:id/end → {ended: true}.
 *
 * The staff, sessions and audit pages read their lists through their loaders (server/web/staff-reader.ts).
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import { z } from "zod";
import { staffSetupUrl } from "#domain/admin/paths";
import {
  staffChangedSchema,
  staffDisabledSchema,
  staffInvitationSchema,
  staffInviteSchema,
  staffRoleSchema,
  staffSessionEndedSchema,
} from "#domain/staff-forms";
import { StaffAccountError } from "#server/commerce/staff/module";
import type { StaffMember, StaffServices, SetupLink } from "#server/commerce/staff/module";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { RouteExample } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import { ADMIN_API, describeStaffField, staffJson } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { adminMessages, type AdminVariables, staffActor } from "./http.ts";

const described = taggedContract(["Admin: staff"]);

export interface AdminStaffRoutesOptions extends AdminRouteOptions {
  staff: StaffServices;
  baseUrl: string;
}

const idParam = z.coerce.number().int().positive();

/** A change to a member's account, or the account service's refusal of it (404 or 409) in the member's words. */
async function accountChange(c: Context, change: () => Promise<Response>): Promise<Response> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    return problem(c, error.problem === "not_found" ? 404 : 409, error.problem, adminMessages(c).account[error.problem]);
  }
}

const memberNotFound = (c: Context) => problem(c, 404, "not_found", adminMessages(c).account.not_found);
const memberId = (c: Context) => idParam.safeParse(c.req.param("id"));
const knownId = async (c: Context, next: () => Promise<void>) => (memberId(c).success ? next() : memberNotFound(c));
const changed = { 200: { description: "The member as they are now.", schema: staffChangedSchema } };

type StaffRouteKit = AdminStaffRoutesOptions & {
  owner: ReturnType<AdminRouteOptions["door"]["permit"]>;
  sizeLimit: ReturnType<typeof adminBodyLimit>;
};

export function adminStaffRoutes(options: AdminStaffRoutesOptions): AdminRoutes {
  return adminRouteGroups({ ...options, owner: options.door.permit("staff.manage"), sizeLimit: adminBodyLimit() }, [
    invitationRoutes,
    memberChangeRoutes,
    sessionEndRoute,
  ]);
}

/** A member invited, or sent a new setup link. */
function invitationRoutes(app: AdminRoutes, { staff, baseUrl, trustProxyHops, owner, sizeLimit }: StaffRouteKit) {
  const invitation = { description: "The member, the setup link to hand them and until when it works.", schema: staffInvitationSchema };
  const invitationJson = (link: SetupLink) => ({
    staff: staffJson(link.member),
    setupUrl: staffSetupUrl(baseUrl, link.token),
    expiresAt: link.expiresAt.toISOString(),
  });

  app.post(
    `${ADMIN_API}/staff`,
    described({
      summary: "Invite a member (or send a new link to one who has not set up yet)",
      responses: { 201: invitation },
      problems: [400, 409, 413],
      examples: [{ name: "an unknown role", body: { email: "new@elara.test", role: "king" }, status: 400 }],
    }),
    owner,
    sizeLimit,
    body(staffInviteSchema, describeStaffField),
    async (c) =>
      accountChange(c, async () => {
        const link = await staff.accounts.invite(
          { ...c.req.valid("json"), language: c.var.staff.member.language },
          staffActor(c, trustProxyHops),
        );
        return c.json(invitationJson(link), 201);
      }),
  );

  app.post(
    `${ADMIN_API}/staff/:id/invite`,
    described({
      summary: "Send a member's invitation again with a new link (the old one stops working)",
      responses: { 200: invitation },
      problems: [404, 409],
      examples: [{ name: "an unknown member", params: { id: "999999" }, status: 404 }],
    }),
    owner,
    knownId,
    async (c) =>
      accountChange(c, async () => {
        const link = await staff.accounts.resendInvite(memberId(c).data!, staffActor(c, trustProxyHops));
        return c.json(invitationJson(link));
      }),
  );
}

/** A member's role changed, or the member disabled or enabled again. */
function memberChangeRoutes(app: AdminRoutes, { staff, trustProxyHops, owner, sizeLimit }: StaffRouteKit) {
  // Both change a known member as the owner asks, and answer the member as they are now or the service's refusal.
  const changeContract = (summary: string, example: RouteExample) =>
    described({ summary, responses: changed, problems: [400, 404, 409, 413], examples: [example] });
  const changeMember = (c: Context<{ Variables: AdminVariables }>, change: (id: number, actor: StaffActor) => Promise<StaffMember>) =>
    accountChange(c, async () => c.json({ staff: staffJson(await change(memberId(c).data!, staffActor(c, trustProxyHops))) }));

  app.post(
    `${ADMIN_API}/staff/:id/role`,
    changeContract("Change a member's role", {
      name: "an unknown member",
      params: { id: "999999" },
      body: { role: "support" },
      status: 404,
    }),
    owner,
    sizeLimit,
    knownId,
    body(staffRoleSchema, describeStaffField),
    async (c) => changeMember(c, (id, actor) => staff.accounts.changeRole(id, c.req.valid("json").role, actor)),
  );

  app.post(
    `${ADMIN_API}/staff/:id/disabled`,
    changeContract("Disable a member (their sessions end) or enable them again", {
      name: "not true or false",
      params: { id: "1" },
      body: { disabled: "yes" },
      status: 400,
    }),
    owner,
    sizeLimit,
    knownId,
    body(staffDisabledSchema, describeStaffField),
    async (c) => changeMember(c, (id, actor) => staff.accounts.setDisabled(id, c.req.valid("json").disabled, actor)),
  );
}

function sessionEndRoute(app: AdminRoutes, { staff, trustProxyHops, owner }: StaffRouteKit) {
  app.post(
    `${ADMIN_API}/sessions/:id/end`,
    described({
      summary: "End a member's session",
      responses: { 200: { description: "The session ended.", schema: staffSessionEndedSchema } },
      problems: [404],
      examples: [{ name: "an unknown session", params: { id: "999999" }, status: 404 }],
    }),
    owner,
    async (c) => {
      const id = memberId(c);
      const ended = id.success && (await staff.sessions.revoke(id.data, staffActor(c, trustProxyHops)));
      if (!ended) return problem(c, 404, "not_found", adminMessages(c).sessionNotFound);
      return c.json({ ended: true as const });
    },
  );
}
