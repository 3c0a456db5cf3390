/**
 * The shared cache in front of the store that is told to drop pages (issue 47 item 3, decision 0104): Varnish (an
 * HTTP PURGE its VCL accepts only on its purge listener, from the store's hosts) or Cloudflare (its purge API, by
 * cache tag). All three variables together, or the URL and style alone for Varnish; a half-set hook stops the start.
 */
import { z } from "zod";

export const CACHE_PURGE_STYLES = ["varnish", "cloudflare"] as const;
export type CachePurgeStyle = (typeof CACHE_PURGE_STYLES)[number];

export interface CachePurgeTarget {
  style: CachePurgeStyle;
  url: string;
  /** Cloudflare's API token (permission "Zone → Cache Purge"); Varnish takes none. */
  token: string | undefined;
}

/** Cloudflare's purge endpoint for one zone: the zone id is 32 hexadecimal digits. */
const CLOUDFLARE_PURGE_PATH = /^\/client\/v4\/zones\/[0-9a-f]{32}\/purge_cache$/;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

export const cachePurgeEnvironmentSchema = {
  CACHE_PURGE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  CACHE_PURGE_STYLE: z.preprocess(emptyAsUndefined, z.enum(CACHE_PURGE_STYLES, { error: "must be varnish or cloudflare" }).optional()),
  CACHE_PURGE_TOKEN: z.preprocess(emptyAsUndefined, z.string().trim().min(20, "must be a Cloudflare API token").optional()),
};

type CachePurgeEnvironment = z.infer<z.ZodObject<typeof cachePurgeEnvironmentSchema>>;

/** The hook the environment sets (undefined: none), or what is wrong with it, each problem naming its variable. */
export function cachePurgeTarget(value: CachePurgeEnvironment): { target: CachePurgeTarget | undefined; problems: string[] } {
  const { CACHE_PURGE_URL: url, CACHE_PURGE_STYLE: style, CACHE_PURGE_TOKEN: token } = value;
  if (url === undefined && style === undefined && token === undefined) return { target: undefined, problems: [] };
  const problems: string[] = [];
  if (url === undefined) problems.push("CACHE_PURGE_URL: required with CACHE_PURGE_STYLE or CACHE_PURGE_TOKEN");
  if (style === undefined) problems.push("CACHE_PURGE_STYLE: required with CACHE_PURGE_URL (varnish or cloudflare)");
  if (style === "varnish" && token !== undefined)
    problems.push("CACHE_PURGE_TOKEN: not used with CACHE_PURGE_STYLE=varnish (the VCL admits purges by the address they come from)");
  if (style === "cloudflare") {
    if (token === undefined)
      problems.push("CACHE_PURGE_TOKEN: required with CACHE_PURGE_STYLE=cloudflare (an API token allowed Cache Purge)");
    if (url !== undefined && !CLOUDFLARE_PURGE_PATH.test(new URL(url).pathname))
      problems.push(
        "CACHE_PURGE_URL: must be https://api.cloudflare.com/client/v4/zones/<zone id>/purge_cache with CACHE_PURGE_STYLE=cloudflare",
      );
  }
  if (problems.length > 0 || url === undefined || style === undefined) return { target: undefined, problems };
  return { target: { style, url, token }, problems };
}
