import { useSearchParams } from "react-router";
import { UnsubscribePage } from "#app/features/newsletter/UnsubscribePage.tsx";
import { signedUrlMeta } from "#app/lib/signed-url-meta.ts";
import { pageTextsLoader } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return signedUrlMeta(matches, "newsletter:meta.title");
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const loader = pageTextsLoader(["newsletter"]);

export default function NewsletterUnsubscribe() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return <UnsubscribePage key={token ?? ""} token={token} />;
}
