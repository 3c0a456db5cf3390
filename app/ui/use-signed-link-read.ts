import { useCallback, useEffect, useState } from "react";
import type { CallResult } from "#app/lib/server-calls.ts";

export type SignedLinkRead<T> =
  | { status: "loading" }
  | { status: "failed"; result: Exclude<CallResult<unknown>, { kind: "ok" }>; gone: boolean }
  | { status: "ready"; data: T };

/**
 * What a signed link's page reads by its token: loading, then ready or failed. A link the server no longer knows
 * (404) is `gone`; anything else may be read again with `retry`. `read` is a module's function, so it never changes.
 */
export function useSignedLinkRead<T>(token: string, read: (token: string) => Promise<CallResult<T>>) {
  const [page, setPage] = useState<SignedLinkRead<T>>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void read(token).then((result) => {
      if (!current) return;
      if (result.kind === "ok") setPage({ status: "ready", data: result.data });
      else setPage({ status: "failed", result, gone: result.kind === "failed" && result.status === 404 });
    });
    return () => {
      current = false;
    };
  }, [token, read, generation]);

  const retry = useCallback(() => {
    setPage({ status: "loading" });
    setGeneration((count) => count + 1);
  }, []);

  return { page, setPage, retry };
}
