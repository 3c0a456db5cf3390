import type { Auth } from "./AuthProvider.tsx";
import { namedCall, type CallResult } from "#app/lib/server-calls.ts";
import { toSession } from "./session.ts";

export type UpdatePasswordAnswer = { message?: unknown; user?: unknown };

/**
 * `update-password` with the session kept in step: the renewed user it answers is signed in (else the
 * stored one now has a password), and a 401 for the customer's own token ends the session. Each page
 * words the failure itself.
 */
export async function updatePassword(
  auth: Pick<Auth, "signIn" | "updateUser" | "sessionRejected">,
  body: Record<string, unknown>,
): Promise<CallResult<UpdatePasswordAnswer>> {
  const result = await namedCall<UpdatePasswordAnswer>("update-password", body);
  if (result.kind === "ok") {
    const user = toSession(result.data.user);
    if (user) auth.signIn(user);
    else auth.updateUser({ hasPassword: true, isActivated: true });
  } else if (result.kind === "failed" && result.status === 401 && typeof body.customerAccessToken === "string") {
    auth.sessionRejected(body.customerAccessToken);
  }
  return result;
}
