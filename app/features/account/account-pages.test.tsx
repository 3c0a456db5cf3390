// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "#domain/locale";
import { ActivateAccountPage } from "./ActivateAccountPage.tsx";
import { LoginPage } from "./LoginPage.tsx";
import { RegisterPage } from "./RegisterPage.tsx";
import { SetPasswordPage } from "./SetPasswordPage.tsx";
import { SIGNED_IN_USER, renderAccountRoutes } from "#tests/app/account-kit.tsx";
import { jsonResponse } from "#tests/app/json-response.ts";

/** The auth routes as the test wants them answered; records the bodies posted to them. */
function server(answer: (body: Record<string, unknown>) => Response | Promise<Response> = () => jsonResponse({ success: true })) {
  const bodies: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function renderPage(page: React.ReactNode, { language = "en" as Language, path = "/page" } = {}) {
  return renderAccountRoutes(
    [
      { path: "/page", element: page },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { language, initialEntries: [path] },
  );
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
}

function submit(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The field shows `message` under it, is marked invalid and names the message as its description. */
function expectFieldError(label: string | RegExp, message: string) {
  const input = screen.getByLabelText(label, { selector: "input" });
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The register action's answer to every address, an existing account's included. */
const registered = () =>
  jsonResponse({
    success: true,
    message: "Registration successful. Please check your email to set your password and activate your account.",
  });

describe("registration form", () => {
  function fillRegistration(password: string, confirmPassword = password) {
    type("Email", "ana@example.ro");
    type("First name", "Ana");
    type("Last name", "Pop");
    type("Password", password);
    type("Confirm password", confirmPassword);
  }

  it("asks for 8 characters, moves focus to the password and sends nothing", () => {
    const bodies = server();
    renderPage(<RegisterPage />);
    fillRegistration("1234567");
    submit("Create account");
    expectFieldError("Password", "Password must be at least 8 characters long.");
    expect(document.activeElement).toBe(screen.getByLabelText("Password", { selector: "input" }));
    expect(bodies).toEqual([]);
  });

  it("says when the passwords do not match", () => {
    server();
    renderPage(<RegisterPage />);
    fillRegistration("12345678", "123456789");
    submit("Create account");
    expectFieldError("Confirm password", "Passwords do not match.");
  });

  it("focuses the first empty field and clears a message once the field is fixed", () => {
    server();
    renderPage(<RegisterPage />);
    submit("Create account");
    expect(document.activeElement).toBe(screen.getByLabelText("Email", { selector: "input" }));
    expectFieldError("Email", "Please enter your email address.");
    type("Email", "ana@example");
    expectFieldError("Email", "Please enter a valid email address.");
    type("Email", "ana@example.ro");
    expect(screen.getByLabelText("Email", { selector: "input" }).hasAttribute("aria-invalid")).toBe(false);
  });

  it("creates the account with the spec's action and shows the server's success text", async () => {
    const bodies = server(registered);
    renderPage(<RegisterPage />);
    fillRegistration("12345678");
    submit("Create account");
    await screen.findByText("Registration successful. Please check your email to set your password and activate your account.");
    expect(bodies).toEqual([
      { action: "create-account", email: "ana@example.ro", firstName: "Ana", lastName: "Pop", password: "12345678" },
    ]);
  });

  it("answers every address alike and says that an existing account's email explains how to log in", async () => {
    server(registered);
    renderPage(<RegisterPage />);
    fillRegistration("12345678");
    submit("Create account");
    await screen.findByText("If you already have an account with this address, the email tells you how to log in.");
    expect(screen.getByRole("status").textContent).toContain("Registration successful.");
  });

  it("speaks Romanian to a Romanian shopper", () => {
    server();
    renderPage(<RegisterPage />, { language: "ro" });
    type("Email", "ana@example.ro");
    type("Prenume", "Ana");
    type("Nume", "Pop");
    type("Parolă", "1234567");
    type("Confirmă parola", "1234567");
    submit("Creează contul");
    expectFieldError("Parolă", "Parola trebuie să aibă cel puțin 8 caractere.");
  });
});

describe("activation form", () => {
  it("asks for 8 characters and matching passwords", () => {
    const bodies = server();
    renderPage(<ActivateAccountPage id="12" token="abc" />);
    type("New password", "1234567");
    type("Confirm password", "1234567");
    submit("Activate account");
    expectFieldError("New password", "Password must be at least 8 characters long.");
    type("New password", "12345678");
    expectFieldError("Confirm password", "Passwords do not match.");
    expect(bodies).toEqual([]);
  });

  it("activates with 8 characters, keeps the returned user and says so", async () => {
    const bodies = server(() => jsonResponse({ success: true, user: SIGNED_IN_USER }));
    renderPage(<ActivateAccountPage id="12" token="abc" />);
    type("New password", "12345678");
    type("Confirm password", "12345678");
    submit("Activate account");
    await screen.findByText("Your account has been activated and you are logged in. Taking you to your account...");
    expect(bodies).toEqual([{ action: "activate-account", id: "12", token: "abc", password: "12345678", confirmPassword: "12345678" }]);
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(SIGNED_IN_USER);
  });

  it("shows the server's invalid-link text and offers a new link", async () => {
    server(() => jsonResponse({ success: false, error: "Invalid activation link. Please check your email for the correct link." }, 400));
    renderPage(<ActivateAccountPage id="12" token="used" />);
    type("New password", "12345678");
    type("Confirm password", "12345678");
    submit("Activate account");
    await screen.findByText("Invalid activation link. Please check your email for the correct link.");
    expect(screen.getByRole("link", { name: "Request a new activation link" }).getAttribute("href")).toBe("/account/activate");
  });

  it("says 'Failed to activate account' when the server fails", async () => {
    server(() => new Response("Bad gateway", { status: 502 }));
    renderPage(<ActivateAccountPage id="12" token="abc" />);
    type("New password", "12345678");
    type("Confirm password", "12345678");
    submit("Activate account");
    await screen.findByText("Failed to activate account. Please try again.");
  });
});

describe("set-password form", () => {
  it("asks for 8 characters", () => {
    const bodies = server();
    renderPage(<SetPasswordPage token="reset-token" />);
    type("New password", "1234567");
    type("Confirm password", "1234567");
    submit("Save password");
    expectFieldError("New password", "Password must be at least 8 characters long.");
    expect(bodies).toEqual([]);
  });

  it("sets the password with the link's token and logs in", async () => {
    const bodies = server(() => jsonResponse({ success: true, message: "Your password has been updated.", user: SIGNED_IN_USER }));
    renderPage(<SetPasswordPage token="reset-token" />);
    type("New password", "12345678");
    type("Confirm password", "12345678");
    submit("Save password");
    await screen.findByText(/Your password has been updated\. You are logged in\./);
    expect(bodies).toEqual([{ action: "update-password", token: "reset-token", password: "12345678", confirmPassword: "12345678" }]);
    expect(localStorage.getItem("user")).not.toBeNull();
  });

  it("explains a missing token", async () => {
    server();
    renderPage(<SetPasswordPage token={null} />);
    await screen.findByText("This password reset link is invalid or has expired. Please request a new one.");
  });
});

describe("the one password rule on every form that sets one (decision 0082)", () => {
  const TOO_SHORT = { en: "Password must be at least 8 characters long.", ro: "Parola trebuie să aibă cel puțin 8 caractere." };
  const FORMS = [
    { form: "activation", page: <ActivateAccountPage id="12" token="abc" />, submit: { en: "Activate account", ro: "Activează contul" } },
    { form: "reset link", page: <SetPasswordPage token="reset-token" />, submit: { en: "Save password", ro: "Salvează parola" } },
  ];

  it.each(FORMS.flatMap((form) => (["en", "ro"] as const).map((language) => ({ ...form, language }))))(
    "$form ($language) refuses 7 characters, says 8 in its hint, and sends nothing",
    ({ page, submit: submitLabel, language }) => {
      const bodies = server();
      renderPage(page, { language });
      const [newPassword, confirm] = language === "ro" ? ["Parola nouă", "Confirmă parola"] : ["New password", "Confirm password"];
      expect(screen.getByText(language === "ro" ? "Cel puțin 8 caractere." : "At least 8 characters.")).toBeTruthy();
      type(newPassword, "1234567");
      type(confirm, "1234567");
      submit(submitLabel[language]);
      expectFieldError(newPassword, TOO_SHORT[language]);
      expect(bodies).toEqual([]);
    },
  );

  it("registration (en) says 8 in its hint", () => {
    server();
    renderPage(<RegisterPage />);
    expect(screen.getByText("At least 8 characters.")).toBeTruthy();
  });
});

describe("login form", () => {
  function logIn() {
    type("Email", "ana@example.ro");
    type("Password", "secret-password");
    submit("Log in");
  }

  it("logs in with remember me and returns to the page that asked", async () => {
    const bodies = server(() => jsonResponse({ success: true, user: SIGNED_IN_USER }));
    const router = renderPage(<LoginPage />, { path: "/page?redirect=/my-account/addresses" });
    fireEvent.click(screen.getByLabelText("Remember me"));
    logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-account/addresses"));
    expect(bodies).toEqual([{ action: "create-customer-token", email: "ana@example.ro", password: "secret-password", remember: true }]);
  });

  it("never follows a redirect off the store", async () => {
    server(() => jsonResponse({ success: true, user: SIGNED_IN_USER }));
    const router = renderPage(<LoginPage />, { path: "/page?redirect=//evil.example/x" });
    logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-account"));
  });

  it("shows the server's message for wrong credentials", async () => {
    server(() => jsonResponse({ success: false, error: "Invalid email or password. Please check your credentials and try again." }, 401));
    renderPage(<LoginPage />);
    logIn();
    await screen.findByText("Invalid email or password. Please check your credentials and try again.");
  });

  it("tells a failed request ('failed to fetch') from a lost connection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderPage(<LoginPage />);
    logIn();
    await screen.findByText("Network error. Please check if the server is running and try again.");

    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    submit("Log in");
    await screen.findByText("Unable to connect to server. Please check your internet connection and try again.");
    onLine.mockRestore();
  });

  it("says 'Unable to log you in right now' when the server fails", async () => {
    server(() => new Response("", { status: 500 }));
    renderPage(<LoginPage />);
    logIn();
    await screen.findByText("Unable to log you in right now. Please try again later.");
  });

  it("sends a login link instead, with the address already typed", async () => {
    const bodies = server(() => jsonResponse({ success: true, message: "If the address is correct, we have sent you a login link." }));
    renderPage(<LoginPage />);
    type("Email", "ana@example.ro");
    submit("Email me a login link");
    const email = await screen.findByLabelText("Email", { selector: "input" });
    expect((email as HTMLInputElement).value).toBe("ana@example.ro");
    expect(document.activeElement).toBe(email);
    await act(async () => {
      fireEvent.submit(email.closest("form")!);
    });
    await screen.findByText("If the address is correct, we have sent you a login link.");
    expect(bodies).toEqual([{ email: "ana@example.ro", remember: false }]);
  });
});
