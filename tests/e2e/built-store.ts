/**
 * A second copy of the built store, in this test process, over an in-memory seeded database, with the
 * environment a test needs: one article written by the test (hostile HTML only a merchant, or a
 * compromised Shopify admin, could put there), or Stripe pointed at a local fake. It runs the same
 * compiled server (`dist/`) and app build (`build/`) the main e2e server runs.
 */
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type * as AppModule from "#server/app";
import type * as ClientModule from "#server/db/client";
import type * as ConfigModule from "#server/config";
import type * as LoggerModule from "#server/logger";
import type * as PlatformModule from "#server/platform";
import type * as SchemaModule from "#server/db/schema";
import type * as SeedModule from "#server/db/seed/seed";
import type * as StorefrontModule from "#server/storefront-api/storefront-api";

export interface InjectedArticle {
  blogHandle: string;
  handle: string;
  title: string;
  contentHtml: string;
}

export interface BuiltStore {
  url: string;
  close(): Promise<void>;
}

type Schema = typeof SchemaModule;
type Db = Awaited<ReturnType<(typeof ClientModule)["openDatabase"]>>["db"];

const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.resolve(file)).href) as Promise<T>;

/** Starts the built store with these environment variables (beside production defaults), after `prepare` wrote its data. */
export async function startBuiltStore({
  env = {},
  prepare,
}: {
  env?: Record<string, string>;
  prepare?: (db: Db, schema: Schema) => Promise<void>;
} = {}): Promise<BuiltStore> {
  const [
    { createApp },
    { openDatabase },
    { loadConfig },
    { createLogger },
    schema,
    { seedIfEmpty },
    { createStorefrontApi },
    { createPlatform },
  ] = await Promise.all([
    load<typeof AppModule>("dist/server/app.js"),
    load<typeof ClientModule>("dist/server/db/client.js"),
    load<typeof ConfigModule>("dist/server/config.js"),
    load<typeof LoggerModule>("dist/server/logger.js"),
    load<typeof SchemaModule>("dist/server/db/schema.js"),
    load<typeof SeedModule>("dist/server/db/seed/seed.js"),
    load<typeof StorefrontModule>("dist/server/storefront-api/storefront-api.js"),
    load<typeof PlatformModule>("dist/server/platform.js"),
  ]);
  const { serve } = await import("@hono/node-server");
  const build = await load<ServerBuild>("build/server/index.js");

  const database = await openDatabase({ kind: "pglite", dataDir: "memory" }, "PGlite in memory (built store under test)");
  await database.migrate();
  await seedIfEmpty(database.db);
  await prepare?.(database.db, schema);

  // The app needs its own URL for image links, so it is made once the port is known.
  const routing: { app?: { fetch(request: Request, env?: unknown): Response | Promise<Response> } } = {};
  const server = serve({ fetch: (request, env) => routing.app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }) as Server;
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    BASE_URL: url,
    LOG_LEVEL: "silent",
    PUBLIC_STOREFRONT_TOKEN: "built-store-token-0000000000",
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const platform = createPlatform({ config, db: database.db, logger });
  const app = createApp({
    platform,
    database,
    storefrontApi: createStorefrontApi({ platform }),
    ssr: { build, mode: "production" },
    clientAssetsDir: "build/client",
  });
  routing.app = app;

  return {
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** The built store with one article the test wrote. */
export function startStoreWithArticle(article: InjectedArticle): Promise<BuiltStore> {
  return startBuiltStore({
    prepare: async (db, schema) => {
      const [blog] = await db.select({ id: schema.blogs.id }).from(schema.blogs).where(eq(schema.blogs.handle, article.blogHandle));
      const [row] = await db
        .insert(schema.articles)
        .values({ blogId: blog!.id, handle: article.handle, authorName: "Test Author", publishedAt: new Date(Date.now() - 60_000) })
        .returning({ id: schema.articles.id });
      await db
        .insert(schema.articleTranslations)
        .values(
          (["ro", "en"] as const).map((locale) => ({ articleId: row!.id, locale, title: article.title, contentHtml: article.contentHtml })),
        );
    },
  });
}
