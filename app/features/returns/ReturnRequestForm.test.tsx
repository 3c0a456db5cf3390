// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerReturn, EligibleReturnOrder, ReturnQuoteView } from "#domain/customer-returns";
import type { Language } from "#domain/locale";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";
import type { CallResult } from "#app/lib/server-calls.ts";
import { customerReturn, eligibleOrder } from "#tests/app/customer-records.ts";
import { ReturnDetails, type CancelCall, type PhotoLoader } from "./ReturnDetails.tsx";
import { ReturnRequestForm, type QuoteCall, type SubmitCall } from "./ReturnRequestForm.tsx";

const quoted = (changes: Partial<ReturnQuoteView> = {}): CallResult<{ quote: ReturnQuoteView }> => ({
  kind: "ok",
  status: 200,
  data: { quote: { currencyCode: "RON", itemsMinor: 12_345, shippingMinor: 0, totalMinor: 12_345, totalRonMinor: 12_345, ...changes } },
});

const made = (item: CustomerReturn = customerReturn()): CallResult<{ return: CustomerReturn }> => ({
  kind: "ok",
  status: 201,
  data: { return: item },
});

function renderForm({
  value = eligibleOrder(),
  language = "ro",
  quote = vi.fn<QuoteCall>(async () => quoted()),
  submit = vi.fn<SubmitCall>(async () => made()),
}: { value?: EligibleReturnOrder; language?: Language; quote?: QuoteCall; submit?: SubmitCall } = {}) {
  const onSubmitted = vi.fn();
  renderInRouter(
    <>
      <h1 id="account-section-title">Cerere de retur</h1>
      <ReturnRequestForm order={value} quote={quote} submit={submit} onSubmitted={onSubmitted} />
    </>,
    language,
  );
  return { quote, submit, onSubmitted };
}

const send = (name = "Trimite cererea de retur") => fireEvent.click(screen.getByRole("button", { name }));
const amountBox = (name = "Suma de rambursat") => screen.getByRole("region", { name });
/** The debounced quote answers within this long. */
const QUOTED = { timeout: 3_000 };

