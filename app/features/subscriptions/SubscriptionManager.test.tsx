// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CustomerSubscription, SubscriptionActionDone, SubscriptionDetail } from "#domain/customer-subscriptions";
import type { Language } from "#domain/locale";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import type { CallResult } from "#app/features/account/server-calls.ts";
import { GuestSubscriptionPage } from "./GuestSubscriptionPage.tsx";
import { SubscriptionManager } from "./SubscriptionManager.tsx";

const subscription = (changes: Partial<CustomerSubscription> = {}): CustomerSubscription => ({
  id: 4,
  status: "active",
  productHandle: "papillex",
  title: "Papillex",
  variantTitle: "Abonament lunar",
  quantity: 2,
  interval: "monthly",
  pricePerDeliveryMinor: 31_980,
  nextDeliveryDate: "2026-02-28",
  skippedDate: null,
  resumeOn: null,
  address: null,
  payment: { kind: "cash_on_delivery" },
  deliveries: [{ orderNumber: 1042, placedAt: "2026-01-31T10:00:00.000Z", status: "payment_due_on_delivery" }],
  startedAt: "2026-01-31T10:00:00.000Z",
  cancelledAt: null,
  ...changes,
});

const detail = (changes: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  subscription: subscription(),
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
  },
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

function i18nFor(language: Language) {
  return createTestI18n(language, {
    onMissingKey: (namespace, key) => {
      throw new Error(`Missing text ${namespace}:${key}`);
    },
  });
}

function renderManager(perform: Perform, options: { language?: Language; value?: SubscriptionDetail } = {}) {
  const onChanged = vi.fn();
  const router = createMemoryRouter([
    {
      path: "/",
      element: <SubscriptionManager detail={options.value ?? detail()} perform={perform} onChanged={onChanged} reader="customer" />,
    },
  ]);
  render(
    <I18nProvider i18n={i18nFor(options.language ?? "ro")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { onChanged };
}

const dialog = () => screen.getByRole("dialog");

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
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
    const offer = within(dialog()).getByRole("region", { name: "Sari peste o livrare în loc?" });
    fireEvent.click(within(offer).getByRole("button", { name: "Sari peste următoarea livrare" }));
    await screen.findByText("Am sărit peste livrarea din 28 februarie 2026.", { selector: "p" });
    expect(perform).toHaveBeenCalledWith({ action: "skip" });

    fireEvent.click(screen.getByRole("button", { name: "Anulează abonamentul" }));
    fireEvent.click(within(dialog()).getByRole("radio", { name: "Am prea mult produs" }));
    expect(within(dialog()).getByRole("button", { name: "Livrează la trei luni" })).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/opțional/), { target: { value: "Mă mut" } });
    fireEvent.click(confirm());
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
    expect(within(dialog()).getByRole("link", { name: "Open your address book" }).getAttribute("href")).toBe("/my-account/addresses");
  });
});

describe("a guest's signed-link page", () => {
  function renderGuest(answer: Response, intent: "skip" | null = null) {
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchMock);
    const router = createMemoryRouter([{ path: "/", element: <GuestSubscriptionPage token="4.99.abc" intent={intent} /> }]);
    render(
      <I18nProvider i18n={i18nFor("ro")}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    return fetchMock;
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("opens the subscription, offers an account, and opens the reminder's skip at once", async () => {
    const fetchMock = renderGuest(json({ success: true, ...detail(), hasAccount: false }), "skip");
    expect(await screen.findByRole("dialog", {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(dialog()).getByRole("heading", { name: "Sari peste următoarea livrare" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Creează un cont" }).getAttribute("href")).toBe("/register");
    expect(fetchMock).toHaveBeenCalledWith("/api/subscription-links/4.99.abc", expect.objectContaining({ method: "GET" }));
    // A guest's page links no order page (those need an account).
    expect(screen.queryByRole("link", { name: "Comanda #1042" })).toBeNull();
  });

  it("says an expired link in the server's words and offers to sign in", async () => {
    renderGuest(json({ success: false, error: "Linkul a expirat sau nu este valid." }, 404));
    expect(await screen.findByText("Linkul a expirat sau nu este valid.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Intră în cont/ }).getAttribute("href")).toContain("/login?redirect=");
  });
});
