import { useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { Spinner } from "../../ui/Spinner.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useToast } from "../toast/ToastProvider.tsx";
import { ACCOUNT_SECTIONS, isAccountSectionHandle } from "./account-sections.ts";
import { useAuth } from "./AuthProvider.tsx";
import { ACCOUNT_HOME, loginPathFor } from "./paths.ts";

function CenteredSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/**
 * /my-account and its sections. Visitors are sent to the login page, which brings them back here,
 * except on the sections that address visitors themselves.
 */
export function AccountLayout() {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);
  const section = useMatches()
    .map((match) => match.handle)
    .find(isAccountSectionHandle);

  if (signingOut) return <CenteredSpinner label={t("nav.loggingOut")} />;
  if (auth.status === "loading") return <CenteredSpinner label={t("common.loading")} />;
  if (auth.status === "anonymous") {
    if (!section?.visitorsWelcome) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Outlet />
      </div>
    );
  }

  async function logOut() {
    setSigningOut(true);
    await auth.signOut();
    navigate("/", { replace: true });
    toast.success(t("nav.loggedOut"));
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[15rem_1fr] md:gap-12 md:py-12">
      <nav aria-label={t("nav.label")} className="md:sticky md:top-24 md:self-start">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0">
          {ACCOUNT_SECTIONS.map(({ key, path }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={path ? `${ACCOUNT_HOME}/${path}` : ACCOUNT_HOME}
                end
                className={({ isActive }) =>
                  `block whitespace-nowrap rounded-full px-4 py-2 text-sm md:rounded-xl ${
                    isActive ? "bg-brand font-semibold text-white" : "bg-white text-ink hover:bg-brand-soft md:bg-transparent"
                  }`
                }
              >
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
          <li className="shrink-0 md:mt-4 md:border-t md:border-line md:pt-4">
            <button
              type="button"
              onClick={logOut}
              className="block w-full whitespace-nowrap rounded-full px-4 py-2 text-left text-sm text-brand-dark hover:bg-brand-soft md:rounded-xl"
            >
              {t("nav.logOut")}
            </button>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

/** A section's heading and introduction. */
export function AccountSection({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="account-section-title">
      <h1 id="account-section-title" className="text-3xl leading-tight md:text-4xl">
        {title}
      </h1>
      {intro ? <p className="mt-2 max-w-prose text-muted">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
