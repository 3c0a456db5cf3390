/**
 * Tells the shared cache in front of the store (Varnish, a CDN) to drop the pages a committed change drops here
 * (issue 47 item 3, decision 0104). A kept page carries its tags in `Cache-Tag` (`html` on every one, then the page
 * cache's own: `catalog`, `blog`, `pages`); an invalidation sends one request naming the tags it drops, `html` for
 * "every page". Varnish: `PURGE` with `X-Purge-Tags` to the VCL's purge listener, which bans the objects whose
 * `Cache-Tag` holds one of them. Cloudflare: its purge API by tags, with the zone's API token. A failed purge is
 * logged and counted, never thrown: the shared cache then keeps the page until its `s-maxage` runs out, as it would
 * with no hook at all.
 */
import type { CachePurgeTarget } from "#server/config-cache-purge";
import type { Logger } from "#server/logger";

export const CACHE_TAG_HEADER = "Cache-Tag";
/** The tag every kept page carries, so that "every page" is one tag to purge and never the whole CDN zone. */
export const EVERY_PAGE_TAG = "html";
/** Varnish's request header naming the tags to ban, comma-separated (deploy/varnish/elara.vcl reads it). */
export const PURGE_TAGS_HEADER = "X-Purge-Tags";

/** How long a purge may take before it counts as failed: the shared cache is told in the background, never waited on. */
const PURGE_TIMEOUT_MS = 5_000;

/** A kept page's `Cache-Tag` value. */
export function cacheTagValue(tags: readonly string[]): string {
  return [EVERY_PAGE_TAG, ...tags].join(",");
}

/** The tags a purge names for an invalidation of `tags` (`*`: every page). */
export function purgedTags(tags: readonly string[]): string[] {
  return tags.includes("*") ? [EVERY_PAGE_TAG] : [...tags];
}

export interface CachePurgeStats {
  purged: number;
  failed: number;
}

export interface CachePurge {
  /** Sends one purge for an invalidation of `tags`; resolves once it is answered or has failed (never rejects). */
  purge(tags: readonly string[]): Promise<void>;
  stats(): CachePurgeStats;
}

export function createCachePurge({
  target,
  logger,
  timeoutMs = PURGE_TIMEOUT_MS,
}: {
  target: CachePurgeTarget;
  logger: Pick<Logger, "warn">;
  timeoutMs?: number;
}): CachePurge {
  const stats: CachePurgeStats = { purged: 0, failed: 0 };

  const request = (tags: string[]): Promise<Response> =>
    target.style === "varnish"
      ? fetch(target.url, { method: "PURGE", headers: { [PURGE_TAGS_HEADER]: tags.join(",") }, signal: AbortSignal.timeout(timeoutMs) })
      : fetch(target.url, {
          method: "POST",
          headers: { Authorization: `Bearer ${target.token ?? ""}`, "Content-Type": "application/json" },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(timeoutMs),
        });

  /** What went wrong with an answer, or null when the cache says it purged. Cloudflare answers `{success: false}` with a 200 too. */
  async function refusal(response: Response): Promise<string | null> {
    const text = await response.text();
    if (!response.ok) return `${response.status} ${text.slice(0, 200)}`;
    if (target.style === "varnish") return null;
    try {
      const answer = JSON.parse(text) as { success?: unknown };
      return answer.success === true ? null : `success is not true: ${text.slice(0, 200)}`;
    } catch {
      return `not JSON: ${text.slice(0, 200)}`;
    }
  }

  return {
    async purge(tags) {
      if (tags.length === 0) return;
      const named = purgedTags(tags);
      let problem: string | null;
      try {
        problem = await refusal(await request(named));
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (problem === null) {
        stats.purged += 1;
        return;
      }
      stats.failed += 1;
      logger.warn(
        { style: target.style, tags: named, problem },
        "the shared cache could not be told to drop pages: it serves them until their s-maxage runs out",
      );
    },
    stats: () => ({ ...stats }),
  };
}
