/**
 * The staff module over a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): setup links,
 * passwords, two-factor codes that work once, recovery codes, sessions that end, and the last owner.
 */
import { generate } from "otplib";
import { beforeEach, describe, expect, it } from "vitest";
import { STAFF_IDLE_TIMEOUT_MS } from "#domain/staff-roles";
import { auditLog, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import { StaffAccountError } from "./staff-accounts.ts";
import { createStaffServices, type StaffServices } from "./staff-services.ts";

const database = testDatabaseForFile();

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));
let staff: StaffServices;
beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers);
  clock.set(new Date("2026-11-23T09:00:00.000Z"));
  staff = createStaffServices({ db: database.db, clock });
});

const CLI = { commandLine: true } as const;
const ORIGIN = { client: "203.0.113.5", userAgent: "test" };
const PASSWORD = "a long staff password";
const codeAt = (secret: string, date: Date) => generate({ secret, epoch: Math.floor(date.getTime() / 1000) });

/** An owner set up with two-factor, as the setup page does it; answers the secret and recovery codes. */
async function ownerWithTwoFactor(email = "owner@elara.test") {
  const link = await staff.accounts.invite({ email, role: "owner" }, CLI);
  const page = await staff.accounts.setupPage(link.token, "Elara");
  const secret = page!.enrolment.secret;
  const setup = await staff.accounts.completeSetup(
    link.token,
    { password: PASSWORD, totp: { secret, code: await codeAt(secret, clock()) } },
    ORIGIN,
  );
  return { member: setup.member, secret, recoveryCodes: setup.recoveryCodes!, session: setup.session };
}

async function supportWithoutTwoFactor(email = "support@elara.test") {
  const link = await staff.accounts.invite({ email, role: "support" }, CLI);
  return staff.accounts.completeSetup(link.token, { password: PASSWORD, totp: null }, ORIGIN);
}

describe("setting up", () => {
  it("a setup link shows who it is for and a fresh secret to scan, works once and is signed in at once", async () => {
    const link = await staff.accounts.invite({ email: " Owner@Elara.test ", role: "owner", name: "Ana" }, CLI);
    expect(link.member).toMatchObject({ email: "owner@elara.test", role: "owner", active: false, twoFactor: false });
    const page = await staff.accounts.setupPage(link.token, "Elara");
    expect(page).toMatchObject({ member: { email: "owner@elara.test" }, twoFactorRequired: true });
    expect(page!.enrolment.uri).toMatch(/^otpauth:\/\/totp\/Elara:owner%40elara\.test\?secret=[A-Z2-7]+&issuer=Elara$/);
    expect(page!.enrolment.qrSvg).toMatch(/^<svg/);

    const secret = page!.enrolment.secret;
    const setup = await staff.accounts.completeSetup(
      link.token,
      { password: PASSWORD, totp: { secret, code: await codeAt(secret, clock()) } },
      ORIGIN,
    );
    expect(setup.member).toMatchObject({ active: true, twoFactor: true });
    expect(setup.recoveryCodes).toHaveLength(10);
    expect(new Set(setup.recoveryCodes).size).toBe(10);
    expect(await staff.sessions.authenticate(setup.session.token)).toMatchObject({ member: { email: "owner@elara.test" } });

    expect(await staff.accounts.setupPage(link.token, "Elara")).toBeNull();
    await expect(staff.accounts.completeSetup(link.token, { password: PASSWORD, totp: null }, ORIGIN)).rejects.toThrow(StaffAccountError);
  });

  it("an owner cannot skip two-factor, nor set it up with a wrong code; others may go without", async () => {
    const link = await staff.accounts.invite({ email: "owner@elara.test", role: "owner" }, CLI);
    await expect(staff.accounts.completeSetup(link.token, { password: PASSWORD, totp: null }, ORIGIN)).rejects.toMatchObject({
      problem: "two_factor_required",
    });
    const secret = (await staff.accounts.setupPage(link.token, "Elara"))!.enrolment.secret;
    await expect(
      staff.accounts.completeSetup(link.token, { password: PASSWORD, totp: { secret, code: "000000" } }, ORIGIN),
    ).rejects.toMatchObject({ problem: "two_factor_code_invalid" });
    // Refused attempts leave the link usable.
    expect(await staff.accounts.setupPage(link.token, "Elara")).not.toBeNull();

    const support = await supportWithoutTwoFactor();
    expect(support).toMatchObject({ member: { role: "support", twoFactor: false }, recoveryCodes: null });
  });

  it("expires after 24 hours, and a new invitation replaces the old link", async () => {
    const first = await staff.accounts.invite({ email: "new@elara.test", role: "fulfilment" }, CLI);
    const second = await staff.accounts.invite({ email: "new@elara.test", role: "support" }, CLI);
    expect(await staff.accounts.setupPage(first.token, "Elara")).toBeNull();
    expect((await staff.accounts.setupPage(second.token, "Elara"))!.member.role).toBe("support");
    clock.advance(24 * 60 * 60_000 + 1);
    expect(await staff.accounts.setupPage(second.token, "Elara")).toBeNull();
  });

  it("refuses to invite an address that has set up already", async () => {
    await supportWithoutTwoFactor("ana@elara.test");
    await expect(staff.accounts.invite({ email: "ANA@elara.test", role: "owner" }, CLI)).rejects.toMatchObject({ problem: "email_taken" });
  });
});

