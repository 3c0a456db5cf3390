/**
 * A section whose HTML the server renders once and then reuses (decision 0120): the frame's header and footer and the
 * product page's sections are the same for every request of one page, language and display currency until the owner
 * changes what they show, so a render that misses the page cache need not render them again.
 *
 * On the server a render's `KeptRenders` (server/web/kept-renders.ts) either has the section's HTML, written here with
 * `dangerouslySetInnerHTML` and its children not rendered at all, or marks the section for the document stream
 * (app/lib/document-stream.ts) to keep as it passes. Either way the bytes are those React writes for the children, so
 * the browser hydrates the same DOM: this component renders its children there as any element would.
 *
 * `keep` names everything the children read that the key does not already hold (the language, the display currency
 * and the section's place in the tree, by `useId`): a product's handle, a path, a prop; null renders the section and
 * keeps nothing (a page shown from fallback data). `tags` are the store changes that drop it
 * (server/web/page-cache-policy.ts); the owner's texts and settings drop every section.
 */
import { createContext, useContext, useId, type HTMLAttributes, type ReactNode } from "react";

export interface KeptRenders {
  /** The section's HTML as an earlier render wrote it, or undefined. */
  html(key: string): string | undefined;
  /** The marker this render writes around the section for the document stream to keep it by; null: not kept. */
  mark(key: string, tags: readonly string[]): string | null;
}

/** The attributes a section's start and end markers carry; the document stream removes both (and keeps what is between). */
export const KEPT_START_ATTRIBUTE = "data-kept-start";
export const KEPT_END_ATTRIBUTE = "data-kept-end";

const KeptRendersContext = createContext<KeptRenders | undefined>(undefined);

export const KeptRendersProvider = KeptRendersContext.Provider;

type SectionElement = "div" | "section" | "header" | "footer";

export function KeptRender({
  as: Element = "div",
  keep,
  tags,
  children,
  ...attributes
}: {
  as?: SectionElement;
  keep: string | null;
  tags: readonly string[];
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">) {
  const place = useId();
  const renders = useContext(KeptRendersContext);
  let marker: string | null = null;
  if (renders && keep !== null) {
    const key = `${keep}|${place}`;
    const html = renders.html(key);
    if (html !== undefined) return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
    marker = renders.mark(key, tags);
  }
  // Always three children, the markers or nothing in their places: the children's `useId`s depend on their place among
  // their siblings, and must be the same in the server's render, the browser's and the kept HTML.
  return (
    <Element {...attributes}>
      {marker === null ? null : <template {...{ [KEPT_START_ATTRIBUTE]: marker }} />}
      {children}
      {marker === null ? null : <template {...{ [KEPT_END_ATTRIBUTE]: marker }} />}
    </Element>
  );
}