beforeEach(polyfillModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the return request form", () => {
  it("asks the server for the amount once the products and their reasons are chosen, and shows its figure", async () => {
    const quote = vi.fn<QuoteCall>(async (body) =>
      body.refundMethod === "store_credit" ? quoted({ totalMinor: 1_000, totalRonMinor: 24_680 }) : quoted(),
    );
    renderForm({ quote });
    expect(within(amountBox()).getByText("Alege produsele pe care le returnezi ca să vezi suma.")).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: /Papillex/ }));
    expect(within(amountBox()).getByText("Alege un motiv pentru fiecare produs ca să vezi suma.")).toBeTruthy();
    const quantity = screen.getByLabelText(/Cantitate, Papillex/) as HTMLSelectElement;
    // Up to what may still come back: two bottles.
    expect([...quantity.options].map((option) => option.value)).toEqual(["1", "2"]);
    fireEvent.change(screen.getByLabelText(/Motiv, Papillex/), { target: { value: "changed_mind" } });
    expect(within(amountBox()).getByText("Se calculează…")).toBeTruthy();
    // The server's figure, whatever it is: the browser never works it out (two bottles of 189 lei would be 378).
    await within(amountBox()).findByText("123,45 RON", {}, QUOTED);
    expect(quote).toHaveBeenLastCalledWith({
      orderNumber: 1042,
      lines: [{ lineId: 11, quantity: 1, reason: "changed_mind" }],
      refundMethod: "original",
    });

    fireEvent.change(quantity, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("radio", { name: /Credit în magazin/ }));
    // Store credit is given in lei: the quote's lei figure.
    await within(amountBox()).findByText("246,80 RON", {}, QUOTED);
    expect(quote).toHaveBeenLastCalledWith({
      orderNumber: 1042,
      lines: [{ lineId: 11, quantity: 2, reason: "changed_mind" }],
      refundMethod: "store_credit",
    });
    // Two changes in a row, one request: the quote waits for the customer to stop.
    expect(quote).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Suma de rambursat: 246,80\sRON$/));
  });

  it("says the shipping given back with a defect, and the server's refusal of a quote", async () => {
    const quote = vi
      .fn<QuoteCall>()
      .mockResolvedValueOnce(quoted({ itemsMinor: 49_900, shippingMinor: 1_999, totalMinor: 51_899, totalRonMinor: 51_899 }))
      .mockResolvedValueOnce({
        kind: "failed",
        status: 422,
        error: "Ai ales mai multe bucăți decât mai poți returna.",
        field: "lines.0.quantity",
      });
    renderForm({ quote });
    fireEvent.click(screen.getByRole("checkbox", { name: /Endo-Well/ }));
    fireEvent.change(screen.getByLabelText(/Motiv, Endo-Well/), { target: { value: "defective" } });
    await within(amountBox()).findByText("518,99 RON", {}, QUOTED);
    expect(within(amountBox()).getByText("Include 19,99 RON pentru transportul comenzii.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Motiv, Endo-Well/), { target: { value: "damaged_in_shipping" } });
    await within(amountBox()).findByText("Ai ales mai multe bucăți decât mai poți returna.", {}, QUOTED);
  });

  it("checks the form before sending: a product, its reason, and the details a defect needs, focusing the first wrong field", async () => {
    const { submit } = renderForm();
    send();
    expect(screen.getByText("Alege cel puțin un produs de returnat.")).toBeTruthy();
    const papillex = screen.getByRole("checkbox", { name: /Papillex/ });
    await waitFor(() => expect(document.activeElement).toBe(papillex));
    expect(papillex.getAttribute("aria-describedby")).toContain(screen.getByText("Alege cel puțin un produs de returnat.").id);

    fireEvent.click(papillex);
    expect(screen.queryByText("Alege cel puțin un produs de returnat.")).toBeNull();
    send();
    const reason = screen.getByLabelText(/Motiv, Papillex/);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Alege de ce returnezi acest produs.")).toBeTruthy();

    // Details: optional until a defect (or "other") makes them required, which the hint says.
    const details = screen.getByLabelText(/Detalii suplimentare/);
    expect(screen.getByText("(opțional)")).toBeTruthy();
    fireEvent.change(reason, { target: { value: "defective" } });
    expect(screen.queryByText("(opțional)")).toBeNull();
    expect(screen.getByText("Obligatorii pentru motivul ales: spune-ne ce s-a întâmplat.")).toBeTruthy();
    send();
    await waitFor(() => expect(document.activeElement).toBe(details));
    expect(details.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Spune-ne ce s-a întâmplat: pentru acest motiv avem nevoie de detalii.")).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(details, { target: { value: "  Sigiliul era rupt.  " } });
    send();
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        {
          orderNumber: 1042,
          lines: [{ lineId: 11, quantity: 1, reason: "defective" }],
          details: "Sigiliul era rupt.",
          refundMethod: "original",
        },
        [],
      ),
    );
  });

  it("asks the IBAN and the holder for an order paid on delivery refunded the original way, in English", async () => {
    const { submit, onSubmitted } = renderForm({ value: eligibleOrder({ paidOnDelivery: true }), language: "en" });
    expect(screen.getByText("You paid on delivery, so we send the money by bank transfer to your account.")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Papillex/ }));
    fireEvent.change(screen.getByLabelText(/Reason, Papillex/), { target: { value: "changed_mind" } });
    send("Send the return request");
    const iban = screen.getByLabelText("IBAN");
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(screen.getByText("Enter the IBAN we send the money to.")).toBeTruthy();
    expect(screen.getByText("Enter the account holder's name.")).toBeTruthy();

    fireEvent.change(iban, { target: { value: "RO49 AAAA 1B31 0075 9384 0001" } });
    send("Send the return request");
    expect(await screen.findByText("The IBAN is not valid. Check it: a Romanian account's has 24 characters.")).toBeTruthy();

    // Store credit needs no bank account.
    fireEvent.click(screen.getByRole("radio", { name: /Store credit/ }));
    expect(screen.queryByLabelText("IBAN")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /Original payment method/ }));
    fireEvent.change(screen.getByLabelText("IBAN"), { target: { value: "RO49 AAAA 1B31 0075 9384 0000" } });
    fireEvent.change(screen.getByLabelText("Account holder"), { target: { value: "Ana Pop" } });
    send("Send the return request");
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(customerReturn()));
    expect(submit).toHaveBeenCalledWith(
      {
        orderNumber: 1042,
        lines: [{ lineId: 11, quantity: 1, reason: "changed_mind" }],
        refundMethod: "original",
        bankAccount: { iban: "RO49 AAAA 1B31 0075 9384 0000", accountHolder: "Ana Pop" },
      },
      [],
    );
  });

  it("never asks a bank account for an order paid by card", () => {
    renderForm({ value: eligibleOrder({ paidOnDelivery: false }), language: "en" });
    fireEvent.click(screen.getByRole("checkbox", { name: /Papillex/ }));
    expect(screen.getByText("Back to the card or account you paid with.")).toBeTruthy();
    expect(screen.queryByLabelText("IBAN")).toBeNull();
  });

  it("puts the server's refusal beside the field it names, or above the form for the order", async () => {
    const submit = vi
      .fn<SubmitCall>()
      .mockResolvedValueOnce({
        kind: "failed",
        status: 422,
        error: "Ai ales mai multe bucăți decât mai poți returna din acest produs.",
        field: "lines.0.quantity",
      })
      .mockResolvedValueOnce({ kind: "failed", status: 422, error: "IBAN-ul nu este corect.", field: "bankAccount.iban" })
      .mockResolvedValueOnce({ kind: "failed", status: 422, error: "Au trecut cele 30 de zile de la livrare.", field: "orderNumber" });
    const { onSubmitted } = renderForm({ value: eligibleOrder({ paidOnDelivery: true }), submit });
    // Only the second line is sent: the refusal's `lines.0` is Endo-Well, not the order's first line.
    fireEvent.click(screen.getByRole("checkbox", { name: /Endo-Well/ }));
    fireEvent.change(screen.getByLabelText(/Motiv, Endo-Well/), { target: { value: "expiry_too_close" } });
    fireEvent.change(screen.getByLabelText("IBAN"), { target: { value: "RO49AAAA1B31007593840000" } });
    fireEvent.change(screen.getByLabelText("Titularul contului"), { target: { value: "Ana Pop" } });
    send();
    const quantity = screen.getByLabelText(/Cantitate, Endo-Well/);
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    const sentence = screen.getByText("Ai ales mai multe bucăți decât mai poți returna din acest produs.");
    expect(quantity.getAttribute("aria-describedby")).toBe(sentence.id);

    send();
    const iban = screen.getByLabelText("IBAN");
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(iban.getAttribute("aria-describedby")).toContain(screen.getByText("IBAN-ul nu este corect.").id);
    expect(screen.queryByText("Ai ales mai multe bucăți decât mai poți returna din acest produs.")).toBeNull();

    send();
    const alert = await screen.findByText("Au trecut cele 30 de zile de la livrare.");
    expect(alert.getAttribute("role")).toBe("alert");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("says the spec's texts when the request never arrives", async () => {
    const submit = vi.fn<SubmitCall>(async () => ({ kind: "network" }));
    renderForm({ submit, language: "en" });
    fireEvent.click(screen.getByRole("checkbox", { name: /Papillex/ }));
    fireEvent.change(screen.getByLabelText(/Reason, Papillex/), { target: { value: "expiry_too_close" } });
    send("Send the return request");
    // The alert is always in the page (empty until a refusal), so wait for its text, not for the element.
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Network error. Please check if the server is running and try again."),
    );
  });
});