describe("signing in", () => {
  it("asks for the second factor after the password, and a code works once", async () => {
    const { secret } = await ownerWithTwoFactor();
    const first = await staff.sessions.login({ email: "owner@elara.test", password: PASSWORD, ...ORIGIN });
    expect(first.kind).toBe("second_factor_needed");
    const pendingToken = first.kind === "second_factor_needed" ? first.session.token : "";
    // A pending session opens nothing.
    expect(await staff.sessions.authenticate(pendingToken)).toBeNull();
    expect(await staff.sessions.pending(pendingToken)).toMatchObject({ email: "owner@elara.test" });

    expect(await staff.sessions.secondFactor(pendingToken, "123456", ORIGIN)).toBeNull();
    clock.advance(30_000);
    const code = await codeAt(secret, clock());
    const full = await staff.sessions.secondFactor(pendingToken, code, ORIGIN);
    expect(full).not.toBeNull();
    expect(full!.token).not.toBe(pendingToken);
    expect(await staff.sessions.authenticate(full!.token)).toMatchObject({ member: { role: "owner" }, csrfToken: full!.csrfToken });
    expect(await staff.sessions.authenticate(pendingToken)).toBeNull();

    // The same code again, in a new sign-in within its period: refused.
    const again = await staff.sessions.login({ email: "owner@elara.test", password: PASSWORD, ...ORIGIN });
    const againToken = again.kind === "second_factor_needed" ? again.session.token : "";
    expect(await staff.sessions.secondFactor(againToken, code, ORIGIN)).toBeNull();
  });

  it("takes each recovery code once instead of a code", async () => {
    const { recoveryCodes } = await ownerWithTwoFactor();
    const signIn = async () => {
      const outcome = await staff.sessions.login({ email: "owner@elara.test", password: PASSWORD, ...ORIGIN });
      return outcome.kind === "second_factor_needed" ? outcome.session.token : "";
    };
    const recovery = recoveryCodes[3]!;
    expect(await staff.sessions.secondFactor(await signIn(), recovery.toUpperCase().replace("-", " "), ORIGIN)).not.toBeNull();
    expect(await staff.sessions.secondFactor(await signIn(), recovery, ORIGIN)).toBeNull();
    expect(await staff.sessions.secondFactor(await signIn(), recoveryCodes[4]!, ORIGIN)).not.toBeNull();
  });

  it("gives five minutes between the password and the code", async () => {
    const { secret } = await ownerWithTwoFactor();
    const outcome = await staff.sessions.login({ email: "owner@elara.test", password: PASSWORD, ...ORIGIN });
    const token = outcome.kind === "second_factor_needed" ? outcome.session.token : "";
    clock.advance(5 * 60_000 + 1);
    expect(await staff.sessions.pending(token)).toBeNull();
    expect(await staff.sessions.secondFactor(token, await codeAt(secret, clock()), ORIGIN)).toBeNull();
  });

  it("answers alike for a wrong password, an unknown address, a member not set up and a disabled one", async () => {
    await supportWithoutTwoFactor("ana@elara.test");
    await staff.accounts.invite({ email: "pending@elara.test", role: "support" }, CLI);
    const { member } = await supportWithoutTwoFactor("gone@elara.test");
    await ownerWithTwoFactor();
    await staff.accounts.setDisabled(member.id, true, CLI);
    for (const [email, password] of [
      ["ana@elara.test", "wrong password here"],
      ["nobody@elara.test", PASSWORD],
      ["pending@elara.test", PASSWORD],
      ["gone@elara.test", PASSWORD],
    ] as const)
      expect(await staff.sessions.login({ email, password, ...ORIGIN })).toEqual({ kind: "invalid" });
    expect((await staff.sessions.login({ email: "ana@elara.test", password: PASSWORD, ...ORIGIN })).kind).toBe("signed_in");
  });

  it("ends a session after 12 hours without a request, and keeps one in use alive", async () => {
    const { session } = await supportWithoutTwoFactor();
    clock.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
    expect(await staff.sessions.authenticate(session.token)).not.toBeNull();
    clock.advance(STAFF_IDLE_TIMEOUT_MS - 60_000);
    expect(await staff.sessions.authenticate(session.token)).not.toBeNull();
    clock.advance(STAFF_IDLE_TIMEOUT_MS + 1);
    expect(await staff.sessions.authenticate(session.token)).toBeNull();
  });

  it("ends sessions on sign-out, when an owner ends them, and when the member is disabled", async () => {
    const owner = await ownerWithTwoFactor();
    const ownerActor = { staffId: owner.member.id, email: owner.member.email, client: ORIGIN.client };
    const a = await supportWithoutTwoFactor("a@elara.test");
    const b = await staff.sessions.login({ email: "a@elara.test", password: PASSWORD, ...ORIGIN });
    const bToken = b.kind === "signed_in" ? b.session.token : "";

    await staff.sessions.logout(a.session.token);
    expect(await staff.sessions.authenticate(a.session.token)).toBeNull();

    const listed = await staff.sessions.list();
    const bSession = listed.find((session) => session.staffEmail === "a@elara.test")!;
    expect(await staff.sessions.revoke(bSession.id, ownerActor)).toBe(true);
    expect(await staff.sessions.revoke(bSession.id, ownerActor)).toBe(false);
    expect(await staff.sessions.authenticate(bToken)).toBeNull();

    const c = await staff.sessions.login({ email: "a@elara.test", password: PASSWORD, ...ORIGIN });
    await staff.accounts.setDisabled(a.member.id, true, ownerActor);
    expect(await staff.sessions.authenticate(c.kind === "signed_in" ? c.session.token : "")).toBeNull();

    const actions = (await staff.audit.list({}, { limit: 50, offset: 0 })).entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["staff.login", "staff.logout", "staff.session_end", "staff.disable", "staff.setup", "staff.invite"]),
    );
  });
});

