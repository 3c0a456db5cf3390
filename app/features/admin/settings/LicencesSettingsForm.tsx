import { useRef, useState, type FormEvent } from "react";
import type { LicencesSettingsView } from "#domain/admin/settings";
import { DSVSA_NAME, LICENCE_KINDS, LICENCES_MAX, licencesInputSchema, type Licence, type LicenceKind } from "#domain/licences";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SelectField, TextField } from "#app/ui/form-fields.tsx";
import { fieldConventions, type FieldErrors } from "../admin-forms.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import { AuditedSettingsSubmit } from "./SettingsSubmit.tsx";
import { useCheckedSettingsForm } from "./settings-form.ts";

type Entry = { kind: LicenceKind; nameRo: string; nameEn: string; number: string; issuer: string; issuedOn: string; url: string };
type EntryField = Exclude<keyof Entry, "kind">;
/** The server's field path of each input ("licences.0.name.ro"), so its refusals land on the same input. */
const PATH: Record<keyof Entry, string> = {
  kind: "kind",
  nameRo: "name.ro",
  nameEn: "name.en",
  number: "number",
  issuer: "issuer",
  issuedOn: "issuedOn",
  url: "url",
};
const PROBLEMS = ["required", "too_long", "date", "url", "kind", "too_many"] as const;

const entryOf = (licence: Licence): Entry => ({
  kind: licence.kind,
  nameRo: licence.name.ro,
  nameEn: licence.name.en,
  number: licence.number,
  issuer: licence.issuer,
  issuedOn: licence.issuedOn ?? "",
  url: licence.url,
});
const emptyEntry = (kind: LicenceKind): Entry => ({ kind, nameRo: "", nameEn: "", number: "", issuer: "", issuedOn: "", url: "" });
const bodyOf = (entries: Entry[]) => ({
  licences: entries.map(({ nameRo, nameEn, ...entry }) => ({ ...entry, name: { ro: nameRo, en: nameEn } })),
});

const fieldPath = (index: number, name: keyof Entry) => `licences.${index}.${PATH[name]}`;
/** The entry a field's path belongs to ("licences.2.issuer" → 2); null for the list's own problem. */
const rowOf = (field: string): number | null => {
  const match = /^licences\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : null;
};
const withoutErrors = (errors: FieldErrors, drop: (field: string) => boolean): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !drop(field)));

/** The problems once entry `removed` is gone: its own dropped, the later entries' renumbered, the list's own dropped. */
function movedUp(errors: FieldErrors, removed: number): FieldErrors {
  const kept: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const row = rowOf(field);
    if (row === null || row === removed) continue;
    kept[row > removed ? field.replace(/^licences\.\d+\./, `licences.${row - 1}.`) : field] = message;
  }
  return kept;
}

/**
 * The store's authorisations (ANPC Order 225/2023: a trader shows them, with series, number and issuer, before the
 * order; issue 66 item 2, decision 0141): a list the owner adds to, edits and removes from, saved together and
 * audited. The DSVSA registration is what ticks the launch checklist's licences item.
 */
