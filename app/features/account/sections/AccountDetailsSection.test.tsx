// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AccountDetailsSection } from "./AccountDetailsSection.tsx";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import { jsonResponse } from "#tests/app/json-response.ts";
import { SIGNED_IN_USER, renderAccountSection, sessionStillValid, signInForEachTest } from "#tests/app/account-kit.tsx";

const CUSTOMER = {
  id: SIGNED_IN_USER.id,
  email: SIGNED_IN_USER.email,
  firstName: SIGNED_IN_USER.firstName,
  lastName: SIGNED_IN_USER.lastName,
  acceptsMarketing: false,
  language: "en",
  hasPassword: true,
  isActivated: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  defaultAddressId: null,
};

interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

/** The account routes, `update-password` and the Storefront API session check; `patch` answers `PATCH /api/account`. */
function server(
  patch: (body: Record<string, unknown>) => Response,
  {
    customer = CUSTOMER,
    updatePassword = () => jsonResponse({ success: true, user: { ...SIGNED_IN_USER, accessToken: "token-2" } }),
  }: { customer?: typeof CUSTOMER; updatePassword?: () => Response } = {},
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      const method = init.method ?? "GET";
      sent.push({ method, url, body });
      if (url.includes("graphql")) return sessionStillValid();
      if (url === "/api/account" && method === "GET") return jsonResponse({ customer });
      if (url === "/api/account" && method === "PATCH") return patch(body ?? {});
      if (url === "/api/auth" && body?.action === "update-password") return updatePassword();
      if (url === "/api/send-magic-link")
        return jsonResponse({ success: true, message: "If the address is correct, we have sent you a login link." });
      return jsonResponse({ error: "Not expected here" }, 500);
    }),
  );
  return sent;
}

function renderSection(language: "en" | "ro" = "en") {
  renderAccountSection(<AccountDetailsSection />, language);
}

/** The personal details form (the password form below has a 'Current password' of its own). */
const detailsForm = async () => within(await screen.findByRole("form", { name: "Personal details" }));

const patches = (sent: Sent[]) => sent.filter((request) => request.method === "PATCH");

signInForEachTest();

