/**
 * A local fake of ANAF's e-Factura API (decision 0094), answering in the shapes of `tests/fixtures/anaf` and refusing
 * what ANAF refuses: a consumer's invoice (the buyer identified by a CNP or thirteen zeros) on `/upload` instead of
 * `/uploadb2c`, a credit note not sent as `standard=CN`, a message list over more than 60 days. It keeps every upload
 * and answers `stareMesaj`, `listaMesajeFactura` and `descarcare` from them, with a real ZIP: the uploaded XML and a
 * `semnatura_*.xml`, or ANAF's error list. The refusal's wording is the fake's own; its shape is ANAF's.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { zipSync } from "fflate";
import { DomUtils, parseDocument } from "htmlparser2";

export interface FakeUpload {
  index: string;
  downloadId: string;
  endpoint: "upload" | "uploadb2c";
  query: URLSearchParams;
  xml: string;
  /** What ANAF's processing makes of it: valid, with errors, or not done yet. */
  verdict: "ok" | "nok" | "processing";
}

export interface FakeAnaf {
  base: string;
  /** The store's `anaf` configuration pointing at the fake. */
  anaf(refreshTokenIssuedOn?: string): {
    clientId: string;
    clientSecret: string;
    refreshToken: string;
    refreshTokenIssuedOn: string;
    tokenUrl: string;
    apiBase: string;
  };
  requests: { method: string; path: string; authorization: string; body: string }[];
  uploads: FakeUpload[];
  /** The verdict the next uploads get. */
  verdict: FakeUpload["verdict"];
  /** The next upload lands but its answer is lost (the connection drops before ANAF's answer reaches the store). */
  loseNextAnswer: boolean;
  reset(): void;
  close(): Promise<void>;
}

export const CONSUMER_ON_UPLOAD =
  "E: Factura are cumparator persoana fizica (CNP sau 0000000000000); facturile B2C se transmit prin serviciul uploadb2c";

const header = (namespace: string, attributes: Record<string, string>, children = "") =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="${namespace}" ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")}${children ? `>${children}</header>` : "/>"}`;

const UPLOAD_NS = "mfp:anaf:dgti:spv:respUploadFisier:v1";
const STATUS_NS = "mfp:anaf:dgti:efactura:stareMesajFactura:v1";

/** The buyer's identifier as ANAF reads it: the customer party's legal-entity CompanyID. */
function buyerId(xml: string): string {
  const nodes = parseDocument(xml, { xmlMode: true }).children;
  const customer = DomUtils.findOne((node) => node.name === "cac:AccountingCustomerParty", nodes);
  const legal = customer ? DomUtils.findOne((node) => node.name === "cac:PartyLegalEntity", customer.children) : null;
  const id = legal ? DomUtils.findOne((node) => node.name === "cbc:CompanyID", legal.children) : null;
  return id ? DomUtils.textContent(id).trim() : "";
}

const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 12);

