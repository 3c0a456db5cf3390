import { useTranslation } from "#app/lib/i18n/react.tsx";

const TEXT_SIZES = { xs: "text-xs", sm: "text-sm" } as const;

interface BadgeLook {
  /** The list or page's type size. */
  size?: keyof typeof TEXT_SIZES;
  /** A name that may break onto two lines in a narrow column. */
  wraps?: boolean;
}

/**
 * A record's state as a coloured label with its name in the member's language (never by colour alone): the names
 * stand in the admin catalogue under `messages`, each state's colours in `tones`.
 */
export function stateBadge<State extends string>(
  messages: string,
  tones: Record<State, string>,
  { size = "xs", wraps = false }: BadgeLook = {},
) {
  const look = `inline-block ${wraps ? "" : "whitespace-nowrap"} rounded-full px-3 py-1 ${TEXT_SIZES[size]} font-semibold`;
  return function StateBadge({ state }: { state: State }) {
    const { t } = useTranslation("admin");
    return <span className={`${look} ${tones[state]}`}>{t(`${messages}.${state}`)}</span>;
  };
}
