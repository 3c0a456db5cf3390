// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CancelOfferAnswer, SubscriptionActionDone, SubscriptionDetail } from "#domain/customer-subscriptions";
import { SAVE_ANSWER_BY_REASON, type SaveArm } from "#domain/save-offers";
import type { CancelReason } from "#domain/subscription-lifecycle";
import type { Language } from "#domain/locale";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";
import type { CallResult } from "#app/lib/server-calls.ts";
import { GuestSubscriptionPage } from "./GuestSubscriptionPage.tsx";
import { SubscriptionManager } from "./SubscriptionManager.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";
import { customerSubscription } from "#tests/app/customer-records.ts";

const detail = (changes: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  subscription: customerSubscription(),
  history: [
    { kind: "created", at: "2026-01-31T10:00:00.000Z", actor: "customer", details: {} },
    { kind: "changed", at: "2026-02-02T10:00:00.000Z", actor: "staff", details: { action: "change_quantity", from: 1, to: 2 } },
  ],
  choices: {
    variants: [
      { variantId: 11, productHandle: "papillex", title: "Papillex", variantTitle: "Abonament lunar", unitPriceMinor: 15_990 },
      { variantId: 21, productHandle: "ahcc", title: "AHCC", variantTitle: "Abonament lunar", unitPriceMinor: 21_990 },
    ],
    addresses: [],
    extras: [],
  },
  extras: [],
  actions: [
    "skip",
    "pause",
    "reschedule",
    "deliver_now",
    "change_interval",
    "change_quantity",
    "change_variant",
    "change_address",
    "change_payment",
    "cancel",
  ],
  ...changes,
});

type Perform = (request: SubscriptionActionRequest) => Promise<CallResult<SubscriptionActionDone>>;

const done = (message: string, next: SubscriptionDetail = detail()): CallResult<SubscriptionActionDone> => ({
  kind: "ok",
  status: 200,
  data: { success: true, detail: next, message },
});

/** The server's answer to the cancel form for a reason, in the arm given: the reason's answer, or the plain cancel. */
const cancelOffer =
  (arm: SaveArm = "offer") =>
  async (reason: CancelReason): Promise<CallResult<CancelOfferAnswer>> => {
    const answer = arm === "holdout" ? "none" : SAVE_ANSWER_BY_REASON[reason];
    return {
      kind: "ok",
      status: 200,
      data: {
        success: true,
        offer: {
          reason,
          arm,
          answer,
          ...(answer === "discount" ? { discountPercent: 15 } : {}),
          ...(answer === "takes_weeks"
            ? { text: "Un supliment alimentar nu lucrează de pe o zi pe alta. Porția zilnică: 2 capsule." }
            : {}),
        },
      },
    };
  };

function renderManager(
  perform: Perform,
  options: {
    language?: Language;
    value?: SubscriptionDetail;
    reader?: "customer" | "guest" | "staff";
    openCancelOffer?: ReturnType<typeof cancelOffer>;
  } = {},
) {
  const onChanged = vi.fn();
  renderInRouter(
    <SubscriptionManager
      detail={options.value ?? detail()}
      perform={perform}
      openCancelOffer={options.openCancelOffer ?? cancelOffer()}
      onChanged={onChanged}
      reader={options.reader ?? "customer"}
    />,
    options.language,
  );
  return { onChanged };
}

const dialog = () => screen.getByRole("dialog");

/** A subscription offering one-off products for the next delivery, one of them already waiting. */
const withExtras = () => {
  const base = detail();
  return detail({
    choices: {
      ...base.choices,
      extras: [
        { variantId: 31, productHandle: "endurance", title: "Endurance", variantTitle: "1 sticlă", unitPriceMinor: 8_900, available: 20 },
        { variantId: 41, productHandle: "ahcc", title: "AHCC", variantTitle: "", unitPriceMinor: 21_990, available: null },
      ],
    },
    extras: [{ id: 7, variantId: 41, name: "AHCC", quantity: 2, unitPriceMinor: 21_990, totalMinor: 43_980 }],
    actions: [...base.actions.filter((action) => action !== "cancel"), "add_extra", "cancel"],
  });
};

