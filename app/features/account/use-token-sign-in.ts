import { useEffect, useRef } from "react";
import type { CallResult } from "#app/lib/server-calls.ts";
import type { CustomerSession } from "./session.ts";
import { useAuth } from "./AuthProvider.tsx";
import { toSession } from "./session.ts";

type TokenSignIn<Answer> = {
  /** The one request that spends the token. */
  spend: (token: string) => Promise<CallResult<Answer>>;
  onSignedIn: (user: CustomerSession, answer: Answer) => void;
  /** The server took the token but sent no usable session. */
  onNoSession: () => void;
  onFailed: (result: Exclude<CallResult<Answer>, { kind: "ok" }>) => void;
};

/**
 * An emailed link's token works once: one request per token, whatever re-renders happen meanwhile. The session its
 * answer proves signs this browser in before the page hears of it.
 */
export function useTokenSignIn<Answer extends { user?: unknown }>(token: string | null, handlers: TokenSignIn<Answer>) {
  const { signIn } = useAuth();
  const spent = useRef<string | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!token || spent.current === token) return;
    spent.current = token;
    void latest.current.spend(token).then((result) => {
      if (result.kind !== "ok") return latest.current.onFailed(result);
      const user = toSession(result.data.user);
      if (!user) return latest.current.onNoSession();
      signIn(user);
      latest.current.onSignedIn(user, result.data);
    });
  }, [token, signIn]);
}
