import { useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { isStarValue, REVIEW_RATING_PARAM, type RatingSummary, type StarValue } from "#domain/review-rating";
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_SORTS,
  type ReviewableVariant,
  type ReviewSort,
  type ReviewsPage,
  type ReviewView,
  type ReviewVote,
  type VoteResult,
} from "#domain/reviews";
import { LiveRegion, useAnnouncement } from "#app/ui/LiveAnnouncer.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { RatingSummaryPanel } from "./RatingSummaryPanel.tsx";
import { ReviewCard } from "./ReviewCard.tsx";
import { ReviewForm } from "./ReviewForm.tsx";
import { fetchReviews, postVote } from "./reviews-api.ts";
import { initialReviewsState, reviewsReducer, toggleVote } from "./reviews-state.ts";
import { sampleReviewCount, sampleReviews, sortReviews } from "./sample-reviews.ts";
import { readVoterKey, rememberVoterKey } from "./voter-key.ts";
import { ANCHOR_TARGET_CLASS } from "#app/ui/anchor-target.ts";

export interface ReviewsSectionProps {
  handle: string;
  /** The product's variants in the page's language; a review must name one when there are several. */
  variants: readonly ReviewableVariant[];
  /** The catalogue's reviewCount metafield: 1–3 shows that many of the spec's sample reviews until real ones arrive. */
  reviewCountMetafield: string | undefined;
  /** The first page, rendered with the page; null when the server could not read it (the browser asks again). */
  initial: ReviewsPage | null;
}

const buttonClass = "min-h-11 rounded-full px-6 font-semibold";

/**
 * The product page's reviews (spec §2 "Product page", §4): the summary and a bar per star, the reviews in
 * one of four sorts with more on request, helpful / not helpful toggles, and a form that opens on
 * request. Loaded as its own chunk, after the page's first load.
 */
