/** The reminder that a supplement is not medical care, set apart so that it is not skimmed over. */
export function MedicalNote({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section
        aria-labelledby={`${id}-title`}
        className="flex gap-4 rounded-2xl border border-line border-l-4 border-l-brand bg-white p-6 sm:p-8"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 h-6 w-6 shrink-0 fill-none stroke-brand stroke-2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 8v5M12 16.5v.5" strokeLinecap="round" />
        </svg>
        <div>
          <h2 id={`${id}-title`} className="text-xl text-ink sm:text-2xl">
            {title}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{text}</p>
        </div>
      </section>
    </div>
  );
}
