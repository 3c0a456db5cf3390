import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { REVIEW_REPLY_MAX_LENGTH, reviewReplySchema, type AdminReview } from "#domain/admin/reviews";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";
import type { ActionState } from "../orders/useOrderAction.ts";
import { ClaimsFindings } from "../claims/ClaimsFindings.tsx";
import { ReviewFacts } from "./ReviewFacts.tsx";
import { ReviewStatusBadge } from "./ReviewStatusBadge.tsx";
import { useReviewAction } from "./useReviewAction.ts";

const inputClass = "mt-1 block w-full rounded-xl border border-line bg-white px-3 py-2";
const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-red-800/40 disabled:opacity-60";
const dangerOutlineClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-line bg-white px-5 py-2 font-semibold text-red-800 hover:border-red-800 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-red-800/40 disabled:opacity-60";

type Action = ReturnType<typeof useReviewAction>;

/** How the card's last step went: read out when it changes, and taking no room while it has nothing to say. */
function CardStatus({ state }: { state: ActionState }) {
  const message = state.kind === "done" || state.kind === "error" ? state.message : "";
  return (
    <p role="status" className={`mt-2 text-sm empty:mt-0 ${state.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}>
      {message}
    </p>
  );
}

/** Stars drawn for the eye, said as "4 din 5 stele" for everyone. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("admin");
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-lg leading-none tracking-wider text-amber-700">
        {"★".repeat(rating)}
        {"☆".repeat(Math.max(0, 5 - rating))}
      </span>
      <span className="text-sm font-semibold">{t("reviews.stars", { rating })}</span>
    </p>
  );
}

function DeleteStep({ review, action, titleId }: { review: AdminReview; action: Action; titleId: string }) {
  const { t } = useTranslation("admin");
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  if (!confirming)
    return (
      <button
        ref={openRef}
        type="button"
        className={dangerOutlineClass}
        aria-describedby={titleId}
        aria-expanded={false}
        disabled={action.busy}
        onClick={() => {
          setConfirming(true);
          requestAnimationFrame(() => confirmRef.current?.focus());
        }}
      >
        {t("reviews.actions.delete")}
      </button>
    );
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => openRef.current?.focus());
  };
  const escapeKeeps = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape") keep();
  };
  return (
    <div role="group" aria-labelledby={questionId} className="basis-full rounded-xl border border-red-300 bg-red-50 p-3">
      <p id={questionId} className="text-sm font-semibold text-red-900">
        {t("reviews.actions.deleteQuestion", { title: review.title })}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <button
          ref={confirmRef}
          type="button"
          onKeyDown={escapeKeeps}
          className={dangerButtonClass}
          disabled={action.busy}
          onClick={() => void action.run("delete", undefined, t("reviews.actions.deleted", { title: review.title }))}
        >
          {t("reviews.actions.confirmDelete")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={keep} onKeyDown={escapeKeeps}>
          {t("reviews.actions.keep")}
        </button>
      </div>
    </div>
  );
}

function ReplyForm({ review, csrfToken }: { review: AdminReview; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const action = useReviewAction(review, csrfToken);
  const [text, setText] = useState(review.reply?.text ?? "");
  const [problem, setProblem] = useState("");
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const serverProblem = action.state.kind === "error" && action.state.field === "text" ? action.state.message : "";
  const shownProblem = problem || serverProblem;

  const send = async (value: string) => {
    const removing = value.trim() === "";
    const outcome = await action.run(
      "reply",
      { text: value },
      removing ? t("reviews.reply.removed") : t("reviews.reply.saved"),
      t("reviews.reply.unchanged"),
    );
    if (outcome.kind === "done" && removing) {
      setText("");
      textRef.current?.focus();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reviewReplySchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(t("reviews.reply.tooLong", { max: REVIEW_REPLY_MAX_LENGTH }));
      textRef.current?.focus();
      return;
    }
    if (parsed.data.text === "" && review.reply === null) {
      setProblem(t("reviews.reply.empty"));
      textRef.current?.focus();
      return;
    }
    setProblem("");
    await send(parsed.data.text);
  };

  return (
    <details className="mt-4 rounded-xl border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-dark">
        {review.reply ? t("reviews.reply.edit") : t("reviews.reply.write")}
      </summary>
      <form
        onSubmit={submit}
        noValidate
        className="border-t border-line p-3"
        aria-label={t("reviews.reply.formLabel", { title: review.title })}
      >
        <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
          {t("reviews.reply.label")}
        </label>
        <span id={`${id}-hint`} className="block text-sm text-muted">
          {t("reviews.reply.hint", { max: REVIEW_REPLY_MAX_LENGTH })}
        </span>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          name="text"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={`${id}-hint${shownProblem ? ` ${id}-error` : ""}`}
        />
        {shownProblem ? (
          <span id={`${id}-error`} className="mt-1 block text-sm font-semibold text-red-800">
            {shownProblem}
          </span>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={action.busy}>
            {t("reviews.reply.save")}
          </button>
          {review.reply ? (
            <button type="button" className={secondaryButtonClass} disabled={action.busy} onClick={() => void send("")}>
              {t("reviews.reply.remove")}
            </button>
          ) : null}
        </div>
        <CardStatus state={serverProblem ? { kind: "idle" } : action.state} />
      </form>
    </details>
  );
}

/** One review in the queue: what was written, by whom, about what, and what the member can do with it. */
export function ReviewCard({ review, csrfToken }: { review: AdminReview; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const action = useReviewAction(review, csrfToken);
  const titleId = useId();
  const when = dateTimeFormat(i18n.language);
  const title = review.title;
  const canPublish = review.status !== "published";
  const canHide = review.status !== "hidden";

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-line bg-white px-3 py-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <ReviewStatusBadge state={review.status} />
      </div>
      <h3 id={titleId} lang={review.language} className="mt-2 break-words text-lg font-semibold">
        {title}
      </h3>
      <p lang={review.language} className="mt-1 whitespace-pre-line break-words">
        {review.text}
      </p>

      {review.status === "pending" && review.held ? (
        <div className="mt-3 rounded-xl border-l-4 border-amber-600 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{t(`reviews.held.${review.held.reason}`)}</p>
          {review.held.findings.length > 0 ? <ClaimsFindings findings={review.held.findings} textLanguage={review.language} /> : null}
        </div>
      ) : null}

      <ReviewFacts review={review} when={when} />

      {review.reply ? (
        <section aria-label={t("reviews.reply.title")} className="mt-4 rounded-xl border-l-4 border-brand bg-cream p-3 text-sm">
          <p className="font-semibold">{t("reviews.reply.title")}</p>
          <p className="mt-1 whitespace-pre-line break-words">{review.reply.text}</p>
          <p className="mt-1 text-muted">
            {review.reply.staffEmail
              ? t("reviews.reply.by", { email: review.reply.staffEmail, date: when.format(new Date(review.reply.at)) })
              : when.format(new Date(review.reply.at))}
          </p>
        </section>
      ) : null}

      <div role="group" aria-label={t("reviews.actions.label")} className="mt-4 flex flex-wrap items-center gap-2 sm:gap-3">
        {canPublish ? (
          <button
            type="button"
            className={buttonClass}
            aria-describedby={titleId}
            disabled={action.busy}
            onClick={() => void action.run("publish", undefined, t("reviews.actions.published", { title }))}
          >
            {t("reviews.actions.publish")}
          </button>
        ) : null}
        {canHide ? (
          <button
            type="button"
            className={secondaryButtonClass}
            aria-describedby={titleId}
            disabled={action.busy}
            onClick={() => void action.run("hide", undefined, t("reviews.actions.hidden", { title }))}
          >
            {t("reviews.actions.hide")}
          </button>
        ) : null}
        <DeleteStep review={review} action={action} titleId={titleId} />
      </div>
      <CardStatus state={action.state} />

      <ReplyForm review={review} csrfToken={csrfToken} />
    </article>
  );
}
