import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { loginPathFor } from "#app/lib/account-paths.ts";

/** What a visitor sees on a section meant for customers: the spec's 'Please log in to view ...'. */
export function VisitorNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  return (
    <section aria-labelledby="visitor-notice-title" className="rounded-3xl border border-line bg-white p-8 text-center shadow-sm">
      <h1 id="visitor-notice-title" className="text-3xl">
        {title}
      </h1>
      <p className="mt-4">{message}</p>
      <Link
        to={loginPathFor(location.pathname)}
        className="mt-6 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t("login.submit")}
      </Link>
    </section>
  );
}
