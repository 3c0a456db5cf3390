import { useTranslation } from "#app/lib/i18n/react.tsx";
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "./Icons.tsx";
import { SOCIAL_LINKS, type SocialNetwork } from "./nav-links.ts";

const SOCIAL_ICONS: Record<SocialNetwork, (props: { className?: string }) => React.ReactNode> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  youtube: YouTubeIcon,
};

/** The footer's first column: the brand, its tagline and its social networks. */
export function FooterBrand({ brandName }: { brandName: string }) {
  const { t } = useTranslation("layout");
  return (
    <div>
      <p className="font-serif text-3xl tracking-wide text-brand">{brandName}</p>
      <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted">{t("footer.tagline")}</p>
      <h2 className="footer-heading mt-6">{t("footer.socialTitle")}</h2>
      <ul className="mt-3 flex gap-2">
        {SOCIAL_LINKS.map(({ network, name, href }) => {
          const Icon = SOCIAL_ICONS[network];
          return (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" className="social-link">
                <Icon className="size-5" />
                <span className="sr-only">{t("footer.socialLink", { network: name })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
