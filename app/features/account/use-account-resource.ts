import { useCallback, useEffect, useState } from "react";
import { useAuth } from "./AuthProvider.tsx";
import { accountCall, type CallResult } from "#app/lib/server-calls.ts";
import type { AddressNaming } from "#app/lib/api-contract-types.ts";

export type Resource<T> =
  { status: "loading" } | { status: "failed"; result: Exclude<CallResult<unknown>, { kind: "ok" }> } | { status: "ready"; data: T };

/**
 * GETs one of the signed-in customer's routes (`/api/account...`) when the session is known, again after
 * `reload()`, and lets a page replace the data with what a later answer returned.
 */
export function useAccountResource<T>(path: string) {
  const { user, sessionRejected } = useAuth();
  const accessToken = user?.accessToken;
  const [resource, setResource] = useState<Resource<T>>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!accessToken) return;
    let current = true;
    void accountCall<T>("GET", path as AddressNaming<T, string>, { accessToken, onSessionRejected: sessionRejected }).then((result) => {
      if (!current) return;
      setResource(result.kind === "ok" ? { status: "ready", data: result.data } : { status: "failed", result });
    });
    return () => {
      current = false;
    };
    // A renewed token is the same customer: no reload for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, generation, user?.id, sessionRejected]);

  /** Fetches again; `quiet` keeps the current data on screen until the new answer replaces it. */
  const reload = useCallback(({ quiet = false }: { quiet?: boolean } = {}) => {
    if (!quiet) setResource({ status: "loading" });
    setGeneration((count) => count + 1);
  }, []);
  const replace = useCallback((data: T) => setResource({ status: "ready", data }), []);
  return { resource, reload, replace };
}
