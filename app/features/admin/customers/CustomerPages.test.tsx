// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readCustomerFilter, type AdminCustomerDetail, type AdminCustomerRow } from "#domain/admin/customers";
import type { Language } from "#domain/locale";
import type { StaffRole } from "#domain/staff-roles";
import { FIRST_RENDER, loadedRoute, renderAdminPages } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { CustomerPage } from "./CustomerPage.tsx";
import { CustomersPage } from "./CustomersPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const row = (id: number, changes: Partial<AdminCustomerRow> = {}): AdminCustomerRow => ({
  id,
  email: `client${id}@example.ro`,
  firstName: "Ana",
  lastName: "Pop",
  status: "active",
  activated: true,
  marketing: false,
  createdAt: "2026-07-15T22:30:00.000Z",
  orderCount: 2,
  spentRonMinor: 35_990,
  ...changes,
});

let customer: AdminCustomerDetail;
const fetchMock = stubFetchForEachTest();

function renderRoutes(url: string, { language = "ro", role = "support" }: { language?: Language; role?: StaffRole } = {}) {
  return renderAdminPages(url, language, [
    loadedRoute(
      "/admin/customers",
      ({ request }) => ({
        filter: readCustomerFilter(new URL(request.url).searchParams),
        customers: [row(1), row(2, { status: "blocked", firstName: "", lastName: "", orderCount: 0, spentRonMinor: 0, marketing: true })],
        total: 2,
      }),
      (data) => <CustomersPage {...data} />,
    ),
    loadedRoute(
      "/admin/customers/:id",
      () => ({ customer }),
      (data) => <CustomerPage customer={data.customer} role={role} csrfToken="csrf-1" />,
    ),
  ]);
}

beforeEach(() => {
  customer = {
    ...row(7, { status: "pending", activated: false, orderCount: 1, spentRonMinor: 17_995 }),
    language: "ro",
    hasPassword: false,
    activatedAt: null,
    blockedAt: null,
    lastSessionAt: null,
    activationMailedAt: "2026-07-15T22:30:00.000Z",
    addresses: [
      { id: 1, isDefault: true, name: "Ana Pop", company: "", lines: ["Str. Lungă 1", "500001 Brașov", "RO"], phone: "+40 712 345 678" },
    ],
    orders: [
      {
        orderNumber: 1001,
        createdAt: "2026-07-16T08:00:00.000Z",
        status: "paid",
        fulfilmentStatus: "unfulfilled",
        totalRonMinor: 17_995,
        guest: false,
      },
      {
        orderNumber: 1002,
        createdAt: "2026-07-17T08:00:00.000Z",
        status: "cancelled",
        fulfilmentStatus: "unfulfilled",
        totalRonMinor: 5_000,
        guest: true,
      },
    ],
    subscriptions: [
      {
        id: 3,
        status: "active",
        productHandle: "papillex",
        sku: "PAP-1",
        quantity: 1,
        interval: "monthly",
        nextChargeDate: "2026-08-16",
        orderNumber: 1001,
      },
    ],
    newsletter: {
      subscriberId: 9,
      firstSignedUpAt: "2026-07-01T08:00:00.000Z",
      source: "footer",
      language: "ro",
      consentText: "Prin abonare, ești de acord să primești e-mailuri de marketing.",
      consentedAt: "2026-07-01T08:00:00.000Z",
      unsubscribedAt: null,
      history: [
        {
          kind: "consent",
          via: "discount_popup",
          language: "en",
          consentText: "By submitting your email, you agree.",
          at: "2026-05-01T08:00:00.000Z",
        },
        { kind: "withdrawal", via: "email_link", language: "en", consentText: null, at: "2026-06-01T08:00:00.000Z" },
        {
          kind: "consent",
          via: "footer",
          language: "ro",
          consentText: "Prin abonare, ești de acord să primești e-mailuri de marketing.",
          at: "2026-07-01T08:00:00.000Z",
        },
      ],
    },
    returns: [
      {
        id: 4,
        orderNumber: 1001,
        kind: "return",
        status: "completed",
        currencyCode: "RON",
        refundMinor: 17_995,
        createdAt: "2026-07-20T08:00:00.000Z",
      },
    ],
    storeCredit: {
      balanceRonMinor: 17_995,
      entries: [
        {
          id: 1,
          amountRonMinor: 17_995,
          kind: "return_refund",
          returnId: 4,
          reason: null,
          staffEmail: null,
          createdAt: "2026-07-22T08:00:00.000Z",
        },
      ],
    },
  };
});

