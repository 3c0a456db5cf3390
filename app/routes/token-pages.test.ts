import { describe, expect, it } from "vitest";
import * as activate from "./account-activate-token.tsx";
import * as confirmEmail from "./account-confirm-email.tsx";
import * as setPassword from "./set-password.tsx";
import * as trackOrder from "./track-order.$token.tsx";
import * as verifyMagicLink from "./verify-magic-link.tsx";
import * as withdrawal from "./withdrawals.$token.tsx";
import * as guestReturn from "./returns.new.$token.tsx";
import * as subscriptionLink from "./subscriptions.manage.$token.tsx";

// Every page whose URL carries a one-time token or a signed link: a browser or proxy must not keep it, and the pages
// it loads or links to must not learn the token from the Referer (the meta tag alone comes too late for preloads).
const TOKEN_PAGES = { activate, confirmEmail, setPassword, trackOrder, verifyMagicLink, withdrawal, guestReturn, subscriptionLink };

describe("pages whose URL carries a token", () => {
  it.each(Object.entries(TOKEN_PAGES))("%s is never stored and never sends its URL on", (_name, page) => {
    expect(page.headers()).toEqual({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  });
});
