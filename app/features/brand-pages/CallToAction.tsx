/** A closing panel that invites the reader on: a heading, one sentence and its links. It follows content that already ends in space. */
export function CallToAction({ id, title, text, children }: { id: string; title: string; text: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 pb-14 sm:pb-20">
      <div className="rounded-3xl bg-brand-soft px-6 py-12 text-center sm:px-12">
        <h2 id={`${id}-title`} className="text-3xl leading-tight text-balance text-brand-dark sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-ink">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
      </div>
    </section>
  );
}