describe("the customers list", () => {
  it("shows each customer with status, orders and spending in lei, and sorts and filters by links and a GET form", async () => {
    renderRoutes("/admin/customers?sort=spent");
    expect(await screen.findByRole("heading", { level: 1, name: "Clienți" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText("2 clienți · pagina 1 din 1")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Lista clienților" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getByRole("link", { name: "client1@example.ro" }).getAttribute("href")).toBe("/admin/customers/1");
    expect(within(first!).getByText("Ana Pop")).toBeTruthy();
    expect(within(first!).getByText("Activ")).toBeTruthy();
    expect(within(first!).getByText(/359,90\sRON/)).toBeTruthy();
    expect(within(second!).getByText("Blocat")).toBeTruthy();
    expect(within(second!).getByText("Da")).toBeTruthy();

    const spent = within(table).getByRole("columnheader", { name: /Total cheltuit/ });
    expect(spent.getAttribute("aria-sort")).toBe("descending");
    expect(within(spent).getByRole("link").getAttribute("href")).toBe("/admin/customers?sort=spent&dir=asc");
    expect(
      within(table)
        .getByRole("link", { name: /Client/ })
        .getAttribute("href"),
    ).toBe("/admin/customers?sort=email&dir=asc");
    expect(screen.getByRole("combobox", { name: "Blocare" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: /Caută/ }).getAttribute("aria-describedby")).toBe("customers-search-hint");
  });
});

describe("a customer's record", () => {
  it("shows the account, addresses, orders with guest ones marked, subscriptions, consent, returns and store credit", async () => {
    renderRoutes("/admin/customers/7");
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Pop" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText("Așteaptă activarea")).toBeTruthy();
    expect(screen.getByText(/^O comandă, 179,95\sRON$/)).toBeTruthy();
    const orders = screen.getByRole("region", { name: "Tabelul comenzilor clientului" });
    expect(within(orders).getByRole("link", { name: "#1001" }).getAttribute("href")).toBe("/admin/orders/1001");
    expect(within(orders).getByText("Ca vizitator, cu același e-mail")).toBeTruthy();
    expect(screen.getByText("Următoarea livrare: 16 aug. 2026")).toBeTruthy();
    expect(screen.getByText("Formularul din subsol")).toBeTruthy();
    expect(screen.getByText("Încă abonat")).toBeTruthy();
    // Each consent the store relied on, and the withdrawal between, oldest first.
    const history = within(screen.getByRole("heading", { name: "Istoricul consimțământului" }).nextElementSibling as HTMLElement);
    expect(history.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Consimțământ dat · fereastra de reducereBy submitting your email, you agree\.$/),
      expect.stringMatching(/Consimțământ retras · linkul de dezabonare din e-mail$/),
      expect.stringMatching(/Consimțământ dat · formularul din subsolPrin abonare/),
    ]);
    const credit = screen.getByRole("region", { name: "Retururi și credit în magazin" });
    expect(within(credit).getByText(/Credit în magazin/).textContent).toMatch(/179,95\sRON/);
    expect(within(credit).getByText("Rambursare din retur")).toBeTruthy();
    expect(within(credit).getByRole("link", { name: "Returul #4 (comanda #1001)" }).getAttribute("href")).toBe("/admin/returns/4");
  });

  it("blocks only after a confirmation that says what blocking does, and says how it went", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ changed: true, customer: { ...customer, status: "blocked" } }));
    renderRoutes("/admin/customers/7", { language: "en" });
    fireEvent.click(await screen.findByRole("button", { name: "Block the account" }, FIRST_RENDER));
    expect(screen.getByText(/ends all of the customer's sessions at once/)).toBeTruthy();
    const confirm = screen.getByRole("button", { name: "Yes, block the account" });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(confirm);
    expect(await screen.findByText("The account is blocked and its sessions have ended.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/admin/customers/7/block");
    expect((init?.headers as Record<string, string>)["X-CSRF-Token"]).toBe("csrf-1");
  });

  it("says the server's refusal of a resend in its words", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: "The account is activated already." }, 409));
    renderRoutes("/admin/customers/7", { language: "en" });
    fireEvent.click(await screen.findByRole("button", { name: "Send the activation email again" }, FIRST_RENDER));
    expect(await screen.findByText("The account is activated already.")).toBeTruthy();
  });

  it("lets the owner adjust the store credit with a reason, checking both before it asks the server", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ balanceRonMinor: 22_995 }));
    renderRoutes("/admin/customers/7", { language: "en", role: "owner" });
    const amount = await screen.findByLabelText("Amount in lei", {}, FIRST_RENDER);
    fireEvent.click(screen.getByRole("button", { name: "Save the adjustment" }));
    expect(await screen.findByText("Enter an amount in lei other than zero.")).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    fireEvent.change(amount, { target: { value: "50" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the adjustment" }));
    expect(await screen.findByText("Enter the reason for the adjustment.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: "Late parcel" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the adjustment" }));
    expect(await screen.findByText(/^Adjustment saved\. The credit is now 229,95\sRON\.$/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/admin/customers/7/store-credit");
    expect(JSON.parse(String(init?.body))).toEqual({ amountRonMinor: 5_000, reason: "Late parcel" });
  });

  it("shows no actions to a role that may not act", async () => {
    renderRoutes("/admin/customers/7", { language: "en", role: "fulfilment" });
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Pop" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
