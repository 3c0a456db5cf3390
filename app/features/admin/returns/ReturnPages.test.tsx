// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { readReturnFilter, type AdminReturnDetail, type AdminReturnRow } from "#domain/admin/returns";
import type { Language } from "#domain/locale";
import type { StaffRole } from "#domain/staff-roles";
import { FIRST_RENDER, loadedRoute, renderAdminPages, staffOf } from "#tests/app/admin-pages.tsx";
import { stubFetchForEachTest } from "#tests/app/fetch-stub.ts";
import { ReturnPage } from "./ReturnPage.tsx";
import { ReturnsPage } from "./ReturnsPage.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

const row = (id: number, changes: Partial<AdminReturnRow> = {}): AdminReturnRow => ({
  id,
  orderNumber: 1000 + id,
  email: `client${id}@example.ro`,
  kind: "return",
  status: "pending",
  refundMethod: "original",
  currencyCode: "RON",
  refundMinor: 17_995,
  createdAt: "2026-07-15T08:00:00.000Z",
  refundDueBy: null,
  overdue: false,
  ...changes,
});

let detail: AdminReturnDetail;
let rows: AdminReturnRow[];
const fetchMock = stubFetchForEachTest();

function renderRoutes(url: string, { language = "ro", role = "owner" }: { language?: Language; role?: StaffRole } = {}) {
  return renderAdminPages(url, language, [
    loadedRoute(
      "/admin/returns",
      ({ request }) => ({ filter: readReturnFilter(new URL(request.url).searchParams), returns: rows, total: 30 }),
      (data) => <ReturnsPage {...data} />,
    ),
    loadedRoute(
      "/admin/returns/:id",
      () => ({ detail }),
      (data) => <ReturnPage detail={data.detail} staff={staffOf(role)} csrfToken="csrf-1" />,
    ),
  ]);
}

beforeEach(() => {
  rows = [
    row(4, {
      kind: "withdrawal",
      status: "approved",
      refundDueBy: "2026-07-10T08:00:00.000Z",
      overdue: true,
      currencyCode: "EUR",
      refundMinor: 3_600,
    }),
    row(5, { refundMethod: "store_credit" }),
  ];
  detail = {
    ...row(7),
    language: "ro",
    paidOnDelivery: false,
    details: "Capacul era crăpat.",
    bankIban: null,
    bankAccountHolder: null,
    refundRonMinor: 17_995,
    shippingRefundMinor: 0,
    lines: [
      {
        lineId: 31,
        title: "Papillex",
        variantTitle: "60 capsule",
        quantity: 2,
        reason: "defective",
        refundMinor: 17_995,
        receivedQuantity: 0,
        damagedQuantity: 0,
      },
    ],
    photos: [],
    timeline: [{ status: "pending", at: "2026-07-15T08:00:00.000Z", actor: "customer", staffEmail: null, message: null }],
  };
});

