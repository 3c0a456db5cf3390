import { Outlet, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "#app/features/errors/GeneralErrorBoundary.tsx";
import { SiteFrame } from "#app/features/layout/SiteFrame.tsx";
import type { loader as rootLoader } from "../root.tsx";

function useBrandName(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.brandName ?? "Elara";
}

/** The shop's pages, in header, footer and bottom bar. */
export default function SiteFrameLayout() {
  return (
    <SiteFrame brandName={useBrandName()}>
      <Outlet />
    </SiteFrame>
  );
}

/** A page that failed keeps the shop around it, so the shopper still has the menu, the cart and the way home. */
export function ErrorBoundary() {
  return (
    <SiteFrame brandName={useBrandName()}>
      <GeneralErrorBoundary />
    </SiteFrame>
  );
}
