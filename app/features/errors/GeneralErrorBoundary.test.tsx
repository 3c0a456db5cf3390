// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { createMemoryRouter, data, Outlet, RouterProvider, type RouteObject } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { logError } from "#app/features/monitoring/report.ts";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { CartErrorBoundary } from "./CartErrorBoundary.tsx";
import { CheckoutErrorBoundary } from "./CheckoutErrorBoundary.tsx";
import { GeneralErrorBoundary } from "./GeneralErrorBoundary.tsx";
import { reloadPage } from "./reload-page.ts";
import { LINEUP_PAGES } from "#tests/app/product-lineup.ts";

vi.mock("#app/features/monitoring/report.ts", () => ({ logError: vi.fn() }));
vi.mock("./reload-page.ts", () => ({ reloadPage: vi.fn() }));

const SUPPORT_EMAIL = "support@elara.example";

/** A root with the support address, and one page whose loader fails as told. */
async function renderFailingPage(page: Omit<RouteObject, "path" | "children" | "index">, language: "ro" | "en" = "en") {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ publicConfig: { supportEmail: SUPPORT_EMAIL } }),
        HydrateFallback: () => null,
        element: <Outlet />,
        children: [{ path: "page", element: <p>Page content</p>, ...page } as RouteObject],
      },
    ],
    { initialEntries: ["/page"] },
  );
  await act(async () => {
    render(
      <I18nProvider i18n={createTestI18n(language)}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
  return router;
}

function failingOnce() {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    if (calls === 1) throw new Error("catalogue unavailable");
    return "loaded";
  });
}

beforeEach(() => vi.mocked(logError).mockClear());

describe("GeneralErrorBoundary", () => {
  it("shows 'Something went wrong' and reports the error once", async () => {
    await renderFailingPage({ loader: failingOnce(), ErrorBoundary: GeneralErrorBoundary });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: "catalogue unavailable" }), {
      component: "GeneralErrorBoundary",
    });
  });

  it("'Try Again' runs the loaders again and shows the page when they succeed", async () => {
    const loader = failingOnce();
    await renderFailingPage({ loader, ErrorBoundary: GeneralErrorBoundary });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try Again" })));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Page content")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("'Reload Page' reloads the page", async () => {
    await renderFailingPage({ loader: failingOnce(), ErrorBoundary: GeneralErrorBoundary });
    fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("speaks Romanian on a Romanian page", async () => {
    await renderFailingPage({ loader: failingOnce(), ErrorBoundary: GeneralErrorBoundary }, "ro");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ceva nu a mers bine");
    expect(screen.getByRole("button", { name: "Încearcă din nou" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reîncarcă pagina" })).toBeTruthy();
  });

  it("turns a 404 into the not-found page with ways back, without reporting it", async () => {
    await renderFailingPage({
      loader: () => {
        throw data(null, { status: 404 });
      },
      ErrorBoundary: GeneralErrorBoundary,
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Browse all products" }).getAttribute("href")).toBe("/shop");
    const products = within(screen.getByRole("navigation", { name: "Our products" })).getAllByRole("link");
    expect(products.map((link) => link.getAttribute("href"))).toEqual(LINEUP_PAGES);
    expect(logError).not.toHaveBeenCalled();
  });
});

describe("CartErrorBoundary", () => {
  it("shows the spec's cart error with a reload and reports it", async () => {
    await renderFailingPage({ loader: failingOnce(), ErrorBoundary: CartErrorBoundary });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading").textContent).toBe("Cart Error");
    expect(within(alert).getByText("Unable to load cart. Please refresh the page.")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Reload Page" }));
    expect(reloadPage).toHaveBeenCalled();
    expect(logError).toHaveBeenCalledWith(expect.any(Error), { component: "CartErrorBoundary" });
  });

  it("speaks Romanian on a Romanian page", async () => {
    await renderFailingPage({ loader: failingOnce(), ErrorBoundary: CartErrorBoundary }, "ro");
    expect(screen.getByText("Coșul nu a putut fi încărcat. Te rugăm să reîncarci pagina.")).toBeTruthy();
  });
});

describe("CheckoutErrorBoundary", () => {
  it("shows the spec's checkout error with 'Try Again' and a way to contact support", async () => {
    const loader = failingOnce();
    await renderFailingPage({ loader, ErrorBoundary: CheckoutErrorBoundary });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading").textContent).toBe("Checkout Error");
    expect(within(alert).getByText("Unable to process checkout. Please try again or contact support.")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(logError).toHaveBeenCalledWith(expect.any(Error), { component: "CheckoutErrorBoundary" });

    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try Again" })));
    expect(screen.getByText("Page content")).toBeTruthy();
  });
});
