/** Where the admin lives (issue 16): the pages under /admin, their JSON under /api/admin. */
export const ADMIN_PATH = "/admin";
export const ADMIN_API_PATH = "/api/admin";
export const STAFF_SETUP_PATH = "/admin/setup";
export const STAFF_LOGIN_PATH = "/admin/login";

/** Where a new member sets their password and two-factor; the link works once, for 24 hours. */
export function staffSetupUrl(baseUrl: string, token: string): string {
  const url = new URL(STAFF_SETUP_PATH, `${baseUrl}/`);
  url.searchParams.set("token", token);
  return url.toString();
}

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/** The header every admin change carries, holding the session's CSRF token. */
export const CSRF_HEADER = "X-CSRF-Token";
