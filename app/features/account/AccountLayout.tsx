import { useEffect, useRef, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useToast } from "#app/features/toast/ToastProvider.tsx";
import { ACCOUNT_SECTIONS, isAccountSectionHandle } from "./account-sections.ts";
import { useAuth } from "./AuthProvider.tsx";
import { ACCOUNT_HOME, loginPathFor } from "#app/lib/account-paths.ts";

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
  const sectionList = useRef<HTMLUListElement>(null);

  // On a phone the sections are one scrolling row: the current one is brought into view, horizontally only.
  useEffect(() => {
    const list = sectionList.current;
    const current = list?.querySelector<HTMLElement>("[aria-current]");
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [location.pathname, auth.status]);
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
    // minmax(0, …): the phone's scrolling row of sections must not widen the page to its own length.
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-12 md:py-12">
      <nav aria-label={t("nav.label")} className="min-w-0 md:sticky md:top-24 md:self-start">
        <ul
          ref={sectionList}
          className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0"
        >
          {ACCOUNT_SECTIONS.map(({ key, path }) => {
            const to = path ? `${ACCOUNT_HOME}/${path}` : ACCOUNT_HOME;
            return (
              <li key={key} className="shrink-0">
                {/* A section stays marked on its own pages (an order, a subscription): `page` on the section itself,
                  `true` (the current section) below it. Only the dashboard, every section's parent, matches exactly. */}
                <NavLink
                  to={to}
                  end={!path}
                  aria-current={location.pathname.replace(/\/+$/, "") === to ? "page" : "true"}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-full px-4 py-2 text-sm md:rounded-xl ${
                      isActive ? "bg-brand font-semibold text-white" : "bg-white text-ink hover:bg-brand-soft md:bg-transparent"
                    }`
                  }
                >
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            );
          })}
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
