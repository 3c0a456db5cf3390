import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";
import type { RefreshOutcome, TokenVerdict } from "./session-remote.ts";
import { isSessionExpired, parseStoredSession, type CustomerSession } from "./session.ts";

export type AuthStatus = "loading" | "anonymous" | "authenticated";

export interface AuthState {
  /** `loading` until the browser has read its storage (always so on the server). */
  status: AuthStatus;
  user: CustomerSession | null;
}

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
  getServerSnapshot(): AuthState;
  /** Spec §4 "Auth" at start: drops an expired user, validates a live one; returns the clean-up. */
  start(): () => void;
  /** Keeps a user an auth route answered (login, activation, magic link, a new password). */
  signIn(user: CustomerSession): void;
  /** Updates the stored user's details after the account changed them on the server. */
  updateUser(changes: Partial<Pick<CustomerSession, "email" | "firstName" | "lastName" | "hasPassword" | "isActivated">>): void;
  /** Ends the session on the server (`logout`), then forgets it here. */
  signOut(): Promise<void>;
  /** Swaps the token for a fresh one (`refresh-token`); a refused refresh logs out. True while signed in after it. */
  refresh(): Promise<boolean>;
  /** An account route answered 401 for this token: the session is over unless another tab renewed it. */
  sessionRejected(accessToken: string): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions do not slide (docs/api.md); a visit in a session's last week renews it for another full term. */
export const REFRESH_WITHIN_MS = 7 * DAY_MS;
/** setTimeout's largest delay; a session ending later is checked again when the tab returns. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const LOADING: AuthState = { status: "loading", user: null };
const ANONYMOUS: AuthState = { status: "anonymous", user: null };

const loadRemote = () => import("./session-remote.ts");

function readStored(): CustomerSession | null {
  try {
    return parseStoredSession(localStorage.getItem(STORAGE_KEYS.user));
  } catch {
    return null;
  }
}

function hasStoredValue(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.user) !== null;
  } catch {
    return false;
  }
}

function persist(user: CustomerSession | null): void {
  try {
    if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Storage disabled or full: the session lasts for this page view only.
  }
}

/**
 * The browser's session (spec §4 "Auth"): the user kept under `user`, shared by every tab through the
 * `storage` event. Framework-free so it is tested without rendering; React reads it via useSyncExternalStore.
 */
export function createSessionStore({ storefrontToken, now = Date.now }: { storefrontToken: string; now?: () => number }): SessionStore {
  let state = LOADING;
  const listeners = new Set<() => void>();
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<boolean> | null = null;

  function scheduleExpiry() {
    clearTimeout(expiryTimer);
    const user = state.user;
    if (!user) return;
    const remaining = Date.parse(user.expiresAt) - now();
    if (remaining > MAX_TIMER_MS) return;
    expiryTimer = setTimeout(
      () => {
        if (state.user?.accessToken === user.accessToken) clear();
      },
      Math.max(0, remaining),
    );
  }

  function adopt(user: CustomerSession | null) {
    const next: AuthState = user ? { status: "authenticated", user } : ANONYMOUS;
    if (next.status === state.status && next.user === state.user) return;
    state = next;
    scheduleExpiry();
    for (const listener of listeners) listener();
  }

  function clear() {
    persist(null);
    adopt(null);
  }

  function signIn(user: CustomerSession) {
    persist(user);
    adopt(user);
  }

  /** Another tab may already hold a newer token for the same customer; a live one is adopted instead. */
  function adoptNewerStored(rejectedToken: string): boolean {
    const stored = readStored();
    if (!stored || stored.accessToken === rejectedToken || isSessionExpired(stored, now())) return false;
    adopt(stored);
    return true;
  }

  function sessionRejected(accessToken: string) {
    if (state.user?.accessToken !== accessToken) return;
    if (!adoptNewerStored(accessToken)) clear();
  }

  async function renew(user: CustomerSession): Promise<boolean> {
    const outcome = await loadRemote()
      .then((remote) => remote.requestRefresh(user.accessToken))
      .catch((): RefreshOutcome => ({ kind: "unavailable" }));
    const current = state.user;
    if (outcome.kind === "renewed" && current?.accessToken === user.accessToken) {
      signIn({ ...current, accessToken: outcome.accessToken, expiresAt: outcome.expiresAt });
    }
    // Spec §4: a failed refresh logs the user out. No answer (offline, a server error) is not a refusal.
    if (outcome.kind === "refused") sessionRejected(user.accessToken);
    return state.user !== null;
  }

  function refresh(): Promise<boolean> {
    const user = state.user;
    if (!user) return Promise.resolve(false);
    // Two callers at once would present the same token twice, and the second would be refused.
    refreshing ??= renew(user).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function validate(user: CustomerSession) {
    const verdict = await loadRemote()
      .then((remote) => remote.checkToken(user.accessToken, storefrontToken))
      .catch((): TokenVerdict => "unknown");
    if (state.user?.accessToken !== user.accessToken) return;
    if (verdict === "invalid") {
      sessionRejected(user.accessToken);
      return;
    }
    if (verdict === "valid" && Date.parse(user.expiresAt) - now() < REFRESH_WITHIN_MS) await refresh();
  }

  function loadStored() {
    const stored = readStored();
    if (!stored) {
      // An unreadable value is cleared rather than read again on every visit.
      if (hasStoredValue()) persist(null);
      adopt(null);
    } else if (isSessionExpired(stored, now())) {
      clear();
    } else {
      adopt(stored);
      void validate(stored);
    }
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
    const stored = readStored();
    adopt(stored && !isSessionExpired(stored, now()) ? stored : null);
  }

  function onVisibilityChange() {
    const user = state.user;
    if (document.visibilityState !== "visible" || !user) return;
    if (isSessionExpired(user, now())) clear();
    else if (Date.parse(user.expiresAt) - now() < REFRESH_WITHIN_MS) void refresh();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => LOADING,
    start() {
      loadStored();
      window.addEventListener("storage", onStorage);
      document.addEventListener("visibilitychange", onVisibilityChange);
      return () => {
        window.removeEventListener("storage", onStorage);
        document.removeEventListener("visibilitychange", onVisibilityChange);
        clearTimeout(expiryTimer);
      };
    },
    signIn,
    updateUser(changes) {
      if (state.user) signIn({ ...state.user, ...changes });
    },
    async signOut() {
      const user = state.user;
      if (user)
        await loadRemote().then(
          (remote) => remote.requestLogout(user.accessToken),
          () => undefined,
        );
      clear();
    },
    refresh,
    sessionRejected,
  };
}
