/** The name of the admin's session cookie, known to the admin routes and to the page renderer. */
export const STAFF_COOKIE = "elara_staff";
