/**
 * How the server's render writes a kept section (decision 0120, app/lib/kept-render.tsx): the HTML an earlier render
 * kept, or the children between two markers for the document stream to keep.
 */
import type { ReactNode } from "react";
import type { KeptRenders, KeptSection } from "./kept-render.tsx";

/** The attributes a section's start and end markers carry; the document stream removes both (and keeps what is between). */
export const KEPT_START_ATTRIBUTE = "data-kept-start";
export const KEPT_END_ATTRIBUTE = "data-kept-end";

export function keptSectionWriter(renders: KeptRenders): (section: KeptSection) => ReactNode {
  return function writeKeptSection({ Element, attributes, key, tags, children }) {
    const html = renders.html(key);
    if (html !== undefined) return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
    const marker = renders.mark(key, tags);
    // Always three children, the markers or nothing in their places, as the browser renders the section: the children's
    // `useId`s depend on their place among their siblings, and must be the same in the server's render, the browser's
    // and the kept HTML.
    return (
      <Element {...attributes}>
        {marker === null ? null : <template {...{ [KEPT_START_ATTRIBUTE]: marker }} />}
        {children}
        {marker === null ? null : <template {...{ [KEPT_END_ATTRIBUTE]: marker }} />}
      </Element>
    );
  };
}
