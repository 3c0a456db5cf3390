// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { logError } from "#app/features/monitoring/report.ts";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { ComponentErrorBoundary } from "./ComponentErrorBoundary.tsx";
import { reloadPage } from "./reload-page.ts";

vi.mock("#app/features/monitoring/report.ts", () => ({ logError: vi.fn() }));
vi.mock("./reload-page.ts", () => ({ reloadPage: vi.fn() }));

let broken = true;
function Reviews() {
  if (broken) throw new Error("reviews exploded");
  return <p>Reviews</p>;
}

function renderGuarded(children: React.ReactNode) {
  // React reports every error a boundary catches; here catching it is the point.
  return render(<I18nProvider i18n={createTestI18n("en")}>{children}</I18nProvider>, { onCaughtError: () => {} });
}

beforeEach(() => {
  broken = true;
  vi.mocked(logError).mockClear();
});

describe("ComponentErrorBoundary", () => {
  it("keeps a failing part from taking the page down, and reports it under its name", () => {
    renderGuarded(
      <>
        <h1>Product</h1>
        <ComponentErrorBoundary name="ProductReviews">
          <Reviews />
        </ComponentErrorBoundary>
      </>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Product");
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong");
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: "reviews exploded" }), { component: "ProductReviews" });
  });

  it("'Try Again' renders the part again", () => {
    renderGuarded(
      <ComponentErrorBoundary name="ProductReviews">
        <Reviews />
      </ComponentErrorBoundary>,
    );
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Reviews")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("'Reload Page' reloads the page", () => {
    renderGuarded(
      <ComponentErrorBoundary name="ProductReviews">
        <Reviews />
      </ComponentErrorBoundary>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("takes a fallback of the caller's own, with the error and a reset", () => {
    renderGuarded(
      <ComponentErrorBoundary
        name="Carousel"
        fallback={({ error, reset }) => (
          <button type="button" onClick={reset}>
            {`Retry after ${(error as Error).message}`}
          </button>
        )}
      >
        <Reviews />
      </ComponentErrorBoundary>,
    );
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry after reviews exploded" }));
    expect(screen.getByText("Reviews")).toBeTruthy();
  });
});
