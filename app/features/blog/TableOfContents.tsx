import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TocEntry } from "./table-of-contents.ts";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

/** Where a heading counts as the one being read: just below the sticky header. */
const READING_LINE_PX = 140;

/**
 * Moves keyboard and screen-reader focus to the heading a contents link names, so the next Tab
 * continues from the section rather than from the list. The browser's own fragment jump scrolls.
 */
function focusHeading(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/** The section being read: the last heading whose top has passed the reading line. */
function useCurrentSection(entries: readonly TocEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((heading) => heading !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      let reading: string | null = null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > READING_LINE_PX) break;
        reading = heading.id;
      }
      setCurrent(reading);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [entries]);
  return current;
}

export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslation("blog");
  const current = useCurrentSection(entries);
  return (
    <HeadedSection
      as="nav"
      titleId="blog-toc-title"
      title={t("article.toc")}
      className="rounded-2xl border border-line bg-white p-5 lg:sticky lg:top-28"
      titleClassName="text-lg text-ink"
    >
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${entry.id}`}
              onClick={() => focusHeading(entry.id)}
              aria-current={current === entry.id ? "location" : undefined}
              className={`block rounded-r-lg border-l-2 px-3 py-1.5 leading-snug transition hover:bg-brand-soft hover:text-brand-dark ${
                current === entry.id ? "border-brand font-semibold text-brand-dark" : "border-transparent text-muted"
              }`}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
