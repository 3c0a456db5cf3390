import type { ReactNode } from "react";
import { data, useRouteLoaderData, type AppLoadContext } from "react-router";
import type { AdminReader, StaffView } from "#app/lib/load-context.ts";
import { adminMeta } from "./admin-meta.ts";
import { AdminForbidden } from "./AdminForbidden.tsx";

/**
 * The pieces every admin route module is written with: its title, the 403 a role that may not read the page gets,
 * and the gate that shows the refusal inside the admin's frame. One place, so every page refuses the same way.
 */

/** An admin route's `meta` export: the page's title from the admin catalogue's `pageKey`, never indexed. */
export function adminPageMeta(pageKey: string) {
  return ({ matches }: { matches: Parameters<typeof adminMeta>[0] }) => adminMeta(matches, pageKey);
}

/**
 * A loader's answer from an admin read that answers null when the member's role may not see it: a 403 then, else
 * what it read (after `extra`, e.g. the filter the page was asked with), marked as allowed.
 */
export function staffOnly<Found extends object, Extra extends object = object>(found: Found | null, extra?: Extra) {
  if (found === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, ...(extra as Extra), ...found };
}

/**
 * The loader of an admin list whose view is in its URL: the filter read from the query, then the page of rows the
 * admin reader gives for it, handed back beside the filter so the page can show and link the same view.
 */
export function staffListLoader<Filter, Page extends object>(
  readFilter: (query: URLSearchParams) => Filter,
  read: (admin: AdminReader, filter: Filter) => Promise<Page | null>,
) {
  return async ({ context, request }: { context: Pick<AppLoadContext, "admin">; request: Request }) => {
    const filter = readFilter(new URL(request.url).searchParams);
    return staffOnly(await read(context.admin, filter), { filter });
  };
}

/**
 * The loader of an admin page that reads its own query (a period, a touch): the reading, answered 400 when the query
 * was refused so the page can say why, or the 403 a role that may not see it gets.
 */
export function staffReadingLoader<Reading extends { ok: boolean }>(
  read: (admin: AdminReader, query: URLSearchParams) => Promise<Reading | null>,
) {
  return async ({ context, request }: { context: Pick<AppLoadContext, "admin">; request: Request }) => {
    const reading = await read(context.admin, new URL(request.url).searchParams);
    if (reading === null) return data({ forbidden: true as const }, { status: 403 });
    return data({ forbidden: false as const, reading }, { status: reading.ok ? 200 : 400 });
  };
}

/** The signed-in member and their CSRF token, as the admin layout's loader read them. */
export interface AdminSession {
  staff: StaffView;
  csrfToken: string;
}

/** What a gated page gets: its loader's allowed answer, without the `forbidden` mark it no longer needs. */
type Allowed<View> = View extends { forbidden: false } ? Omit<View, "forbidden"> : never;

/**
 * An admin page's gate: the refusal when the loader answered 403 (or the admin frame's session is missing),
 * else the page `children` draws from the allowed answer and the session.
 */
export function StaffOnly<View extends { forbidden: boolean }>({
  view,
  children,
}: {
  view: View;
  children: (allowed: Allowed<View>, session: AdminSession) => ReactNode;
}) {
  // The admin layout's loader (routes/admin.tsx) signs every admin page in; its data holds the session.
  const session = useRouteLoaderData("routes/admin") as AdminSession | undefined;
  if (!session || view.forbidden) return <AdminForbidden />;
  const { forbidden: _forbidden, ...allowed } = view;
  return <>{children(allowed as Allowed<View>, session)}</>;
}
