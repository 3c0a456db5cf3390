/**
 * A route whose `:file` names one of a fixed set of spreadsheets (the reports, the growth tables, the cash on delivery
 * lists): its contract lists the files, an unknown one answers the module's 404, and a known one is downloaded as the
 * module writes it.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { contract, type RouteContract } from "#server/http/kit/contract";
import { ADMIN_API } from "./auth.ts";
import type { AdminRoutes } from "./door.ts";
import type { AdminVariables } from "./http.ts";

/** The file a `:file` names (`sales.csv` names `sales`), or null where it is not one of `files` and `.csv`. */
export function csvFileNamed<Name extends string>(file: string, files: readonly Name[]): Name | null {
  const name = file.replace(/\.csv$/, "");
  return file.endsWith(".csv") && (files as readonly string[]).includes(name) ? (name as Name) : null;
}

interface CsvFilesRoute<Name extends string> extends Pick<RouteContract, "summary" | "tags" | "query" | "examples"> {
  /** The path under /api/admin the files are listed at (`reports`: /api/admin/reports/:file). */
  area: string;
  files: readonly Name[];
  /** What `file` is, as the description says it: "the table", "the report's kind". */
  fileIs: string;
  /** What the download holds, as the 200 describes it. */
  download: string;
  permission: MiddlewareHandler<{ Variables: AdminVariables }>;
  /** The module's 404 for a file it does not have. */
  unknownFile: (c: Context) => Response;
}

/** The module's one route, `GET /api/admin/<area>/:file`, answering `answer` for a file it has. */
export function csvFilesRoutes<Name extends string>(
  { area, files, fileIs, download, permission, unknownFile, summary, tags, query, examples }: CsvFilesRoute<Name>,
  answer: (c: Context<{ Variables: AdminVariables }>, name: Name) => Promise<Response>,
): AdminRoutes {
  const app: AdminRoutes = new Hono<{ Variables: AdminVariables }>();
  app.get(
    `${ADMIN_API}/${area}/:file`,
    contract({
      summary,
      description: `\`file\` is ${fileIs} and \`.csv\`: ${files.map((name) => `\`${name}.csv\``).join(", ")}.`,
      tags,
      query,
      responses: { 200: { description: download, contentType: "text/csv" } },
      problems: [400, 404],
      examples,
    }),
    permission,
    async (c) => {
      const name = csvFileNamed(c.req.param("file"), files);
      return name === null ? unknownFile(c) : answer(c, name);
    },
  );
  return app;
}
