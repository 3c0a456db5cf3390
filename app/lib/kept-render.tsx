/**
 * A section whose HTML the server renders once and then reuses (decision 0120): the frame's header and footer and the
 * product page's sections are the same for every request of one page, language and display currency until the owner
 * changes what they show, so a render that misses the page cache need not render them again.
 *
 * On the server a render's `KeptRenders` (server/web/kept-renders.ts) either has the section's HTML, written with
 * `dangerouslySetInnerHTML` and its children not rendered at all, or marks the section for the document stream
 * (app/lib/document-stream.ts) to keep as it passes (app/lib/kept-render.server.tsx: none of it is the browser's code). Either way the bytes are those React writes for the children, so
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

type SectionElement = "div" | "section" | "header" | "footer";
type SectionAttributes = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">;

/** A section as the server's render is asked to write it, kept or marked. */
export interface KeptSection {
  Element: SectionElement;
  attributes: SectionAttributes;
  key: string;
  tags: readonly string[];
  children: ReactNode;
}

const KeptRendersContext = createContext<((section: KeptSection) => ReactNode) | undefined>(undefined);

/** Given by the server's render only (entry.server.tsx); the browser renders every section itself. */
export const KeptRendersProvider = KeptRendersContext.Provider;

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
} & SectionAttributes) {
  const place = useId();
  const renderKept = useContext(KeptRendersContext);
  if (renderKept && keep !== null) return renderKept({ Element, attributes, key: `${keep}|${place}`, tags, children });
  // Three children, as the server writes a marked section: a child's `useId` depends on its place among its siblings.
  return (
    <Element {...attributes}>
      {null}
      {children}
      {null}
    </Element>
  );
}
