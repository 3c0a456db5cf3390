import type { ReactNode } from "react";

/** The frame of a page a signed link opens: its title and what it shows, then the record or why it could not load. */
export function SignedLinkPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl leading-tight md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-prose text-muted">{intro}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
