import { readSubscriberFilter } from "#domain/admin/newsletter";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { NewsletterPage } from "#app/features/admin/newsletter/NewsletterPage.tsx";
import type { Route } from "./+types/admin.newsletter";

export const meta = adminPageMeta("newsletter.title");

export const loader = staffListLoader(readSubscriberFilter, (admin, filter) => admin.newsletter(filter));

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return (
    <StaffOnly view={loaderData}>
      {(page, { staff, csrfToken }) => <NewsletterPage {...page} role={staff.role} csrfToken={csrfToken} />}
    </StaffOnly>
  );
}