describe("the return request's photos", () => {
  const photo = (name: string, type = "image/jpeg", size = 2_000) => new File([new Uint8Array(size)], name, { type });
  const photoInput = () => screen.getByLabelText("Fotografii (opțional, cel mult 3)") as HTMLInputElement;
  const choose = (...files: File[]) => fireEvent.change(photoInput(), { target: { files } });
  const chosen = () =>
    screen.queryByRole("list", { name: "Fotografiile alese" })
      ? within(screen.getByRole("list", { name: "Fotografiile alese" }))
          .getAllByRole("listitem")
          .map((item) => item.firstChild!.textContent)
      : [];

  it("lists the chosen photos with a button each to remove one, and refuses a fourth, saying so", async () => {
    const submit = vi.fn<SubmitCall>(async () => made());
    renderForm({ submit });
    const input = photoInput();
    expect(input.type).toBe("file");
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe("image/jpeg,image/png,image/webp,image/avif");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByText(/^JPEG, PNG, WebP sau AVIF, de cel mult 10 MB/).id);
    expect(screen.getByText("Fotografii alese: 0 din 3.")).toBeTruthy();

    choose(photo("sigiliu.jpg"), photo("cutie.png", "image/png"));
    expect(chosen()).toEqual(["sigiliu.jpg", "cutie.png"]);
    expect(screen.getByText("Fotografii alese: 2 din 3.", { selector: "p" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Fotografii alese: 2 din 3."));

    choose(photo("eticheta.webp", "image/webp"), photo("a-patra.jpg"));
    expect(chosen()).toEqual(["sigiliu.jpg", "cutie.png", "eticheta.webp"]);
    const refusal = "Poți adăuga cel mult 3 fotografii: „a-patra.jpg” nu a fost adăugată.";
    const said = screen.getByText(refusal, { selector: "p" });
    expect(said.id).not.toBe("");
    expect(input.getAttribute("aria-describedby")).toContain(said.id);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(`Fotografii alese: 3 din 3. ${refusal}`));

    fireEvent.click(screen.getByRole("button", { name: "Elimină cutie.png" }));
    expect(chosen()).toEqual(["sigiliu.jpg", "eticheta.webp"]);
    expect(screen.queryByText(refusal, { selector: "p" })).toBeNull();
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Ai eliminat „cutie.png”. Fotografii alese: 2 din 3."));

    fireEvent.click(screen.getByRole("checkbox", { name: /Papillex/ }));
    fireEvent.change(screen.getByLabelText(/Motiv, Papillex/), { target: { value: "changed_mind" } });
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![1].map((file) => file.name)).toEqual(["sigiliu.jpg", "eticheta.webp"]);
  });

  it("refuses a HEIC, a file that is not a photo and one over 10 MB before sending, in English", () => {
    renderForm({ language: "en" });
    fireEvent.change(screen.getByLabelText("Photos (optional, up to 3)"), {
      target: {
        files: [
          photo("IMG_0002.HEIC", "image/heic"),
          photo("notes.pdf", "application/pdf"),
          photo("huge.jpg", "image/jpeg", 10 * 1024 * 1024 + 1),
        ],
      },
    });
    expect(chosen()).toEqual([]);
    expect(
      screen.getByText(
        '"IMG_0002.HEIC" is a HEIC photo, which we cannot read. Choose a JPEG or PNG (a screenshot of it will do). "notes.pdf" is not a JPEG, PNG, WebP or AVIF photo. "huge.jpg" is over 10 MB. Choose a smaller photo.',
        { selector: "p" },
      ),
    ).toBeTruthy();
  });

  it("puts the server's refusal of a photo beside the photos and focuses them", async () => {
    const submit = vi.fn<SubmitCall>(async () => ({
      kind: "failed",
      status: 422,
      error: "„sigiliu.jpg” nu este o fotografie pe care o putem citi.",
      field: "photos",
    }));
    renderForm({ submit });
    choose(photo("sigiliu.jpg"));
    fireEvent.click(screen.getByRole("checkbox", { name: /Papillex/ }));
    fireEvent.change(screen.getByLabelText(/Motiv, Papillex/), { target: { value: "changed_mind" } });
    send();
    const input = photoInput();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute("aria-describedby")).toContain(
      screen.getByText("„sigiliu.jpg” nu este o fotografie pe care o putem citi.").id,
    );
    // The photos stay chosen, to send again once the wrong one is removed.
    expect(chosen()).toEqual(["sigiliu.jpg"]);
  });
});

