import { KEPT_FOR_A_YEAR } from "#domain/http-caching";
import { requestedTextsFile } from "#app/lib/i18n/texts-files.server.ts";
import { shellCatalogue } from "#app/lib/i18n/shell-catalogues.server.ts";
import type { Route } from "./+types/texts";

// An address without this content's version (an old page naming last release's texts) gets today's, kept briefly.
const FOR_A_FEW_MINUTES = "public, max-age=300";

/** `/texts/{language}/{name}.json`: a catalogue pages send by address (issue 45 item 3, decision 0109). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const file = params.file.endsWith(".json") ? requestedTextsFile(params.language, params.file.slice(0, -".json".length)) : undefined;
  if (!file) {
    const errors = shellCatalogue(context.language).errors as { textsNotFound: string };
    return Response.json({ success: false, status: 404, code: "not_found", error: errors.textsNotFound }, { status: 404 });
  }
  const current = new URL(request.url).searchParams.get("v") === file.version;
  return new Response(file.json, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": current ? KEPT_FOR_A_YEAR : FOR_A_FEW_MINUTES },
  });
}
