import { useState, type FormEvent } from "react";
import { feedSettingsSchema, type FeedSettingsView } from "#domain/admin/settings";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ColumnHeaders } from "#app/ui/ColumnHeaders.tsx";
import { TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions, type FieldErrors } from "../admin-forms.ts";
import { CopyButton } from "../CopyButton.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

/** Selects an element's text, for a copy by hand where the clipboard is refused. */
function selectText(id: string) {
  const element = document.getElementById(id);
  const selection = window.getSelection();
  if (element && selection) selection.selectAllChildren(element);
}

/**
 * The product feeds (issue 67 item 4, decision 0147): each feed's address to paste into Google Merchant Center, Meta
 * Commerce Manager or Compari, and the optional secret that keeps them from anyone without it.
 */
export function FeedSettingsForm({ feeds, csrfToken }: { feeds: FeedSettingsView; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const [view, setView] = useState(feeds);
  const [token, setToken] = useState(feeds.token ?? "");
  const { state, setState, formRef, shown, send } = useCheckedSettingsForm<FeedSettingsView>("/settings/feeds", csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = feedSettingsSchema.safeParse({ token }).success ? {} : { token: t("settings.feeds.invalid") };
    const saved = await send(found, { token }, t("settings.feeds.saved"));
    if (saved) {
      setView(saved);
      setToken(saved.token ?? "");
    }
  };

  return (
    <SettingsSection id="feeds-title" title={t("settings.feeds.title")} intro={t("settings.feeds.intro")}>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{t("settings.feeds.caption")}</caption>
        <ColumnHeaders
          cellClassName="py-2 pr-3 last:pr-0"
          columns={[{ label: t("settings.feeds.channel") }, { label: t("settings.feeds.address") }]}
        />
        <tbody>
          {view.feeds.map((feed) => {
            const name = `${t(`settings.feeds.channels.${feed.channel}`)} · ${t(`settings.feeds.languages.${feed.language}`)}`;
            return (
              <tr key={feed.url} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {name}
                </th>
                <td className="py-2">
                  <code className="block break-all" id={`feed-${feed.channel}-${feed.language}`}>
                    {feed.url}
                  </code>
                  <CopyButton
                    text={feed.url}
                    label={t("settings.feeds.copy")}
                    which={t("settings.feeds.copyWhich", { feed: name })}
                    onRefused={() => selectText(`feed-${feed.channel}-${feed.language}`)}
                    className="mt-2"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <TextField
          {...fieldConventions(t)}
          name="token"
          optional
          autoComplete="off"
          spellCheck={false}
          label={t("settings.feeds.token")}
          hint={t("settings.feeds.tokenHint")}
          value={token}
          onValueChange={(value) => {
            setToken(value);
            setState({ kind: "idle" });
          }}
          error={shown.token}
        />
        <AuditedSettingsSubmit lastChange={view} label={t("settings.feeds.save")} state={state} />
      </form>
    </SettingsSection>
  );
}
