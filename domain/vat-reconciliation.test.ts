import { describe, expect, it } from "vitest";
import { reconcileVat, type ReconciledDocument } from "./vat-reconciliation.ts";

const at21 = (taxableRonMinor: number, vatRonMinor: number) => ({ category: "S" as const, ratePercent: 21, taxableRonMinor, vatRonMinor });
const at11 = (taxableRonMinor: number, vatRonMinor: number) => ({ category: "S" as const, ratePercent: 11, taxableRonMinor, vatRonMinor });

const document = (label: string, overrides: Partial<ReconciledDocument> = {}): ReconciledDocument => ({
  label,
  kind: "invoice",
  orderNumber: 1001,
  issueDate: "2026-11-03",
  efacturaStatus: "accepted",
  vatGroups: [at21(31_240, 6_560)],
  accepted: null,
  ...overrides,
});

describe("the month's VAT beside e-Factura", () => {
  it("balances when ANAF accepted every invoice and credit note, credit notes taken off per rate", () => {
    const result = reconcileVat(
      "2026-11",
      [
        document("ELR-000001", { vatGroups: [at21(31_240, 6_560), at11(9_009, 991)], accepted: [at21(31_240, 6_560), at11(9_009, 991)] }),
        document("ELRC-000001", { kind: "credit_note", vatGroups: [at21(-8_264, -1_736)] }),
      ],
      [],
    );
    expect(result.balanced).toBe(true);
    expect(result.differences).toEqual([]);
    expect(result.rates).toEqual([
      {
        category: "S",
        ratePercent: 21,
        store: { taxableRonMinor: 22_976, vatRonMinor: 4_824 },
        anaf: { taxableRonMinor: 22_976, vatRonMinor: 4_824 },
        difference: { taxableRonMinor: 0, vatRonMinor: 0 },
      },
      {
        category: "S",
        ratePercent: 11,
        store: { taxableRonMinor: 9_009, vatRonMinor: 991 },
        anaf: { taxableRonMinor: 9_009, vatRonMinor: 991 },
        difference: { taxableRonMinor: 0, vatRonMinor: 0 },
      },
    ]);
  });

  it("names each document ANAF has not accepted by why, with what it leaves out", () => {
    const result = reconcileVat(
      "2026-11",
      [
        document("ELR-000001", { efacturaStatus: "not_sent" }),
        document("ELR-000002", { efacturaStatus: "rejected", orderNumber: 1002 }),
        document("ELRC-000001", { kind: "credit_note", efacturaStatus: "sent", vatGroups: [at21(-8_264, -1_736)] }),
      ],
      [],
    );
    expect(result.balanced).toBe(false);
    expect(result.differences).toEqual([
      { cause: "not_sent", label: "ELR-000001", orderNumber: 1001, taxableRonMinor: 31_240, vatRonMinor: 6_560, grossRonMinor: 37_800 },
      { cause: "rejected", label: "ELR-000002", orderNumber: 1002, taxableRonMinor: 31_240, vatRonMinor: 6_560, grossRonMinor: 37_800 },
      { cause: "waiting", label: "ELRC-000001", orderNumber: 1001, taxableRonMinor: -8_264, vatRonMinor: -1_736, grossRonMinor: -10_000 },
    ]);
    expect(result.rates[0]!.anaf).toEqual({ taxableRonMinor: 0, vatRonMinor: 0 });
    expect(result.rates[0]!.difference).toEqual({ taxableRonMinor: 54_216, vatRonMinor: 11_384 });
  });

  it("counts what ANAF's signed copy holds, and says so when it differs from the store's", () => {
    const result = reconcileVat("2026-11", [document("ELR-000001", { accepted: [at21(31_000, 6_510)] })], []);
    expect(result.differences).toEqual([
      { cause: "amounts_differ", label: "ELR-000001", orderNumber: 1001, taxableRonMinor: 240, vatRonMinor: 50, grossRonMinor: 290 },
    ]);
    expect(result.rates[0]!.difference).toEqual({ taxableRonMinor: 240, vatRonMinor: 50 });
  });

  it("lists an order given back with no credit note even though both sides agree", () => {
    const result = reconcileVat(
      "2026-11",
      [document("ELR-000001")],
      [{ orderNumber: 1001, invoiceLabel: "ELR-000001", cause: "cancelled", leftRonMinor: 37_800 }],
    );
    expect(result.rates[0]!.difference).toEqual({ taxableRonMinor: 0, vatRonMinor: 0 });
    expect(result.balanced).toBe(false);
    expect(result.differences).toEqual([
      { cause: "uncredited_cancelled", label: "ELR-000001", orderNumber: 1001, taxableRonMinor: 0, vatRonMinor: 0, grossRonMinor: -37_800 },
    ]);
  });

  it("sums an outside issuer's documents apart: the store cannot see what it sent, so they neither balance nor unbalance", () => {
    const result = reconcileVat(
      "2026-11",
      [
        document("ELR-000001"),
        document("OBL-0042", { issuer: "oblio", efacturaStatus: "not_sent", vatGroups: [at21(31_240, 6_560), at11(9_009, 991)] }),
        document("OBLC-0007", { issuer: "oblio", kind: "credit_note", efacturaStatus: "not_sent", vatGroups: [at21(8_264, 1_736)] }),
        document("", { issuer: "oblio", efacturaStatus: "not_sent", pending: true, vatGroups: [at21(8_264, 1_736)] }),
      ],
      [],
    );
    expect(result.balanced).toBe(true);
    expect(result.differences).toEqual([]);
    expect(result.rates).toHaveLength(1);
    expect(result.rates[0]!.store).toEqual({ taxableRonMinor: 31_240, vatRonMinor: 6_560 });
    expect(result.outside).toEqual([{ issuer: "oblio", documents: 3, pending: 1, rates: [at21(31_240, 6_560), at11(9_009, 991)] }]);
  });

  it("balances an empty month", () => {
    expect(reconcileVat("2026-10", [], [])).toEqual({ month: "2026-10", rates: [], differences: [], balanced: true, outside: [] });
  });
});
