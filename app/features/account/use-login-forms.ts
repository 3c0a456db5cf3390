import { validateEmailForm, validateLogin } from "#domain/account-forms";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { failureText, fieldErrorText } from "#app/ui/forms/messages.ts";
import { namedCall, type CallResult } from "#app/lib/server-calls.ts";
import { useAuth } from "./AuthProvider.tsx";
import { useAccountForm } from "./forms/use-account-form.ts";
import { toSession } from "./session.ts";

/** Spec §8 "Login": which sentence each kind of failure gets. */
function loginFailureText(result: Exclude<CallResult<unknown>, { kind: "ok" }>, t: TFunction): string {
  if (result.kind === "failed" && !result.error) {
    if (result.status === 401) return t("login.invalid");
    if (result.status === 503) return t("login.unavailable");
    if (result.status < 300) return t("login.credentialsFailed");
  }
  return failureText(result, t, { rejected: "login.storeAuthFailed", unavailable: "login.sessionFailed" });
}

/** The login page's two forms, by password or by emailed link, both remembering the visitor if asked. */
export function useLoginForms(remember: boolean) {
  const { t } = useTranslation("account");
  const auth = useAuth();
  const describe = (field: string, error: Parameters<typeof fieldErrorText>[2]) => fieldErrorText(t, field, error);

  const passwordForm = useAccountForm({
    initialValues: { email: "", password: "" },
    validate: validateLogin,
    describe,
    async submit(values) {
      const result = await namedCall("create-customer-token", {
        email: values.email.trim(),
        password: values.password,
        remember,
      });
      if (result.kind !== "ok") return { error: loginFailureText(result, t) };
      const user = toSession(result.data.user);
      if (!user) return { error: t("login.unexpected") };
      auth.signIn(user);
      return { success: t("login.success") };
    },
  });

  const linkForm = useAccountForm({
    initialValues: { email: "" },
    validate: validateEmailForm,
    describe,
    async submit(values) {
      const result = await namedCall("send-magic-link", { email: values.email.trim(), remember });
      if (result.kind !== "ok")
        return { error: failureText(result, t, { rejected: "login.magicFailed", unavailable: "login.magicFailed" }) };
      return { success: typeof result.data.message === "string" ? result.data.message : t("login.magicSent") };
    },
  });

  return { passwordForm, linkForm };
}