describe("the owners", () => {
  it("the last working owner can be neither demoted nor disabled; with a second one, either can", async () => {
    const first = await ownerWithTwoFactor("one@elara.test");
    await expect(staff.accounts.changeRole(first.member.id, "support", CLI)).rejects.toMatchObject({ problem: "last_owner" });
    await expect(staff.accounts.setDisabled(first.member.id, true, CLI)).rejects.toMatchObject({ problem: "last_owner" });
    // An invited owner who has not set up does not count.
    await staff.accounts.invite({ email: "two@elara.test", role: "owner" }, CLI);
    await expect(staff.accounts.setDisabled(first.member.id, true, CLI)).rejects.toMatchObject({ problem: "last_owner" });

    const second = await ownerWithTwoFactor("three@elara.test");
    expect(await staff.accounts.changeRole(first.member.id, "fulfilment", CLI)).toMatchObject({ role: "fulfilment" });
    await expect(staff.accounts.setDisabled(second.member.id, true, CLI)).rejects.toMatchObject({ problem: "last_owner" });
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const one = await ownerWithTwoFactor("one@elara.test");
    const two = await ownerWithTwoFactor("two@elara.test");
    const results = await Promise.allSettled([
      staff.accounts.changeRole(one.member.id, "support", CLI),
      staff.accounts.changeRole(two.member.id, "support", CLI),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const owners = (await staff.accounts.list()).filter((member) => member.role === "owner");
    expect(owners).toHaveLength(1);
  });

  it("a member without two-factor cannot become an owner", async () => {
    await ownerWithTwoFactor();
    const { member } = await supportWithoutTwoFactor();
    await expect(staff.accounts.changeRole(member.id, "owner", CLI)).rejects.toMatchObject({ problem: "owner_needs_two_factor" });
  });

  it("a reset starts a locked-out member again: old password, codes and sessions end, a new link works", async () => {
    const { session, recoveryCodes } = await ownerWithTwoFactor();
    const link = await staff.accounts.resetSetup("owner@elara.test", CLI);
    expect(link.member).toMatchObject({ active: false, twoFactor: false });
    expect(await staff.sessions.authenticate(session.token)).toBeNull();
    expect(await staff.sessions.login({ email: "owner@elara.test", password: PASSWORD, ...ORIGIN })).toEqual({ kind: "invalid" });
    const secret = (await staff.accounts.setupPage(link.token, "Elara"))!.enrolment.secret;
    clock.advance(60_000);
    const again = await staff.accounts.completeSetup(
      link.token,
      { password: PASSWORD, totp: { secret, code: await codeAt(secret, clock()) } },
      ORIGIN,
    );
    expect(again.recoveryCodes).not.toContain(recoveryCodes[0]);
    await expect(staff.accounts.resetSetup("nobody@elara.test", CLI)).rejects.toMatchObject({ problem: "not_found" });
  });
});
