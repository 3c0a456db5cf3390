/**
 * Signed-in staff for admin route tests: a member invited as the command line does, set up through the
 * routes (owners with a TOTP code computed here), and requests sent as the admin's pages send them.
 */
import { generate } from "otplib";
import type { Hono } from "hono";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach } from "vitest";
import type { StaffRole } from "#domain/staff-roles";
import type { Platform } from "#server/platform";
import { STAFF_COOKIE } from "#server/api/admin/http";
import { auditLog, productVariants, staffMembers } from "#server/db/schema";
import { platformAdminReader, type AdminReaderPlatform } from "#server/web/admin-reader";
import { staffReader } from "#server/web/staff-reader";
import type { Language } from "#domain/locale";
import type { TestClock } from "./account-kit.ts";
import { requestApp, type StaffMemberSession } from "./app-request.ts";
import { buildOrdersApp, seededStoreForFile, type OrdersKit } from "./orders-kit.ts";

export type { StaffMemberSession } from "./app-request.ts";

const PASSWORD = "a long staff password";

export type { AppAnswer as AdminAnswer } from "./app-request.ts";

/** What staff members and their audited changes write, the log before the members it names (for `emptyTables`). */
export const STAFF_TABLES = [auditLog, staffMembers];

export function staffKit(kit: { app: Pick<Hono, "request">; platform: Pick<Platform, "staff"> & AdminReaderPlatform }, clock: TestClock) {
  /** A request as the admin's pages send it: naming the store's origin, in English unless told. */
  const call = (
    method: string,
    path: string,
    { body, member, csrf = true, language = "en" }: { body?: unknown; member?: StaffMemberSession; csrf?: boolean; language?: string } = {},
  ) => requestApp(kit.app, method, path, { body, staff: member, csrf, language, origin: true });

  async function signIn(email: string, role: StaffRole): Promise<StaffMemberSession> {
    const link = await kit.platform.staff.accounts.invite({ email, role }, { commandLine: true });
    const secret = (await kit.platform.staff.accounts.setupPage(link.token, "Elara"))!.enrolment.secret;
    const twoFactor =
      role === "owner" ? { totpSecret: secret, totpCode: await generate({ secret, epoch: Math.floor(clock().getTime() / 1000) }) } : {};
    const { headers } = await requestApp(kit.app, "POST", "/api/admin/setup", {
      body: { token: link.token, password: PASSWORD, confirmPassword: PASSWORD, ...twoFactor },
      origin: true,
    });
    const cookie = new RegExp(`${STAFF_COOKIE}=([^;]*)`).exec(headers.get("Set-Cookie") ?? "")![1]!;
    return { cookie, csrf: (await kit.platform.staff.sessions.authenticate(cookie))!.csrfToken };
  }

  /** One member per role, each invited as `<role>@elara.test` and signed in. */
  async function signInEach<Role extends StaffRole>(roles: readonly Role[]): Promise<Record<Role, StaffMemberSession>> {
    const members = {} as Record<Role, StaffMemberSession>;
    for (const role of roles) members[role] = await signIn(`${role}@elara.test`, role);
    return members;
  }

  /** What the admin pages' loaders read for this member (or for no one signed in), as the pages get it. */
  function pagesAs(member: StaffMemberSession | undefined, language: Language = "en") {
    return platformAdminReader(kit.platform, staffReader(kit.platform.staff, member?.cookie, "Elara"), language);
  }

  return { call, signIn, signInEach, pagesAs };
}

/**
 * Registers a `beforeEach` that builds the orders app anew and signs in one member per role (as `<role>@elara.test`),
 * so register it after the hooks that empty the staff tables. `kit` and `members` stay the same objects, refreshed
 * for each test, and `call` and `signIn` go to that test's app.
 */
export function signedInStaffEachTest<Role extends StaffRole>(
  appOptions: () => Parameters<typeof buildOrdersApp>[0],
  roles: readonly Role[],
) {
  const kit = {} as OrdersKit;
  const members = {} as Record<Role, StaffMemberSession>;
  let staff: ReturnType<typeof staffKit>;
  beforeEach(async () => {
    Object.assign(kit, buildOrdersApp(appOptions()));
    staff = staffKit(kit, kit.clock);
    Object.assign(members, await staff.signInEach(roles));
  });
  const call: ReturnType<typeof staffKit>["call"] = (...request) => staff.call(...request);
  const signIn: ReturnType<typeof staffKit>["signIn"] = (...member) => staff.signIn(...member);
  const pagesAs: ReturnType<typeof staffKit>["pagesAs"] = (...reader) => staff.pagesAs(...reader);
  return { kit, members, call, signIn, pagesAs };
}

/**
 * The rows of a "who may" test, one a role: whether the member reads the pages, and the status their change answers.
 * Keyed by role, so that a role the store adds cannot be left out of any such test.
 */
export function eachRole(table: Record<StaffRole, readonly [reads: boolean, status: number]>): [StaffRole, boolean, number][] {
  return (Object.keys(table) as StaffRole[]).map((role) => [role, ...table[role]]);
}

/**
 * A test file's own seeded store and orders app on `clock`, and its owner saving a variant's row of the product list
 * as the admin page sends it: the variant's price, stock and sale flag as stored, with `changes` over them. Each save
 * signs a new owner in, since a test that moves the clock on by days outlives a session. The objects stay the same,
 * filled in once the database is open.
 */
export function seededStoreOwnerForFile(clock: TestClock) {
  const { database } = seededStoreForFile({});
  const kit = {} as OrdersKit;
  beforeAll(() => {
    Object.assign(kit, buildOrdersApp({ database, clock }));
  });
  const staff = staffKit(kit, clock);
  let owners = 0;
  const signInOwner = () => staff.signIn(`owner-${++owners}@elara.test`, "owner");

  async function saveVariantRow(sku: string, changes: Record<string, unknown> = {}, language: Language = "en") {
    const owner = await signInOwner();
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.sku, sku));
    if (!variant) throw new Error(`No variant ${sku} in the store`);
    return staff.call("POST", `/api/admin/products/variants/${variant.id}`, {
      member: owner,
      language,
      body: {
        price: String(variant.priceMinor / 100),
        stock: variant.stockQuantity === null ? "" : String(variant.stockQuantity),
        expectedStock: variant.stockQuantity,
        availableForSale: variant.availableForSale,
        ...changes,
      },
    });
  }

  return { database, kit, call: staff.call, signInOwner, saveVariantRow };
}
