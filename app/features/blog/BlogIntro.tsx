/** The opening of a blog page: an eyebrow, the page's one h1 and a lead paragraph. */
export function BlogIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p>
      <h1 className="mt-3 text-4xl leading-tight text-balance text-ink sm:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{lead}</p> : null}
    </header>
  );
}
