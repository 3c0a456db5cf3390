import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Link } from "react-router";
import { OPEN_CONSENT_EVENT } from "#app/features/consent/consent-events.ts";
import { FooterBottom } from "./FooterBottom.tsx";
import { FooterBrand } from "./FooterBrand.tsx";
import { FooterNewsletter } from "./FooterNewsletter.tsx";
import { ACCOUNT_PATH, SHOP_PATH } from "./nav-links.ts";
import { useShownProducts } from "#app/lib/shown-products.ts";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import { KeptRender } from "#app/lib/kept-render.tsx";

/** app.css's: the footer has some twenty of these links. */
const linkClass = "footer-link";

const CATALOG = ["catalog"];

/** Spec §2 "Footer". `flush`: the page ends in a full-width band, which the footer meets without a gap. */
export function Footer({ brandName, flush = false }: { brandName: string; flush?: boolean }) {
  const { t } = useTranslation("layout");
  const publicConfig = usePublicConfig();
  const shownProducts = useShownProducts() ?? [];

  return (
    // Its product links change with the catalogue; the rest with the owner's settings and texts, which drop every section.
    <KeptRender
      as="footer"
      keep={`footer|${flush}`}
      tags={CATALOG}
      className={`${flush ? "" : "mt-16"} border-t border-line bg-white pb-20 md:pb-0`}
    >
      <div className="border-b border-line bg-brand-soft/40">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <FooterNewsletter brandName={brandName} />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(5,1fr)]">
        <FooterBrand brandName={brandName} />
        <FooterColumn title={t("footer.productsTitle")}>
          {shownProducts.map(({ handle, title: name }) => (
            <li key={handle}>
              <Link to={`/products/${handle}`} className={linkClass}>
                {name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("footer.shopTitle")}>
          <FooterLinks
            links={[
              [SHOP_PATH, "bundle"],
              [SHOP_PATH, "reviews"],
              [SHOP_PATH, "faqs"],
            ]}
          />
        </FooterColumn>
        <FooterColumn title={t("footer.learnTitle")}>
          <FooterLinks
            links={[
              ["/blog", "blog"],
              ["/our-story", "ourStory"],
              ["/our-researchers", "healthProfessionals"],
            ]}
          />
        </FooterColumn>
        <FooterColumn title={t("footer.helpTitle")}>
          <FooterLinks
            links={[
              ["/cart", "shippingInfo"],
              [ACCOUNT_PATH, "orderTracking"],
              ["/track-order", "guestOrderTracking"],
              ["/contact", "contact"],
            ]}
          />
          {publicConfig ? (
            <>
              <li>
                <a href={`mailto:${publicConfig.supportEmail}`} className={linkClass}>
                  {t("footer.support")}
                </a>
              </li>
              <li>
                <a href={`mailto:${publicConfig.wholesaleEmail}`} className={linkClass}>
                  {t("footer.wholesale")}
                </a>
              </li>
            </>
          ) : null}
        </FooterColumn>
        <FooterColumn title={t("footer.legalTitle")}>
          <FooterLinks
            links={[
              ["/terms", "terms"],
              ["/returns-policy", "returnsPolicy"],
              ["/delivery", "delivery"],
              [publicConfig?.privacyPolicyUrl ?? "/privacy", "privacyPolicy"],
              ["/cookies", "cookies"],
              ["/accessibility", "accessibility"],
            ]}
          />
          <li>
            {/* The banner is loaded after hydration (Monitoring); before that this button does nothing, as a link to it would. */}
            <button type="button" className={`${linkClass} text-left`} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
              {t("footer.cookieSettings")}
            </button>
          </li>
        </FooterColumn>
      </div>
      <FooterBottom brandName={brandName} />
    </KeptRender>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-list">{children}</ul>
    </nav>
  );
}

/** Links named by their `footer.` texts. An absolute PRIVACY_POLICY_URL is another site: Link leaves the app for it. */
function FooterLinks({ links }: { links: ReadonlyArray<readonly [path: string, key: string]> }) {
  const { t } = useTranslation("layout");
  return links.map(([path, key]) => (
    <li key={key}>
      <Link to={path} className={linkClass}>
        {t(`footer.${key}`)}
      </Link>
    </li>
  ));
}
