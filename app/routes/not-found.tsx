import { data } from "react-router";
import { GeneralErrorBoundary } from "#app/features/errors/GeneralErrorBoundary.tsx";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("errors:notFoundMetaTitle", { brand }) }, { name: "robots", content: "noindex" }];
}

/** Any path no route claims: a real 404 status; the not-found page is the error screen's 404 branch. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
