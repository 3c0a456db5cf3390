/** The frame every home section shares: a labelled landmark with its own h2, on a cream or white band. */
export function HomeSection({
  id,
  title,
  eyebrow,
  intro,
  band = false,
  titleClassName = "",
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  band?: boolean;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={band ? "bg-white" : ""}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-brand">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className={`mt-2 text-3xl leading-tight text-ink sm:text-4xl ${titleClassName}`}>
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p> : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
