import { accountMeta } from "#app/features/account/account-meta.ts";
import type { AccountSectionHandle } from "#app/features/account/account-sections.ts";
import { ReturnDetailSection } from "#app/features/account/sections/ReturnDetailSection.tsx";
import type { Route } from "./+types/my-account.returns.$returnId";

export const handle: AccountSectionHandle = { accountSection: "returns" };

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "returns.detail.metaTitle");
}

export function loader({ params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.returnId)) throw new Response("Not Found", { status: 404 });
  return { returnId: Number(params.returnId) };
}

export default function AccountReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnDetailSection key={loaderData.returnId} returnId={loaderData.returnId} />;
}
