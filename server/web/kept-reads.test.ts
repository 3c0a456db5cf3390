import { describe, expect, it, vi } from "vitest";
import { createChangeFeed } from "#server/http/tagged-store";
import { createKeptReads } from "./kept-reads.ts";

function reads(options: { enabled?: boolean; freshMs?: number } = {}) {
  let clock = 0;
  const changes = createChangeFeed();
  const kept = createKeptReads({ enabled: options.enabled ?? true, freshMs: options.freshMs ?? 60_000, now: () => clock, changes });
  return { kept, changes, advance: (ms: number) => (clock += ms) };
}

describe("kept reads", () => {
  it("read once for concurrent and later askers", async () => {
    const { kept } = reads();
    const load = vi.fn(async () => "zones");
    const answers = await Promise.all([kept.remember("k", ["settings"], load), kept.remember("k", ["settings"], load)]);
    expect(await kept.remember("k", ["settings"], load)).toBe("zones");
    expect(answers).toEqual(["zones", "zones"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("read again after a change of one of their tags, and keep what showed none", async () => {
    const { kept, changes } = reads();
    let version = 1;
    const reviews = vi.fn(async () => `reviews ${version}`);
    const texts = vi.fn(async () => `texts ${version}`);
    await kept.remember("reviews", ["catalog"], reviews);
    await kept.remember("texts", ["pages"], texts);
    version = 2;
    changes.changed(["catalog"]);
    expect(await kept.remember("reviews", ["catalog"], reviews)).toBe("reviews 2");
    expect(await kept.remember("texts", ["pages"], texts)).toBe("texts 1");
    changes.changed(["*"]);
    expect(await kept.remember("texts", ["pages"], texts)).toBe("texts 2");
  });

  it("give a read that a change overtook only to those who asked before it", async () => {
    const { kept, changes } = reads();
    let finish: (value: string) => void = () => {};
    const before = kept.remember("k", ["settings"], () => new Promise<string>((resolve) => (finish = resolve)));
    changes.changed(["settings"]);
    const after = kept.remember("k", ["settings"], async () => "new");
    finish("old");
    expect(await before).toBe("old");
    expect(await after).toBe("new");
    expect(await kept.remember("k", ["settings"], async () => "newer")).toBe("new");
  });

  it("read again after their freshness, as a kept page is rendered again", async () => {
    const { kept, advance } = reads({ freshMs: 1_000 });
    const load = vi.fn(async () => "value");
    await kept.remember("k", [], load);
    advance(999);
    await kept.remember("k", [], load);
    advance(1);
    await kept.remember("k", [], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("do not keep a failed read", async () => {
    const { kept } = reads();
    await expect(kept.remember("k", [], async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await kept.remember("k", [], async () => "back")).toBe("back");
  });

  it("read every time when off, when disabled, or with no freshness", async () => {
    for (const kept of [reads({ enabled: false }).kept, reads({ freshMs: 0 }).kept]) {
      const load = vi.fn(async () => "value");
      await kept.remember("k", [], load);
      await kept.remember("k", [], load);
      expect(load).toHaveBeenCalledTimes(2);
      expect(kept.enabled).toBe(false);
    }
    const { kept, changes } = reads();
    const load = vi.fn(async () => "value");
    await kept.remember("k", [], load);
    changes.lost();
    await kept.remember("k", [], load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
