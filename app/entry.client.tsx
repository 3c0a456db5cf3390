import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts } from "./lib/i18n/texts-files.ts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The server's HTML is the page: it is painted before React takes it over. Left to itself, the browser often ran the
 * whole hydration (the scripts come quickly from the cache or a near server) before its first paint, and a phone
 * saw nothing until it ended. A frame's callback, then a task, runs after that frame is painted. A hidden tab paints
 * no frames, so it hydrates at once.
 */
function hydrateOncePainted() {
  if (document.visibilityState === "visible") {
    requestAnimationFrame(() => setTimeout(hydrate, 0));
  } else {
    hydrate();
  }
}

/**
 * The texts files the head preloads (decision 0109) are read before hydration starts, so hydration never waits on
 * them halfway: a tap meanwhile on a page half taken over would make React draw it anew. A file that failed is asked
 * for again by the render that needs it.
 */
const preloadedTexts = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][href^="/texts/"]');
void Promise.allSettled(Array.from(preloadedTexts, (link) => loadTexts(link.getAttribute("href") ?? ""))).then(hydrateOncePainted);
