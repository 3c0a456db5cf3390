import { describe, expect, it } from "vitest";
import { attributeTouches, classifyVisit, deviceClassOf, landingPathOf, type VisitChannel } from "./visit-source.ts";

const OWN = "elara.ro";
const classify = (search: string, referrer: string | null = null) => classifyVisit({ search, referrer, ownHost: OWN });

describe("classifyVisit", () => {
  it("reads the campaign parameters first, lower case, and the channel from the medium", () => {
    expect(
      classify(
        "?utm_source=Facebook&utm_medium=paid_social&utm_campaign=Spring&utm_content=Video&utm_term=Magneziu",
        "https://www.google.ro/",
      ),
    ).toEqual({
      channel: "paid",
      source: "facebook",
      medium: "paid_social",
      campaign: "spring",
      content: "video",
      term: "magneziu",
      clickIdKind: null,
      referrerHost: "google.ro",
    });
    const channelOf = (medium: string) => classify(`utm_source=x&utm_medium=${medium}`).channel;
    expect(
      ["cpc", "ppc", "paid", "display", "cpm", "email", "newsletter", "social", "social-organic", "organic", "affiliate"].map(channelOf),
    ).toEqual(["paid", "paid", "paid", "paid", "paid", "email", "email", "social", "social", "search", "referral"]);
  });

  it("keeps the store's own emails' tags as email", () => {
    expect(classify("?utm_source=elara&utm_medium=email&utm_campaign=welcome")).toMatchObject({
      channel: "email",
      source: "elara",
      campaign: "welcome",
    });
  });

  it("names a click id's kind, never its value, and reads the ad platforms' ids as paid but Meta's alone as social", () => {
    const cases: Array<[string, VisitChannel, string, string]> = [
      ["gclid=Cj0KCQ", "paid", "google", "gclid"],
      ["gbraid=0AAAA", "paid", "google", "gbraid"],
      ["wbraid=ClkK", "paid", "google", "wbraid"],
      ["msclkid=abc", "paid", "bing", "msclkid"],
      ["ttclid=E.C.P", "paid", "tiktok", "ttclid"],
      ["fbclid=IwAR0", "social", "facebook", "fbclid"],
      ["fbclid=IwAR0&gclid=Cj0", "paid", "google", "gclid"],
    ];
    for (const [search, channel, source, kind] of cases) {
      const visit = classify(search);
      expect(visit, search).toMatchObject({ channel, source, clickIdKind: kind, campaign: null });
      expect(JSON.stringify(visit), search).not.toMatch(/Cj0KCQ|IwAR0|0AAAA|ClkK|E\.C\.P/);
    }
    expect(classify("utm_source=facebook&utm_campaign=spring&fbclid=IwAR0")).toMatchObject({
      channel: "social",
      source: "facebook",
      medium: null,
      campaign: "spring",
      clickIdKind: "fbclid",
    });
  });

  it("classes the referrer's host, never keeping its path or query", () => {
    const of = (referrer: string) => {
      const visit = classify("", referrer);
      return [visit.channel, visit.source, visit.medium];
    };
    expect(of("https://www.google.com/search?q=magneziu")).toEqual(["search", "google.com", "organic"]);
    expect(of("https://search.brave.com/")).toEqual(["search", "search.brave.com", "organic"]);
    expect(of("https://duckduckgo.com/")).toEqual(["search", "duckduckgo.com", "organic"]);
    expect(of("https://lm.facebook.com/l.php?u=x")).toEqual(["social", "lm.facebook.com", "social"]);
    expect(of("https://t.co/abc")).toEqual(["social", "t.co", "social"]);
    expect(of("https://x.com/elara")).toEqual(["social", "x.com", "social"]);
    expect(of("https://m.youtube.com/watch?v=1")).toEqual(["social", "m.youtube.com", "social"]);
    expect(of("https://mail.google.com/mail/u/0/")).toEqual(["email", "mail.google.com", "email"]);
    expect(of("https://outlook.live.com/")).toEqual(["email", "outlook.live.com", "email"]);
    expect(of("https://poczta.onet.pl/")).toEqual(["email", "poczta.onet.pl", "email"]);
    expect(of("https://t.com/")).toEqual(["referral", "t.com", "referral"]);
    expect(of("https://blog.example.ro/articol?id=7")).toEqual(["referral", "blog.example.ro", "referral"]);
    expect(JSON.stringify(classify("", "https://www.google.com/search?q=secret"))).not.toContain("secret");
  });

  it("reads no referrer, the store's own pages and a referrer that is not a web address as direct", () => {
    for (const referrer of [null, "", "https://elara.ro/produse", "https://www.elara.ro/", "android-app://com.example", "not a url"])
      expect(classify("", referrer), String(referrer)).toEqual({
        channel: "direct",
        source: null,
        medium: null,
        campaign: null,
        content: null,
        term: null,
        clickIdKind: null,
        referrerHost: null,
      });
  });

  it("strips control characters, trims and cuts long values by characters", () => {
    const long = "ă".repeat(99) + "😀😀";
    const visit = classify(
      `utm_source=${encodeURIComponent(" News\u0000letter\n ")}&utm_campaign=${encodeURIComponent(long)}&utm_term=%20`,
    );
    expect(visit.source).toBe("newsletter");
    expect(Array.from(visit.campaign!)).toHaveLength(100);
    expect(visit.campaign!.endsWith("😀")).toBe(true);
    expect(visit.term).toBeNull();
  });
});

describe("deviceClassOf", () => {
  it("tells phones, tablets and desktops apart by the tiny rule", () => {
    expect(deviceClassOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1")).toBe("phone");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36")).toBe("phone");
    expect(deviceClassOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/120 Safari/537.36")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36")).toBe("desktop");
    expect(deviceClassOf(undefined)).toBe("desktop");
  });
});

describe("landingPathOf", () => {
  it("keeps the path alone", () => {
    expect(landingPathOf("/produse/magneziu?gclid=abc#top")).toBe("/produse/magneziu");
    expect(landingPathOf("/")).toBe("/");
  });
});

describe("attributeTouches", () => {
  const now = new Date("2026-11-30T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const touch = (id: string, days: number, channel: VisitChannel) => ({ id, occurredAt: daysAgo(days), channel });

  it("gives the first touch, and the last one that was not direct within 30 days", () => {
    const touches = [
      touch("direct-today", 0, "direct"),
      touch("paid", 3, "paid"),
      touch("first", 40, "email"),
      touch("search", 10, "search"),
    ];
    expect(attributeTouches(touches, now)).toEqual({ first: touches[2], last: touches[1] });
  });

  it("reads a visitor with only direct touches or clicks older than 30 days as direct", () => {
    expect(attributeTouches([touch("direct", 1, "direct"), touch("old", 31, "social")], now)).toMatchObject({
      first: { id: "old" },
      last: null,
    });
    expect(attributeTouches([touch("edge", 30, "social")], now).last).toMatchObject({ id: "edge" });
    expect(attributeTouches([], now)).toEqual({ first: null, last: null });
  });

  it("ignores touches after now", () => {
    expect(attributeTouches([touch("later", -1, "paid"), touch("before", 2, "email")], now)).toMatchObject({
      first: { id: "before" },
      last: { id: "before" },
    });
  });
});
