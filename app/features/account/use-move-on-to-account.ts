import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ACCOUNT_HOME, SUCCESS_REDIRECT_DELAY_MS } from "#app/lib/account-paths.ts";

/** Once `done`, the success message stays a moment for reading, then the account page replaces this one. */
export function useMoveOnToAccount(done: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(ACCOUNT_HOME, { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
}
