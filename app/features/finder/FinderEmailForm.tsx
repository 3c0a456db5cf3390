import { EmailRequestForm } from "#app/features/email-request/EmailRequestForm.tsx";
import { useEmailRequest } from "#app/features/email-request/use-email-request.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { callNamed } from "#app/lib/rest-client.ts";

/**
 * The result by email (decision 0159): the address, a separate unticked box for the newsletter, and the recommended
 * products' handles, which are all the request carries. The answer takes the focus; an error returns it to the address.
 */
export function FinderEmailForm({ products }: { products: string[] }) {
  const { t } = useTranslation("finder");
  const request = useEmailRequest((fields) => callNamed("finder-result", { ...fields, products }), t("email.failed"));

  return (
    <EmailRequestForm
      request={request}
      placement="page"
      texts={{
        title: t("email.title"),
        intro: t("email.intro"),
        email: t("email.label"),
        marketing: t("email.marketing"),
        submit: t("email.submit"),
        sending: t("email.sending"),
      }}
      privacy={
        <p className="mt-3 text-xs">
          <a href="/privacy" className="underline hover:text-brand-dark">
            {t("email.privacyLink")}
          </a>
        </p>
      }
    />
  );
}
