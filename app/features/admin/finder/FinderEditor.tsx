import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { FinderQuiz, FinderText } from "#domain/finder-quiz";
import type { FinderView } from "#domain/finder-quiz-schema";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { inputClass } from "../EditorField.tsx";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";

interface ProductChoice {
  handle: string;
  name: string;
}

const LANGUAGES: readonly Language[] = ["ro", "en"];
const empty = (): FinderText => ({ ro: "", en: "" });
let made = 0;
/** A new question's or answer's code: only the page's own key for the shopper's choice, never shown. */
const newId = (kind: string) => `${kind}-${Date.now().toString(36)}-${(made++).toString(36)}`;

/** The quiz with a result line for every product, the owner's first in their order, so each product's "why" is editable. */
function withEveryResult(quiz: FinderQuiz, products: readonly ProductChoice[]): FinderQuiz {
  const missing = products.filter((product) => !quiz.results.some((result) => result.product === product.handle));
  return { ...quiz, results: [...quiz.results, ...missing.map((product) => ({ product: product.handle, text: empty() }))] };
}

/**
 * The supplement finder's editor (decision 0159): each question with its answers in both languages and the products
 * each answer points to, then why each product is recommended. The server checks the save (the claims checker too) and
 * names the field it refuses; the focus goes there.
 */
