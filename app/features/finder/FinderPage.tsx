import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { recommendProducts, type ShownFinderQuiz } from "#domain/finder-quiz";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { ProductCard, type ProductCardData } from "#app/ui/ProductCard.tsx";
import { PageIntro } from "#app/features/brand-pages/PageIntro.tsx";
import { FinderEmailForm } from "./FinderEmailForm.tsx";

type Step = { kind: "intro" } | { kind: "question"; index: number } | { kind: "result" };

const BUTTON = "rounded-full px-6 py-3 font-semibold";
const PRIMARY = `${BUTTON} bg-brand text-white hover:bg-brand-dark`;
const SECONDARY = `${BUTTON} border-2 border-line text-ink hover:border-brand`;

/**
 * The supplement finder (issue 68 item 5, decision 0159): one question per step, the focus moved to each new question
 * and the progress announced, then the recommended products. The answers live in this component's state only: no URL,
 * storage or request ever carries them (GDPR art. 9); the optional email sends the recommended products alone.
 */
export function FinderPage({ quiz, products }: { quiz: ShownFinderQuiz; products: ProductCardData[] }) {
  const { t } = useTranslation("finder");
  const [step, setStep] = useState<Step>({ kind: "intro" });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = quiz.questions.length;

  // Each new step takes the focus to its heading, so a screen reader reads the question and a keyboard starts there.
  const stepKey = step.kind === "question" ? `q${step.index}` : step.kind;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);

  const go = (next: Step) => {
    setMissing(false);
    setStep(next);
  };

  if (step.kind === "intro")
    return (
      <>
        <PageIntro eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { count: total })} />
        <div className="mx-auto max-w-2xl px-4 pb-16 text-center">
          <p className="text-muted">{t("privacy")}</p>
          <button type="button" className={`${PRIMARY} mt-8`} onClick={() => go({ kind: "question", index: 0 })}>
            {t("start")}
          </button>
        </div>
      </>
    );

  if (step.kind === "result") {
    const handles = recommendProducts(quiz, chosen);
    const shown = handles.flatMap((handle) => products.filter((product) => product.handle === handle));
    const why = (handle: string) => quiz.results.find((result) => result.product === handle)?.text;
    return (
      <div className="mx-auto max-w-4xl px-4 py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand">{t("eyebrow")}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-3 text-4xl leading-tight text-ink outline-none">
          {t("result.title")}
        </h1>
        <p role="status" className="sr-only">
          {shown.length > 0 ? t("result.announce", { products: shown.map((product) => product.title).join(", ") }) : t("result.none")}
        </p>
        {shown.length === 0 ? (
          <div className="mt-6">
            <p className="text-lg">{t("result.none")}</p>
            <Link to="/shop" className={`${PRIMARY} mt-6 inline-block`}>
              {t("result.shopAll")}
            </Link>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {shown.map((product, index) => (
              <li key={product.handle} className="flex flex-col gap-3">
                <ProductCard
                  product={product}
                  headingLevel={2}
                  imageSizes="(min-width: 640px) 420px, 90vw"
                  eager={index === 0}
                  compareAtLabel={t("common:product.compareAt")}
                  fromLabel={t("common:product.from")}
                />
                {why(product.handle) ? <p className="leading-relaxed text-ink">{why(product.handle)}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-8 text-sm text-muted">{t("result.note")}</p>
        {shown.length > 0 ? <FinderEmailForm products={shown.map((product) => product.handle)} /> : null}
        <button
          type="button"
          className={`${SECONDARY} mt-8`}
          onClick={() => {
            setChosen({});
            go({ kind: "question", index: 0 });
          }}
        >
          {t("result.restart")}
        </button>
      </div>
    );
  }

  const question = quiz.questions[step.index]!;
  const last = step.index === total - 1;
  const errorId = `finder-${question.id}-error`;
  return (
    <div className="mx-auto max-w-2xl px-4 py-14">
      <p aria-live="polite" className="text-sm font-semibold uppercase tracking-widest text-brand">
        {t("progress", { current: step.index + 1, total })}
      </p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-brand-soft"
        role="progressbar"
        aria-label={t("progress", { current: step.index + 1, total })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step.index + 1}
      >
        <div className="h-full bg-brand" style={{ width: `${((step.index + 1) / total) * 100}%` }} />
      </div>
      <form
        noValidate
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen[question.id]) {
            setMissing(true);
            return;
          }
          go(last ? { kind: "result" } : { kind: "question", index: step.index + 1 });
        }}
      >
        <fieldset aria-describedby={missing ? errorId : undefined}>
          <legend className="w-full">
            <h1 ref={headingRef} tabIndex={-1} className="text-3xl leading-tight text-ink outline-none">
              {question.text}
            </h1>
          </legend>
          <div className="mt-6 grid gap-3">
            {question.answers.map((answer) => {
              const id = `finder-${question.id}-${answer.id}`;
              return (
                <label
                  key={answer.id}
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-line bg-white px-5 py-4 text-lg has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
                >
                  <input
                    id={id}
                    type="radio"
                    name={question.id}
                    checked={chosen[question.id] === answer.id}
                    onChange={() => {
                      setMissing(false);
                      setChosen((current) => ({ ...current, [question.id]: answer.id }));
                    }}
                    className="size-5 shrink-0 accent-brand"
                  />
                  {answer.text}
                </label>
              );
            })}
          </div>
        </fieldset>
        <p id={errorId} role="alert" className="mt-3 text-sm font-semibold text-sale empty:hidden">
          {missing ? t("choose") : ""}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            className={SECONDARY}
            onClick={() => go(step.index === 0 ? { kind: "intro" } : { kind: "question", index: step.index - 1 })}
          >
            {t("back")}
          </button>
          <button type="submit" className={PRIMARY}>
            {last ? t("seeResult") : t("next")}
          </button>
        </div>
      </form>
    </div>
  );
}