describe("account details", () => {
  it("asks for the current password before a new email is sent, and keeps the old email until its link is opened", async () => {
    const sent = server((body) =>
      jsonResponse({
        customer: { ...CUSTOMER, firstName: body.firstName },
        message:
          "We sent a confirmation link to ana.pop@example.ro. The account's email changes once you open the link (valid for one hour).",
      }),
    );
    renderSection();
    const form = await detailsForm();
    fireEvent.change(form.getByLabelText("Email", { selector: "input" }), { target: { value: "ana.pop@example.ro" } });
    fireEvent.click(form.getByRole("button", { name: "Save details" }));

    const currentPassword = form.getByLabelText("Current password", { selector: "input" });
    await waitFor(() => expect(currentPassword.getAttribute("aria-invalid")).toBe("true"));
    expect(form.getByText("Please enter your current password.")).toBeTruthy();
    expect(patches(sent)).toHaveLength(0);

    fireEvent.change(currentPassword, { target: { value: "old-secret-1" } });
    fireEvent.click(form.getByRole("button", { name: "Save details" }));

    await form.findByText(/We sent a confirmation link to ana.pop@example.ro/);
    expect((form.getByLabelText("Email", { selector: "input" }) as HTMLInputElement).value).toBe("ana@example.ro");
    expect(patches(sent)[0]?.body).toEqual({
      firstName: "Ana",
      lastName: "Pop",
      email: "ana.pop@example.ro",
      currentPassword: "old-secret-1",
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null")).toMatchObject({ email: "ana@example.ro" });
  });

  it("offers a login link when an account without a password is refused for want of a fresh proof", async () => {
    const sent = server(() => jsonResponse({ customer: CUSTOMER }), {
      customer: { ...CUSTOMER, hasPassword: false },
      updatePassword: () =>
        jsonResponse(
          {
            success: false,
            error:
              "For your safety, first confirm it is you: ask for a login link by email, open it and make the change within 15 minutes.",
            field: "password",
          },
          403,
        ),
    });
    renderSection();
    const form = within(await screen.findByRole("form", { name: "Finish setting up your password" }));
    expect(form.queryByLabelText("Current password", { selector: "input" })).toBeNull();
    fireEvent.change(form.getByLabelText("New password", { selector: "input" }), { target: { value: "new-secret-2" } });
    fireEvent.change(form.getByLabelText("Confirm password", { selector: "input" }), { target: { value: "new-secret-2" } });
    fireEvent.click(form.getByRole("button", { name: "Change password" }));

    fireEvent.click(await form.findByRole("button", { name: "Send me a login link" }));
    await form.findByText("We sent a login link to ana@example.ro. Open it, then make the change within 15 minutes.");
    expect(sent.find((request) => request.url === "/api/send-magic-link")?.body).toEqual({ email: "ana@example.ro" });
  });

  it("saves names alone without asking for a password, and shows the server's refusal under its field", async () => {
    const sent = server(() => jsonResponse({ success: false, error: "Please use at most 100 characters.", field: "lastName" }, 400));
    renderSection();
    const form = await detailsForm();
    fireEvent.change(form.getByLabelText("Last name", { selector: "input" }), { target: { value: "Popescu" } });
    expect(form.queryByLabelText("Current password", { selector: "input" })).toBeNull();
    fireEvent.click(form.getByRole("button", { name: "Save details" }));

    await waitFor(() => expect(patches(sent)).toHaveLength(1));
    expect(patches(sent)[0]?.body).toEqual({ firstName: "Ana", lastName: "Popescu" });
    const lastName = form.getByLabelText("Last name", { selector: "input" });
    await waitFor(() => expect(lastName.getAttribute("aria-invalid")).toBe("true"));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null")).toMatchObject({ lastName: "Pop" });
  });

  it("changes the password with the current one and keeps the renewed session it answers", async () => {
    const sent = server(() => jsonResponse({ customer: CUSTOMER }));
    renderSection();
    const form = within(await screen.findByRole("form", { name: "Change password" }));
    fireEvent.change(form.getByLabelText("Current password", { selector: "input" }), { target: { value: "old-secret-1" } });
    fireEvent.change(form.getByLabelText("New password", { selector: "input" }), { target: { value: "new-secret-2" } });
    fireEvent.change(form.getByLabelText("Confirm password", { selector: "input" }), { target: { value: "new-secret-2" } });
    fireEvent.click(form.getByRole("button", { name: "Change password" }));

    await form.findByText("Your password has been updated.");
    expect(sent.find((request) => request.body?.action === "update-password")?.body).toMatchObject({
      customerAccessToken: "token-1",
      currentPassword: "old-secret-1",
      password: "new-secret-2",
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null")).toMatchObject({ accessToken: "token-2" });
  });

  it.each([
    {
      language: "en",
      labels: ["Change password", "Current password", "New password", "Confirm password"],
      hint: "At least 8 characters.",
      error: "Password must be at least 8 characters long.",
    },
    {
      language: "ro",
      labels: ["Schimbă parola", "Parola actuală", "Parola nouă", "Confirmă parola"],
      hint: "Cel puțin 8 caractere.",
      error: "Parola trebuie să aibă cel puțin 8 caractere.",
    },
  ] as const)(
    "refuses a 7-character new password in $language and sends nothing (decision 0082)",
    async ({ language, labels, hint, error }) => {
      const sent = server(() => jsonResponse({ customer: CUSTOMER }));
      renderSection(language);
      const [title, current, next, confirm] = labels;
      const form = within(await screen.findByRole("form", { name: title }));
      expect(form.getByText(hint)).toBeTruthy();
      fireEvent.change(form.getByLabelText(current, { selector: "input" }), { target: { value: "old-secret-1" } });
      fireEvent.change(form.getByLabelText(next, { selector: "input" }), { target: { value: "1234567" } });
      fireEvent.change(form.getByLabelText(confirm, { selector: "input" }), { target: { value: "1234567" } });
      fireEvent.click(form.getByRole("button", { name: title }));

      await form.findByText(error);
      expect(sent.some((request) => request.body?.action === "update-password")).toBe(false);
    },
  );
});
