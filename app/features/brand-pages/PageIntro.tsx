/** The opening of every brand page: the page's one h1, a short eyebrow above it and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <div className="bg-gradient-to-b from-brand-soft to-cream">
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-14 text-center sm:pb-16 sm:pt-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p>
        <h1 className="mt-4 text-4xl leading-tight text-balance text-ink sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
      </div>
    </div>
  );
}
