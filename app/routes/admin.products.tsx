import { data, useRouteLoaderData } from "react-router";
import { readProductFilter } from "#domain/admin-products";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ProductsPage } from "#app/features/admin/products/ProductsPage.tsx";
import type { Route } from "./+types/admin.products";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "products.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readProductFilter(new URL(request.url).searchParams);
  const catalogue = await context.admin.products(filter);
  if (catalogue === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...catalogue };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <ProductsPage filter={loaderData.filter} products={loaderData.products} csrfToken={admin.csrfToken} />;
}
