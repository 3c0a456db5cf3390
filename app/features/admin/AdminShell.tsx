import { useEffect, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { can, type StaffPermission } from "#domain/staff-roles";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "./admin-call.ts";

const MAIN_ID = "admin-main";

const NAV: { to: string; key: string; permission?: StaffPermission }[] = [
  { to: "/admin", key: "dashboard", permission: "dashboard.read" },
  { to: "/admin/orders", key: "orders", permission: "orders.read" },
  { to: "/admin/returns", key: "returns", permission: "orders.read" },
  { to: "/admin/cod", key: "cod", permission: "orders.collect_cod" },
  { to: "/admin/invoices", key: "invoices", permission: "invoices.read" },
  { to: "/admin/reports", key: "reports", permission: "reports.read" },
  { to: "/admin/growth", key: "growth", permission: "reports.read" },
  { to: "/admin/products", key: "products", permission: "catalog.manage" },
  { to: "/admin/discounts", key: "discounts", permission: "discounts.read" },
  { to: "/admin/promotions", key: "promotions", permission: "discounts.read" },
  { to: "/admin/customers", key: "customers", permission: "customers.read" },
  { to: "/admin/accessibility", key: "accessibility", permission: "customers.read" },
  { to: "/admin/subscriptions", key: "subscriptions", permission: "subscriptions.read" },
  { to: "/admin/safety", key: "safety", permission: "safety.read" },
  { to: "/admin/reviews", key: "reviews", permission: "reviews.moderate" },
  { to: "/admin/stock-inspections", key: "stockInspections", permission: "catalog.manage" },
  { to: "/admin/claims", key: "claims", permission: "catalog.manage" },
  { to: "/admin/articles", key: "articles", permission: "content.manage" },
  { to: "/admin/content", key: "content", permission: "content.manage" },
  { to: "/admin/finder", key: "finder", permission: "content.manage" },
  { to: "/admin/newsletter", key: "newsletter", permission: "newsletter.read" },
  { to: "/admin/flows", key: "flows", permission: "settings.manage" },
  { to: "/admin/settings", key: "settings", permission: "settings.manage" },
  { to: "/admin/webhooks", key: "webhooks", permission: "webhooks.manage" },
  { to: "/admin/staff", key: "staff", permission: "staff.manage" },
  { to: "/admin/audit", key: "audit", permission: "audit.read" },
  { to: "/admin/account", key: "account" },
];

/** The admin's frame: who is signed in, what their role opens, and the way out. */
export function AdminShell({
  staff,
  csrfToken,
  brandName,
  children,
}: {
  staff: StaffView;
  csrfToken: string;
  brandName: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const otherLanguage = i18n.language === "ro" ? "en" : "ro";
  const navRef = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways and the later ones start out of sight: the current one is brought into
  // the middle, sideways only (the page keeps its own scroll, an anchor's too), so the member sees where they are.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const box = current.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    if (box.left >= navBox.left && box.right <= navBox.right) return;
    nav.scrollLeft += box.left - navBox.left - (navBox.width - box.width) / 2;
  }, [pathname]);

  const signOut = async () => {
    setSigningOut(true);
    await adminCall("/logout", { csrfToken });
    // Whatever the answer, this page's session is of no further use: the login page says what remains.
    await navigate("/admin/login", { replace: true });
  };

  return (
    <div className="min-h-dvh bg-cream">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-5 focus:py-3 focus:font-semibold focus:text-brand-dark focus:shadow-lg"
      >
        {t("shell.skip")}
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-serif text-2xl text-brand">
            {brandName} <span className="font-sans text-base font-semibold text-muted">{t("shell.admin")}</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="text-muted">{t("shell.signedInAs", { email: staff.email })}</span>
            <a
              href={`${pathname}?lng=${otherLanguage}`}
              lang={otherLanguage}
              aria-label={t("shell.languageLabel")}
              className="font-semibold text-brand-dark underline underline-offset-2"
            >
              {t("shell.language")}
            </a>
            <a href="/" className="font-semibold text-brand-dark underline underline-offset-2">
              {t("shell.toStore")}
            </a>
            <button
              type="button"
              onClick={signOut}
              disabled={signingOut}
              className="min-h-11 rounded-full border-2 border-line px-4 font-semibold hover:border-brand disabled:opacity-60"
            >
              {signingOut ? t("shell.signingOut") : t("shell.signOut")}
            </button>
          </div>
        </div>
        <nav ref={navRef} aria-label={t("shell.nav")} className="mx-auto max-w-6xl overflow-x-auto px-4">
          <ul className="flex gap-1 lg:flex-wrap">
            {NAV.filter((item) => item.permission === undefined || can(staff.role, item.permission)).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  // A section stays marked on its inner pages (an order, an article); the dashboard only on itself.
                  end={item.to === "/admin"}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap border-b-4 px-3 font-semibold ${isActive ? "border-brand text-brand-dark" : "border-transparent text-muted hover:text-ink"}`
                  }
                >
                  {t(`shell.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        {children}
      </main>
    </div>
  );
}
