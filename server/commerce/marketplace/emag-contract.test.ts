/**
 * eMAG's contract (decision 0186) kept by the store's client against the local fake eMAG and against eMAG's answers
 * recorded as its documentation shows them.
 */
import { emagContract } from "#tests/server/emag-contract.ts";
import { emagOrderFor, startFakeEmag } from "#tests/server/emag-fake.ts";
import { startRecordedService } from "#tests/server/invoice-issuer-contract.ts";
import { createEmagClient } from "./emag-client.ts";

emagContract("The client against the fake eMAG", async () => {
  const fake = await startFakeEmag();
  const elsewhere = await startFakeEmag();
  elsewhere.allowOnly(["10.20.30.40"]);
  fake.addOrder(emagOrderFor(4001, [{ variantId: 12, sku: "MAG-60", quantity: 2 }]));
  return {
    client: createEmagClient(fake.account),
    refused: createEmagClient({ ...fake.account, password: "not-the-password" }),
    outsideAllowList: createEmagClient(elsewhere.account),
    failNext: fake.failNext,
    newOrderId: 4001,
    close: async () => {
      await fake.close();
      await elsewhere.close();
    },
  };
});

const ORDER_READ = "POST /api-3/order/read";
const account = { username: "elara-emag", password: "emag-parola-1" };

emagContract("The client against eMAG's documented answers", async () => {
  const service = await startRecordedService(
    {
      [ORDER_READ]: ["emag/order-read.json"],
      "POST /api-3/order/acknowledge/4001": ["emag/success.json"],
      "POST /api-3/product_offer/save": ["emag/success.json", "emag/product-offer-save-refused.json"],
      "POST /api-3/vat/read": ["emag/vat-read.json"],
      "POST /api-3/order/attachments/save": ["emag/success.json"],
      "POST /api-3/order/save": ["emag/success.json"],
    },
    [ORDER_READ],
    "emag/server-error.json",
  );
  const refusing = await startRecordedService({ [ORDER_READ]: ["emag/auth-refused.json"] }, [], "emag/server-error.json");
  const offList = await startRecordedService({ [ORDER_READ]: ["emag/ip-refused.json"] }, [], "emag/server-error.json");
  return {
    client: createEmagClient({ ...account, baseUrl: `${service.base}/api-3` }),
    refused: createEmagClient({ ...account, baseUrl: `${refusing.base}/api-3` }),
    outsideAllowList: createEmagClient({ ...account, baseUrl: `${offList.base}/api-3` }),
    failNext: service.failNext,
    newOrderId: 4001,
    close: async () => {
      await service.close();
      await refusing.close();
      await offList.close();
    },
  };
});
