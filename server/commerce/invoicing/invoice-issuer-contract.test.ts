/**
 * The invoice issuer's contract (decision 0177) kept by the Oblio and SmartBill clients, each against its local fake
 * and against its answers recorded as the service's documentation shows them.
 */
import { testClock } from "#tests/server/account-kit.ts";
import { issuerContract, startRecordedService } from "#tests/server/invoice-issuer-contract.ts";
import { startFakeOblio, startFakeSmartbill } from "#tests/server/invoice-issuer-fakes.ts";
import { createOblioIssuer } from "./oblio-issuer.ts";
import { createSmartbillIssuer } from "./smartbill-issuer.ts";

const clock = testClock(new Date("2026-11-20T10:00:00.000Z"));

issuerContract("Oblio's client against the fake Oblio", async () => {
  const fake = await startFakeOblio();
  return {
    issuer: createOblioIssuer(fake.account, clock),
    refused: createOblioIssuer({ ...fake.account, secret: "not-the-secret" }, clock),
    loseNextAnswer: fake.loseNextAnswer,
    failNext: () => fake.failNext(500),
    documents: () => fake.documents.length,
    close: fake.close,
  };
});

const OBLIO_DOCUMENT = "POST /api/docs/invoice";
const oblioAccount = { email: "contabil@elara.test", secret: "oblio-secret-0001", cif: "12345674", series: "FCT" };

issuerContract("Oblio's client against Oblio's documented answers", async () => {
  const service = await startRecordedService(
    {
      "POST /api/authorize/token": ["oblio/authorize-token.json"],
      // Issued, lost, asked again twice (the idempotency key answers the same document), issued, then its storno.
      [OBLIO_DOCUMENT]: [...Array.from({ length: 5 }, () => "oblio/docs-invoice.json"), "oblio/docs-invoice-storno.json"],
      "POST /api/docs/einvoice": ["oblio/docs-einvoice.json"],
      "GET /utils/show_file/": ["oblio/FCT-0042.pdf"],
    },
    [OBLIO_DOCUMENT],
    "oblio/server-error.json",
  );
  const refusing = await startRecordedService(
    { "POST /api/authorize/token": ["oblio/authorize-token-refused.json"] },
    [],
    "oblio/server-error.json",
  );
  return {
    issuer: createOblioIssuer({ ...oblioAccount, baseUrl: service.base }, clock),
    refused: createOblioIssuer({ ...oblioAccount, baseUrl: refusing.base }, clock),
    loseNextAnswer: service.loseNextAnswer,
    failNext: service.failNext,
    documents: () => null,
    close: async () => {
      await service.close();
      await refusing.close();
    },
  };
});

issuerContract("SmartBill's client against the fake SmartBill", async () => {
  const fake = await startFakeSmartbill();
  return {
    issuer: createSmartbillIssuer(fake.account),
    refused: createSmartbillIssuer({ ...fake.account, token: "not-the-token" }),
    loseNextAnswer: fake.loseNextAnswer,
    failNext: () => fake.failNext(500),
    documents: () => fake.documents.length,
    close: fake.close,
  };
});

const SMARTBILL_DOCUMENTS = ["POST /SBORO/api/invoice", "POST /SBORO/api/invoice/reverse"];
const smartbillAccount = { user: "contabil@elara.test", token: "smartbill-token-0001", cif: "RO12345674", series: "SMB" };

issuerContract("SmartBill's client against SmartBill's documented answers", async () => {
  const service = await startRecordedService(
    {
      "GET /SBORO/api/series": ["smartbill/series.json"],
      "POST /SBORO/api/invoice": ["smartbill/invoice.json"],
      "POST /SBORO/api/invoice/reverse": ["smartbill/invoice-reverse.json"],
      "GET /SBORO/api/invoice/paymentstatus": ["smartbill/paymentstatus.json"],
      "GET /SBORO/api/invoice/pdf": ["smartbill/SMB-101.pdf"],
    },
    SMARTBILL_DOCUMENTS,
    "smartbill/server-error.json",
  );
  const refusing = await startRecordedService(
    Object.fromEntries(SMARTBILL_DOCUMENTS.map((route) => [route, ["smartbill/refused.json"]])),
    [],
    "smartbill/server-error.json",
  );
  return {
    issuer: createSmartbillIssuer({ ...smartbillAccount, baseUrl: service.base }),
    refused: createSmartbillIssuer({ ...smartbillAccount, baseUrl: refusing.base }),
    loseNextAnswer: service.loseNextAnswer,
    failNext: service.failNext,
    documents: () => null,
    close: async () => {
      await service.close();
      await refusing.close();
    },
  };
});
