// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearDiscountCode,
  isUsedDiscountCode,
  readDiscountCode,
  readUsedDiscountCodes,
  recordUsedDiscountCode,
  saveDiscountCode,
  subscribeToDiscountCodes,
} from "./discount-code-storage.ts";

const KEY = "elara_discount_code";

afterEach(() => localStorage.clear());

describe("the discount code in force", () => {
  it("is kept normalised under the brand's key", () => {
    saveDiscountCode(KEY, " elara10 ");
    expect(localStorage.getItem(KEY)).toBe("ELARA10");
    expect(readDiscountCode(KEY)).toBe("ELARA10");
  });

  it("is removed from storage when cleared, or saved empty", () => {
    saveDiscountCode(KEY, "ELARA10");
    clearDiscountCode(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    saveDiscountCode(KEY, "ELARA5");
    saveDiscountCode(KEY, "   ");
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readDiscountCode(KEY)).toBeNull();
  });

  it("reads a blank stored value as no code", () => {
    localStorage.setItem(KEY, "  ");
    expect(readDiscountCode(KEY)).toBeNull();
  });

  it("tells listeners of changes in this tab and in others", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToDiscountCodes(listener);
    saveDiscountCode(KEY, "ELARA10");
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: "ELARA5", storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearDiscountCode(KEY);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("used discount codes", () => {
  it("start empty and ignore unreadable data", () => {
    expect(readUsedDiscountCodes()).toEqual([]);
    localStorage.setItem("usedDiscountCodes", "{not a list");
    expect(readUsedDiscountCodes()).toEqual([]);
    localStorage.setItem("usedDiscountCodes", JSON.stringify(["elara5", 7, null]));
    expect(readUsedDiscountCodes()).toEqual(["ELARA5"]);
  });

  it("gain a code once when an order uses it, which also stops it being the code in force", () => {
    saveDiscountCode(KEY, "ELARA10");
    recordUsedDiscountCode(KEY, "elara10");
    recordUsedDiscountCode(KEY, "ELARA10");
    expect(JSON.parse(localStorage.getItem("usedDiscountCodes") ?? "null")).toEqual(["ELARA10"]);
    expect(readDiscountCode(KEY)).toBeNull();
    expect(isUsedDiscountCode(" Elara10")).toBe(true);
    expect(isUsedDiscountCode("ELARA5")).toBe(false);
  });

  it("leave another code in force alone, and ignore an empty code", () => {
    saveDiscountCode(KEY, "ELARA5");
    recordUsedDiscountCode(KEY, "ELARA10");
    recordUsedDiscountCode(KEY, "");
    expect(readDiscountCode(KEY)).toBe("ELARA5");
    expect(readUsedDiscountCodes()).toEqual(["ELARA10"]);
  });
});
