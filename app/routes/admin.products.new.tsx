import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { NewProductForm } from "#app/features/admin/products/NewProductForm.tsx";
import type { Route } from "./+types/admin.products.new";

export const meta = adminPageMeta("products.create.title");

/** The same permission as the editor's: reading no product, only whether the member may manage the catalogue. */
export async function loader({ context }: Route.LoaderArgs) {
  const editor = await context.admin.product(null);
  return staffOnly(editor && {});
}

export default function AdminNewProduct({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(_allowed, { csrfToken }) => <NewProductForm csrfToken={csrfToken} />}</StaffOnly>;
}
