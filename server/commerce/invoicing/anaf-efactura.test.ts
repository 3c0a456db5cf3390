/**
 * ANAF's adapter against its contract (decision 0094): the door an upload takes for each kind of buyer, ANAF's
 * recorded answers (tests/fixtures/anaf) read right, and the same calls against the local fake, which refuses a
 * consumer's invoice on `/upload` as ANAF does.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { groupTotals, invoiceFigures, type InvoiceBuyer, type InvoiceDocument } from "#domain/invoice";
import { consumerBuyer, sellerCompany } from "#tests/server/invoicing-kit.ts";
import { CONSUMER_ON_UPLOAD, startFakeAnaf, type FakeAnaf } from "#tests/server/anaf-fake.ts";
import { AnafError, createAnafGateway, uploadPath, type UploadOptions } from "./anaf-efactura.ts";
import { renderEfacturaXml } from "./efactura-ubl.ts";
import { readAnswerZip } from "./efactura-follow-up.ts";

const recorded = (name: string) => readFileSync(new URL(`../../../tests/fixtures/anaf/${name}`, import.meta.url), "utf8");

const company: InvoiceBuyer = {
  kind: "company",
  name: "Farmacia Verde S.R.L.",
  vatId: "RO12345674",
  registrationNumber: "J12/100/2020",
  address: consumerBuyer.address,
  email: "contabil@example.ro",
};

function document(buyer: InvoiceBuyer, kind: InvoiceDocument["kind"] = "invoice"): InvoiceDocument {
  const figures = invoiceFigures(
    [{ description: "Papillex", sku: "PAP-1", quantity: 2, grossRonMinor: 37_800, discountRonMinor: 0, vatRatePercent: 21 }],
    { grossRonMinor: 0, vatRatePercent: 21, description: "Transport" },
    null,
    "domestic",
  );
  const totals = groupTotals(figures.vatGroups);
  return {
    kind,
    series: kind === "invoice" ? "ELR" : "ELRC",
    number: 1,
    label: kind === "invoice" ? "ELR-000001" : "ELRC-000001",
    issueDate: "2026-04-10",
    language: "ro",
    orderNumber: 1001,
    seller: sellerCompany,
    buyer,
    ...figures,
    totals: { ...totals, prepaidRonMinor: totals.grossRonMinor, dueRonMinor: 0 },
    payments: [{ method: "card", amountRonMinor: totals.grossRonMinor }],
    paymentMethod: "card",
    vatScheme: "domestic",
    exemption: null,
    foreign: null,
    corrects: kind === "credit_note" ? { label: "ELR-000001", issueDate: "2026-04-10" } : null,
  };
}

describe("the door an upload takes", () => {
  const base: UploadOptions = { sellerCif: "RO12345674", creditNote: false, consumer: false, foreignBuyer: false };
  it.each([
    ["a consumer", "/uploadb2c?standard=UBL&cif=12345674", { consumer: true }],
    ["a consumer's credit note", "/uploadb2c?standard=CN&cif=12345674", { consumer: true, creditNote: true }],
    ["a consumer abroad", "/uploadb2c?standard=UBL&cif=12345674", { consumer: true, foreignBuyer: true }],
    ["a Romanian company", "/upload?standard=UBL&cif=12345674", {}],
    ["a company abroad", "/upload?standard=UBL&cif=12345674&extern=DA", { foreignBuyer: true }],
    ["a foreign company's credit note", "/upload?standard=CN&cif=12345674&extern=DA", { foreignBuyer: true, creditNote: true }],
  ])("sends %s's document to %s", (_name, path, options) => {
    expect(uploadPath({ ...base, ...options })).toBe(path);
  });
});

describe("ANAF's recorded answers", () => {
  const answering = (body: string, status = 200) => {
    const calls: string[] = [];
    const fetchImpl = (async (url: string | URL) => {
      calls.push(String(url));
      return String(url).endsWith("/token")
        ? new Response(JSON.stringify({ access_token: "token", expires_in: 3600 }), { status: 200 })
        : new Response(body, { status });
    }) as typeof fetch;
    const gateway = createAnafGateway(
      {
        clientId: "id",
        clientSecret: "secret",
        refreshToken: "refresh",
        tokenUrl: "https://anaf.test/token",
        apiBase: "https://anaf.test/rest",
      },
      fetchImpl,
    );
    return { gateway, calls };
  };
  const options: UploadOptions = { sellerCif: "RO12345674", creditNote: false, consumer: true, foreignBuyer: false };

  it("reads an upload's index and a refusal's errors", async () => {
    expect(await answering(recorded("upload-ok.xml")).gateway.upload("<Invoice/>", options)).toEqual({ ok: true, uploadId: "4123456789" });
    const refused = await answering(recorded("upload-refused.xml")).gateway.upload("<Invoice/>", options);
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("Fisierul transmis nu este valid") });
  });

  it("reads the three states of an upload", async () => {
    expect(await answering(recorded("stare-ok.xml")).gateway.status("4123456789")).toEqual({ state: "accepted", downloadId: "3012345678" });
    expect(await answering(recorded("stare-nok.xml")).gateway.status("4123456790")).toMatchObject({
      state: "rejected",
      downloadId: "3012345679",
    });
    expect(await answering(recorded("stare-in-prelucrare.xml")).gateway.status("4123456791")).toEqual({ state: "processing" });
  });

  it("reads the message list, an empty one, and a refusal of the period", async () => {
    const { gateway, calls } = answering(recorded("lista-mesaje.json"));
    expect(await gateway.messages("RO12345674", 60)).toEqual([
      {
        id: "3012345678",
        uploadId: "4123456789",
        type: "FACTURA TRIMISA",
        details: expect.stringContaining("cif_beneficiar=0000000000000"),
        createdAt: "202604101431",
      },
      expect.objectContaining({ id: "3012345679", uploadId: "4123456790", type: "ERORI FACTURA" }),
      expect.objectContaining({ type: "FACTURA PRIMITA" }),
    ]);
    expect(calls.at(-1)).toBe("https://anaf.test/rest/listaMesajeFactura?zile=60&cif=12345674");
    // More than ANAF keeps is asked as the 60 days it has.
    await gateway.messages("RO12345674", 400);
    expect(calls.at(-1)).toContain("zile=60");
    expect(await answering(recorded("lista-goala.json")).gateway.messages("RO12345674", 60)).toEqual([]);
    await expect(answering(recorded("lista-zile-gresite.json")).gateway.messages("RO12345674", 60)).rejects.toThrow(AnafError);
  });

  it("names the step and the status when ANAF fails, never a token", async () => {
    const failure = answering("quota", 429).gateway.upload("<Invoice/>", options);
    await expect(failure).rejects.toThrow("ANAF answered HTTP 429 to /uploadb2c");
    await expect(answering("quota", 429).gateway.upload("<Invoice/>", options)).rejects.not.toThrow(/refresh|secret|token/);
  });
});

describe("the fake ANAF", () => {
  let fake: FakeAnaf;
  beforeAll(async () => {
    fake = await startFakeAnaf();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const gateway = () => createAnafGateway(fake.anaf());

  it("refuses a consumer's invoice on /upload, in ANAF's shape, and takes it on /uploadb2c", async () => {
    const xml = renderEfacturaXml(document(consumerBuyer));
    const wrong = await gateway().upload(xml, { sellerCif: "RO12345674", creditNote: false, consumer: false, foreignBuyer: false });
    expect(wrong).toEqual({ ok: false, message: CONSUMER_ON_UPLOAD });
    expect(fake.uploads).toEqual([]);
    const right = await gateway().upload(xml, { sellerCif: "RO12345674", creditNote: false, consumer: true, foreignBuyer: false });
    expect(right).toEqual({ ok: true, uploadId: "5001" });
    expect(fake.uploads[0]).toMatchObject({ endpoint: "uploadb2c" });
  });

  it("takes a company's invoice on /upload and a credit note only as CN", async () => {
    const options = { sellerCif: "RO12345674", consumer: false, foreignBuyer: false };
    expect(await gateway().upload(renderEfacturaXml(document(company)), { ...options, creditNote: false })).toMatchObject({ ok: true });
    const note = renderEfacturaXml(document(company, "credit_note"));
    expect(note).toContain("<cbc:ID>ELR-000001</cbc:ID>");
    expect(await gateway().upload(note, { ...options, creditNote: false })).toMatchObject({ ok: false });
    expect(await gateway().upload(note, { ...options, creditNote: true })).toMatchObject({ ok: true });
    expect(fake.uploads.map((upload) => [upload.endpoint, upload.query.get("standard")])).toEqual([
      ["upload", "UBL"],
      ["upload", "CN"],
    ]);
  });

  it("answers the state, the message list and the signed ZIP of what it was sent", async () => {
    const xml = renderEfacturaXml(document(consumerBuyer));
    const options = { sellerCif: "RO12345674", creditNote: false, consumer: true, foreignBuyer: false };
    const accepted = await gateway().upload(xml, options);
    fake.verdict = "nok";
    const refused = await gateway().upload(xml, options);
    expect(await gateway().status((accepted as { uploadId: string }).uploadId)).toEqual({ state: "accepted", downloadId: "95001" });
    expect(await gateway().status((refused as { uploadId: string }).uploadId)).toMatchObject({ state: "rejected" });
    const messages = await gateway().messages("RO12345674", 60);
    expect(messages.map((message) => [message.uploadId, message.type])).toEqual([
      ["5001", "FACTURA TRIMISA"],
      ["5002", "ERORI FACTURA"],
    ]);
    expect(readAnswerZip(await gateway().download("95001"))).toEqual({ label: "ELR-000001", errors: "" });
    expect(readAnswerZip(await gateway().download("95002"))).toEqual({ label: null, errors: "E: validare esuata BR-RO-100" });
  });
});