describe("the returns queue", () => {
  it("lists each return with its links, kind, status, amount and a withdrawal's deadline, overdue said in words", async () => {
    renderRoutes("/admin/returns?status=approved&overdue=1&page=2");
    expect(await screen.findByRole("heading", { level: 1, name: "Retururi" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText("30 de retururi · pagina 2 din 2")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Retururi" });
    const [, overdue, credit] = within(table).getAllByRole("row");
    expect(within(overdue!).getByRole("link", { name: "Returul #4" }).getAttribute("href")).toBe("/admin/returns/4");
    expect(within(overdue!).getByRole("link", { name: "#1004" }).getAttribute("href")).toBe("/admin/orders/1004");
    expect(within(overdue!).getByText("client4@example.ro")).toBeTruthy();
    expect(within(overdue!).getByText("Retragere legală")).toBeTruthy();
    expect(within(overdue!).getByText("Aprobat")).toBeTruthy();
    expect(within(overdue!).getByText(/36,00\s€/)).toBeTruthy();
    expect(within(overdue!).getByText("10 iul. 2026")).toBeTruthy();
    expect(within(overdue!).getByText("Termen depășit")).toBeTruthy();
    expect(within(credit!).getByText("credit în magazin")).toBeTruthy();
    expect(within(credit!).getByText("Fără termen legal")).toBeTruthy();
    expect(within(credit!).queryByText("Termen depășit")).toBeNull();

    // The view stays in the form and the page links.
    expect((screen.getByRole("combobox", { name: "Starea" }) as HTMLSelectElement).value).toBe("approved");
    expect((screen.getByRole("checkbox", { name: /Doar retragerile/ }) as HTMLInputElement).checked).toBe(true);
    const pages = screen.getByRole("navigation", { name: "Paginile retururilor" });
    expect(within(pages).getByRole("link", { name: "Pagina anterioară" }).getAttribute("href")).toBe(
      "/admin/returns?status=approved&overdue=1",
    );
  });

  it("says when nothing matches the filters", async () => {
    rows = [];
    renderRoutes("/admin/returns?status=rejected&lng=en", { language: "en" });
    expect(await screen.findByRole("heading", { level: 1, name: "Returns" }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText("There are no returns on this page. Go back to the first page.")).toBeTruthy();
  });
});

describe("a return's page", () => {
  it("shows the lines, details, refund and history, and only the steps the member's role allows", async () => {
    renderRoutes("/admin/returns/7", { role: "fulfilment" });
    expect(await screen.findByRole("heading", { level: 1, name: "Returul #7" }, FIRST_RENDER)).toBeTruthy();
    const lines = screen.getByRole("region", { name: "Tabelul produselor trimise înapoi" });
    expect(within(lines).getByText("Papillex")).toBeTruthy();
    expect(within(lines).getByText("Produs alterat sau defect")).toBeTruthy();
    expect(screen.getByText("Capacul era crăpat.")).toBeTruthy();
    expect(screen.getByText("Plata inițială, prin procesatorul de plăți")).toBeTruthy();
    expect(screen.getByText(/clientul$/)).toBeTruthy();
    // Pending: fulfilment may not decide, so it sees no step, only who acts next.
    expect(screen.queryByRole("button", { name: "Aprobă returul…" })).toBeNull();
    expect(screen.getByText("Așteaptă ca proprietarul sau suportul să-l aprobe ori să-l respingă.")).toBeTruthy();
    expect(screen.getByText("Clientul nu a trimis fotografii.")).toBeTruthy();
  });

  it("shows the customer's photos as thumbnails linking to the whole picture", async () => {
    detail = {
      ...detail,
      photos: [
        { position: 0, width: 1200, height: 1600, url: "/api/admin/returns/7/photos/0" },
        { position: 1, width: 800, height: 600, url: "/api/admin/returns/7/photos/1" },
      ],
    };
    renderRoutes("/admin/returns/7", { role: "support" });
    const second = await screen.findByRole("img", { name: "Fotografia 2 a returului #7" }, FIRST_RENDER);
    expect(second.getAttribute("src")).toBe("/api/admin/returns/7/photos/1");
    const link = screen.getByRole("link", { name: /^Fotografia 1 a returului #7/ });
    expect(link.getAttribute("href")).toBe("/api/admin/returns/7/photos/0");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByText("Clientul nu a trimis fotografii.")).toBeNull();
  });

  it("support approves after a confirmation: the page shows the API's return and announces it, focused", async () => {
    const approved: AdminReturnDetail = {
      ...detail,
      status: "approved",
      timeline: [
        ...detail.timeline,
        {
          status: "approved",
          at: "2026-07-16T08:00:00.000Z",
          actor: "staff",
          staffEmail: "support@elara.test",
          message: "Trimite coletul.",
        },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse({ return: approved }));
    renderRoutes("/admin/returns/7", { language: "ro", role: "support" });
    fireEvent.click(await screen.findByRole("button", { name: "Aprobă returul…" }, FIRST_RENDER));
    const instructions = screen.getByRole("textbox", { name: /Instrucțiuni pentru client/ });
    await waitFor(() => expect(document.activeElement).toBe(instructions));
    fireEvent.change(instructions, { target: { value: "Trimite coletul." } });
    fireEvent.click(screen.getByRole("button", { name: "Da, aprobă" }));

    const status = await screen.findByText("Returul este aprobat; clientul a primit un e-mail.");
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.getAttribute("role")).toBe("status");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/admin/returns/7/approve");
    expect((init?.headers as Record<string, string>)["X-CSRF-Token"]).toBe("csrf-1");
    expect(JSON.parse(String(init?.body))).toEqual({ instructions: "Trimite coletul." });
    expect(screen.getAllByText("Aprobat").length).toBeGreaterThan(0);
    expect(screen.getByText("Trimite coletul.")).toBeTruthy();
    expect(screen.getByText(/support@elara\.test/)).toBeTruthy();
    // Support may not mark the parcel received: the next step is someone else's.
    expect(screen.queryByRole("button", { name: /Marchează coletul/ })).toBeNull();
  });

  it("asks for the message to the customer before rejecting, beside its field", async () => {
    renderRoutes("/admin/returns/7", { language: "en", role: "support" });
    fireEvent.click(await screen.findByRole("button", { name: "Reject the return…" }, FIRST_RENDER));
    fireEvent.click(screen.getByRole("button", { name: "Yes, reject it" }));
    const message = screen.getByRole("textbox", { name: /Message to the customer/ });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Tell the customer why you do not accept the return.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a count beside the line's field, and the page unchanged", async () => {
    detail = { ...detail, status: "approved" };
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: "Units received must be between 0 and those asked for, and damaged ones at most those received.",
          field: "lines.0.received",
        },
        400,
      ),
    );
    renderRoutes("/admin/returns/7", { language: "en", role: "fulfilment" });
    fireEvent.click(await screen.findByRole("button", { name: "Mark the parcel received…" }, FIRST_RENDER));
    const line = screen.getByRole("group", { name: "Papillex · 60 capsule" });
    const received = within(line).getByRole("spinbutton", { name: /Units received \(of 2\)/ });
    expect((received as HTMLInputElement).value).toBe("2");
    expect((within(line).getByRole("spinbutton", { name: /Of which damaged/ }) as HTMLInputElement).value).toBe("0");
    fireEvent.change(received, { target: { value: "1" } });
    const confirm = screen.getByRole("button", { name: "Confirm the parcel received" });
    confirm.focus();
    fireEvent.click(confirm);

    expect(await within(line).findByText(/Units received must be between 0/)).toBeTruthy();
    expect(received.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(received);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ lines: [{ lineId: 31, received: 1, damaged: 0 }] });
    expect(screen.getAllByText("Approved").length).toBeGreaterThan(0);
  });

  it("refunds a bank transfer only with its reference, stating the amount and the account", async () => {
    detail = { ...detail, status: "processing", paidOnDelivery: true, bankIban: "RO49AAAA1B31007593840000", bankAccountHolder: "Ana Pop" };
    fetchMock.mockResolvedValue(jsonResponse({ return: { ...detail, status: "completed" } }));
    renderRoutes("/admin/returns/7", { language: "en", role: "owner" });
    fireEvent.click(await screen.findByRole("button", { name: "Refund…" }, FIRST_RENDER));
    expect(screen.getByText(/Send 179,95\sRON by bank transfer to Ana Pop, RO49AAAA1B31007593840000/)).toBeTruthy();
    const submit = screen.getByRole("button", { name: /^Refund 179,95\sRON$/ });
    fireEvent.click(submit);
    const reference = screen.getByRole("textbox", { name: /Transfer reference/ });
    await waitFor(() => expect(document.activeElement).toBe(reference));
    expect(screen.getByText("Enter the reference of the bank transfer you made.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(reference, { target: { value: "OP-123" } });
    fireEvent.click(submit);
    expect(await screen.findByText("Refunded; the customer was emailed. The return is complete.")).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ reference: "OP-123" });
    expect(screen.getByText("This return is closed: there is nothing left to do.")).toBeTruthy();
  });

  it("shows the refund to the owner only", async () => {
    detail = { ...detail, status: "processing" };
    renderRoutes("/admin/returns/7", { language: "en", role: "fulfilment" });
    expect(await screen.findByText("The parcel is in: the owner refunds it.", {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund…" })).toBeNull();
  });
});
