import type { ReactNode } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Language } from "#domain/locale";
import type { StaffRole } from "#domain/staff-roles";
import type { StaffView } from "#app/lib/load-context.ts";
import { renderRoutesWithTexts } from "./render-routes.tsx";

/** The wait for an admin page's first render: the router loads its data and the texts before the page shows. */
export const FIRST_RENDER = { timeout: 10_000 };

/** A page under test as a route at `path`, drawn by `page` from what its `loader` gave it, as the app's routes do. */
export function loadedRoute<Data>(path: string, loader: (args: LoaderFunctionArgs) => Data, page: (data: Awaited<Data>) => ReactNode) {
  return { path, loader, element: <LoadedPage page={page} />, HydrateFallback: () => null };
}

function LoadedPage<Data>({ page }: { page: (data: Data) => ReactNode }) {
  // A memory router hands the loader's value over as it is, unserialised.
  return page(useLoaderData() as Data);
}

/** Admin pages (made by `loadedRoute`) in a memory router opened at `url`, under strict texts in `language`. */
export function renderAdminPages(url: string, language: Language, routes: ReturnType<typeof loadedRoute>[]) {
  return renderRoutesWithTexts(language, routes, { initialEntries: [url] });
}

/** What the page asked of the API: each call's address and its JSON body. */
export function apiCalls(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }) {
  return fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

/** A signed-in staff member of `role`, as the admin shell hands them to a page. */
export function staffOf(role: StaffRole, changes: Partial<StaffView> = {}): StaffView {
  return {
    id: 1,
    email: `${role}@elara.test`,
    name: "",
    role,
    language: "ro",
    twoFactor: false,
    active: true,
    disabled: false,
    inviteExpiresAt: null,
    ...changes,
  };
}

/** One admin page (see `loadedRoute`) opened at `url`, its route the address's path, under strict texts in `language`. */
export function renderAdminPage<Data>(
  url: string,
  language: Language,
  loader: (args: LoaderFunctionArgs) => Data,
  page: (data: Awaited<Data>) => ReactNode,
) {
  return renderAdminPages(url, language, [loadedRoute(url.split("?")[0]!, loader, page)]);
}
