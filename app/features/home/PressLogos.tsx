import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { PressId } from "#domain/store-content";
import { HomeSection } from "./HomeSection.tsx";

/**
 * Wordmarks of invented publications, drawn as type: the store shows no real outlet's name or logo.
 * Names are brand marks, the same in every language (domain/store-content.ts, sent by the loader).
 */
const PUBLICATIONS: Record<PressId, { style: React.CSSProperties; size: number }> = {
  lumen: { style: { fontFamily: "Georgia, serif", fontStyle: "italic", fontWeight: 400 }, size: 22 },
  verdant: { style: { fontFamily: "Georgia, serif", fontWeight: 700, letterSpacing: "0.12em" }, size: 17 },
  meridian: { style: { fontFamily: "Helvetica, Arial, sans-serif", fontWeight: 300, letterSpacing: "0.04em" }, size: 28 },
  apothecary: { style: { fontFamily: "Georgia, serif", fontWeight: 400 }, size: 20 },
  nordlys: { style: { fontFamily: "Helvetica, Arial, sans-serif", fontWeight: 800, letterSpacing: "0.3em" }, size: 22 },
};

/** `publications`: those the owner shows (at least one). */
export function PressLogos({ publications }: { publications: readonly { id: PressId; name: string }[] }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="press" title={t("press.title")} intro={t("press.note")}>
      <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-8">
        {publications.map(({ id, name }) => (
          <li key={id}>
            <svg role="img" aria-label={name} viewBox="0 0 240 40" className="h-8 w-48 text-muted">
              <text x="120" y="27" textAnchor="middle" fill="currentColor" fontSize={PUBLICATIONS[id].size} style={PUBLICATIONS[id].style}>
                {name}
              </text>
            </svg>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
