import { describe, expect, it } from "vitest";
import { createChangeFeed } from "#server/http/tagged-store";
import { createKeptRenderStore } from "./kept-renders.ts";

function store(now = { at: 0 }) {
  const changes = createChangeFeed();
  return { now, changes, kept: createKeptRenderStore({ enabled: true, freshMs: 1_000, now: () => now.at, changes }) };
}

describe("kept renders", () => {
  it("gives a marked section's HTML to later renders of the same language and currency, within its freshness", () => {
    const { now, kept } = store();
    const first = kept.forRender("ro|RON", "nonce-1");
    expect(first.html("footer|:r1:")).toBeUndefined();
    const marker = first.mark("footer|:r1:", ["catalog"]);
    expect(marker).not.toBeNull();
    first.keep(marker!, "<p>Subsol</p>");

    expect(kept.forRender("ro|RON", "nonce-2").html("footer|:r1:")).toBe("<p>Subsol</p>");
    expect(kept.forRender("en|RON", "nonce-3").html("footer|:r1:")).toBeUndefined();
    expect(kept.forRender("ro|EUR", "nonce-4").html("footer|:r1:")).toBeUndefined();
    now.at = 1_000;
    expect(kept.forRender("ro|RON", "nonce-5").html("footer|:r1:")).toBeUndefined();
    expect(kept.stats()).toEqual({ hits: 1, misses: 4, entries: 0, bytes: 0 });
  });

  it("drops what a change shows, and keeps nothing a render began before a change", () => {
    const { kept, changes } = store();
    const render = (scope: string, key: string, tags: string[], html: string) => {
      const view = kept.forRender(scope, "n");
      view.keep(view.mark(key, tags)!, html);
    };
    render("ro|RON", "product|papillex", ["catalog"], "<p>Papillex</p>");
    render("ro|RON", "article|x", ["blog"], "<p>Articol</p>");
    changes.changed(["catalog"]);
    expect(kept.forRender("ro|RON", "n").html("product|papillex")).toBeUndefined();
    expect(kept.forRender("ro|RON", "n").html("article|x")).toBe("<p>Articol</p>");

    const before = kept.forRender("ro|RON", "n");
    const marker = before.mark("product|papillex", ["catalog"])!;
    changes.changed(["blog"]);
    before.keep(marker, "<p>Papillex, read before the change</p>");
    expect(kept.forRender("ro|RON", "n").html("product|papillex")).toBeUndefined();

    // A change that shows on no page (an order) is no reason to keep nothing.
    const during = kept.forRender("ro|RON", "n");
    const second = during.mark("product|papillex", ["catalog"])!;
    changes.changed([]);
    during.keep(second, "<p>Papillex</p>");
    expect(kept.forRender("ro|RON", "n").html("product|papillex")).toBe("<p>Papillex</p>");

    changes.changed(["*"]);
    expect(kept.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("keeps no section carrying the render's nonce, none it did not mark, and nothing once disabled or off", () => {
    const { kept, changes } = store();
    const view = kept.forRender("ro|RON", "abc123");
    view.keep(view.mark("inline", [])!, '<script nonce="abc123">go()</script>');
    view.keep("k99", "<p>not marked</p>");
    expect(kept.stats()?.entries).toBe(0);

    // A render that must neither read nor keep (a staff member's).
    const staff = kept.forRender(null, "n");
    expect(staff.mark("footer", [])).toBeNull();
    const shopper = kept.forRender("ro|RON", "n");
    shopper.keep(shopper.mark("footer", [])!, "<p>Subsol</p>");
    expect(staff.html("footer")).toBeUndefined();

    changes.lost();
    expect(kept.enabled).toBe(false);
    expect(kept.stats()).toBeNull();
    const after = kept.forRender("ro|RON", "n");
    expect(after.mark("footer", [])).toBeNull();
    expect(createKeptRenderStore({ enabled: true }).forRender("ro|RON", "n").mark("footer", [])).toBeNull();
    expect(createKeptRenderStore({ enabled: false, freshMs: 1_000 }).enabled).toBe(false);
  });

  it("stays within its bound however many sections are asked for", () => {
    const { kept } = store();
    const html = "x".repeat(100_000);
    for (let index = 0; index < 200; index += 1) {
      const view = kept.forRender("ro|RON", "n");
      view.keep(view.mark(`header|/blog?after=${index}`, [])!, html);
    }
    expect(kept.stats()!.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(kept.stats()!.entries).toBeGreaterThan(0);
  });
});
