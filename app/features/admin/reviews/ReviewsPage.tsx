import { useCallback, useMemo } from "react";
import { ADMIN_REVIEWS_PAGE_SIZE, REVIEW_STATUSES, reviewFilterQuery, type AdminReview, type ReviewFilter } from "#domain/admin/reviews";
import type { ProductChoice } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SaveStatus } from "../SaveStatus.tsx";
import { AdminFilterForm, FilterChoice, FilterSelect } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminCards, QueueHead, useCardListStatus } from "../PagedAdminTable.tsx";
import { HoldSetting } from "./HoldSetting.tsx";
import { ReviewCard } from "./ReviewCard.tsx";
import { PageAnnounce, type Outcome } from "./useReviewAction.ts";

const RATINGS = [5, 4, 3, 2, 1] as const;

export interface ReviewsPageProps {
  filter: ReviewFilter;
  reviews: AdminReview[];
  total: number;
  pending: number;
  holdUnverified: boolean;
  /** The catalogue's products, drafts too, for the product filter. */
  products: ProductChoice[];
  csrfToken: string;
}

/**
 * The reviews moderation queue: the owner's approval setting, the filters in a GET form (the URL holds
 * the view, so a bookmark opens it again), and one card per review with the steps its status allows.
 */
export function ReviewsPage({ filter, reviews, total, pending, holdUnverified, products, csrfToken }: ReviewsPageProps) {
  const { t } = useTranslation("admin");
  const viewLink = (changes: Partial<ReviewFilter>) => `/admin/reviews${reviewFilterQuery({ ...filter, ...changes })}`;
  // The button pressed goes with its card: once the list has changed, the member lands on the sentence.
  const { said: outcome, say, statusRef } = useCardListStatus(reviews);
  const announce = useCallback((said: Outcome) => say(said, true), [say]);
  const pageContext = useMemo(() => ({ announce, status: filter.status }), [announce, filter.status]);

  // A product the catalogue no longer has (a bookmark from before it changed) stays chosen.
  const choices =
    filter.product && !products.some((product) => product.handle === filter.product)
      ? [...products, { handle: filter.product, name: filter.product }]
      : products;

  return (
    <>
      <QueueHead
        section="reviews"
        pending={pending}
        pendingView={filter.status === "pending" ? null : viewLink({ status: "pending", page: 1 })}
      />

      <HoldSetting holdUnverified={holdUnverified} csrfToken={csrfToken} />

      <AdminFilterForm section="reviews" columns={4}>
        <FilterChoice name="status" value={filter.status} values={REVIEW_STATUSES} optionKey="reviews.status" />
        <FilterChoice
          name="rating"
          value={filter.rating === undefined ? undefined : String(filter.rating)}
          values={RATINGS.map(String)}
          optionLabel={(rating) => t("reviews.filters.stars", { count: Number(rating) })}
        />
        <FilterSelect
          label={t("reviews.filters.product")}
          name="product"
          value={filter.product}
          anyLabel={t("reviews.filters.anyProduct")}
          options={choices.map((product) => ({ value: product.handle, label: product.name }))}
        />
        <FilterChoice
          name="verified"
          value={filter.verified}
          values={["yes", "no"]}
          optionLabel={(answer) => t(answer === "yes" ? "reviews.filters.verifiedYes" : "reviews.filters.verifiedNo")}
        />
      </AdminFilterForm>

      <PageAnnounce.Provider value={pageContext}>
        <PagedAdminCards
          list={listPage("reviews", filter, total, ADMIN_REVIEWS_PAGE_SIZE)}
          items={reviews}
          afterCount={<SaveStatus ref={statusRef} said={outcome} className="mt-3" />}
          card={(review) => <ReviewCard review={review} csrfToken={csrfToken} />}
        />
      </PageAnnounce.Provider>
    </>
  );
}
