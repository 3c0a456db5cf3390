import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { ADMIN_REVIEWS_PAGE_SIZE, REVIEW_STATUSES, reviewFilterQuery, type AdminReview, type ReviewFilter } from "#domain/admin/reviews";
import type { ProductChoice } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { SaveStatus } from "../SaveStatus.tsx";
import { AdminFilterForm, FilterChoice, FilterSelect } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminCards } from "../PagedAdminTable.tsx";
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The button pressed goes with its card: once the list has changed, the member lands on the sentence.
  const refocus = useRef(false);
  const announce = useCallback((said: Outcome) => {
    refocus.current = true;
    setOutcome(said);
  }, []);
  useEffect(() => {
    if (!refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      refocus.current = false;
      statusRef.current?.focus();
    }
  }, [outcome, reviews]);
  const pageContext = useMemo(() => ({ announce, status: filter.status }), [announce, filter.status]);

  // A product the catalogue no longer has (a bookmark from before it changed) stays chosen.
  const choices =
    filter.product && !products.some((product) => product.handle === filter.product)
      ? [...products, { handle: filter.product, name: filter.product }]
      : products;

  return (
    <>
      <h1 className="text-3xl">{t("reviews.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("reviews.intro")}</p>

      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className={pending > 0 ? "rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900" : "text-muted"}>
          {pending > 0 ? t("reviews.pending", { count: pending }) : t("reviews.nonePending")}
        </span>
        {pending > 0 && filter.status !== "pending" ? (
          <Link to={viewLink({ status: "pending", page: 1 })} className={`${linkClass} inline-flex min-h-11 items-center`}>
            {t("reviews.showPending")}
          </Link>
        ) : null}
      </p>

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
