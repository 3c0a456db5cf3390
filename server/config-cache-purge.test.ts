import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const ZONE = "0123456789abcdef0123456789abcdef";
const CLOUDFLARE_URL = `https://api.cloudflare.com/client/v4/zones/${ZONE}/purge_cache`;

describe("the shared cache's purge hook in the configuration", () => {
  it("is off unless set", () => {
    expect(loadConfig({}).cachePurge).toBeUndefined();
    expect(loadConfig({ CACHE_PURGE_URL: "", CACHE_PURGE_STYLE: "", CACHE_PURGE_TOKEN: "" }).cachePurge).toBeUndefined();
  });

  it("takes Varnish's purge listener, with no token", () => {
    expect(loadConfig({ CACHE_PURGE_URL: "http://127.0.0.1:6091/", CACHE_PURGE_STYLE: "varnish" }).cachePurge).toEqual({
      style: "varnish",
      url: "http://127.0.0.1:6091/",
      token: undefined,
    });
    expect(() =>
      loadConfig({ CACHE_PURGE_URL: "http://127.0.0.1:6091/", CACHE_PURGE_STYLE: "varnish", CACHE_PURGE_TOKEN: "t".repeat(40) }),
    ).toThrow("CACHE_PURGE_TOKEN: not used with CACHE_PURGE_STYLE=varnish");
  });

  it("takes Cloudflare's zone purge endpoint with its token, and nothing less", () => {
    expect(
      loadConfig({ CACHE_PURGE_URL: CLOUDFLARE_URL, CACHE_PURGE_STYLE: "cloudflare", CACHE_PURGE_TOKEN: "t".repeat(40) }).cachePurge,
    ).toEqual({
      style: "cloudflare",
      url: CLOUDFLARE_URL,
      token: "t".repeat(40),
    });
    expect(() => loadConfig({ CACHE_PURGE_URL: CLOUDFLARE_URL, CACHE_PURGE_STYLE: "cloudflare" })).toThrow(
      "CACHE_PURGE_TOKEN: required with CACHE_PURGE_STYLE=cloudflare",
    );
    expect(() =>
      loadConfig({
        CACHE_PURGE_URL: "https://api.cloudflare.com/client/v4/zones/shop/purge_cache",
        CACHE_PURGE_STYLE: "cloudflare",
        CACHE_PURGE_TOKEN: "t".repeat(40),
      }),
    ).toThrow("CACHE_PURGE_URL: must be https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache");
    expect(() => loadConfig({ CACHE_PURGE_URL: CLOUDFLARE_URL, CACHE_PURGE_STYLE: "cloudflare", CACHE_PURGE_TOKEN: "short" })).toThrow(
      "CACHE_PURGE_TOKEN: must be a Cloudflare API token",
    );
  });

  it("names what is missing or wrong in a half-set hook", () => {
    expect(() => loadConfig({ CACHE_PURGE_URL: "http://127.0.0.1:6091/" })).toThrow("CACHE_PURGE_STYLE: required with CACHE_PURGE_URL");
    expect(() => loadConfig({ CACHE_PURGE_STYLE: "varnish" })).toThrow("CACHE_PURGE_URL: required with CACHE_PURGE_STYLE");
    expect(() => loadConfig({ CACHE_PURGE_URL: "http://127.0.0.1:6091/", CACHE_PURGE_STYLE: "fastly" })).toThrow(
      "CACHE_PURGE_STYLE: must be varnish or cloudflare",
    );
    expect(() => loadConfig({ CACHE_PURGE_URL: "ftp://cache/", CACHE_PURGE_STYLE: "varnish" })).toThrow(
      "CACHE_PURGE_URL: must be an http:// or https:// URL",
    );
  });
});

describe("DATABASE_LISTEN_URL", () => {
  it("sends the change listener to the server itself when DATABASE_URL is a pooler", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://app@pgbouncer:6432/shop", DATABASE_LISTEN_URL: "postgres://app@db:5432/shop" });
    expect([config.databaseUrl, config.databaseListenUrl]).toEqual(["postgres://app@pgbouncer:6432/shop", "postgres://app@db:5432/shop"]);
    expect(loadConfig({ DATABASE_URL: "postgres://app@db:5432/shop" }).databaseListenUrl).toBeUndefined();
  });

  it("is refused alone or when it is not a PostgreSQL URL", () => {
    expect(() => loadConfig({ DATABASE_LISTEN_URL: "postgres://app@db:5432/shop" })).toThrow("DATABASE_LISTEN_URL: only with DATABASE_URL");
    expect(() => loadConfig({ DATABASE_URL: "postgres://app@db/shop", DATABASE_LISTEN_URL: "mysql://db/shop" })).toThrow(
      "DATABASE_LISTEN_URL: must be a postgres:// or postgresql:// URL",
    );
  });
});
