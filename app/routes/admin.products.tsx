import { readProductFilter } from "#domain/admin/products";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ProductsPage } from "#app/features/admin/products/ProductsPage.tsx";
import type { Route } from "./+types/admin.products";

export const meta = adminPageMeta("products.title");

export const loader = staffListLoader(readProductFilter, (admin, filter) => admin.products(filter));

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(catalogue, { csrfToken }) => <ProductsPage {...catalogue} csrfToken={csrfToken} />}</StaffOnly>;
}
