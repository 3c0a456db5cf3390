import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { NewProductForm } from "#app/features/admin/products/NewProductForm.tsx";
import type { Route } from "./+types/admin.products.new";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "products.create.title");
}

/** The same permission as the editor's: reading no product, only whether the member may manage the catalogue. */
export async function loader({ context }: Route.LoaderArgs) {
  const editor = await context.admin.product(null);
  if (editor === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const };
}

export default function AdminNewProduct({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <NewProductForm csrfToken={admin.csrfToken} />;
}