export function ReviewsSection({ handle, variants, reviewCountMetafield, initial }: ReviewsSectionProps) {
  const { t, i18n } = useTranslation("reviews");
  const language = i18n.language;
  const headingId = useId();
  const formId = useId();
  const sortId = useId();
  const [state, dispatch] = useReducer(reviewsReducer, initial, initialReviewsState);
  const [samples, setSamples] = useState(() => sampleReviews(t, sampleReviewCount(reviewCountMetafield)));
  const [formOpen, setFormOpen] = useState(false);
  const [requestedRating, setRequestedRating] = useState<StarValue | undefined>(undefined);
  const [voteProblem, setVoteProblem] = useState("");
  const [announcement, announce] = useAnnouncement();
  const writeButtonRef = useRef<HTMLButtonElement>(null);
  const request = useRef<AbortController | null>(null);
  const lastRequest = useRef<{ sort: ReviewSort; page: number }>({ sort: DEFAULT_REVIEW_SORT, page: 1 });
  const votesInFlight = useRef(new Map<number, { queue: Promise<void>; clicks: number; confirmed: VoteResult }>());
  /** The form leaves the page, so focus moves on: to the new review (its element id), or back to the button that opened it. */
  const focusAfterClosing = useRef<string | null>(null);

  const showingSamples = state.summary.count === 0 && samples.length > 0 && state.status !== "sorting";
  const shown = showingSamples ? sortReviews(samples, state.sort) : state.reviews;

  const load = useCallback(
    async (sort: ReviewSort, page: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      lastRequest.current = { sort, page };
      dispatch({ type: "fetching", status: page === 1 ? "sorting" : "loading-more", sort });
      try {
        const answer = await fetchReviews({ handle, sort, page, language, voterKey: readVoterKey() }, controller.signal);
        if (answer.kind === "failed") return dispatch({ type: "failed" });
        dispatch({ type: "fetched", page: answer.page });
        announce(t("loaded", { count: Math.min(answer.page.count, answer.page.page * answer.page.pageSize) }));
      } catch {
        // Aborted: a newer request for this section took over.
      }
    },
    [handle, language, announce, t],
  );

  // The server's HTML is the same for everyone; a browser that has voted before asks for its own votes.
  useEffect(() => {
    if (initial === null) {
      void load(DEFAULT_REVIEW_SORT, 1);
      return;
    }
    const key = readVoterKey();
    if (!key || initial.reviews.length === 0) return;
    const controller = new AbortController();
    fetchReviews({ handle, sort: initial.sort, page: 1, language, voterKey: key }, controller.signal)
      .then((answer) => {
        if (answer.kind === "ok") dispatch({ type: "votesRead", page: answer.page });
      })
      .catch(() => {});
    return () => controller.abort();
    // Once per product: later pages and sorts are fetched with the key already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle]);

  useEffect(() => () => request.current?.abort(), []);

  // A star in a review request's email lands here with `?review=4`: the form opens with that rating chosen, and its
  // heading takes the focus (and the view). Read after hydration on purpose: the server's HTML, and the page cache's
  // copy of it, stay the same whatever the query.
  useEffect(() => {
    const stars = Number(new URLSearchParams(window.location.search).get(REVIEW_RATING_PARAM));
    if (!isStarValue(stars)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRequestedRating(stars);
    setFormOpen(true);
  }, []);

  useEffect(() => {
    const target = focusAfterClosing.current;
    if (formOpen || target === null) return;
    focusAfterClosing.current = null;
    (target === "write-button" ? writeButtonRef.current : document.getElementById(target))?.focus();
  }, [formOpen]);

  const changeSort = (sort: ReviewSort) => {
    if (showingSamples) return dispatch({ type: "sortedLocally", sort });
    void load(sort, 1);
  };

  /**
   * Votes show at once and reach the server one after another per review, so quick clicks are all
   * counted in order; the answer to the last click settles the counts. A refused vote puts back the
   * last counts the server confirmed.
   */
  const vote = (review: ReviewView, choice: ReviewVote) => {
    setVoteProblem("");
    if (review.id < 0)
      return setSamples((current) => current.map((sample) => (sample.id === review.id ? toggleVote(sample, choice) : sample)));
    const entry = votesInFlight.current.get(review.id) ?? {
      queue: Promise.resolve(),
      clicks: 0,
      confirmed: { reviewId: review.id, helpful: review.helpful, notHelpful: review.notHelpful, vote: review.myVote },
    };
    const ticket = ++entry.clicks;
    votesInFlight.current.set(review.id, entry);
    dispatch({ type: "voted", reviewId: review.id, vote: choice });
    entry.queue = entry.queue.then(async () => {
      const answer = await postVote(review.id, choice, readVoterKey(), language);
      if (answer.kind === "ok") {
        entry.confirmed = answer.result;
        rememberVoterKey(answer.issuedKey);
      } else setVoteProblem(answer.message ?? t("voteFailed"));
      if (entry.clicks !== ticket) return;
      votesInFlight.current.delete(review.id);
      dispatch({ type: "voteSettled", result: entry.confirmed });
    });
  };

  const created = (review: ReviewView, summary: RatingSummary, held: boolean) => {
    setFormOpen(false);
    if (held) {
      // Waiting for the store's approval: nothing to show yet, and the page says so.
      focusAfterClosing.current = "write-button";
      announce(t("form.held"));
      return;
    }
    dispatch({ type: "created", review, summary });
    focusAfterClosing.current = `review-${review.id}`;
    announce(t("form.published"));
  };

  const closeForm = () => {
    focusAfterClosing.current = "write-button";
    setFormOpen(false);
  };

  const hasReviews = state.summary.count > 0;
  const busy = state.status === "sorting" || state.status === "loading-more";

  return (
    <section id="reviews" aria-labelledby={headingId} className={`mx-auto max-w-6xl px-4 py-14 ${ANCHOR_TARGET_CLASS}`}>
      <h2 id={headingId} className="text-3xl">
        {t("heading")}
      </h2>
      <div className="mt-8 grid items-start gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          {hasReviews ? (
            <RatingSummaryPanel summary={state.summary} />
          ) : (
            <div>
              <p className="font-serif text-2xl text-ink">{t("empty.title")}</p>
              <p className="mt-2 text-muted">{t("empty.text")}</p>
            </div>
          )}
          <button
            ref={writeButtonRef}
            type="button"
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            onClick={() => setFormOpen(true)}
            className={`${buttonClass} mt-6 w-full bg-brand text-white hover:bg-brand-dark sm:w-auto`}
          >
            {t("writeReview")}
          </button>
        </div>

        <div>
          {formOpen ? (
            <div id={formId} className="mb-8">
              <ReviewForm handle={handle} variants={variants} onCreated={created} onCancel={closeForm} initialRating={requestedRating} />
            </div>
          ) : null}

          {showingSamples ? <p className="mb-4 rounded-xl bg-brand-soft px-4 py-3 text-sm">{t("sample.notice")}</p> : null}

          {(showingSamples ? samples.length : state.summary.count) > 1 ? (
            <div className="flex flex-wrap items-center justify-end gap-2 border-b border-line pb-4">
              <label htmlFor={sortId} className="text-sm font-semibold">
                {t("sort.label")}
              </label>
              <select
                id={sortId}
                value={state.sort}
                onChange={(event) => changeSort(event.target.value as ReviewSort)}
                className="min-h-11 rounded-full border-2 border-line bg-white px-4"
              >
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {state.status === "sorting" && shown.length === 0 ? <p className="py-6 text-muted">{t("loading")}</p> : null}

          {shown.length > 0 ? (
            <ol aria-labelledby={headingId} aria-busy={busy} className={state.status === "sorting" ? "opacity-60" : undefined}>
              {shown.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} sample={review.id < 0} onVote={vote} />
                </li>
              ))}
            </ol>
          ) : null}

          <div role="alert" className={voteProblem ? "mt-4 text-sm font-semibold text-sale" : undefined}>
            {voteProblem}
          </div>

          {state.status === "failed" ? (
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <p className="text-sale">{t("loadFailed")}</p>
              <button
                type="button"
                onClick={() => void load(lastRequest.current.sort, lastRequest.current.page)}
                className={`${buttonClass} border-2 border-line bg-white hover:border-brand`}
              >
                {t("retry")}
              </button>
            </div>
          ) : null}

          {!showingSamples && state.page < state.pageCount && state.status !== "failed" ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void load(state.sort, state.page + 1)}
              className={`${buttonClass} mt-6 border-2 border-line bg-white hover:border-brand disabled:opacity-60`}
            >
              {state.status === "loading-more" ? t("loading") : t("loadMore")}
            </button>
          ) : null}
        </div>
      </div>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
