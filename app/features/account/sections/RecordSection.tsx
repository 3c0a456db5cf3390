import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "#app/ui/link-class.ts";

/** One record's page in the account (a return, a subscription): the way back to its list, its title, then the record. */
export function RecordSection({ back, title, children }: { back: { to: string; label: string }; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="account-section-title">
      <Link to={back.to} className={linkClass}>
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 id="account-section-title" className="mt-4 text-3xl leading-tight md:text-4xl">
        {title}
      </h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}
