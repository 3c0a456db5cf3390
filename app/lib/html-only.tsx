/**
 * Content the document sends once, as HTML, and not a second time in its hydration data (decision 0100). A loader
 * hands such a value to `context.htmlOnly(key, value)`: on a document request the server render reads it from here
 * and the loader's data carries null; on a navigation's data request the data carries the value itself. In the
 * browser, a `KeptHtml` section hydrating without its value keeps the HTML the server wrote, which shows the same.
 * Only for sections that need no script of their own (text, links to other documents, native <details>).
 */
import { createContext, useContext, useId, useState, type ReactNode } from "react";

const HtmlOnlyContext = createContext<ReadonlyMap<string, unknown> | undefined>(undefined);

export const HtmlOnlyProvider = HtmlOnlyContext.Provider;

/** The value as the page renders it: the server render's own, else the loader's; null while hydrating a document. */
export function useHtmlOnly<T>(key: string, fromLoader: T | null): T | null {
  const kept = useContext(HtmlOnlyContext);
  return (kept?.get(key) as T | undefined) ?? fromLoader;
}

/**
 * Renders `children` when given; without them (hydrating a document whose data left them out), the HTML the server
 * rendered in its place. The wrapper is `display: contents`, so the children lay out as the parent's own.
 *
 * `name`, unique in the page, finds that HTML when the browser renders the section itself while the server's is still
 * on screen (a section rendered when seen, `RenderWhenSeen`): the browser's own render gives the wrapper another id.
 */
export function KeptHtml({ children, name }: { children: ReactNode | null; name?: string }) {
  const id = useId();
  // Read once, before React touches the server's DOM; a later render with children replaces it.
  const [serverHtml] = useState(() =>
    children === null && typeof document !== "undefined" ? (serverElement(id, name)?.innerHTML ?? "") : null,
  );
  if (children === null && serverHtml !== null) {
    return <div key="kept" id={id} data-kept={name} className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  return (
    <div key="rendered" id={id} data-kept={name} className="contents">
      {children}
    </div>
  );
}

function serverElement(id: string, name: string | undefined): Element | null {
  const byId = document.getElementById(id);
  if (byId || name === undefined) return byId;
  return [...document.querySelectorAll("[data-kept]")].find((element) => element.getAttribute("data-kept") === name) ?? null;
}