beforeEach(polyfillModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a subscription's page", () => {
  it("offers only what the state allows, confirms a skip, and shows and focuses the receipt's sentence", async () => {
    const perform = vi.fn<Perform>(async () => done("Am sărit peste livrarea din 28 februarie 2026."));
    const { onChanged } = renderManager(perform, { value: detail({ actions: ["skip", "cancel"] }) });
    expect(screen.queryByRole("button", { name: "Pune livrările pe pauză" })).toBeNull();
    expect(screen.getByText("Cantitate schimbată de la 1 la 2")).toBeTruthy();
    expect(screen.getByText(/de magazin/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Sari peste următoarea livrare" }));
    expect(within(dialog()).getByText(/Livrarea din 28 februarie 2026 nu va mai fi trimisă/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Sari peste ea" }));
    const notice = await screen.findByText("Am sărit peste livrarea din 28 februarie 2026.", { selector: "p" });
    expect(perform).toHaveBeenCalledWith({ action: "skip" });
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps a refusal beside the field it names, and changes nothing on screen", async () => {
    const perform = vi.fn<Perform>(async () => ({
      kind: "failed",
      status: 422,
      error: "Alege o dată în cel mult 60 de zile.",
      field: "date",
    }));
    const { onChanged } = renderManager(perform);
    fireEvent.click(screen.getByRole("button", { name: "Schimbă data" }));
    const date = within(dialog()).getByLabelText(/Data următoarei livrări/);
    fireEvent.change(date, { target: { value: "2026-12-31" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Salvează data" }));
    // The alert is in the dialog before the answer comes (a live region must exist to be announced): wait for its words.
    await waitFor(() => expect(within(dialog()).getByRole("alert").textContent).toBe("Alege o dată în cel mult 60 de zile."));
    expect(perform).toHaveBeenCalledWith({ action: "reschedule", date: "2026-12-31" });
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("adds a product to the next delivery from a labelled list with its price, and a refusal marks and focuses its field", async () => {
    const perform = vi
      .fn<Perform>()
      .mockResolvedValueOnce({ kind: "failed", status: 422, error: "Alege o cantitate de la 1 la 10.", field: "quantity" })
      .mockResolvedValueOnce(
        done("Am adăugat 3 × Endurance – 1 sticlă (89,00 RON bucata) la livrarea din 28 februarie 2026, o singură dată."),
      );
    const { onChanged } = renderManager(perform, { value: withExtras() });
    fireEvent.click(screen.getByRole("button", { name: "Adaugă un produs la următoarea livrare" }));
    const product = within(dialog()).getByRole("combobox", { name: "Produsul" });
    expect(
      within(product)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Alege produsul pe care îl adaugi.",
      expect.stringMatching(/^Endurance – 1 sticlă – 89,00\sRON bucata$/),
      expect.stringMatching(/^AHCC – 219,90\sRON bucata$/),
    ]);
    const quantity = within(dialog()).getByLabelText(/Bucăți/);

    // Nothing chosen: the form names the product field before anything is sent.
    fireEvent.click(within(dialog()).getByRole("button", { name: "Adaugă la livrare" }));
    await waitFor(() => expect(within(dialog()).getByRole("alert").textContent).toBe("Alege produsul pe care îl adaugi."));
    await waitFor(() => expect(document.activeElement).toBe(product));
    expect(product.getAttribute("aria-invalid")).toBe("true");
    expect(perform).not.toHaveBeenCalled();

    fireEvent.change(product, { target: { value: "31" } });
    fireEvent.change(quantity, { target: { value: "3" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Adaugă la livrare" }));
    await waitFor(() => expect(within(dialog()).getByRole("alert").textContent).toBe("Alege o cantitate de la 1 la 10."));
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(onChanged).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole("button", { name: "Adaugă la livrare" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(perform).toHaveBeenLastCalledWith({ action: "add_extra", variantId: 31, quantity: 3 });
    const notice = await screen.findByText(/Am adăugat 3 × Endurance/);
    expect(document.activeElement).toBe(notice);
  });

  it("lists what waits for the next delivery with its date and price, and takes one off with its own button", async () => {
    const perform = vi.fn<Perform>(async () => done("Am scos 2 × AHCC de la următoarea livrare."));
    const { onChanged } = renderManager(perform, { value: withExtras() });
    const waiting = screen.getByRole("region", { name: "Adăugate la următoarea livrare" });
    expect(within(waiting).getByText(/cu livrarea din 28 februarie 2026/)).toBeTruthy();
    expect(within(waiting).getByText("2 × AHCC")).toBeTruthy();
    expect(within(waiting).getByText(/219,90\sRON bucata · 439,80\sRON/)).toBeTruthy();
    fireEvent.click(within(waiting).getByRole("button", { name: "Scoate AHCC de la livrare" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(perform).toHaveBeenCalledWith({ action: "remove_extra", extraId: 7 });
    expect(document.activeElement?.textContent).toBe("Am scos 2 × AHCC de la următoarea livrare.");
  });

  it("says a refused removal beside the list, and shows no button where the subscription can no longer change", async () => {
    const perform = vi.fn<Perform>(async () => ({
      kind: "failed",
      status: 422,
      error: "Produsul nu mai așteaptă următoarea livrare. Reîncarcă pagina.",
      field: "extraId",
    }));
    renderManager(perform, { value: withExtras() });
    fireEvent.click(screen.getByRole("button", { name: "Scoate AHCC de la livrare" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Produsul nu mai așteaptă următoarea livrare. Reîncarcă pagina."),
    );
    cleanup();
    renderManager(perform, { value: { ...withExtras(), actions: [] } });
    expect(screen.getByText("2 × AHCC")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Scoate/ })).toBeNull();
  });

  it("asks a reason before cancelling, the customer's words for 'other', and offers the reason's way to stay", async () => {
    const perform = vi.fn<Perform>(async () => done("Am sărit peste livrarea din 28 februarie 2026."));
    renderManager(perform);
    fireEvent.click(screen.getByRole("button", { name: "Anulează abonamentul" }));
    const confirm = () => within(dialog()).getByRole("button", { name: "Anulează abonamentul" });
    fireEvent.click(confirm());
    expect(within(dialog()).getByRole("alert").textContent).toBe("Alege de ce anulezi.");
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Alt motiv" }));
    fireEvent.click(confirm());
    expect(within(dialog()).getByRole("alert").textContent).toBe("Spune-ne, pe scurt, motivul.");
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText(/obligatoriu/)));
    expect(perform).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole("radio", { name: "Este prea scump" }));
    const offer = await within(dialog()).findByRole("region", { name: "15 % reducere la următoarea livrare" });
    fireEvent.click(within(offer).getByRole("button", { name: "Vreau reducerea de 15 %" }));
    await screen.findByText("Am sărit peste livrarea din 28 februarie 2026.", { selector: "p" });
    // The reason goes with the offer taken, for the history.
    expect(perform).toHaveBeenCalledWith({ action: "accept_save_discount", insteadOfCancelling: "too_expensive" });

    fireEvent.click(screen.getByRole("button", { name: "Anulează abonamentul" }));
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Am prea mult produs" }));
    const skipFirst = await within(dialog()).findByRole("region", { name: "Ai acumulat prea mult? Sari întâi peste o livrare" });
    expect(within(skipFirst).getByRole("button", { name: "Sari peste următoarea livrare" })).toBeTruthy();
    expect(within(skipFirst).getByRole("button", { name: "Livrează la trei luni" })).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/opțional/), { target: { value: "Mă mut" } });
    // Beside the answer, the dialog's own button cancels at once.
    fireEvent.click(within(dialog()).getByRole("button", { name: "Anulează oricum" }));
    await waitFor(() => expect(perform).toHaveBeenLastCalledWith({ action: "cancel", reason: "too_much_product", note: "Mă mut" }));
  });

  it("changes the quantity, the product and the pause length through their fields, in English", async () => {
    const perform = vi.fn<Perform>(async () => done("Saved."));
    renderManager(perform, { language: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Change the quantity" }));
    const quantity = within(dialog()).getByLabelText(/Bottles per delivery/);
    fireEvent.change(quantity, { target: { value: "120" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(within(dialog()).getByRole("alert").textContent).toBe("Enter a whole number of bottles from 1 to 99.");
    fireEvent.change(quantity, { target: { value: "3" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(perform).toHaveBeenLastCalledWith({ action: "change_quantity", quantity: 3 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Change the product" }));
    expect((within(dialog()).getByRole("radio", { name: /Papillex · Abonament lunar/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog()).getByRole("radio", { name: /AHCC/ }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(perform).toHaveBeenLastCalledWith({ action: "change_variant", variantId: 21 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Pause deliveries" }));
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Until I resume it" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(perform).toHaveBeenLastCalledWith({ action: "pause", length: "until_resumed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Change the address" }));
    expect(within(dialog()).getByText(/no saved addresses yet/)).toBeTruthy();
    expect(within(dialog()).getByLabelText("Street and number")).toBeTruthy();
    expect(within(dialog()).getByRole("link", { name: "Open your address book" }).getAttribute("href")).toBe("/my-account/addresses");
  });
});

const ADDRESS = {
  firstName: "Ana",
  lastName: "Pop",
  company: "",
  address1: "Bd. Eroilor 10",
  address2: "",
  city: "Brașov",
  province: "Brasov",
  zip: "500007",
  country: "RO",
  phone: "0733 111 222",
};
const SAVED = { ...ADDRESS, id: 31, address1: "Str. Florilor 2", city: "Cluj-Napoca", province: "Cluj", zip: "400001" };

/** The field is marked invalid and names `message`, shown beside it, as its description. */
function expectFieldError(field: HTMLElement, message: string) {
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
}

describe("changing the delivery address", () => {
  const withAddress = (changes: Partial<SubscriptionDetail> = {}) =>
    detail({ subscription: customerSubscription({ address: ADDRESS }), ...changes });

  it("offers the address book or a different address, checked by the address rules before anything is sent", async () => {
    const perform = vi.fn<Perform>(async () => done("Livrăm de acum la noua adresă."));
    renderManager(perform, { value: withAddress({ choices: { ...detail().choices, addresses: [SAVED] } }) });
    fireEvent.click(screen.getByRole("button", { name: "Schimbă adresa" }));
    const book = within(dialog()).getByRole("radio", { name: /Str\. Florilor 2/ }) as HTMLInputElement;
    expect(book.checked).toBe(true);
    expect(within(dialog()).queryByLabelText("Localitate")).toBeNull();

    fireEvent.click(within(dialog()).getByRole("radio", { name: "O altă adresă" }));
    const group = within(dialog()).getByRole("group", { name: "Adresa nouă" });
    // It starts from the address deliveries go to now, the county as the list writes it.
    const city = within(group).getByLabelText("Localitate") as HTMLInputElement;
    expect(city.value).toBe("Brașov");
    expect((within(group).getByLabelText("Județ") as HTMLSelectElement).value).toBe("Brașov");
    expect(city.getAttribute("autocomplete")).toBe("shipping address-level2");

    fireEvent.change(city, { target: { value: " " } });
    const zip = within(group).getByLabelText("Cod poștal");
    fireEvent.change(zip, { target: { value: "5000" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Salvează" }));
    expect(perform).not.toHaveBeenCalled();
    expectFieldError(city, "Introdu localitatea.");
    expectFieldError(zip, "Codul poștal românesc are 6 cifre.");
    expect(within(group).getByLabelText("Strada și numărul").getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(city));

    // A fixed field loses its sentence at once; the others keep theirs.
    fireEvent.change(city, { target: { value: "Iași" } });
    expect(city.getAttribute("aria-invalid")).toBeNull();
    expectFieldError(zip, "Codul poștal românesc are 6 cifre.");
    fireEvent.change(zip, { target: { value: "700057" } });
    fireEvent.change(within(group).getByLabelText("Județ"), { target: { value: "Iași" } });
    fireEvent.change(within(group).getByLabelText("Strada și numărul"), { target: { value: "  Str. Lăpușneanu 10 " } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Salvează" }));
    await waitFor(() =>
      expect(perform).toHaveBeenCalledWith({
        action: "change_address",
        address: { ...ADDRESS, address1: "Str. Lăpușneanu 10", city: "Iași", province: "Iași", zip: "700057" },
      }),
    );
    await screen.findByText("Livrăm de acum la noua adresă.", { selector: "p" });

    // The book's address is still sent by its id.
    fireEvent.click(screen.getByRole("button", { name: "Schimbă adresa" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Salvează" }));
    await waitFor(() => expect(perform).toHaveBeenLastCalledWith({ action: "change_address", addressId: 31 }));
  });

  it("puts the server's refusal beside the field it names and focuses it", async () => {
    const refusal = "Verifică adresa: un câmp lipsește sau nu este corect.";
    const perform = vi.fn<Perform>(async () => ({ kind: "failed", status: 422, error: refusal, field: "address.city" }));
    const { onChanged } = renderManager(perform, { value: withAddress(), reader: "guest" });
    fireEvent.click(screen.getByRole("button", { name: "Schimbă adresa" }));
    // A guest has no address book: the form is the way, with no link to an account's pages.
    expect(within(dialog()).getByText("Scrie mai jos unde să livrăm de acum încolo.")).toBeTruthy();
    expect(within(dialog()).queryByRole("radio")).toBeNull();
    expect(within(dialog()).queryByRole("link")).toBeNull();
    const city = within(dialog()).getByLabelText("Localitate");
    fireEvent.change(city, { target: { value: "Iasi" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Salvează" }));
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(perform).toHaveBeenCalledWith({ action: "change_address", address: { ...ADDRESS, province: "Brașov", city: "Iasi" } });
    expectFieldError(city, refusal);
    expect(within(dialog()).getByRole("alert").textContent).toBe("");
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.change(city, { target: { value: "Iași" } });
    expect(city.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows staff the customer's book and a different address, in English", async () => {
    const perform = vi.fn<Perform>(async () => done("Saved."));
    renderManager(perform, { value: detail(), reader: "staff", language: "en" });
    fireEvent.click(screen.getByRole("button", { name: "Change the address" }));
    expect(within(dialog()).getByText("The customer has no saved addresses: type below where to deliver from now on.")).toBeTruthy();
    // No address on record: an empty form, in Romania, nothing sent until it is filled in.
    expect((within(dialog()).getByLabelText("First name") as HTMLInputElement).value).toBe("");
    fireEvent.change(within(dialog()).getByLabelText("Country"), { target: { value: "DE" } });
    expect(within(dialog()).getByLabelText(/Region or state/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText("First name")));
    expect(perform).not.toHaveBeenCalled();
    cleanup();

    renderManager(perform, {
      value: withAddress({ choices: { ...detail().choices, addresses: [SAVED] } }),
      reader: "staff",
      language: "en",
    });
    fireEvent.click(screen.getByRole("button", { name: "Change the address" }));
    expect(within(dialog()).getByRole("radio", { name: /Str\. Florilor 2/ })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("radio", { name: "A different address" }));
    expect(within(dialog()).getByRole("group", { name: "The new address" })).toBeTruthy();
    expect(within(dialog()).queryByRole("link", { name: "Open your address book" })).toBeNull();
  });
});

describe("the save offer instead of cancelling", () => {
  it("sends the reason with each offer, and the history says the offer was taken instead of cancelling", async () => {
    const perform = vi.fn<Perform>(async () => done("Salvat."));
    renderManager(perform, {
      value: detail({
        history: [
          { kind: "created", at: "2026-01-31T10:00:00.000Z", actor: "customer", details: {} },
          {
            kind: "paused",
            at: "2026-02-03T10:00:00.000Z",
            actor: "customer",
            details: { action: "pause", length: 1, insteadOfCancelling: "side_effects" },
          },
          {
            kind: "changed",
            at: "2026-02-04T10:00:00.000Z",
            actor: "customer",
            details: { action: "change_interval", from: "monthly", to: "quarterly", insteadOfCancelling: "bored" },
          },
        ],
      }),
    });
    expect(screen.getByText("Pus pe pauză pentru 1 livrare, în loc de anulare (motiv: „Efecte adverse”)")).toBeTruthy();
    // A reason the store does not know is not repeated.
    expect(screen.getByText("Acum livrat: La trei luni")).toBeTruthy();

    for (const [reason, accept, request] of [
      ["Nu văd rezultate", "Pauză pentru o livrare", { action: "pause", length: 1, insteadOfCancelling: "not_seeing_results" }],
      [
        "Trec la alt produs",
        "Livrează la trei luni",
        { action: "change_interval", interval: "quarterly", insteadOfCancelling: "another_product" },
      ],
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: "Anulează abonamentul" }));
      fireEvent.click(within(dialog()).getByRole("radio", { name: reason }));
      fireEvent.click(await within(dialog()).findByRole("button", { name: accept }));
      await waitFor(() => expect(perform).toHaveBeenLastCalledWith(request));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
  });

  it("goes reason → answer → cancel anyway in one request; side effects and the holdout see the plain cancel", async () => {
    const perform = vi.fn<Perform>(async () => done("Abonamentul tău a fost anulat."));
    const open = vi.fn(cancelOffer());
    renderManager(perform, { openCancelOffer: open });
    fireEvent.click(screen.getByRole("button", { name: "Anulează abonamentul" }));
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Nu văd rezultate" }));
    const answer = await within(dialog()).findByRole("region", { name: "Îi mai dai câteva săptămâni?" });
    expect(answer.textContent).toContain("Porția zilnică: 2 capsule.");
    expect(open).toHaveBeenLastCalledWith("not_seeing_results");
    // Side effects: no offer, the plain cancel's button.
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Efecte adverse" }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith("side_effects"));
    await waitFor(() => expect(within(dialog()).queryByRole("region")).toBeNull());
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Nu văd rezultate" }));
    fireEvent.click(await within(dialog()).findByRole("button", { name: "Anulează oricum" }));
    await waitFor(() => expect(perform).toHaveBeenCalledTimes(1));
    expect(perform).toHaveBeenCalledWith({ action: "cancel", reason: "not_seeing_results" });
    await screen.findByText("Abonamentul tău a fost anulat.", { selector: "p" });

    cleanup();
    const held = vi.fn<Perform>(async () => done("Abonamentul tău a fost anulat."));
    renderManager(held, { openCancelOffer: cancelOffer("holdout") });
    fireEvent.click(screen.getByRole("button", { name: "Anulează abonamentul" }));
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Este prea scump" }));
    await waitFor(() => expect(within(dialog()).queryByRole("region")).toBeNull());
    expect(within(dialog()).queryByRole("button", { name: /reducere/ })).toBeNull();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Anulează abonamentul" }));
    await waitFor(() => expect(held).toHaveBeenCalledWith({ action: "cancel", reason: "too_expensive" }));
  });

  it("says it in English too", () => {
    renderManager(vi.fn<Perform>(), {
      language: "en",
      value: detail({
        history: [
          {
            kind: "skipped",
            at: "2026-02-03T10:00:00.000Z",
            actor: "customer",
            details: { action: "skip", date: "2026-02-28", next: "2026-03-31", insteadOfCancelling: "too_expensive" },
          },
        ],
      }),
    });
    expect(screen.getByText("Skipped the delivery of 28 February 2026 instead of cancelling (reason: “It is too expensive”)")).toBeTruthy();
  });

  it("tells in the history what was added, taken off, and left out of a delivery", () => {
    renderManager(vi.fn<Perform>(), {
      language: "en",
      value: detail({
        history: [
          {
            kind: "changed",
            at: "2026-02-03T10:00:00.000Z",
            actor: "customer",
            details: { action: "add_extra", name: "AHCC", quantity: 2 },
          },
          {
            kind: "changed",
            at: "2026-02-04T10:00:00.000Z",
            actor: "customer",
            details: { action: "remove_extra", name: "AHCC", quantity: 2 },
          },
          {
            kind: "renewal_created",
            at: "2026-02-28T06:00:00.000Z",
            actor: "system",
            details: { orderNumber: 1043, droppedExtras: [{ name: "Endo-Well", reason: "out_of_stock" }] },
          },
        ],
      }),
    });
    expect(screen.getByText("Added to the next delivery: 2 × AHCC")).toBeTruthy();
    expect(screen.getByText("Taken off the next delivery: 2 × AHCC")).toBeTruthy();
    expect(screen.getByText("Order #1043 created, without: Endo-Well (unavailable at delivery)")).toBeTruthy();
  });
});

describe("a guest's signed-link page", () => {
  function renderGuest(answer: Response, intent: "skip" | "add_extra" | null = null) {
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchMock);
    renderInRouter(<GuestSubscriptionPage token="4.99.abc" intent={intent} />);
    return fetchMock;
  }

  it("opens the subscription, offers an account, and opens the reminder's skip at once", async () => {
    const fetchMock = renderGuest(jsonResponse({ success: true, ...detail(), hasAccount: false }), "skip");
    expect(await screen.findByRole("dialog", {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(dialog()).getByRole("heading", { name: "Sari peste următoarea livrare" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Creează un cont" }).getAttribute("href")).toBe("/register");
    expect(fetchMock).toHaveBeenCalledWith("/api/subscription-links/4.99.abc", expect.objectContaining({ method: "GET" }));
    // A guest's page links no order page (those need an account).
    expect(screen.queryByRole("link", { name: "Comanda #1042" })).toBeNull();
  });

  it("opens the reminder's add-a-product form at once", async () => {
    renderGuest(jsonResponse({ success: true, ...withExtras(), hasAccount: false }), "add_extra");
    expect(await screen.findByRole("dialog", {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(dialog()).getByRole("heading", { name: "Adaugă un produs la următoarea livrare" })).toBeTruthy();
    expect(within(dialog()).getByRole("combobox", { name: "Produsul" })).toBeTruthy();
  });

  it("says an expired link in the server's words and offers to sign in", async () => {
    renderGuest(jsonResponse({ success: false, error: "Linkul a expirat sau nu este valid." }, 404));
    expect(await screen.findByText("Linkul a expirat sau nu este valid.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Intră în cont/ }).getAttribute("href")).toContain("/login?redirect=");
  });
});
