import { describe, expect, it } from "vitest";
import { exchangeRatesDatabaseForFile } from "#tests/server/exchange-rates-kit.ts";
import { createExchangeRateService } from "./exchange-rates.ts";

const { handle, setEur } = exchangeRatesDatabaseForFile();

describe("createExchangeRateService", () => {
  it("reads the table on every call, so a change made anywhere applies to the next read", async () => {
    const service = createExchangeRateService(handle.db);
    expect((await service.current()).get("EUR")).toBe(201_000);
    await setEur(205_000);
    expect((await service.current()).get("EUR")).toBe(205_000);
  });

  it("serves the last rates when a read fails, and fails when it never had any", async () => {
    let broken = true;
    const flaky = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === "select" && broken) throw new Error("connection lost");
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const service = createExchangeRateService(flaky);
    await expect(service.current()).rejects.toThrow("connection lost");
    broken = false;
    const first = await service.current();
    expect(first.get("USD")).toBe(218_000);
    broken = true;
    expect(await service.current()).toBe(first);
  });
});
