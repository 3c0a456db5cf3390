// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createTestI18n, strictTestI18n } from "#tests/app/test-i18n.ts";
import { DiscountPopup } from "./DiscountPopup.tsx";
import { polyfillModalDialogs } from "#tests/app/dialog-polyfill.ts";
import { jsonResponse } from "#tests/app/json-response.ts";

const cart = vi.hoisted(() => ({ itemCount: 0 }));
vi.mock("#app/features/cart/cart-context.tsx", () => ({ useCart: () => cart }));

const onClose = vi.fn();
const onShown = vi.fn();
const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();

function renderPopup(language: "ro" | "en" = "en", brandName = "Elara") {
  const i18n = strictTestI18n(language);
  const router = createMemoryRouter(
    [
      {
        path: "/products/:handle",
        Component: () => (
          <I18nProvider i18n={i18n}>
            <DiscountPopup brandName={brandName} onShown={onShown} onClose={onClose} />
          </I18nProvider>
        ),
      },
      { path: "/shop", Component: () => <h1>shop</h1> },
      { path: "/checkout", Component: () => <h1>checkout</h1> },
    ],
    { initialEntries: ["/products/papillex"] },
  );
  render(<RouterProvider router={router} />);
  return { router, dialog: screen.getByRole("dialog") };
}

/** The popup rendered while another modal is open: its own dialog is still closed, so not in the accessibility tree. */
function renderPopupHidden() {
  const i18n = createTestI18n("en");
  const router = createMemoryRouter([
    {
      path: "/",
      Component: () => (
        <I18nProvider i18n={i18n}>
          <DiscountPopup brandName="Elara" onShown={onShown} onClose={onClose} />
        </I18nProvider>
      ),
    },
  ]);
  const { container } = render(<RouterProvider router={router} />);
  return { dialog: container.querySelector("dialog")! };
}
const CODE = "ELARA10-7KQ2MXBD";
const subscribed = (code = CODE) =>
  jsonResponse({
    subscribed: true,
    discountCode: code,
    percent: 10,
    message: `Thank you for subscribing! Your 10% discount code is ${code}.`,
  });

function toEmailStep() {
  fireEvent.click(screen.getByRole("button", { name: "Yes, I want 10% off" }));
  return screen.getByLabelText("Email address");
}

async function submitEmail(email: string) {
  fireEvent.change(screen.getByLabelText("Email address"), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Get my 10% code" }));
  });
}

beforeAll(() => {
  polyfillModalDialogs();
});

beforeEach(() => {
  cart.itemCount = 0;
  onClose.mockReset();
  onShown.mockReset();
  fetchMock.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal("fetch", fetchMock);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.removeAttribute("style");
});

