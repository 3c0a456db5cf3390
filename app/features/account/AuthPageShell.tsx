import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "#app/ui/link-class.ts";

/** The card the login, registration and password pages share. */
export function AuthPageShell({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl leading-tight">{title}</h1>
        {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-muted">{footer}</div> : null}
    </div>
  );
}

/** A footer's way to the neighbouring page: "No account yet? Create one". */
export function AuthFooterLink({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p>
      {question}{" "}
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    </p>
  );
}
