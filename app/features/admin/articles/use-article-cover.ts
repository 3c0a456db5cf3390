import { useEffect, useRef, useState } from "react";
import type { AdminArticle } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall, type AdminAnswer } from "../admin-call.ts";
import { useSaveStatus } from "../SaveStatus.tsx";

/** The server names the alt texts as its multipart fields; the editor's boxes carry the article's own names. */
const FIELD_NAMES: Record<string, string> = { altRo: "texts.ro.imageAltText", altEn: "texts.en.imageAltText" };

/** Uploading and removing an article's cover, with the outcome said and a refusal's field focused (see `ArticleCover`). */
export function useArticleCover({
  article,
  alt,
  altError,
  onSaved,
  csrfToken,
}: {
  article: AdminArticle | null;
  alt: Record<Language, string>;
  altError: (field: string) => string | undefined;
  onSaved: (article: AdminArticle) => void;
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const sectionRef = useRef<HTMLFieldSetElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { said, setSaid, statusRef, problem: refusalOf } = useSaveStatus((name) => sectionRef.current?.querySelector(`[name="${name}"]`));

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const problem = (field: string) => refusalOf(field) ?? altError(field);

  const answered = (answer: AdminAnswer<{ changed: boolean; article: AdminArticle }>, done: string) => {
    if (answer.kind === "ok") {
      onSaved(answer.data.article);
      if (fileRef.current) fileRef.current.value = "";
      setSaid({ kind: "done", message: done });
      return;
    }
    setSaid(
      answer.kind === "refused"
        ? { kind: "error", message: answer.error, ...(answer.field ? { field: FIELD_NAMES[answer.field] ?? answer.field } : {}) }
        : { kind: "error", message: t("articles.cover.failed") },
    );
  };

  const upload = async () => {
    if (!article || busy) return;
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setSaid({ kind: "error", message: t("articles.cover.noFile"), field: "file" });
      return;
    }
    const form = new FormData();
    form.set("file", file);
    form.set("altRo", alt.ro);
    form.set("altEn", alt.en);
    setBusy(true);
    setSaid(null);
    const answer = await adminCall<{ changed: boolean; article: AdminArticle }>(`/articles/${article.id}/cover`, { body: form, csrfToken });
    setBusy(false);
    answered(answer, t("articles.cover.uploaded"));
  };

  const remove = async () => {
    if (!article || busy) return;
    setBusy(true);
    const answer = await adminCall<{ changed: boolean; article: AdminArticle }>(`/articles/${article.id}/cover`, {
      method: "DELETE",
      csrfToken,
    });
    setBusy(false);
    setConfirming(false);
    answered(answer, t("articles.cover.removed"));
  };

  return { sectionRef, fileRef, confirmRef, busy, confirming, setConfirming, said, statusRef, problem, upload, remove };
}