export function LicencesSettingsForm({ licences, csrfToken }: { licences: LicencesSettingsView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const { language } = i18n;
  const [entries, setEntries] = useState<Entry[]>(() =>
    licences.licences.length > 0 ? licences.licences.map(entryOf) : [emptyEntry("dsvsa")],
  );
  const { state, setState, formRef, shown, send, editErrors } = useCheckedSettingsForm<LicencesSettingsView>(
    "/settings/licences",
    csrfToken,
  );
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");

  const fieldLabel = (field: string) => {
    const [, index, ...rest] = field.split(".");
    if (index === undefined) return t("settings.licences.title");
    const part = rest.join(".");
    const key = (Object.keys(PATH) as (keyof Entry)[]).find((name) => PATH[name] === part) ?? "number";
    return t("settings.licences.fieldOf", { place: Number(index) + 1, field: t(`settings.licences.parts.${key}`) });
  };

  /** Each field's first problem in these entries, worded with its place in the list. */
  const problemsOf = (list: Entry[]): FieldErrors => {
    const checked = licencesInputSchema.safeParse(bodyOf(list));
    const found: FieldErrors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = issue.path.map(String).join(".");
        const problem = PROBLEMS.find((name) => name === issue.message) ?? "required";
        found[field] ??= t(`settings.licences.errors.${problem}`, { field: fieldLabel(field), max: LICENCES_MAX });
      }
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(entries);
    const saved = await send(problemsOf(entries), body, t("settings.licences.saved"));
    if (saved) setEntries(saved.licences.map(entryOf));
  };

  const change = (index: number, name: keyof Entry, value: string) => {
    setEntries((before) => before.map((entry, at) => (at === index ? { ...entry, [name]: value } : entry)));
    setState({ kind: "idle" });
    // A corrected field's problem goes; another kind changes which fields the entry has, so all of its problems go.
    editErrors((before) => withoutErrors(before, (field) => (name === "kind" ? rowOf(field) === index : field === fieldPath(index, name))));
  };

  const add = () => {
    const index = entries.length;
    editErrors((before) => withoutErrors(before, (field) => field === "licences"));
    setEntries((before) => [...before, emptyEntry(before.some((entry) => entry.kind === "dsvsa") ? "other" : "dsvsa")]);
    setState({ kind: "idle" });
    // The new entry's first field takes the focus, so a keyboard user goes on typing where it appeared.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="licences.${index}.kind"]`)?.focus());
  };

  const remove = (index: number) => {
    setAnnouncement(t("settings.licences.removed", { place: index + 1 }));
    const remaining = entries.filter((_, at) => at !== index);
    setEntries(remaining);
    setState({ kind: "idle" });
    // The removed entry's problems go; those of the entries after it move up with them, worded with their new place.
    const fresh = problemsOf(remaining);
    editErrors((before) =>
      Object.fromEntries(Object.keys(movedUp(before, index)).flatMap((field) => (fresh[field] ? [[field, fresh[field]]] : []))),
    );
    addRef.current?.focus();
  };

  const field = (index: number, name: EntryField) => ({
    ...fieldConventions(t),
    name: `licences.${index}.${PATH[name]}`,
    autoComplete: "off",
    label: t(`settings.licences.${name}`),
    value: entries[index]![name],
    onValueChange: (value: string) => change(index, name, value),
    error: shown[`licences.${index}.${PATH[name]}`],
  });

  return (
    <SettingsSection id="licences-title" title={t("settings.licences.title")} intro={t("settings.licences.intro")}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
        {shown.licences ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {shown.licences}
          </p>
        ) : null}
        <ol className="grid gap-4">
          {entries.map((entry, index) => (
            <li key={index}>
              <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
                <legend className="px-1 font-semibold">
                  {t("settings.licences.entry", {
                    place: index + 1,
                    name: entry.kind === "dsvsa" ? DSVSA_NAME[language] : entry.nameRo || entry.nameEn || t("settings.licences.unnamed"),
                  })}
                </legend>
                <SelectField
                  {...fieldConventions(t)}
                  name={`licences.${index}.kind`}
                  label={t("settings.licences.kind")}
                  value={entry.kind}
                  onValueChange={(value) => change(index, "kind", value)}
                  options={LICENCE_KINDS.map((kind) => ({ value: kind, label: t(`settings.licences.kinds.${kind}`) }))}
                  error={shown[`licences.${index}.kind`]}
                />
                {entry.kind === "other" ? (
                  <>
                    <TextField {...field(index, "nameRo")} />
                    <TextField {...field(index, "nameEn")} />
                  </>
                ) : null}
                <TextField {...field(index, "number")} hint={t("settings.licences.numberHint")} />
                <TextField {...field(index, "issuer")} hint={t("settings.licences.issuerHint")} />
                <TextField {...field(index, "issuedOn")} type="date" />
                <TextField {...field(index, "url")} type="url" optional hint={t("settings.licences.urlHint")} />
                <div className="sm:col-span-2">
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-cream"
                  >
                    {t("settings.licences.remove", { place: index + 1 })}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div>
          <button
            ref={addRef}
            type="button"
            onClick={add}
            disabled={entries.length >= LICENCES_MAX}
            className="rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-50"
          >
            {t("settings.licences.add")}
          </button>
        </div>
        <AuditedSettingsSubmit lastChange={licences} label={t("settings.licences.save")} state={state} />
      </form>
    </SettingsSection>
  );
}
