import { AccessibilityStatementPage } from "#app/features/brand-pages/AccessibilityStatementPage.tsx";
import { pageSeoMeta } from "#app/features/seo/page-seo.ts";
import { seoContext } from "#app/features/seo/seo-context.ts";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import { sendTexts } from "#app/lib/i18n/sent-texts.server.ts";
import { data } from "react-router";
import { BARRIER_FIELDS } from "#domain/accessibility-barriers";
import type { BarrierAnswer } from "#app/features/brand-pages/BarrierReportForm.tsx";
import type { Route } from "./+types/accessibility";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return pageSeoMeta(seoContext(matches), {
    path: "/accessibility",
    title: t("accessibility:meta.title", { brand }),
    description: t("accessibility:meta.description", { brand }),
  });
}

/** The statement's texts in the request's language, rendered on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: sendTexts(pageTranslations(context.language, ["accessibility"])) };
}

/**
 * A report of a barrier (decision 0145): the form's post, in place once the page runs its script, or as a plain POST
 * without it, which this page then answers with the result (what was typed stays in the form when it is refused).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const sent = Object.fromEntries(BARRIER_FIELDS.map((name) => [name, textOf(form.get(name))]));
  const outcome = await context.reportBarrier(sent);
  const answer: BarrierAnswer = {
    outcome,
    values: outcome.kind === "sent" ? null : (sent as BarrierAnswer["values"]),
  };
  return data(answer, { status: outcome.kind === "sent" ? 200 : outcome.kind === "invalid" ? 400 : 429 });
}

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export default function Accessibility({ matches, actionData }: Route.ComponentProps) {
  const { publicConfig, brandName } = matches[0].loaderData;
  return <AccessibilityStatementPage supportEmail={publicConfig.supportEmail} brandName={brandName} answered={actionData} />;
}
