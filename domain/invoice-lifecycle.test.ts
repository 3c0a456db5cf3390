import { describe, expect, it } from "vitest";
import { EFACTURA_STATUSES, type EfacturaStatus } from "./invoice.ts";
import { efacturaActionFrom, efacturaAllows, type EfacturaAction } from "./invoice-lifecycle.ts";

const moves = (action: EfacturaAction) =>
  EFACTURA_STATUSES.flatMap((from) => EFACTURA_STATUSES.filter((to) => efacturaAllows(from, action, to)).map((to) => `${from} → ${to}`));

describe("a document's e-Factura lifecycle", () => {
  it("claims an upload of a document not sent or refused, or of one whose upload was cut off", () => {
    expect(moves("upload")).toEqual(["not_sent → sent", "rejected → sent"]);
    expect(moves("take_over_upload")).toEqual(["sent → sent"]);
  });

  it("undoes a claim ANAF did not hear, and records its refusal or its upload's id otherwise", () => {
    expect(moves("upload_unreached")).toEqual(["sent → not_sent", "sent → sent", "sent → rejected"]);
    expect(moves("upload_refused")).toEqual(["sent → rejected"]);
    expect(moves("upload_taken")).toEqual(["sent → sent"]);
  });

  it("takes ANAF's verdict on a sent document, and from its list of messages on any it has not accepted", () => {
    expect(moves("verdict")).toEqual(["sent → accepted", "sent → rejected"]);
    const notAccepted: EfacturaStatus[] = ["not_sent", "sent", "rejected"];
    expect(efacturaActionFrom("answer_found")).toEqual(notAccepted);
    expect(moves("answer_found")).toEqual(notAccepted.flatMap((from) => [`${from} → accepted`, `${from} → rejected`]));
  });

  it("never moves an accepted document: it is the legal record", () => {
    const actions: EfacturaAction[] = [
      "upload",
      "take_over_upload",
      "upload_unreached",
      "upload_refused",
      "upload_taken",
      "verdict",
      "answer_found",
    ];
    for (const action of actions) expect(efacturaActionFrom(action)).not.toContain("accepted");
  });
});
