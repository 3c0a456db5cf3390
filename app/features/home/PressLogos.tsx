import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { PressId, Wordmark } from "#domain/store-content";
import { HomeSection } from "./HomeSection.tsx";

/**
 * Wordmarks of invented publications, drawn as type: the store shows no real outlet's name or logo. Their names
 * and type come from the loader (domain/store-content.ts), the same in every language.
 */
export function PressLogos({ publications }: { publications: readonly ({ id: PressId } & Wordmark)[] }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="press" title={t("press.title")} intro={t("press.note")}>
      <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-8">
        {publications.map(({ id, name, style, size }) => (
          <li key={id}>
            <svg role="img" aria-label={name} viewBox="0 0 240 40" className="h-8 w-48 text-muted">
              <text x="120" y="27" textAnchor="middle" fill="currentColor" fontSize={size} style={style}>
                {name}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
