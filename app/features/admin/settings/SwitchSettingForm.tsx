import { useState, type FormEvent } from "react";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { LastChange } from "./LastChange.tsx";
import { useSettingsSave } from "./settings-form.ts";

/**
 * A setting that is one switch (shipping by hand, the OSS): the box, who changed it last, and the save button with
 * the answer beside it. The box shows what the server saved; touching it again clears the last answer.
 */
export function SwitchSettingForm<Saved>({
  path,
  csrfToken,
  name,
  on,
  savedOn,
  texts,
  lastChange,
  describedBy,
}: {
  path: string;
  csrfToken: string;
  /** The body's field and the box's name. */
  name: string;
  on: boolean;
  /** Whether the answer the server saved says the switch is on. */
  savedOn: (saved: Saved) => boolean;
  /** Where its words are: `${texts}.switch`, `.save`, `.savedOn` and `.savedOff` in the admin's texts. */
  texts: string;
  lastChange: { updatedAt: string | null; updatedBy: string | null };
  describedBy?: string;
}) {
  const { t } = useTranslation("admin");
  const [checked, setChecked] = useState(on);
  const { state, setState, save } = useSettingsSave<Saved>(path, csrfToken);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await save(
      { [name]: checked },
      { done: t(`${texts}.${checked ? "savedOn" : "savedOff"}`), unchanged: t("settings.unchanged"), failed: t("settings.failed") },
      () => undefined,
    );
    if (saved) setChecked(savedOn(saved));
  };

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            setState({ kind: "idle" });
          }}
          aria-describedby={describedBy}
          className="mt-0.5 size-6 shrink-0 accent-brand"
        />
        <span className="font-semibold">{t(`${texts}.switch`)}</span>
      </label>
      <LastChange updatedAt={lastChange.updatedAt} updatedBy={lastChange.updatedBy} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={state.kind === "busy"}>
          {t(`${texts}.save`)}
        </button>
        <ActionStatus state={state} />
      </div>
    </form>
  );
}
