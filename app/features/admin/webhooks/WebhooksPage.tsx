import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { webhookFormSchema, type AdminWebhookDelivery, type AdminWebhookEndpoint } from "#domain/admin/webhooks";
import { WEBHOOK_DEAD_KEPT_DAYS, WEBHOOK_DELIVERED_KEPT_DAYS, WEBHOOK_TOPICS } from "#domain/webhooks";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { adminCall } from "../admin-call.ts";
import { buttonClass, firstProblems, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { AdminPanel } from "../AdminPanel.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { FieldError } from "../FieldError.tsx";
import { SaveStatus, useSaveStatus } from "../SaveStatus.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

/**
 * The owner's outgoing webhooks (issue 70 item 1, decision 0171): the endpoints with how they stand, a form to
 * register one (its secret shown once, with a copy button), each one's events, switch, secret rotation and test
 * event, and the delivery log of the endpoint opened from the list, dead letters first to catch the eye.
 */
export interface WebhooksPageProps {
  endpoints: AdminWebhookEndpoint[];
  openEndpointId: number | null;
  deliveries: AdminWebhookDelivery[] | null;
  csrfToken: string;
}

const inputClass =
  "mt-1 block w-full rounded-xl border-2 border-line px-3 py-2 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand/40";

export function WebhooksPage({ endpoints, openEndpointId, deliveries, csrfToken }: WebhooksPageProps) {
  const { t } = useTranslation("admin");
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const secretRef = useRef<HTMLElement>(null);
  const showSecret = (shown: { url: string; secret: string }) => setSecret(shown);
  // A new secret takes the focus once it is on the page, so a screen reader reads it out and the copy button is next.
  useEffect(() => {
    if (secret) secretRef.current?.focus();
  }, [secret]);
  const open = endpoints.find((endpoint) => endpoint.id === openEndpointId) ?? null;

  return (
    <div className="grid gap-6">
      <h1 className="text-3xl">{t("webhooks.title")}</h1>
      <p className="max-w-prose text-ink-soft">{t("webhooks.intro")}</p>
      {secret ? (
        <section
          ref={secretRef}
          tabIndex={-1}
          aria-labelledby="webhook-secret"
          className="rounded-2xl border-2 border-brand bg-white p-4 outline-none"
        >
          <h2 id="webhook-secret" className="text-xl">
            {t("webhooks.secret.title")}
          </h2>
          <p className="mt-1">{t("webhooks.secret.once", { url: secret.url })}</p>
          <p className="mt-2 break-all font-mono">{secret.secret}</p>
          <CopyButton text={secret.secret} label={t("webhooks.secret.copy")} className="mt-2" />
        </section>
      ) : null}
      <EndpointForm csrfToken={csrfToken} onCreated={showSecret} />
      <AdminPanel id="webhook-endpoints" title={t("webhooks.list.title")}>
        {endpoints.length === 0 ? (
          <p className="mt-2">{t("webhooks.list.none")}</p>
        ) : (
          <ul className="mt-2 grid gap-4">
            {endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} csrfToken={csrfToken} onSecret={showSecret} />
            ))}
          </ul>
        )}
      </AdminPanel>
      {open && deliveries ? <DeliveryLog endpoint={open} deliveries={deliveries} csrfToken={csrfToken} /> : null}
    </div>
  );
}

function topicWord(t: TFunction, topic: string) {
  return t(`webhooks.topics.${topic.replace(".", "_")}`);
}

