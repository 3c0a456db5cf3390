import { useState, type FormEvent } from "react";
import type { InvoiceIssuerView } from "#domain/admin/invoices";
import { INVOICE_ISSUERS, type InvoiceIssuerName } from "#domain/invoice";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "../settings/LastChange.tsx";
import { useSettingsSave } from "../settings/settings-form.ts";

/** The variables each outside issuer needs, named beside it while they are not set (the README's "Invoice issuer"). */
const VARIABLES: Record<Exclude<InvoiceIssuerName, "elara">, string> = {
  oblio: "OBLIO_EMAIL, OBLIO_SECRET, OBLIO_CIF, OBLIO_SERIES",
  smartbill: "SMARTBILL_USER, SMARTBILL_TOKEN, SMARTBILL_CIF, SMARTBILL_SERIES",
};

/**
 * Who numbers the store's invoices (issue 70 item 2, decision 0177): Elara, or the owner's Oblio or SmartBill account.
 * An issuer whose variables are not set cannot be picked (the server refuses it too, naming them).
 */
export function InvoiceIssuerForm({ issuer, csrfToken }: { issuer: InvoiceIssuerView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [chosen, setChosen] = useState<InvoiceIssuerName>(issuer.issuer);
  const { state, setState, save } = useSettingsSave<InvoiceIssuerView>("/invoices/issuer", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await save(
      { issuer: chosen },
      { done: t("invoices.issuer.saved"), unchanged: t("settings.unchanged"), failed: t("settings.failed") },
      () => undefined,
    );
    if (saved) setChosen(saved.issuer);
  };

  return (
    <section aria-labelledby="invoice-issuer-title" className="mt-6 max-w-2xl rounded-xl border border-line p-4">
      <h2 id="invoice-issuer-title" className="text-xl">
        {t("invoices.issuer.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("invoices.issuer.intro")}</p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("invoices.issuer.legend")}</legend>
          {INVOICE_ISSUERS.map((name) => (
            <label key={name} className="flex items-start gap-3">
              <input
                type="radio"
                name="issuer"
                value={name}
                checked={chosen === name}
                disabled={!issuer.configured[name]}
                aria-describedby={name === "elara" || issuer.configured[name] ? undefined : `issuer-${name}-missing`}
                onChange={() => {
                  setChosen(name);
                  setState({ kind: "idle" });
                }}
                className="mt-0.5 size-6 shrink-0 accent-brand"
              />
              <span>
                <span className="font-semibold">{t(`invoices.issuer.${name}`)}</span>
                {name !== "elara" && !issuer.configured[name] ? (
                  <span id={`issuer-${name}-missing`} className="block text-sm text-muted">
                    {t("invoices.issuer.notConfigured", { variables: VARIABLES[name] })}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <LastChange updatedAt={issuer.updatedAt} updatedBy={issuer.updatedBy} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
            {t("invoices.issuer.save")}
          </button>
          <ActionStatus state={state} />
        </div>
      </form>
    </section>
  );
}
