import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import type { Customer, CustomerAnswer } from "#app/features/account/customer.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";

/**
 * A section that edits the customer's own record (`GET /api/account`): a spinner while it loads, the failure
 * if it does not, then the section's forms, which hand back the customer a save returned.
 */
export function CustomerSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (customer: Customer, replace: (customer: Customer) => void) => React.ReactNode;
}) {
  const { t } = useTranslation("account");
  const { resource, replace } = useAccountResource<CustomerAnswer>("");
  return (
    <AccountSection title={title} intro={intro}>
      {resource.status === "loading" ? (
        <Spinner label={t("common.loading")} />
      ) : resource.status === "failed" ? (
        <p role="alert" className="text-sale">
          {failureText(resource.result, t, { rejected: "details.loadFailed", unavailable: "details.loadFailed" })}
        </p>
      ) : (
        children(resource.data.customer, (customer) => replace({ customer }))
      )}
    </AccountSection>
  );
}