function TopicsFieldset({ name, chosen, error, errorId }: { name: string; chosen: readonly string[]; error?: string; errorId: string }) {
  const { t } = useTranslation("admin");
  return (
    <fieldset className="mt-3" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-semibold">{t("webhooks.form.topics")}</legend>
      <FieldError id={errorId} message={error} />
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {WEBHOOK_TOPICS.map((topic) => (
          <label key={topic} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={name} value={topic} defaultChecked={chosen.includes(topic)} className="size-5 shrink-0" />
            <span>
              {topicWord(t, topic)} <code className="text-sm text-ink-soft">{topic}</code>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const topicsOf = (form: HTMLFormElement, name: string) =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((input) => input.value);

function EndpointForm({ csrfToken, onCreated }: { csrfToken: string; onCreated: (shown: { url: string; secret: string }) => void }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { said, setSaid, statusRef } = useSaveStatus((name) => fieldOf(formRef.current, name));

  const word = (problem: string, field: string) =>
    problem === "topics_none" || problem === "topics_unknown"
      ? t(`webhooks.form.${problem}`)
      : t(`field.${problem === "too_long" ? "too_long" : "required"}`, { field: t(`webhooks.form.${field}`) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      url: String(data.get("url") ?? ""),
      description: String(data.get("description") ?? ""),
      topics: topicsOf(form, "topics"),
    };
    const found = firstProblems(webhookFormSchema, values, word);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaid({ kind: "error", message: Object.values(found)[0]!, field: Object.keys(found)[0]! });
      return;
    }
    setBusy(true);
    const answer = await adminCall("/webhooks", { body: values, csrfToken });
    setBusy(false);
    if (answer.kind === "ok") {
      form.reset();
      setSaid({ kind: "done", message: t("webhooks.form.created") });
      onCreated({ url: answer.data.endpoint.url, secret: answer.data.secret });
      await revalidator.revalidate();
    } else if (answer.kind === "refused") {
      const field = answer.field === "topics" ? "topics" : "url";
      setErrors({ [field]: answer.error });
      setSaid({ kind: "error", message: answer.error, field });
    } else setSaid({ kind: "error", message: t("errors.network") });
  }

  return (
    <AdminPanel id="webhook-add" title={t("webhooks.form.title")}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-2 max-w-2xl">
        <label htmlFor="webhook-url" className="block font-semibold">
          {t("webhooks.form.url")}
        </label>
        <span id="webhook-url-hint" className="block text-sm text-ink-soft">
          {t("webhooks.form.urlHint")}
        </span>
        <FieldError id="webhook-url-error" message={errors.url} />
        <input
          id="webhook-url"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? "webhook-url-error webhook-url-hint" : "webhook-url-hint"}
          className={inputClass}
        />
        <label htmlFor="webhook-description" className="mt-3 block font-semibold">
          {t("webhooks.form.description")} <span className="font-normal text-ink-soft">{t("form.optional")}</span>
        </label>
        <FieldError id="webhook-description-error" message={errors.description} />
        <input id="webhook-description" name="description" type="text" maxLength={200} className={inputClass} />
        <TopicsFieldset name="topics" chosen={[]} error={errors.topics} errorId="webhook-topics-error" />
        <button type="submit" className={`${buttonClass} mt-4`} disabled={busy}>
          {t("webhooks.form.submit")}
        </button>
        <SaveStatus said={said} ref={statusRef} className="mt-3" />
      </form>
    </AdminPanel>
  );
}

/** Where a refusal of `field` sends the focus: its input, or the first of the events' boxes. */
function fieldOf(form: HTMLFormElement | null, field: string): HTMLElement | null {
  return form?.querySelector<HTMLElement>(`[name="${field}"]`) ?? null;
}

function EndpointItem({
  endpoint,
  csrfToken,
  onSecret,
}: {
  endpoint: AdminWebhookEndpoint;
  csrfToken: string;
  onSecret: (shown: { url: string; secret: string }) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const { said, setSaid, statusRef } = useSaveStatus(() => null);
  const [busy, setBusy] = useState(false);
  const headingId = `webhook-${endpoint.id}`;

  async function step(
    path: `/webhooks/${number}/${string}` | `/webhooks/${number}`,
    done: string,
    body?: unknown,
    method: "POST" | "DELETE" = "POST",
  ) {
    setBusy(true);
    const answer = await adminCall<{ secret?: string }>(path, { csrfToken, body, method });
    setBusy(false);
    if (answer.kind === "ok" || (answer.kind === "failed" && method === "DELETE")) {
      setSaid({ kind: "done", message: done });
      if (answer.kind === "ok" && answer.data?.secret) onSecret({ url: endpoint.url, secret: answer.data.secret });
      await revalidator.revalidate();
    } else setSaid({ kind: "error", message: answer.kind === "refused" ? answer.error : t("errors.network") });
  }

  async function saveTopics(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const topics = topicsOf(event.currentTarget, `topics-${endpoint.id}`);
    if (topics.length === 0) {
      setSaid({ kind: "error", message: t("webhooks.form.topics_none") });
      return;
    }
    await step(`/webhooks/${endpoint.id}`, t("webhooks.item.topicsSaved"), { topics });
  }

  const state = endpoint.enabled ? "enabled" : endpoint.disabledReason === "failures" ? "failing" : "disabled";
  return (
    <li id={headingId} className="rounded-2xl border border-line p-4">
      <h3 className="break-all text-lg" id={`${headingId}-title`}>
        {endpoint.url}
      </h3>
      {endpoint.description ? <p className="text-ink-soft">{endpoint.description}</p> : null}
      <p className="mt-1 font-semibold">{t(`webhooks.state.${state}`, { count: endpoint.consecutiveFailures })}</p>
      <p className="mt-1">{t("webhooks.item.counts", { pending: endpoint.pending, dead: endpoint.dead })}</p>
      {endpoint.previousSecretExpiresAt ? (
        <p className="mt-1">
          {t("webhooks.item.overlap", { until: dateTimeFormat(i18n.language).format(new Date(endpoint.previousSecretExpiresAt)) })}
        </p>
      ) : null}
      <p className="mt-1">
        {t("webhooks.item.topics")} {endpoint.topics.map((topic) => topicWord(t, topic)).join(", ")}
      </p>
      <EndpointActions endpoint={endpoint} headingId={headingId} busy={busy} step={step} />
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("webhooks.item.editTopics")}</summary>
        <form noValidate onSubmit={(event) => void saveTopics(event)}>
          <TopicsFieldset name={`topics-${endpoint.id}`} chosen={endpoint.topics} errorId={`${headingId}-topics-error`} />
          <button type="submit" className={`${buttonClass} mt-3`} disabled={busy}>
            {t("webhooks.item.saveTopics")}
          </button>
        </form>
      </details>
      <SaveStatus said={said} ref={statusRef} className="mt-3" />
    </li>
  );
}

function DeliveryLog({
  endpoint,
  deliveries,
  csrfToken,
}: {
  endpoint: AdminWebhookEndpoint;
  deliveries: AdminWebhookDelivery[];
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const { said, setSaid, statusRef } = useSaveStatus(() => null);
  const sorted = [...deliveries].sort((a, b) => Number(b.status === "dead") - Number(a.status === "dead"));

  async function resend(delivery: AdminWebhookDelivery) {
    const answer = await adminCall(`/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`, { csrfToken });
    if (answer.kind === "ok") {
      setSaid({ kind: "done", message: t("webhooks.log.resent", { id: delivery.webhookId }) });
      await revalidator.revalidate();
    } else setSaid({ kind: "error", message: answer.kind === "refused" ? answer.error : t("errors.network") });
  }

  return (
    <AdminPanel id="webhook-log" title={t("webhooks.log.title", { url: endpoint.url })}>
      <SaveStatus said={said} ref={statusRef} className="mt-2" />
      <p className="mt-2 text-sm text-muted">
        {t("webhooks.log.kept", { delivered: WEBHOOK_DELIVERED_KEPT_DAYS, dead: WEBHOOK_DEAD_KEPT_DAYS })}
      </p>
      {sorted.length === 0 ? (
        <p className="mt-2">{t("webhooks.log.none")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t("webhooks.log.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("webhooks.log.topic")}</th>
                <th scope="col">{t("webhooks.log.status")}</th>
                <th scope="col">{t("webhooks.log.attempts")}</th>
                <th scope="col">{t("webhooks.log.answer")}</th>
                <th scope="col">{t("webhooks.log.next")}</th>
                <th scope="col">
                  <span className="sr-only">{t("webhooks.log.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((delivery) => (
                <tr key={delivery.id} className={delivery.status === "dead" ? "bg-red-50" : undefined}>
                  <td>
                    {delivery.topic}
                    <span className="block text-sm text-ink-soft">{delivery.webhookId}</span>
                  </td>
                  <td>{t(`webhooks.log.states.${delivery.status}`)}</td>
                  <td>{delivery.attempts}</td>
                  <td>
                    {delivery.lastStatusCode ?? "—"}
                    {delivery.lastLatencyMs !== null ? ` · ${t("webhooks.log.latency", { ms: delivery.lastLatencyMs })}` : ""}
                    {delivery.lastResponse ? (
                      <span className="block max-w-xs truncate text-sm text-ink-soft">{delivery.lastResponse}</span>
                    ) : null}
                  </td>
                  <td>{delivery.nextAttemptAt ? dateTimeFormat(i18n.language).format(new Date(delivery.nextAttemptAt)) : "—"}</td>
                  <td>
                    <button type="button" className={secondaryButtonClass} onClick={() => void resend(delivery)}>
                      {t("webhooks.log.resend")}
                      <span className="sr-only"> {delivery.webhookId}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3">
        <Link to="?" className={linkClass}>
          {t("webhooks.log.close")}
        </Link>
      </p>
    </AdminPanel>
  );
}

type Step = (
  path: `/webhooks/${number}/${string}` | `/webhooks/${number}`,
  done: string,
  body?: unknown,
  method?: "POST" | "DELETE",
) => Promise<void>;

/** An endpoint's steps, one group named by its address: its log, a test event, its switch, its secret, its deletion. */
function EndpointActions({
  endpoint,
  headingId,
  busy,
  step,
}: {
  endpoint: AdminWebhookEndpoint;
  headingId: string;
  busy: boolean;
  step: Step;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-3 flex flex-wrap gap-2" role="group" aria-labelledby={`${headingId}-title`}>
      <Link to={`?endpoint=${endpoint.id}#webhook-log`} className={secondaryButtonClass}>
        {t("webhooks.item.log")}
      </Link>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => void step(`/webhooks/${endpoint.id}/test`, t("webhooks.item.testQueued"))}
      >
        {t("webhooks.item.test")}
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() =>
          void step(
            `/webhooks/${endpoint.id}/${endpoint.enabled ? "disable" : "enable"}`,
            t(endpoint.enabled ? "webhooks.item.disabled" : "webhooks.item.enabled"),
          )
        }
      >
        {t(endpoint.enabled ? "webhooks.item.disable" : "webhooks.item.enable")}
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => void step(`/webhooks/${endpoint.id}/rotate`, t("webhooks.item.rotated"))}
      >
        {t("webhooks.item.rotate")}
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => {
          if (window.confirm(t("webhooks.item.deleteConfirm", { url: endpoint.url })))
            void step(`/webhooks/${endpoint.id}`, t("webhooks.item.deleted"), undefined, "DELETE");
        }}
      >
        {t("webhooks.item.delete")}
      </button>
    </div>
  );
}
