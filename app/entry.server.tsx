/**
 * React Router's Node entry, with two additions: the response's Content-Security-Policy nonce (made by
 * the server for this request, decision 0025) goes to the hydration scripts and to the root's inline scripts, and
 * the document goes out through `documentStream` (one piece per flush, the scripts' preloads at low priority); and the
 * values the loaders kept out of the hydration data (decision 0100) and the sections earlier renders kept (decision 0120)
 * reach the render.
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./lib/csp-nonce.tsx";
import { HtmlOnlyProvider } from "./lib/html-only.tsx";
import { KeptRendersProvider } from "./lib/kept-render.tsx";
import { keptSectionWriter } from "./lib/kept-render.server.tsx";
import { documentStream } from "./lib/document-stream.ts";

export const streamTimeout = 5_000;

/** Whether a loader left data to stream in after the page (a promise for `<Await>`, as the home page's products). */
function streamsDeferredData(context: EntryContext): boolean {
  return Object.values(context.staticHandlerContext.loaderData).some(
    (data) =>
      typeof data === "object" &&
      data !== null &&
      Object.values(data).some((value) => typeof (value as { then?: unknown } | null)?.then === "function"),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready when a loader left data to
    // stream in. A page without any is whole once its hydration data is encoded, a moment after the shell: sent then,
    // in one piece. Sent at the shell, a busy machine's slower encoding made React outline that data behind a kilobyte
    // of inline script (decision 0109), so the same page weighed more when the machine was busy.
    const wholeAtOnce = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !streamsDeferredData(routerContext);
    const readyOption: keyof RenderToPipeableStreamOptions = wholeAtOnce ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <HtmlOnlyProvider value={loadContext.htmlOnlyValues}>
          <KeptRendersProvider value={keptSectionWriter(loadContext.keptRenders)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </KeptRendersProvider>
        </HtmlOnlyProvider>
      </NonceProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary bigger than this (default 12,800 bytes) into a hidden <div> moved
        // by an inline script, so a slow network paints the shell sooner. Nothing on these pages waits on data while
        // rendering, so the whole page leaves in one write either way: outlining only added a kilobyte of script and
        // wrappers to the product page (its reviews and ingredients), and moved them after the footer in the HTML.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          // Only a page rendered as asked keeps its sections: an error page's are not the page's, nor those of a page
          // its route says must not be kept (a product shown from the sample data while the shop platform is down).
          const keeps = responseStatusCode === 200 && !/\bno-store\b/.test(responseHeaders.get("Cache-Control") ?? "");
          const body = documentStream({ keep: keeps ? loadContext.keptRenders.keep : undefined });
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router; these happened while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
