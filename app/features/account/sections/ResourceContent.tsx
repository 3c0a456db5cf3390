import type { ReactNode } from "react";
import { Spinner } from "#app/ui/Spinner.tsx";
import { LoadFailure, RetryButton } from "#app/ui/LoadFailure.tsx";
import type { Resource } from "#app/features/account/use-account-resource.ts";

/**
 * What an account section shows of what it read: a spinner while it loads; the failure with a retry (a record that
 * is not found, when the section names one, has nothing to retry); then what the section makes of the data.
 */
export function ResourceContent<T>({
  resource,
  reload,
  texts,
  children,
}: {
  resource: Resource<T>;
  reload: () => void;
  texts: { loading: string; failed: ReactNode; retry: string; notFound?: string };
  children: (data: T) => ReactNode;
}) {
  if (resource.status === "loading") return <Spinner label={texts.loading} />;
  if (resource.status === "failed") {
    const missing = texts.notFound !== undefined && resource.result.kind === "failed" && resource.result.status === 404;
    return (
      <LoadFailure message={missing ? texts.notFound : texts.failed}>
        {missing ? null : <RetryButton label={texts.retry} onRetry={() => reload()} />}
      </LoadFailure>
    );
  }
  return children(resource.data);
}
