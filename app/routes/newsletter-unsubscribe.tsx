import { useSearchParams } from "react-router";
import { UnsubscribePage } from "#app/features/newsletter/UnsubscribePage.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The URL carries the subscriber's token: kept out of indexes, caches and the Referer of what the page loads. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t("newsletter:meta.title", { brand }) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function loader({ context }: Route.LoaderArgs) {
  return { translations: pageTranslations(context.language, ["newsletter"]) };
}

export default function NewsletterUnsubscribe() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return <UnsubscribePage key={token ?? ""} token={token} />;
}
