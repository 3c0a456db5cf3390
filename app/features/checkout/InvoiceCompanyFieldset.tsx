import type { InvoiceCompany } from "#domain/invoice-company";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CheckoutField } from "./checkout-values.ts";
import { CheckboxField, TextField } from "./fields.tsx";
import type { FieldMessages } from "./use-checkout-form.ts";

/**
 * "Invoice to a company" (issue 21 item 7): a box, and when it is ticked the company's name, fiscal code (CUI, its
 * check digit verified here and on the server) and trade register number, for the invoice and e-Factura.
 */
export function InvoiceCompanyFieldset({
  enabled,
  company,
  messages,
  onToggle,
  onChange,
}: {
  enabled: boolean;
  company: InvoiceCompany;
  messages: FieldMessages;
  onToggle: (enabled: boolean) => void;
  onChange: (changes: Partial<InvoiceCompany>) => void;
}) {
  const { t } = useTranslation("checkout");
  const field = (name: keyof InvoiceCompany) => ({
    name: `invoiceCompany.${name}`,
    value: company[name],
    onValueChange: (value: string) => onChange({ [name]: value }),
    error: messages[`invoiceCompany.${name}` as CheckoutField],
  });
  return (
    <div className="mt-6">
      <CheckboxField name="invoiceToCompany" label={t("billing.company.toggle")} checked={enabled} onCheckedChange={onToggle} />
      {enabled ? (
        <fieldset className="mt-5 space-y-5">
          <legend className="mb-4 font-serif text-xl">{t("billing.company.legend")}</legend>
          <TextField {...field("name")} autoComplete="billing organization" label={t("billing.company.name")} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...field("vatId")} autoComplete="off" label={t("billing.company.vatId")} hint={t("billing.company.vatIdHint")} />
            <TextField
              {...field("registrationNumber")}
              autoComplete="off"
              label={t("billing.company.registrationNumber")}
              hint={t("billing.company.registrationHint")}
              optional
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
