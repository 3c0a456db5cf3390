import {
  ADMIN_SUBSCRIBERS_PAGE_SIZE,
  SUBSCRIBER_SOURCES,
  SUBSCRIBER_STATUSES,
  subscriberFilterQuery,
  type AdminSubscriber,
  type SubscriberFilter,
} from "#domain/admin/newsletter";
import { ADMIN_API_PATH } from "#domain/admin/paths";
import { can, type StaffRole } from "#domain/staff-roles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterSearch, FilterChoice } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminCards } from "../PagedAdminTable.tsx";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { useAdminAction } from "../useAdminAction.ts";

export interface NewsletterPageProps {
  filter: SubscriberFilter;
  subscribers: AdminSubscriber[];
  total: number;
  role: StaffRole;
  csrfToken: string;
}

function SubscriberCard({ subscriber, canManage, csrfToken }: { subscriber: AdminSubscriber; canManage: boolean; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const { state, run, busy } = useAdminAction(csrfToken);
  const titleId = `subscriber-${subscriber.id}`;
  const subscribed = subscriber.status === "subscribed";
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="break-all text-lg font-semibold">
          {subscriber.email}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${subscribed ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-800"}`}
        >
          {t(`newsletter.status.${subscriber.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("newsletter.columns.source")}</dt>
        <dd>{t(`newsletter.source.${subscriber.source}`)}</dd>
        <dt className="font-semibold">{t("newsletter.columns.language")}</dt>
        <dd>{subscriber.language === "en" ? "English" : "Română"}</dd>
        <dt className="font-semibold">{t("newsletter.columns.consentedAt")}</dt>
        <dd>
          <time dateTime={subscriber.consentedAt}>{when.format(new Date(subscriber.consentedAt))}</time>
        </dd>
        <dt className="font-semibold">{t("newsletter.columns.consentText")}</dt>
        <dd>
          <blockquote lang={subscriber.language} className="border-l-4 border-line pl-3 italic">
            {subscriber.consentText}
          </blockquote>
        </dd>
        {subscriber.unsubscribedAt ? (
          <>
            <dt className="font-semibold">{t("newsletter.columns.unsubscribedAt")}</dt>
            <dd>
              <time dateTime={subscriber.unsubscribedAt}>{when.format(new Date(subscriber.unsubscribedAt))}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {canManage && subscribed ? (
        <div className="mt-3">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            aria-describedby={titleId}
            onClick={() =>
              run(`/newsletter/${subscriber.id}/unsubscribe`, t("newsletter.unsubscribed"), t("newsletter.alreadyUnsubscribed"))
            }
          >
            {t("newsletter.unsubscribe")}
          </button>
        </div>
      ) : null}
      <ActionStatus state={state} />
    </article>
  );
}

/**
 * The newsletter's subscribers with the proof of each consent: the sentence they agreed to, where and
 * when. Filters in a GET form (the URL holds the view); the owner downloads the same view as CSV.
 */
export function NewsletterPage({ filter, subscribers, total, role, csrfToken }: NewsletterPageProps) {
  const { t, i18n } = useTranslation("admin");
  const exportQuery = subscriberFilterQuery({ ...filter, page: 1 });
  const exportHref = `${ADMIN_API_PATH}/newsletter/export.csv${exportQuery}${exportQuery ? "&" : "?"}lng=${i18n.language}`;

  return (
    <>
      <h1 className="text-3xl">{t("newsletter.title")}</h1>
      <p className="mt-2 max-w-prose text-muted">{t("newsletter.intro")}</p>
      <AdminFilterForm
        section="newsletter"
        columns={4}
        actions={
          can(role, "newsletter.export") ? (
            <a href={exportHref} className={`${linkClass} min-h-11 content-center`} download>
              {t("newsletter.export")}
            </a>
          ) : null
        }
      >
        <FilterSearch label={t("newsletter.filters.search")} value={filter.q} />
        <FilterChoice name="status" value={filter.status} values={SUBSCRIBER_STATUSES} optionKey="newsletter.status" />
        <FilterChoice name="source" value={filter.source} values={SUBSCRIBER_SOURCES} optionKey="newsletter.source" />
        <FilterChoice
          name="language"
          value={filter.language}
          values={["ro", "en"]}
          optionLabel={(language) => (language === "en" ? "English" : "Română")}
        />
      </AdminFilterForm>

      <PagedAdminCards
        list={listPage("newsletter", filter, total, ADMIN_SUBSCRIBERS_PAGE_SIZE)}
        items={subscribers}
        card={(subscriber) => <SubscriberCard subscriber={subscriber} canManage={can(role, "newsletter.manage")} csrfToken={csrfToken} />}
      />
    </>
  );
}
