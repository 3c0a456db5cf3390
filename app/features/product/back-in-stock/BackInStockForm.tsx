import { useEffect } from "react";
import { EmailRequestForm } from "#app/features/email-request/EmailRequestForm.tsx";
import { useEmailRequest } from "#app/features/email-request/use-email-request.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { callNamed } from "#app/lib/rest-client.ts";

/**
 * The sold-out variant's request (issue 46 item 2): an address for one service notice, and a separate, unticked box for
 * the newsletter. The answer is announced and takes the focus; an error is announced and returns it to the address.
 */
export function BackInStockForm({ variantId, variantTitle, onCancel }: { variantId: string; variantTitle: string; onCancel: () => void }) {
  const { t } = useTranslation("purchase");
  const request = useEmailRequest((fields) => callNamed("back-in-stock", { ...fields, variantId }), t("backInStock.failed"));
  const { emailRef } = request;

  // The shopper opened the form to type an address, so it starts there.
  useEffect(() => emailRef.current?.focus(), [emailRef]);

  return (
    <EmailRequestForm
      request={request}
      placement="panel"
      texts={{
        title: t("backInStock.title"),
        intro: t("backInStock.intro", { variant: variantTitle }),
        email: t("backInStock.email"),
        marketing: t("backInStock.marketing"),
        submit: t("backInStock.submit"),
        sending: t("backInStock.sending"),
      }}
      privacy={
        <p className="mt-3 text-xs text-muted">
          {t("backInStock.privacy")}{" "}
          <a href="/privacy" className="underline hover:text-brand-dark">
            {t("backInStock.privacyLink")}
          </a>
        </p>
      }
      otherAction={
        <button type="button" onClick={onCancel} className="rounded-full border-2 border-line px-6 py-3 font-semibold hover:border-brand">
          {t("backInStock.cancel")}
        </button>
      }
    />
  );
}
