/** Where the account pages live (spec §2 route table); /my-account's sections have paths of their own. */
export const ACCOUNT_HOME = "/my-account";
export const LOGIN_PATH = "/login";
export const REGISTER_PATH = "/register";
export const LOST_PASSWORD_PATH = "/lost-password";
export const SET_PASSWORD_PATH = "/set-password";
export const ACTIVATE_PATH = "/account/activate";
export const ACCOUNT_DETAILS_PATH = "/my-account/details";

/** The login page that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: path })}`;
}

/** How long a success message stays before the page moves on, so it can be read and announced. */
export const SUCCESS_REDIRECT_DELAY_MS = 1500;
