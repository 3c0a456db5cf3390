import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Language } from "#domain/locale";
import { BOTTLES_SOLD_MAX, contentTextMaxLength, HOME_CLAIMS, type ContentPage, type ContentPageView } from "#domain/store-content";
import { contentSaveSchema } from "#domain/store-content-schema";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { focusFirstError, type FieldErrors } from "../admin-forms.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import { fieldLabel, type Texts } from "./content-fields.ts";

/** Every problem of the save as the server words it, keyed by the input's name. */
function contentErrors(page: ContentPage, body: unknown, t: TFunction, bottlesMax: string): FieldErrors {
  const parsed = contentSaveSchema(page).safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".");
    if (field in errors) continue;
    const text = /^texts\.(.+)\.(ro|en)$/.exec(field);
    if (field === "bottlesSold") errors[field] = t("content.errors.bottles", { max: bottlesMax });
    else if (text) {
      const label = fieldLabel(text[1]!, text[2] as Language, t);
      errors[field] = t(issue.message === "required" ? "content.errors.required" : "content.errors.tooLong", {
        field: label,
        max: contentTextMaxLength(page),
      });
    } else errors[field] = t("content.errors.invalid", { field });
  }
  return errors;
}

/** One content page's texts, shown claims and bottles sold as typed, checked and saved, restarting on a new version. */
export function useContentPageForm(view: ContentPageView, csrfToken: string) {
  const { t, i18n } = useTranslation("admin");
  const language = i18n.language;
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const home = view.page === "home";
  const textsOf = (from: ContentPageView): Texts => Object.fromEntries(from.fields.map(({ key, ro, en }) => [key, { ro, en }]));
  const [texts, setTexts] = useState<Texts>(() => textsOf(view));
  const [hidden, setHidden] = useState<string[]>(view.hidden);
  const [bottles, setBottles] = useState(String(view.bottlesSold));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const [conflict, setConflict] = useState(false);
  // A save (ours, or someone's we chose to load) brings a new version: the form starts again from what the
  // server now holds, keeping the sentence that says how the save went.
  const [version, setVersion] = useState(view.version);
  if (version !== view.version) {
    setVersion(view.version);
    setTexts(textsOf(view));
    setHidden(view.hidden);
    setBottles(String(view.bottlesSold));
    setErrors({});
    setConflict(false);
  }
  const busy = useRef(false);
  const bottlesMax = BOTTLES_SOLD_MAX.toLocaleString(language === "ro" ? "ro-RO" : "en-GB");

  const setText = (key: string, lang: Language) => (value: string) => {
    setTexts((current) => ({ ...current, [key]: { ...current[key]!, [lang]: value } }));
    setState({ kind: "idle" });
  };
  const shown = (claim: string) => !hidden.includes(claim);
  const setShown = (claim: string) => (show: boolean) => {
    setHidden((current) => (show ? current.filter((item) => item !== claim) : [...current, claim]));
    setState({ kind: "idle" });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const trimmed = bottles.trim();
    const body = {
      version: view.version,
      texts: Object.fromEntries(Object.entries(texts).filter(([, value]) => value.ro.trim() !== "" || value.en.trim() !== "")),
      hidden: home ? HOME_CLAIMS.filter((claim) => hidden.includes(claim)) : [],
      ...(home ? { bottlesSold: /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN } : {}),
    };
    const found = contentErrors(view.page, body, t, bottlesMax);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: "error", message: t("content.invalid") });
      return focusFirstError(formRef.current, found);
    }
    busy.current = true;
    setState({ kind: "busy" });
    const answer = await adminCall<{ changed: boolean }>(`/content/${view.page}`, { body, csrfToken });
    busy.current = false;
    if (answer.kind === "ok") {
      setState({ kind: "done", message: answer.data.changed ? t("content.saved") : t("content.unchanged") });
      if (answer.data.changed) await revalidator.revalidate();
      return;
    }
    if (answer.kind === "failed") return setState({ kind: "error", message: t("content.failed") });
    setConflict(answer.status === 409);
    setState({ kind: "error", message: answer.status === 409 ? t("content.conflict") : answer.error });
    if (answer.field) {
      setErrors({ [answer.field]: answer.error });
      focusFirstError(formRef.current, { [answer.field]: answer.error });
    }
  };

  const setBottlesTyped = (value: string) => {
    setBottles(value);
    setState({ kind: "idle" });
  };

  return { formRef, texts, bottles, errors, state, conflict, setText, shown, setShown, setBottlesTyped, submit };
}
