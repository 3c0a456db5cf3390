/**
 * GET /feeds/google.xml, /feeds/meta.csv, /feeds/compari.xml (Romanian) and /feeds/en/… (English): the catalogue's
 * product feeds (issue 67 item 4, decision 0147) for Google Merchant Center, Meta Commerce Manager and Compari.
 *
 * Each feed is rendered once and kept, dropped with the catalogue's pages when the store changes (the one change feed,
 * decision 0136) and made again at the latest a minute after it was made, so a price or stock change shows within a
 * minute even when changes cannot be heard. A kept feed is answered with its strong `ETag`, and `If-None-Match` with a
 * 304. When the owner set a feed secret, a request without the matching `?token=` is a 404, as if there were no feed.
 */
import { Hono } from "hono";
import { FEED_CHANNELS, FEED_FILES, type FeedChannel } from "#domain/product-feeds";
import type { Language } from "#domain/locale";
import type { ProductFeeds } from "#server/commerce/catalog/module";
import { problem } from "#server/http/kit/problem";
import { strongEtag } from "#server/http/kept-bytes";
import type { RequestVariables } from "#server/http/request-logging";
import { sameSecret } from "#server/http/same-secret";
import { shopperLanguage } from "#server/http/shopper-language";
import { createTaggedStore, type ChangeFeed, type TaggedEntry } from "#server/http/tagged-store";
import { REQUEST_MESSAGES } from "#server/messages/request";

/** The longest a kept feed is served: the brief's "a price or stock change shows within a minute". */
export const FEED_FRESH_MS = 60_000;
/** Six feeds of a small catalogue; a catalogue of thousands of variants still fits. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** A fetcher may keep a feed as long as the store does. */
const FEED_CACHE_CONTROL = `public, max-age=${FEED_FRESH_MS / 1000}`;

export interface ProductFeedRoutesOptions {
  feeds: Pick<ProductFeeds, "render">;
  /** The owner's feed secret; "" when the feeds are public. */
  token: () => Promise<string>;
  /** The store's changes: a catalogue change (tag `catalog`) or a setting (`*`) drops the kept feeds. */
  changes?: ChangeFeed | undefined;
  now: () => Date;
  /** Tells the logs how many items the claims checker kept out of a feed it made. */
  onWithheld?: (feed: string, withheld: number) => void;
}

interface KeptFeed extends TaggedEntry {
  body: Buffer;
  contentType: string;
  etag: string;
  keptAt: number;
  withheld: number;
}

type Env = { Variables: RequestVariables };

export function productFeedRoutes({ feeds, token, changes, now, onWithheld = () => undefined }: ProductFeedRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const kept = createTaggedStore<KeptFeed, KeptFeed>({ maxSize: MAX_KEPT_BYTES, changes });

  async function feedOf(channel: FeedChannel, language: Language): Promise<KeptFeed> {
    const key = `${channel}:${language}`;
    const found = kept.find(key, (entry) => now().getTime() - entry.keptAt < FEED_FRESH_MS);
    if (found) return found;
    const since = kept.generation;
    return kept.once(key, async () => {
      const { body, contentType, withheld } = await feeds.render({ channel, language });
      if (withheld > 0) onWithheld(key, withheld);
      const bytes = Buffer.from(body);
      const entry: KeptFeed = {
        tags: ["catalog"],
        size: bytes.length,
        body: bytes,
        contentType,
        etag: strongEtag(bytes),
        keptAt: now().getTime(),
        withheld,
      };
      kept.keep(key, entry, since);
      return entry;
    }).made;
  }

  for (const language of ["ro", "en"] as const) {
    for (const channel of FEED_CHANNELS) {
      const path = language === "ro" ? `/feeds/${FEED_FILES[channel]}` : `/feeds/${language}/${FEED_FILES[channel]}`;
      app.get(path, async (c) => {
        const secret = await token();
        if (secret !== "" && !sameSecret(c.req.query("token"), secret))
          return problem(c, 404, "not_found", REQUEST_MESSAGES[shopperLanguage(c)].notFound);
        const feed = await feedOf(channel, language);
        const headers = {
          "Content-Type": feed.contentType,
          "Cache-Control": secret === "" ? FEED_CACHE_CONTROL : `private, max-age=${FEED_FRESH_MS / 1000}`,
          ETag: feed.etag,
          "Content-Language": language,
          // How many items the claims checker kept out, for the owner's checks (decision 0147).
          "X-Feed-Withheld": String(feed.withheld),
        };
        const asked = c.req.header("If-None-Match");
        if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === feed.etag || tag.trim() === "*"))
          return c.body(null, 304, headers);
        return c.body(feed.body as Uint8Array<ArrayBuffer>, 200, headers);
      });
    }
  }
  return app;
}
