// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useDiscountCode } from "./use-discount-code.ts";

const KEY = "elara_discount_code";

/** The hook reads the brand from the root loader's public configuration, as on a page. */
function renderDiscountCode(brandName = "Elara") {
  function Root({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ id: "root", path: "/", element: children }], {
        hydrationData: { loaderData: { root: { publicConfig: { brandName } } } },
      }),
    );
    return <RouterProvider router={router} />;
  }
  return renderHook(() => useDiscountCode(), { wrapper: Root }).result;
}

afterEach(() => localStorage.clear());

describe("useDiscountCode", () => {
  it("has no code and no discount at first", () => {
    const discount = renderDiscountCode();
    expect(discount.current.code).toBeNull();
    expect(discount.current.percent).toBe(0);
  });

  it("shows what the format rule makes of the code in force: ELARA10 is 10 %, any other code 0", () => {
    const discount = renderDiscountCode();
    act(() => discount.current.apply(" elara10 "));
    expect(discount.current.code).toBe("ELARA10");
    expect(discount.current.percent).toBe(10);
    act(() => discount.current.apply("SAVE20"));
    expect(discount.current.percent).toBe(0);
    act(() => discount.current.clear());
    expect(discount.current.code).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("follows a code another tab or the discount popup put in storage", () => {
    const discount = renderDiscountCode();
    act(() => {
      localStorage.setItem(KEY, "ELARA5");
      window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: "ELARA5", storageArea: localStorage }));
    });
    expect(discount.current.code).toBe("ELARA5");
    expect(discount.current.percent).toBe(5);
  });

  it("uses the brand of the store for the format rule and the storage key", () => {
    const discount = renderDiscountCode("Nova");
    act(() => discount.current.apply("nova15"));
    expect(localStorage.getItem("nova_discount_code")).toBe("NOVA15");
    expect(discount.current.percent).toBe(15);
  });

  it("records a code an order used, which ends it being in force", () => {
    const discount = renderDiscountCode();
    act(() => discount.current.apply("ELARA10"));
    act(() => discount.current.recordUsed("ELARA10"));
    expect(discount.current.code).toBeNull();
    expect(JSON.parse(localStorage.getItem("usedDiscountCodes") ?? "[]")).toEqual(["ELARA10"]);
  });
});
