import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