export async function startFakeAnaf(): Promise<FakeAnaf> {
  let nextIndex = 5001;
  const fake = {
    requests: [],
    uploads: [],
    verdict: "ok",
    loseNextAnswer: false,
    reset() {
      fake.requests.length = 0;
      fake.uploads.length = 0;
      fake.verdict = "ok";
      fake.loseNextAnswer = false;
      nextIndex = 5001;
    },
  } as unknown as FakeAnaf;

  const refuse = (message: string) =>
    header(UPLOAD_NS, { dateResponse: stamp(), ExecutionStatus: "1" }, `<Errors errorMessage="${message}"/>`);

  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      fake.requests.push({ method: request.method!, path: request.url!, authorization: request.headers.authorization ?? "", body });
      const url = new URL(request.url!, "http://fake");
      const path = url.pathname.replace(/^\/rest/, "");
      if (url.pathname === "/oauth/token") {
        response.setHeader("Content-Type", "application/json");
        response.end(JSON.stringify({ access_token: "access-token-from-fake", expires_in: 3600, token_type: "Bearer" }));
        return;
      }
      if (request.headers.authorization !== "Bearer access-token-from-fake") {
        response.statusCode = 401;
        response.end();
        return;
      }
      response.setHeader("Content-Type", path === "/listaMesajeFactura" ? "application/json" : "application/xml");
      if ((path === "/upload" || path === "/uploadb2c") && request.method === "POST") {
        const standard = url.searchParams.get("standard");
        const creditNote = /<CreditNote[\s>]/.test(body);
        if (!/^\d{2,10}$/.test(url.searchParams.get("cif") ?? "")) return response.end(refuse("E: CIF introdus= nu este un numar"));
        if (standard !== (creditNote ? "CN" : "UBL"))
          return response.end(refuse(`E: Valoarea parametrului standard=${standard} nu corespunde documentului`));
        if (path === "/upload" && /^\d{13}$/.test(buyerId(body))) return response.end(refuse(CONSUMER_ON_UPLOAD));
        const index = String(nextIndex++);
        fake.uploads.push({
          index,
          downloadId: `9${index}`,
          endpoint: path === "/upload" ? "upload" : "uploadb2c",
          query: url.searchParams,
          xml: body,
          verdict: fake.verdict,
        });
        if (fake.loseNextAnswer) {
          fake.loseNextAnswer = false;
          request.socket.destroy();
          return;
        }
        return response.end(header(UPLOAD_NS, { dateResponse: stamp(), ExecutionStatus: "0", index_incarcare: index }));
      }
      if (path === "/stareMesaj") {
        const upload = fake.uploads.find((candidate) => candidate.index === url.searchParams.get("id_incarcare"));
        if (!upload)
          return response.end(
            header(
              STATUS_NS,
              {},
              `<Errors errorMessage="Nu aveti dreptul de interogare pentru recipisa cu id_incarcare= ${url.searchParams.get("id_incarcare")}"/>`,
            ),
          );
        if (upload.verdict === "processing") return response.end(header(STATUS_NS, { stare: "in prelucrare" }));
        return response.end(header(STATUS_NS, { stare: upload.verdict, id_descarcare: upload.downloadId }));
      }
      if (path === "/listaMesajeFactura") {
        const days = Number(url.searchParams.get("zile"));
        const cif = url.searchParams.get("cif") ?? "";
        if (!Number.isInteger(days) || days < 1 || days > 60)
          return response.end(JSON.stringify({ eroare: "Numarul de zile trebuie sa fie intre 1 si 60", titlu: "Lista Mesaje" }));
        const done = fake.uploads.filter((upload) => upload.verdict !== "processing");
        if (done.length === 0)
          return response.end(JSON.stringify({ eroare: `Nu exista mesaje in ultimele ${days} zile`, titlu: "Lista Mesaje" }));
        return response.end(
          JSON.stringify({
            mesaje: done.map((upload) => ({
              data_creare: stamp(),
              cif,
              id_solicitare: upload.index,
              detalii:
                upload.verdict === "ok"
                  ? `Factura cu id_incarcare=${upload.index} emisa de cif_emitent=${cif} pentru cif_beneficiar=${buyerId(upload.xml)}`
                  : `Erori de validare identificate la factura primita cu id_incarcare=${upload.index}`,
              tip: upload.verdict === "ok" ? "FACTURA TRIMISA" : "ERORI FACTURA",
              id: upload.downloadId,
            })),
            serial: "1234AA456",
            cui: cif,
            titlu: `Lista Mesaje disponibile din ultimele ${days} zile`,
          }),
        );
      }
      if (path === "/descarcare") {
        const upload = fake.uploads.find((candidate) => candidate.downloadId === url.searchParams.get("id"));
        if (!upload || upload.verdict === "processing") {
          response.statusCode = 404;
          return response.end();
        }
        const main =
          upload.verdict === "ok"
            ? upload.xml
            : `<?xml version="1.0" encoding="UTF-8"?><header xmlns="mfp:anaf:dgti:efactura:raspunsValidare:v1" dateResponse="${stamp()}" Index_incarcare="${upload.index}" Cif_emitent="${upload.query.get("cif")}"><Error errorMessage="E: validare esuata BR-RO-100"/></header>`;
        const signature = `<?xml version="1.0" encoding="UTF-8"?><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/><SignatureValue>ZmFrZQ==</SignatureValue></Signature>`;
        response.setHeader("Content-Type", "application/zip");
        return response.end(
          Buffer.from(
            zipSync({
              [`${upload.index}.xml`]: Buffer.from(main, "utf8"),
              [`semnatura_${upload.index}.xml`]: Buffer.from(signature, "utf8"),
            }),
          ),
        );
      }
      response.statusCode = 404;
      response.end();
    });
  });
  // Node closes an idle keep-alive socket after 5 s, which races the adapter reusing it at that moment: the request dies
  // with ECONNRESET ("ANAF could not be reached", a 502). A test whose steps between two ANAF calls took about 5 s on a
  // busy machine failed at random. Kept open as the store's own server keeps them (server/main.ts); close() ends idle ones.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.anaf = (refreshTokenIssuedOn = "2026-09-01") => ({
    clientId: "client-id-123",
    clientSecret: "client-secret-456",
    refreshToken: "refresh-token-abcdefghijkl",
    refreshTokenIssuedOn,
    tokenUrl: `${fake.base}/oauth/token`,
    apiBase: `${fake.base}/rest`,
  });
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
