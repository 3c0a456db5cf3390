import { data, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { AdminNotFound } from "#app/features/admin/AdminNotFound.tsx";
import { FlowTextsEditor } from "#app/features/admin/flows/FlowTextsEditor.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.flows.$flow";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("flows.texts.pageTitle");

export async function loader({ context, params }: Route.LoaderArgs) {
  const view = await context.admin.flowTexts(params.flow);
  if (view === null) return data({ forbidden: true as const, view: null }, { status: 403 });
  if (view === "missing") return data({ forbidden: false as const, view: null }, { status: 404 });
  return { forbidden: false as const, view };
}

export default function AdminFlowTexts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  if (!loaderData.view) return <AdminNotFound title={t("flows.texts.notFound")} backTo="/admin/flows" backLabel={t("flows.texts.back")} />;
  // A new key per flow, so moving between flows starts from the new flow's texts.
  return <FlowTextsEditor key={loaderData.view.flow} view={loaderData.view} csrfToken={admin.csrfToken} />;
}
