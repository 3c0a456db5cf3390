import { useEffect, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ACCOUNT_HOME, SUCCESS_REDIRECT_DELAY_MS } from "#app/lib/account-paths.ts";
import { Spinner } from "#app/ui/Spinner.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { AuthPageShell } from "./AuthPageShell.tsx";

/** The card while an emailed link is checked: a spinner, and its words beside it for sighted readers. */
export function AuthPageBusy({ title, label }: { title: string; label: string }) {
  return (
    <AuthPageShell title={title}>
      <div className="flex items-center gap-4">
        <Spinner label={label} />
        <p aria-hidden="true">{label}</p>
      </div>
    </AuthPageShell>
  );
}

const TONE_CLASS = {
  status: "rounded-xl bg-brand-soft px-4 py-3 text-brand-dark",
  alert: "rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale",
};

/**
 * The card that says how an account step ended, as a status or an alert, with the way on below it. A success the
 * page moves on from by itself takes focus, so a screen reader says it before the page changes.
 */
export function AuthOutcome({
  title,
  tone,
  takesFocus = false,
  next,
  children,
}: {
  title: string;
  tone: "status" | "alert";
  takesFocus?: boolean;
  next: { to: string; label: string; replace?: boolean };
  children: ReactNode;
}) {
  return (
    <AuthPageShell title={title}>
      {takesFocus ? (
        <p role={tone} tabIndex={-1} ref={(element) => element?.focus()} className={`${TONE_CLASS[tone]} outline-none`}>
          {children}
        </p>
      ) : (
        <p role={tone} className={TONE_CLASS[tone]}>
          {children}
        </p>
      )}
      <Link to={next.to} replace={next.replace} className={`mt-6 inline-block ${linkClass}`}>
        {next.label}
      </Link>
    </AuthPageShell>
  );
}

/**
 * The card of a step that signed the shopper in: it stays a moment for reading, then the account page replaces this
 * one (its link does the same at once).
 */
export function AccountReached({ title, takesFocus, children }: { title: string; takesFocus?: boolean; children: ReactNode }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(ACCOUNT_HOME, { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthOutcome
      title={title}
      tone="status"
      takesFocus={takesFocus}
      next={{ to: ACCOUNT_HOME, label: t("activate.goToAccount"), replace: true }}
    >
      {children}
    </AuthOutcome>
  );
}
