/**
 * The welcome series (issue 46 item 5, decision 0117): a first newsletter sign-up — its code already mailed by the
 * newsletter module — plans one or two brand-story emails (the owner's `steps`) at their delays in days after the
 * sign-up, in the sign-up's transaction and language. Unique per subscriber and step, so a retried sign-up plans
 * once. Consent, holdout, the daily cap and the unsubscribe links are the core's, decided when each is due: an
 * unsubscribe from the newsletter or from this flow in between stops what is left.
 */
import type { Language } from "#domain/locale";
import { LANGUAGE_QUERY_PARAM } from "#domain/locale";
import type { Database } from "#server/db/client";
import { renderWelcomeEmail, WELCOME_ACTIONS, type WelcomeStep } from "#server/mail/welcome-series";
import { type DueCheck, flowRenderer, type FlowMessages, type FlowSettingsStore } from "./flow-messages.ts";

const DAY_MS = 24 * 60 * 60_000;

/** What the newsletter module tells of a first sign-up, through the platform. */
export interface FirstSignup {
  subscriberId: number;
  email: string;
  language: Language;
  at: Date;
}

const subjectOf = (subscriberId: number) => `newsletter:${subscriberId}`;

/** A store path in the email's language (Romanian is the store's default and needs no parameter). */
function pathIn(path: string, language: Language): string {
  return language === "en" ? `${path}?${LANGUAGE_QUERY_PARAM}=en` : path;
}

/** Plans the owner's steps of the series for a first sign-up; nothing when the flow is off. */
export function planWelcomeSeries(messages: Pick<FlowMessages, "plan" | "settings">) {
  return async (tx: Database, signup: FirstSignup): Promise<void> => {
    const { welcome } = (await messages.settings.get(tx)).flows;
    const delays = welcome.steps === 2 ? [welcome.delayDays, welcome.secondStepDelayDays] : [welcome.delayDays];
    for (const [index, days] of delays.entries()) {
      await messages.plan(tx, {
        flow: "welcome",
        step: index + 1,
        subject: subjectOf(signup.subscriberId),
        recipient: signup.email,
        language: signup.language,
        content: {},
        // From the sign-up itself, so the owner's "2 days" means two days after the shopper asked.
        dueAt: new Date(signup.at.getTime() + days * DAY_MS),
      });
    }
  };
}

export const renderWelcomeMessage = flowRenderer(renderWelcomeEmail, (_content: unknown, message, clickUrl) => {
  const step = message.step as WelcomeStep;
  return { step, actionUrl: clickUrl(pathIn(WELCOME_ACTIONS[step].path, message.language)) };
});

/** A second step planned before the owner chose one step is not sent: the owner's choice holds when it is due. */
export function welcomeDueCheck(settings: FlowSettingsStore): DueCheck {
  return async (tx, message) => {
    const { welcome } = (await settings.get(tx)).flows;
    return message.step > welcome.steps ? { suppress: "flow_off" } : null;
  };
}
