import type { ComponentType } from "react";
import { useSearchParams } from "react-router";

/** A page opened from an emailed link with `?token=`; keyed so that following a second link in the same tab starts afresh. */
export function SearchTokenPage({ page: Page }: { page: ComponentType<{ token: string | null }> }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return <Page key={token ?? ""} token={token} />;
}
