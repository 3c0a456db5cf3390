import type { ReactNode } from "react";

/** One settings card: a region named by its heading, with what the setting does said first. */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{intro}</p>
      {children}
    </section>
  );
}
