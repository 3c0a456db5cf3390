interface ContentSectionProps {
  /** Names the section for assistive technology and doubles as its in-page anchor. */
  id: string;
  title: string;
  intro?: string;
  /** A white full-width band, to set a section apart from its neighbours on the cream page. */
  band?: boolean;
  /** On wide screens the heading sits in a narrow column beside the content, as in an editorial spread. */
  split?: boolean;
  children: React.ReactNode;
}

export function ContentSection({ id, title, intro, band = false, split = false, children }: ContentSectionProps) {
  const section = (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`mx-auto max-w-6xl scroll-mt-24 px-4 py-14 sm:py-20 ${split ? "lg:grid lg:grid-cols-3 lg:gap-16" : ""}`}
    >
      <div>
        <h2 id={`${id}-title`} className="text-3xl leading-tight text-balance text-ink sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{intro}</p> : null}
      </div>
      <div className={split ? "mt-8 lg:col-span-2 lg:mt-0" : "mt-8 sm:mt-10"}>{children}</div>
    </section>
  );
  return band ? <div className="border-y border-line bg-white">{section}</div> : section;
}