describe("the discount popup", () => {
  it("is a labelled modal with the brand and the offer, marks the session and locks the page's scroll", () => {
    const { dialog } = renderPopup();
    expect(dialog).toHaveProperty("open", true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByRole("heading", { name: "Want 10% OFF?" })).toBeTruthy();
    expect(within(dialog).getByText("Elara")).toBeTruthy();
    expect(onShown).toHaveBeenCalledOnce();
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes, I want 10% off" }));
  });

  it("waits, closed, while another modal is open, and appears once it has closed", async () => {
    const limitDialog = document.body.appendChild(document.createElement("dialog"));
    limitDialog.setAttribute("open", "");
    const { dialog } = renderPopupHidden();
    expect(dialog).toHaveProperty("open", false);
    expect(onShown).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe("");
    await act(async () => limitDialog.removeAttribute("open"));
    expect(dialog).toHaveProperty("open", true);
    expect(onShown).toHaveBeenCalledOnce();
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes, I want 10% off" }));
    limitDialog.remove();
  });

  it("speaks Romanian", () => {
    renderPopup("ro");
    expect(screen.getByRole("dialog", { name: "Vrei 10% REDUCERE?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Da, vreau 10% reducere" }));
    expect(screen.getByLabelText("Adresa de e-mail")).toBeTruthy();
    expect(screen.getByText(/^Prin trimiterea adresei de e-mail, ești de acord .* de la Elara,/)).toBeTruthy();
  });

  it("goes prompt → email → back to the prompt", () => {
    renderPopup();
    const input = toEmailStep();
    expect(document.activeElement).toBe(input);
    expect(screen.getByText(/^By submitting your email, you agree to receive marketing emails from Elara/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.queryByLabelText("Email address")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes, I want 10% off" }));
  });

  it.each([
    ["No thanks, I'll pay full price", "declining"],
    ["Close", "the close button"],
  ])("closes on '%s' (%s) and gives the page its scroll back", (name) => {
    const { dialog } = renderPopup();
    fireEvent.click(screen.getByRole("button", { name }));
    expect(dialog).toHaveProperty("open", false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("asks for an address, then for a valid one, without calling the server", async () => {
    renderPopup();
    const input = toEmailStep();
    await submitEmail("");
    expect(screen.getByRole("alert").textContent).toBe("Email address is required");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    await submitEmail("ana@example");
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...' with the field disabled, then the server's code", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPopup();
    toEmailStep();
    await submitEmail(" Ana@Example.ro ");
    expect(screen.getByLabelText<HTMLInputElement>("Email address").disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Submitting..." }).disabled).toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/newsletter-signup");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "Ana@Example.ro",
      acceptsMarketing: true,
      source: "discount_popup",
    });

    await act(async () => answer(subscribed()));
    expect(screen.getByRole("heading", { name: "Your 10% discount code" })).toBe(document.activeElement);
    expect(screen.getByText(CODE)).toBeTruthy();
    expect(screen.getByText(/use it on your first order, with the email address you gave us/)).toBeTruthy();
  });

  it.each([
    ["the network fails", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch")), "Failed to submit email. Please try again."],
    [
      "the server fails",
      () => fetchMock.mockResolvedValue(jsonResponse({ error: "Internal Server Error" }, 500)),
      "Failed to submit email. Please try again.",
    ],
    [
      "the sign-ups are rate-limited",
      () => fetchMock.mockResolvedValue(jsonResponse({ error: "Too many attempts." }, 429)),
      "Too many attempts.",
    ],
    [
      "a rate limit says nothing",
      () => fetchMock.mockResolvedValue(jsonResponse({}, 429)),
      "Too many attempts. Please try again in a minute.",
    ],
  ])("gives no code when %s (the code is made by the sign-up) and keeps the shopper on the form", async (_, arrange, message) => {
    arrange();
    renderPopup("en", "Élara Health");
    toEmailStep();
    await submitEmail("ana@example.ro");
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(screen.queryByRole("button", { name: "Copy code" })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Email address").disabled).toBe(false);
  });

  it("keeps the shopper on the form with the server's words when it refuses the address", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: "Introdu o adresă de e-mail validă", field: "email" }, 400));
    renderPopup();
    toEmailStep();
    await submitEmail("ana@example.c");
    expect(screen.getByRole("alert").textContent).toBe("Introdu o adresă de e-mail validă");
    expect(screen.getByLabelText<HTMLInputElement>("Email address").disabled).toBe(false);
  });

  it("copies the code, says so politely, and resets after 2 s", async () => {
    fetchMock.mockResolvedValue(subscribed());
    renderPopup();
    toEmailStep();
    await submitEmail("ana@example.ro");
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    });
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(`Code ${CODE} copied to the clipboard`);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy code" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("selects the code for copying by hand when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    fetchMock.mockResolvedValue(subscribed());
    renderPopup();
    toEmailStep();
    await submitEmail("ana@example.ro");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    });
    expect(window.getSelection()?.toString()).toBe(CODE);
    expect(screen.getByRole("button", { name: "Copy code" })).toBeTruthy();
  });

  it.each([
    [0, "/shop"],
    [2, "/checkout"],
  ])("'Shop Now with Discount' applies the code and, with %i items in the cart, goes to %s", async (items, destination) => {
    cart.itemCount = items;
    fetchMock.mockResolvedValue(subscribed());
    const { router, dialog } = renderPopup();
    toEmailStep();
    await submitEmail("ana@example.ro");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Shop Now with Discount" }));
    });
    expect(localStorage.getItem("elara_discount_code")).toBe(CODE);
    expect(dialog).toHaveProperty("open", false);
    expect(router.state.location.pathname).toBe(destination);
  });

  it("'Continue Browsing' closes without applying the code", async () => {
    fetchMock.mockResolvedValue(subscribed());
    const { router } = renderPopup();
    toEmailStep();
    await submitEmail("ana@example.ro");
    fireEvent.click(screen.getByRole("button", { name: "Continue Browsing" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(localStorage.getItem("elara_discount_code")).toBeNull();
    expect(router.state.location.pathname).toBe("/products/papillex");
  });
});
