import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "./admin-forms.ts";

/** A record's page's first line: the way back to its list, as tall as a finger needs. */
export function BackToList({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className={`${linkClass} inline-flex min-h-11 items-center`}>
        {children}
      </Link>
    </p>
  );
}