export function FinderEditor({ finder, products, csrfToken }: { finder: FinderView; products: ProductChoice[]; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [quiz, setQuiz] = useState<FinderQuiz>(() => withEveryResult(finder.quiz, products));
  const [version, setVersion] = useState(finder.version);
  const [busy, setBusy] = useState(false);
  const { said, setSaid, statusRef, problem } = useSaveStatus((name) => formRef.current?.elements.namedItem(name));
  if (version !== finder.version) {
    setVersion(finder.version);
    setQuiz(withEveryResult(finder.quiz, products));
  }
  const nameOf = (handle: string) => products.find((product) => product.handle === handle)?.name ?? handle;
  const change = (update: (draft: FinderQuiz) => FinderQuiz) => {
    setQuiz(update);
    setSaid(null);
  };
  const setQuestions = (update: (questions: FinderQuiz["questions"]) => FinderQuiz["questions"]) =>
    change((draft) => ({ ...draft, questions: update(draft.questions) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    // A product nobody explained is left out; an answer still pointing to it is the server's to name.
    const results = quiz.results.filter((result) => result.text.ro.trim() !== "" || result.text.en.trim() !== "");
    const answer = await adminCall("/finder", { body: { version: finder.version, quiz: { ...quiz, results } }, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      setSaid({ kind: "done", message: answer.data.changed ? t("finder.saved") : t("finder.unchanged") });
      await revalidator.revalidate();
    } else if (answer.kind === "refused")
      setSaid({ kind: "error", message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
    else setSaid({ kind: "error", message: t("errors.network") });
  };

  const textInputs = (field: string, text: FinderText, onChange: (language: Language, value: string) => void, multiline = false) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {LANGUAGES.map((language) => {
        const name = `${field}.${language}`;
        const error = problem(name);
        const props = {
          id: name,
          name,
          value: text[language],
          lang: language,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${name}-error` : undefined,
          className: inputClass,
        };
        return (
          <div key={language} className="text-sm">
            <label htmlFor={name} className="font-semibold">
              {t(language === "ro" ? "finder.textRo" : "finder.textEn")}
            </label>
            {error ? (
              <p id={`${name}-error`} className="mt-1 font-semibold text-red-800">
                {error}
              </p>
            ) : null}
            {multiline ? (
              <textarea {...props} rows={3} onChange={(event) => onChange(language, event.target.value)} />
            ) : (
              <input {...props} onChange={(event) => onChange(language, event.target.value)} />
            )}
          </div>
        );
      })}
    </div>
  );

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl">{t("finder.title")}</h1>
        <a href={`/supplement-finder?lng=${i18n.language}`} className={linkClass}>
          {t("finder.preview")}
        </a>
      </div>
      <p className="mt-2 text-muted">{t("finder.intro")}</p>
      <p className="mt-1 text-sm text-muted">
        {finder.updatedAt && finder.updatedBy
          ? t("finder.lastChange", {
              date: new Date(finder.updatedAt).toLocaleString(i18n.language === "ro" ? "ro-RO" : "en-GB", { timeZone: "Europe/Bucharest" }),
              email: finder.updatedBy,
            })
          : t("finder.neverChanged")}
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 grid gap-6">
        <h2 className="text-2xl">{t("finder.questions")}</h2>
        {quiz.questions.map((question, q) => (
          <fieldset key={question.id} className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold">{t("finder.question", { n: q + 1 })}</legend>
            {textInputs(`quiz.questions.${q}.text`, question.text, (language, value) =>
              setQuestions((all) => all.map((item, i) => (i === q ? { ...item, text: { ...item.text, [language]: value } } : item))),
            )}
            {question.answers.map((answer, a) => {
              const setAnswer = (update: (current: typeof answer) => typeof answer) =>
                setQuestions((all) =>
                  all.map((item, i) =>
                    i === q ? { ...item, answers: item.answers.map((each, j) => (j === a ? update(each) : each)) } : item,
                  ),
                );
              return (
                <fieldset key={answer.id} className="grid gap-3 rounded-xl border border-line p-4">
                  <legend className="px-1 font-semibold">{t("finder.answer", { n: a + 1 })}</legend>
                  {textInputs(`quiz.questions.${q}.answers.${a}.text`, answer.text, (language, value) =>
                    setAnswer((current) => ({ ...current, text: { ...current.text, [language]: value } })),
                  )}
                  <fieldset>
                    <legend className="text-sm font-semibold">{t("finder.products")}</legend>
                    <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                      {products.map((product) => {
                        const id = `quiz.questions.${q}.answers.${a}.product.${product.handle}`;
                        return (
                          <label key={product.handle} htmlFor={id} className="flex items-center gap-2 text-sm">
                            <input
                              id={id}
                              type="checkbox"
                              className="size-5 accent-brand"
                              checked={answer.products.includes(product.handle)}
                              onChange={(event) =>
                                setAnswer((current) => ({
                                  ...current,
                                  products: event.target.checked
                                    ? [...current.products, product.handle]
                                    : current.products.filter((handle) => handle !== product.handle),
                                }))
                              }
                            />
                            {product.name}
                          </label>
                        );
                      })}
                    </div>
                  </fieldset>
                  <button
                    type="button"
                    className={`${secondaryButtonClass} justify-self-start`}
                    onClick={() =>
                      setQuestions((all) =>
                        all.map((item, i) => (i === q ? { ...item, answers: item.answers.filter((_, j) => j !== a) } : item)),
                      )
                    }
                  >
                    {t("finder.removeAnswer", { n: a + 1 })}
                  </button>
                </fieldset>
              );
            })}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() =>
                  setQuestions((all) =>
                    all.map((item, i) =>
                      i === q ? { ...item, answers: [...item.answers, { id: newId("answer"), text: empty(), products: [] }] } : item,
                    ),
                  )
                }
              >
                {t("finder.addAnswer", { n: q + 1 })}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setQuestions((all) => all.filter((_, i) => i !== q))}>
                {t("finder.removeQuestion", { n: q + 1 })}
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className={`${secondaryButtonClass} justify-self-start`}
          onClick={() => setQuestions((all) => [...all, { id: newId("question"), text: empty(), answers: [] }])}
        >
          {t("finder.addQuestion")}
        </button>

        <h2 className="text-2xl">{t("finder.results")}</h2>
        <p className="-mt-4 text-sm text-muted">{t("finder.resultsHint")}</p>
        {quiz.results.map((result, r) => (
          <fieldset key={result.product} className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold">{nameOf(result.product)}</legend>
            {textInputs(
              `quiz.results.${r}.text`,
              result.text,
              (language, value) =>
                change((draft) => ({
                  ...draft,
                  results: draft.results.map((item, i) => (i === r ? { ...item, text: { ...item.text, [language]: value } } : item)),
                })),
              true,
            )}
          </fieldset>
        ))}
        <SaveStatus said={said ?? undefined} ref={statusRef} />
        <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
          {busy ? t("finder.saving") : t("finder.save")}
        </button>
      </form>
    </div>
  );
}
