/**
 * The store's authorisations (issue 66 item 2, decision 0141) through POST /api/admin/settings/licences: a list saved
 * whole and audited, each wrong field refused with a sentence naming it in the member's language and nothing saved,
 * a cap on the count, and the start-up warning of a production store without the DSVSA registration. On PGlite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LICENCES_MAX } from "#domain/licences";
import { auditLog, staffMembers, storeSettings } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { DSVSA_LICENCE } from "#tests/server/licences-kit.ts";
import { testConfig, testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { missingLicenceWarning } from "#server/web/launch-checklist";

const database = testDatabaseForFile({ seeded: true, emptyEachTest: [auditLog, staffMembers, storeSettings] });

const clock = testClock(new Date("2026-11-29T09:00:00.000Z"));
const { call, members } = signedInStaffEachTest(() => ({ database, clock, config: testConfig }), ["owner", "support"]);

const PATH = "/api/admin/settings/licences";
const save = (licences: unknown, language = "ro") => call("POST", PATH, { member: members.owner, body: { licences }, language });
const stored = async () => (await database.db.select().from(storeSettings).where(eq(storeSettings.key, "licences.list")))[0]?.value;

describe("POST /api/admin/settings/licences", () => {
  it("saves the list whole, audited, and says when nothing changed", async () => {
    const first = await save([{ ...DSVSA_LICENCE, name: { ro: "ignorat", en: "ignored" }, url: " https://dsvsa.ro/reg.pdf " }]);
    expect(first.status).toBe(200);
    // The DSVSA kind's name is the law's; what was typed for it is not kept.
    const saved = { ...DSVSA_LICENCE, name: { ro: "", en: "" }, url: "https://dsvsa.ro/reg.pdf" };
    expect(first.json).toMatchObject({ changed: true, licences: [saved], updatedBy: expect.any(String) });
    expect(await stored()).toEqual([saved]);
    expect((await save([{ ...DSVSA_LICENCE, url: "https://dsvsa.ro/reg.pdf" }])).json).toMatchObject({ changed: false });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: "licences.list", before: [], after: [saved] });

    expect((await save([])).json).toMatchObject({ changed: true, licences: [] });
    expect(await stored()).toEqual([]);
    expect((await call("POST", PATH, { member: members.support, body: { licences: [DSVSA_LICENCE] } })).status).toBe(403);
  });

  const refusals: [string, unknown, string, string, string][] = [
    [
      "no number",
      { ...DSVSA_LICENCE, number: " " },
      "licences.0.number",
      "Autorizația 1, seria și numărul: completează valoarea.",
      "Authorisation 1, series and number: enter a value.",
    ],
    [
      "no issuer",
      { ...DSVSA_LICENCE, issuer: "" },
      "licences.0.issuer",
      "Autorizația 1, emitentul: completează valoarea.",
      "Authorisation 1, issuer: enter a value.",
    ],
    [
      "too long a number",
      { ...DSVSA_LICENCE, number: "9".repeat(101) },
      "licences.0.number",
      "Autorizația 1, seria și numărul: textul este prea lung.",
      "Authorisation 1, series and number: the text is too long.",
    ],
    [
      "no date",
      { ...DSVSA_LICENCE, issuedOn: "" },
      "licences.0.issuedOn",
      "Autorizația 1, data emiterii: completează valoarea.",
      "Authorisation 1, issue date: enter a value.",
    ],
    [
      "a day no calendar has",
      { ...DSVSA_LICENCE, issuedOn: "2024-02-30" },
      "licences.0.issuedOn",
      "Autorizația 1, data emiterii: alege o zi din calendar (AAAA-LL-ZZ).",
      "Authorisation 1, issue date: pick a calendar day (YYYY-MM-DD).",
    ],
    [
      "a link that is not https",
      { ...DSVSA_LICENCE, url: "http://DSVSA_LICENCE.ro" },
      "licences.0.url",
      "Autorizația 1, linkul: scrie o adresă care începe cu https:// (cel mult 500 de caractere) sau lasă câmpul gol.",
      "Authorisation 1, link: enter an address starting with https:// (at most 500 characters) or leave the field empty.",
    ],
    [
      "an unknown kind",
      { ...DSVSA_LICENCE, kind: "permit" },
      "licences.0.kind",
      "Autorizația 1, felul: alege „DSVSA” sau „Alta”.",
      'Authorisation 1, kind: choose "DSVSA" or "Other".',
    ],
    [
      "another kind without its English name",
      { ...DSVSA_LICENCE, kind: "other", name: { ro: "Aviz", en: "" } },
      "licences.0.name.en",
      "Autorizația 1, denumirea în engleză: completează valoarea.",
      "Authorisation 1, English name: enter a value.",
    ],
  ];

  it.each(refusals)("refuses %s, naming the field in both languages, and saves nothing", async (_, licence, field, ro, en) => {
    const roAnswer = await save([licence]);
    expect(roAnswer.status).toBe(400);
    expect(roAnswer.json).toMatchObject({ field, error: ro });
    expect((await save([licence], "en")).json).toMatchObject({ field, error: en });
    expect(await stored()).toBeUndefined();
  });

  it("names the entry a wrong field belongs to, and refuses more than the cap", async () => {
    const second = await save([DSVSA_LICENCE, { ...DSVSA_LICENCE, kind: "other", name: { ro: "", en: "Permit" } }], "en");
    expect(second.json).toMatchObject({ field: "licences.1.name.ro", error: "Authorisation 2, Romanian name: enter a value." });
    const many = await save(Array.from({ length: LICENCES_MAX + 1 }, () => DSVSA_LICENCE));
    expect(many.status).toBe(400);
    expect(many.json).toMatchObject({ field: "licences", error: `Autorizațiile: cel mult ${LICENCES_MAX}.` });
    expect(await stored()).toBeUndefined();
  });
});

describe("the start-up warning", () => {
  it("warns a production store until a DSVSA registration is recorded, and never a development one", async () => {
    const { settings } = testPlatform(database.db);
    expect(await missingLicenceWarning("production", settings)).toMatch(/No DSVSA registration/);
    expect(await missingLicenceWarning("development", settings)).toBeNull();
    await save([{ ...DSVSA_LICENCE, kind: "other", name: { ro: "Aviz", en: "Permit" } }]);
    expect(await missingLicenceWarning("production", settings)).toMatch(/No DSVSA registration/);
    await save([DSVSA_LICENCE]);
    expect(await missingLicenceWarning("production", settings)).toBeNull();
  });
});
