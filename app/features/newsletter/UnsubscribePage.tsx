import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "#domain/newsletter";
import { callNamed } from "#app/lib/rest-client.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

type Phase =
  | { name: "ready" }
  | { name: "sending" }
  | { name: "done"; message: string }
  /** `canRetry`: the request never got an answer, so pressing again may work. */
  | { name: "failed"; message: string; canRetry: boolean };

const button =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60";
const link = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";

/**
 * The page an email's "Unsubscribe" link opens. It unsubscribes only when the shopper presses the
 * button: mail scanners open links, and must not unsubscribe anyone by doing so. Mail clients that
 * offer their own "Unsubscribe" POST to the API directly (RFC 8058) and never come here.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const { t } = useTranslation("newsletter");
  const supportEmail = usePublicConfig()?.supportEmail ?? "";
  const validToken = token !== null && UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? token : null;
  const [phase, setPhase] = useState<Phase>(
    validToken ? { name: "ready" } : { name: "failed", message: t("unsubscribe.missingToken", { email: supportEmail }), canRetry: false },
  );
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const settled = phase.name === "done" || phase.name === "failed";

  // The outcome replaces the button that had focus: focus moves to its heading, which names it.
  useEffect(() => {
    if (settled && validToken) outcomeRef.current?.focus();
  }, [settled, validToken]);

  const unsubscribe = async () => {
    if (!validToken) return;
    setPhase({ name: "sending" });
    const answer = await callNamed<{ message?: unknown }>("newsletter-unsubscribe", { token: validToken });
    if (answer.kind === "ok") {
      const text = answer.data?.message;
      setPhase({ name: "done", message: typeof text === "string" ? text : t("unsubscribe.failed") });
    } else if (answer.kind === "refused") {
      setPhase({
        name: "failed",
        message: answer.problem.error || t("unsubscribe.failed"),
        canRetry: answer.status === 429 || answer.status >= 500,
      });
    } else setPhase({ name: "failed", message: t("unsubscribe.failed"), canRetry: true });
  };

  const title =
    phase.name === "done" ? t("unsubscribe.doneTitle") : phase.name === "failed" ? t("unsubscribe.failedTitle") : t("unsubscribe.title");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 ref={outcomeRef} tabIndex={-1} className="text-3xl leading-tight outline-none">
          {title}
        </h1>
        {phase.name === "ready" || phase.name === "sending" ? (
          <>
            <p className="mt-3 text-muted">{t("unsubscribe.intro")}</p>
            <button type="button" onClick={unsubscribe} disabled={phase.name === "sending"} className={`${button} mt-6 w-full`}>
              {phase.name === "sending" ? t("unsubscribe.submitting") : t("unsubscribe.confirm")}
            </button>
          </>
        ) : null}
        {phase.name === "done" ? (
          <>
            <p role="status" className="mt-4 rounded-xl bg-brand-soft px-4 py-3 text-brand-dark">
              {phase.message}
            </p>
            <p className="mt-4 text-muted">{t("unsubscribe.changedMind")}</p>
          </>
        ) : null}
        {phase.name === "failed" ? (
          <>
            <p role="alert" className="mt-4 rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sale">
              {phase.message}
            </p>
            {phase.canRetry ? (
              <button type="button" onClick={unsubscribe} className={`${button} mt-6 w-full`}>
                {t("unsubscribe.retry")}
              </button>
            ) : null}
          </>
        ) : null}
        <Link to="/shop" className={`${link} mt-6 inline-block`}>
          {t("unsubscribe.backToShop")}
        </Link>
      </div>
    </div>
  );
}
