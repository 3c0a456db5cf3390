// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomerReturn } from "#domain/customer-returns";
import type { Language } from "#domain/locale";
import type { OrderWithdrawal, PaymentMethod } from "#domain/order-contract";
import { openAfterCashDelivery } from "#tests/fixtures/shared-forms.ts";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { WithdrawalPanel, type WithdrawCall } from "./WithdrawalPanel.tsx";
import { checkBankAccount, fieldOfWithdrawalRefusal, groupedIban } from "./withdrawal-form.ts";

const open = openAfterCashDelivery;

// Only what the panel reads of the answer: the reference and the refund's deadline.
const created = { id: 31, kind: "withdrawal", status: "pending", refundDueBy: "2026-07-24T09:00:00.000Z" } as CustomerReturn;
const accepted: WithdrawCall = async () => ({ kind: "ok", status: 201, data: { return: created } });

function renderPanel({
  withdrawal = open(),
  paymentMethod = "cod",
  language = "ro",
  accountLinks = false,
  returnHref = null,
  submit = vi.fn<WithdrawCall>(accepted),
}: {
  withdrawal?: OrderWithdrawal;
  paymentMethod?: PaymentMethod;
  language?: Language;
  accountLinks?: boolean;
  returnHref?: string | null;
  submit?: WithdrawCall;
} = {}) {
  const element = (
    <WithdrawalPanel
      orderNumber={1042}
      orderName="#1042"
      email="maria@example.ro"
      paymentMethod={paymentMethod}
      withdrawal={withdrawal}
      accountLinks={accountLinks}
      returnHref={returnHref}
      submit={submit}
    />
  );
  renderInRouter(element, language);
  return { submit };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

afterEach(cleanup);

describe("the legal withdrawal's panel", () => {
  it("asks a cash-on-delivery order's bank account, then a confirmation, then says the reference and the email", async () => {
    const { submit } = renderPanel({ returnHref: "/returns/new/7.1800000000000.signed" });
    const section = screen.getByRole("region", { name: "Retragerea din contract" });
    expect(within(section).getByText(/până pe 16 iulie 2026: 14 zile de la primirea ei/)).toBeTruthy();
    // The store's 30 days, beyond the law's 14, with the way to its own return form: a guest's signed link, never the
    // account's sign-in (decision 0130).
    expect(within(section).getByRole("link", { name: "Începe un retur în 30 de zile" }).getAttribute("href")).toBe(
      "/returns/new/7.1800000000000.signed",
    );

    click("Retrage-te din contract aici");
    await focused(screen.getByRole("heading", { name: "Unde îți trimitem banii" }));
    const ibanField = screen.getByRole("textbox", { name: "IBAN" });
    expect(ibanField.getAttribute("aria-describedby")).toBe(screen.getByText(/Un IBAN românesc are 24 de caractere/).id);

    // Nothing typed: a summary takes the focus and each field says what is missing.
    click("Continuă");
    const summary = await screen.findByRole("alert");
    await focused(summary);
    expect(within(summary).getByText("Verifică, te rog:")).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Scrie IBAN-ul în care îți trimitem banii.", "Scrie numele titularului contului."]);
    expect(ibanField.getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(within(summary).getByRole("link", { name: "Scrie numele titularului contului." }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Titularul contului" }));

    fireEvent.change(ibanField, { target: { value: "ro49 aaaa 1b31 0075 9384 0000" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Titularul contului" }), { target: { value: " Maria Ionescu " } });
    click("Continuă");
    await focused(screen.getByRole("heading", { name: "Verifică și confirmă retragerea" }));
    expect(screen.getByText("La Maria Ionescu, IBAN RO49 AAAA 1B31 0075 9384 0000")).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    click("Confirmă retragerea");
    await focused(await screen.findByRole("heading", { name: "Retragerea ta este înregistrată" }));
    expect(submit).toHaveBeenCalledWith({
      orderNumber: 1042,
      email: "maria@example.ro",
      bankAccount: { iban: "RO49AAAA1B31007593840000", accountHolder: "Maria Ionescu" },
    });
    expect(
      screen.getByText("Referința: retragerea nr. 31 pentru comanda #1042. Ți-am trimis o confirmare pe e-mail la maria@example.ro."),
    ).toBeTruthy();
    expect(screen.getByText(/Îți returnăm banii până pe 24 iulie 2026/)).toBeTruthy();
    // A guest has no account page to follow it on.
    expect(screen.queryByRole("link", { name: "Urmărește retragerea" })).toBeNull();
  });

  it("asks no bank account for a card order, which is refunded to the card", async () => {
    const { submit } = renderPanel({
      withdrawal: open({ needsBankAccount: false }),
      paymentMethod: "card",
      language: "en",
      accountLinks: true,
    });
    expect(screen.getByText(/to the card or account you paid with/)).toBeTruthy();
    click("Withdraw from the contract here");
    await focused(screen.getByRole("heading", { name: "Check and confirm your withdrawal" }));
    expect(screen.queryByRole("textbox", { name: "IBAN" })).toBeNull();
    expect(screen.getByText("To the payment method you used")).toBeTruthy();

    // Back returns to the button, by keyboard as by mouse.
    click("Back");
    await focused(screen.getByRole("button", { name: "Withdraw from the contract here" }));
    click("Withdraw from the contract here");
    click("Confirm withdrawal");
    await focused(await screen.findByRole("heading", { name: "Your withdrawal is registered" }));
    expect(submit).toHaveBeenCalledWith({ orderNumber: 1042, email: "maria@example.ro" });
    expect(screen.getByRole("link", { name: "Follow your withdrawal" }).getAttribute("href")).toBe("/my-account/returns/31");
  });

  it("shows the server's refusal beside the field it names, and a refusal of the order above the confirmation", async () => {
    const submit = vi
      .fn<WithdrawCall>()
      .mockResolvedValueOnce({
        kind: "failed",
        status: 422,
        error: "The IBAN is not valid. Check it: a Romanian account's has 24 characters.",
        field: "bankAccount.iban",
      })
      .mockResolvedValueOnce({
        kind: "failed",
        status: 422,
        error: "The 14 days after receiving the order in which you can withdraw from the contract have passed.",
        field: "orderNumber",
      });
    renderPanel({ submit, language: "en" });
    click("Withdraw from the contract here");
    // The shape is right; only the server knows the check digits are wrong.
    fireEvent.change(screen.getByRole("textbox", { name: "IBAN" }), { target: { value: "RO49AAAA1B31007593840001" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Account holder" }), { target: { value: "Maria Ionescu" } });
    click("Continue");
    click("Confirm withdrawal");

    const summary = await screen.findByRole("alert");
    await focused(summary);
    const ibanField = screen.getByRole("textbox", { name: "IBAN" });
    expect((ibanField as HTMLInputElement).value).toBe("RO49AAAA1B31007593840001");
    expect(ibanField.getAttribute("aria-invalid")).toBe("true");
    const beside = ibanField.getAttribute("aria-describedby")!.split(" ")[0]!;
    expect(document.getElementById(beside)?.textContent).toBe("The IBAN is not valid. Check it: a Romanian account's has 24 characters.");

    fireEvent.change(ibanField, { target: { value: "RO49AAAA1B31007593840000" } });
    expect(ibanField.getAttribute("aria-invalid")).toBeNull();
    click("Continue");
    click("Confirm withdrawal");
    const refusal = await screen.findByText(/The 14 days after receiving the order/);
    await focused(refusal);
    expect(refusal.getAttribute("role")).toBe("alert");
    expect(screen.getByRole("heading", { name: "Check and confirm your withdrawal" })).toBeTruthy();
  });

  it("shows a withdrawal already made, with its status and page, instead of the button", () => {
    renderPanel({ withdrawal: open({ open: false, returnId: 31, returnStatus: "approved" }), accountLinks: true });
    expect(screen.queryByRole("button", { name: "Retrage-te din contract aici" })).toBeNull();
    expect(screen.getByText("Te-ai retras din acest contract: retragerea nr. 31.")).toBeTruthy();
    expect(screen.getByText("Stadiul: aprobată, trimite produsele înapoi")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Urmărește retragerea" }).getAttribute("href")).toBe("/my-account/returns/31");
  });

  it("says an order not received yet can be withdrawn from until 14 days after it arrives, with nothing to refund if unpaid", () => {
    renderPanel({ withdrawal: open({ deadline: null, needsBankAccount: false }) });
    expect(screen.getByText(/de acum și până la 14 zile după ce o primești/)).toBeTruthy();
    expect(screen.getByText("Nu ai plătit încă această comandă, deci nu e nimic de rambursat.")).toBeTruthy();
  });
});

describe("the withdrawal's bank account checks", () => {
  it("checks the shape only, and maps the server's fields to the form's", () => {
    expect(checkBankAccount({ iban: "", accountHolder: "" })).toEqual({ iban: "iban", accountHolder: "holder" });
    expect(checkBankAccount({ iban: "RO00 1234", accountHolder: "Ana" })).toEqual({ iban: "ibanShape" });
    // The check digits are the server's to judge.
    expect(checkBankAccount({ iban: "ro49 aaaa 1b31 0075 9384 0001", accountHolder: "Ana" })).toEqual({});
    expect(groupedIban("ro49aaaa1b31007593840000")).toBe("RO49 AAAA 1B31 0075 9384 0000");
    expect(fieldOfWithdrawalRefusal("bankAccount.iban")).toBe("iban");
    expect(fieldOfWithdrawalRefusal("bankAccount.accountHolder")).toBe("accountHolder");
    expect(fieldOfWithdrawalRefusal("orderNumber")).toBeNull();
  });
});