describe("a return's page", () => {
  function renderDetails(
    item: CustomerReturn,
    cancel: CancelCall,
    { created = false, language = "ro" as Language, loadPhoto = vi.fn<PhotoLoader>(async () => null) } = {},
  ) {
    const onChanged = vi.fn();
    const onRefused = vi.fn();
    const view = renderInRouter(
      <ReturnDetails item={item} cancel={cancel} loadPhoto={loadPhoto} onChanged={onChanged} onRefused={onRefused} created={created} />,
      language,
    );
    return { onChanged, onRefused, view };
  }

  it("shows the photos as thumbnails linking to the whole picture, read with the customer's session", async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => {
      created.push(`blob:photo-${created.length + 1}`);
      return created.at(-1)!;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    try {
      const loadPhoto = vi.fn<PhotoLoader>(async (url) => (url.endsWith("/1") ? null : new Blob(["webp"], { type: "image/webp" })));
      const { view } = renderDetails(
        customerReturn({
          photos: [
            { position: 0, width: 1200, height: 1600, url: "/api/account/returns/7/photos/0" },
            { position: 1, width: 500, height: 400, url: "/api/account/returns/7/photos/1" },
          ],
        }),
        vi.fn<CancelCall>(),
        { loadPhoto },
      );
      const photos = screen.getByRole("region", { name: "Fotografiile trimise" });
      const image = await within(photos).findByRole("img", { name: "Fotografia 1 a returului #7" });
      expect(image.getAttribute("src")).toBe("blob:photo-1");
      const link = within(photos).getByRole("link", { name: /^Fotografia 1 a returului #7/ });
      expect(link.getAttribute("href")).toBe("blob:photo-1");
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.textContent).toContain("(se deschide într-o filă nouă)");
      expect(await within(photos).findByText("Fotografia 2 nu s-a putut încărca.")).toBeTruthy();
      expect(loadPhoto.mock.calls.map(([url]) => url)).toEqual(["/api/account/returns/7/photos/0", "/api/account/returns/7/photos/1"]);
      view.unmount();
      expect(revoked).toEqual(["blob:photo-1"]);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it("shows no photos section for a return without photos", () => {
    renderDetails(customerReturn(), vi.fn<CancelCall>());
    expect(screen.queryByRole("region", { name: "Fotografiile trimise" })).toBeNull();
  });

  it("shows the items, reason, details, refund and the store's messages, in English", () => {
    renderDetails(
      customerReturn({
        status: "approved",
        refundMethod: "original",
        bankAccountEnding: "0000",
        details: "The seal was broken.",
        refundMinor: 51_899,
        shippingRefundMinor: 1_999,
        refundRonMinor: 51_899,
        lines: [{ lineId: 12, title: "Endo-Well", variantTitle: "Pachet de 3", quantity: 1, reason: "defective", refundMinor: 49_900 }],
        timeline: [
          { status: "pending", at: "2026-03-05T10:00:00.000Z", message: null },
          { status: "approved", at: "2026-03-06T10:00:00.000Z", message: "Send it with the label we emailed you." },
        ],
      }),
      vi.fn<CancelCall>(),
      { language: "en" },
    );
    expect(screen.getAllByText("Approved")).toHaveLength(1);
    expect(screen.getByText("Bank transfer to the account ending in 0000")).toBeTruthy();
    expect(screen.getByText("518,99 RON")).toBeTruthy();
    expect(screen.getByText("Includes 19,99 RON for shipping")).toBeTruthy();
    expect(screen.getByText("The seal was broken.")).toBeTruthy();
    expect(screen.getByText(/Reason: Product spoiled or faulty/)).toBeTruthy();
    expect(screen.getByText("499,00 RON")).toBeTruthy();
    expect(screen.getByText("Send it with the label we emailed you.")).toBeTruthy();
    expect(screen.getByText("6 March 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order #1042" }).getAttribute("href")).toBe("/my-account/orders/1042");
    // The store has answered: it can no longer be cancelled here.
    expect(screen.queryByRole("button", { name: "Cancel this request" })).toBeNull();
  });

  it("says a legal withdrawal and the day its refund is due by", () => {
    renderDetails(
      customerReturn({
        kind: "withdrawal",
        refundDueBy: "2026-03-19T10:00:00.000Z",
        lines: [{ lineId: 11, title: "Papillex", variantTitle: "O sticlă", quantity: 2, reason: "withdrawal", refundMinor: 37_800 }],
      }),
      vi.fn<CancelCall>(),
      { language: "en" },
    );
    expect(screen.getByText("Withdrawal from the contract within 14 days")).toBeTruthy();
    expect(screen.getByText("19 March 2026")).toBeTruthy();
    expect(screen.getByText(/Reason: Withdrawal within 14 days/)).toBeTruthy();
  });

  it("says the request was received, then cancels it after a confirmation and says so", async () => {
    const cancel = vi.fn<CancelCall>(async () => ({ kind: "ok", status: 200, data: { return: customerReturn({ status: "cancelled" }) } }));
    const { onChanged } = renderDetails(customerReturn(), cancel, { created: true });
    const receipt = screen.getByText("Am primit cererea ta de retur. Îți scriem pe e-mail după ce o verificăm.", { selector: "p" });
    await waitFor(() => expect(document.activeElement).toBe(receipt));
    expect(screen.getByText("În curs de verificare")).toBeTruthy();
    expect(screen.getByText("Credit în magazin, în lei")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Anulează această cerere" }));
    const dialog = screen.getByRole("dialog", { name: "Anulezi cererea de retur?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Păstrează cererea" }));
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Anulează această cerere" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Anulează cererea" }));
    const notice = await screen.findByText("Cererea ta de retur a fost anulată. Nu trebuie să trimiți nimic înapoi.", { selector: "p" });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledWith(customerReturn({ status: "cancelled" }));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // Read once, by the focus: no live region says it a second time.
    expect(screen.getAllByText(notice.textContent!)).toHaveLength(1);
  });

  it("keeps the store's refusal in the dialog and reads the return again", async () => {
    const cancel = vi.fn<CancelCall>(async () => ({
      kind: "failed",
      status: 409,
      error: "Returul nu mai poate fi anulat: magazinul a răspuns deja cererii.",
    }));
    const { onChanged, onRefused } = renderDetails(customerReturn(), cancel);
    fireEvent.click(screen.getByRole("button", { name: "Anulează această cerere" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Anulează cererea" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("Returul nu mai poate fi anulat: magazinul a răspuns deja cererii."),
    );
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
