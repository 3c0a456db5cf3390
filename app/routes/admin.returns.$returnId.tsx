import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ReturnPage } from "#app/features/admin/returns/ReturnPage.tsx";
import type { Route } from "./+types/admin.returns.$returnId";

export const meta = adminPageMeta("return.title");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.returnId) ? Number(params.returnId) : 0;
  const found = await context.admin.returnDetail(id);
  if (found === null) return data({ forbidden: true as const, detail: null, returnAwb: null }, { status: 403 });
  if (found.return === null) return data({ forbidden: false as const, detail: null, returnAwb: null }, { status: 404 });
  return { forbidden: false as const, detail: found.return, returnAwb: found.returnAwb };
}

export default function AdminReturn({ loaderData }: Route.ComponentProps) {
  return (
    <StaffOnly view={loaderData}>
      {({ detail, returnAwb }, { staff, csrfToken }) => (
        <ReturnPage key={detail?.id ?? 0} detail={detail} returnAwb={returnAwb} staff={staff} csrfToken={csrfToken} />
      )}
    </StaffOnly>
  );
}
