import { useRef, useState } from "react";
import { EMPTY_ADDRESS } from "#domain/account-forms";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { countryName } from "#app/lib/address-countries.ts";
import { addressLines, addressValues, type Address, type AddressesAnswer } from "#app/lib/addresses.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { ConfirmDialog } from "#app/ui/ConfirmDialog.tsx";
import { FormStatusMessage } from "#app/ui/forms/fields.tsx";
import type { FormStatus } from "#app/features/account/forms/use-account-form.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { accountCall } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { AddressForm } from "./AddressForm.tsx";

type Editing = { kind: "new" } | { kind: "edit"; id: number } | null;

const secondaryButton = "rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft";

/** The address book: add, edit, delete (after a confirmation) and choose the default address. */
export function AddressesSection() {
  const { t, i18n } = useTranslation("account");
  const { user, sessionRejected } = useAuth();
  const { resource, reload } = useAccountResource<AddressesAnswer>("/addresses");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  function finished(text: string) {
    setEditing(null);
    setStatus({ kind: "success", text });
    reload({ quiet: true });
    // After the dialog, if one was open, has handed focus back to the button that opened it.
    requestAnimationFrame(() => listHeading.current?.focus());
  }

  async function change(method: "DELETE" | "POST", path: string, successText: string, failedKey: string) {
    if (!user || busy) return;
    setBusy(true);
    const result = await accountCall<unknown>(method, path, { accessToken: user.accessToken, onSessionRejected: sessionRejected });
    setBusy(false);
    setDeleting(null);
    if (result.kind === "ok") finished(successText);
    else setStatus({ kind: "error", text: failureText(result, t, { rejected: failedKey, unavailable: failedKey }) });
  }

  let content: React.ReactNode;
  if (resource.status === "loading") content = <Spinner label={t("addresses.loading")} />;
  else if (resource.status === "failed") {
    content = (
      <p role="alert" className="text-sale">
        {failureText(resource.result, t, { rejected: "addresses.loadFailed", unavailable: "addresses.loadFailed" })}
      </p>
    );
  } else {
    const { addresses } = resource.data;
    content = (
      <>
        {addresses.length === 0 ? <p className="text-muted">{t("addresses.empty")}</p> : null}
        <ul className="grid gap-4 lg:grid-cols-2">
          {addresses.map((address) => {
            const label = `${address.firstName} ${address.lastName}, ${address.address1}, ${address.city}`;
            if (editing?.kind === "edit" && editing.id === address.id) {
              return (
                <li key={address.id} className="lg:col-span-2">
                  <AddressForm
                    title={t("addresses.editTitle")}
                    initial={addressValues(address)}
                    addressId={address.id}
                    offerDefault={false}
                    onSaved={() => finished(t("addresses.saved"))}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              );
            }
            return (
              <li key={address.id} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
                {address.isDefault ? (
                  <p className="mb-2 w-fit rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-dark">
                    {t("addresses.default")}
                  </p>
                ) : null}
                <address className="not-italic leading-relaxed">
                  {addressLines(address, countryName(address.country, i18n.language)).map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <div className="mt-4 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t("addresses.editLabel", { address: label })}
                    onClick={() => {
                      setStatus(null);
                      setEditing({ kind: "edit", id: address.id });
                    }}
                  >
                    {t("addresses.edit")}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t("addresses.deleteLabel", { address: label })}
                    onClick={() => setDeleting(address)}
                  >
                    {t("addresses.delete")}
                  </button>
                  {address.isDefault ? null : (
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={t("addresses.makeDefaultLabel", { address: label })}
                      aria-disabled={busy || undefined}
                      onClick={() =>
                        change("POST", `/addresses/${address.id}/default`, t("addresses.defaultChanged"), "addresses.defaultFailed")
                      }
                    >
                      {t("addresses.setDefault")}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  const hasAddresses = resource.status === "ready" && resource.data.addresses.length > 0;

  return (
    <AccountSection title={t("nav.addresses")} intro={t("addresses.intro")}>
      <div className="space-y-6">
        <FormStatusMessage status={status} />
        {editing?.kind === "new" ? (
          <AddressForm
            title={t("addresses.newTitle")}
            initial={EMPTY_ADDRESS}
            offerDefault={hasAddresses}
            onSaved={() => finished(t("addresses.added"))}
            onCancel={() => {
              setEditing(null);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
          />
        ) : (
          <button
            ref={addButton}
            type="button"
            onClick={() => {
              setStatus(null);
              setEditing({ kind: "new" });
            }}
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {t("addresses.add")}
          </button>
        )}
        <h2 ref={listHeading} tabIndex={-1} className="text-xl outline-none">
          {t("addresses.listHeading")}
        </h2>
        {content}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t("addresses.deleteTitle")}
        message={
          deleting ? (
            <>
              <p>{t("addresses.deleteQuestion")}</p>
              <p className="mt-2 text-muted">
                {addressLines(deleting, countryName(deleting.country, i18n.language)).slice(0, 3).join(", ")}
              </p>
            </>
          ) : null
        }
        confirmLabel={t("addresses.confirmDelete")}
        cancelLabel={t("addresses.cancel")}
        busy={busy}
        onConfirm={() => deleting && change("DELETE", `/addresses/${deleting.id}`, t("addresses.deleted"), "addresses.deleteFailed")}
        onClose={() => setDeleting(null)}
      />
    </AccountSection>
  );
}
