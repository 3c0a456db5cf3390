import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { staffInviteSchema } from "#domain/staff-forms";
import { STAFF_ROLES, type StaffRole } from "#domain/staff-roles";
import type { StaffSessionView, StaffView } from "#app/lib/load-context.ts";
import { SelectField, TextField } from "#app/ui/form-fields.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "./admin-call.ts";
import { AdminTable, listColumn } from "./AdminTable.tsx";
import { fieldErrors, focusFirstError, secondaryButtonClass, useStaffFields } from "./admin-forms.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { AdminAlert } from "./AdminAlert.tsx";
import { StaffSessions } from "./StaffSessions.tsx";
import { CopyButton } from "./CopyButton.tsx";
import { useStaffChanges } from "./use-staff-changes.ts";
import { dateTimeFormat } from "./orders/order-format.ts";

/** The owner's staff page: members and their roles, new members' setup links, and live sessions. */
export function StaffPage({
  me,
  csrfToken,
  members,
  sessions,
}: {
  me: StaffView;
  csrfToken: string;
  members: StaffView[];
  sessions: StaffSessionView[];
}) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const dateTime = dateTimeFormat(i18n.language);
  const { status, change, busyMembers, run } = useStaffChanges(csrfToken);

  const memberColumns: ColumnDef<StaffView>[] = [
    listColumn(
      "member",
      t("staff.member"),
      (member) => (
        <>
          {member.email}
          {member.id === me.id ? <span className="font-normal text-muted"> ({t("staff.you")})</span> : null}
          {member.name ? <span className="block font-normal text-muted">{member.name}</span> : null}
        </>
      ),
      { rowHeader: true, cellClassName: "font-semibold" },
    ),
    listColumn("role", t("form.role"), (member) => (
      <RoleChoice
        member={member}
        busy={busyMembers.has(member.id)}
        onRole={(role) => void run(member.id, () => change(`/staff/${member.id}/role`, { role }, t("staff.saved")))}
      />
    )),
    listColumn("status", t("staff.status"), (member) => (
      <MemberState
        member={member}
        busy={busyMembers.has(member.id)}
        dateTime={dateTime}
        onResend={() =>
          void run(member.id, () => change(`/staff/${member.id}/invite`, undefined, t("staffInvites.resent", { email: member.email })))
        }
      />
    )),
    listColumn("actions", t("staff.actions"), (member) =>
      member.id === me.id ? null : (
        <button
          type="button"
          disabled={busyMembers.has(member.id)}
          onClick={() => {
            if (!member.disabled && !window.confirm(t("staff.disableConfirm", { email: member.email }))) return;
            void run(member.id, () => change(`/staff/${member.id}/disabled`, { disabled: !member.disabled }, t("staff.saved")));
          }}
          className={secondaryButtonClass}
        >
          {member.disabled ? t("staff.enable") : t("staff.disable")}
        </button>
      ),
    ),
  ];

  return (
    <>
      <h1 className="text-3xl">{t("staff.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("staff.intro")}</p>
      <p
        role="status"
        aria-live="polite"
        className={
          status
            ? `mt-4 rounded-xl px-4 py-3 ${status.tone === "ok" ? "bg-brand-soft text-brand-dark" : "border border-sale/40 bg-sale/5 text-sale"}`
            : "sr-only"
        }
      >
        {status?.text ?? ""}
      </p>

      <AdminTable
        label={t("staff.tableLabel")}
        rows={members}
        columns={memberColumns}
        rowKey={(member) => String(member.id)}
        minWidth="min-w-[40rem]"
        className="mt-6"
        empty={null}
      />

      <InviteForm csrfToken={csrfToken} onInvited={() => revalidator.revalidate()} />

      <StaffSessions sessions={sessions} dateTime={dateTime} change={change} />
    </>
  );
}

/** A member's role, changed in the list and saved by its own button once it differs. */
function RoleChoice({ member, busy, onRole }: { member: StaffView; busy: boolean; onRole: (role: StaffRole) => void }) {
  const { t } = useTranslation("admin");
  const [role, setRole] = useState<StaffRole>(member.role);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        {t("staff.changeRole", { email: member.email })}
      </label>
      <select
        id={`role-${member.id}`}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        className="min-h-11 rounded-xl border border-line bg-white px-3"
      >
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </select>
      {role !== member.role ? (
        <button type="button" disabled={busy} onClick={() => onRole(role)} className={secondaryButtonClass}>
          {t("staff.saveRole")}
        </button>
      ) : null}
    </div>
  );
}

/** Whether a member is active (and with two-factor), disabled or invited, and a new setup link for an invitation. */
function MemberState({
  member,
  busy,
  onResend,
  dateTime,
}: {
  member: StaffView;
  busy: boolean;
  onResend: () => void;
  dateTime: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation("admin");
  const state = member.disabled ? t("staff.disabled") : member.active ? t("staff.active") : t("staff.invited");
  return (
    <>
      {state}
      {member.active ? (
        <span className="block text-xs text-muted">{member.twoFactor ? t("staff.twoFactor") : t("staff.noTwoFactor")}</span>
      ) : member.disabled ? null : (
        <>
          <span className={`block text-xs ${member.inviteExpiresAt ? "text-muted" : "font-semibold text-sale"}`}>
            {member.inviteExpiresAt
              ? t("staffInvites.expires", { date: dateTime.format(new Date(member.inviteExpiresAt)) })
              : t("staffInvites.expired")}
          </span>
          <button
            type="button"
            disabled={busy}
            aria-label={t("staffInvites.resendTo", { email: member.email })}
            onClick={onResend}
            className={`${secondaryButtonClass} mt-2`}
          >
            {t("staffInvites.resend")}
          </button>
        </>
      )}
    </>
  );
}

function InviteForm({ csrfToken, onInvited }: { csrfToken: string; onInvited: () => Promise<void> }) {
  const { t, i18n } = useTranslation("admin");
  const { values, setValues, setErrors, field } = useStaffFields({ email: "", name: "", role: "fulfilment" }, t);
  const [message, setMessage] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(staffInviteSchema, values, t);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current, found);
    setBusy(true);
    const answer = await adminCall<{ setupUrl: string; expiresAt: string; staff: { email: string } }>("/staff", {
      body: values,
      csrfToken,
    });
    setBusy(false);
    if (answer.kind !== "ok") {
      if (answer.kind === "refused" && answer.field) return setErrors({ [answer.field]: answer.error });
      return setMessage(answer.kind === "refused" ? answer.error : t("form.failed"));
    }
    // The list shows the new member first; then the link appears and takes focus, so it is announced.
    await onInvited();
    setLink({ email: answer.data.staff.email, url: answer.data.setupUrl, expiresAt: answer.data.expiresAt });
    setValues({ email: "", name: "", role: "fulfilment" });
  };

  useEffect(() => {
    if (link) resultRef.current?.focus();
  }, [link]);

  const expires = link ? dateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short" }).format(new Date(link.expiresAt)) : "";

  return (
    <section aria-labelledby="invite-title" className="mt-10 rounded-2xl border border-line bg-white p-6">
      <h2 id="invite-title" className="text-2xl">
        {t("staff.inviteTitle")}
      </h2>
      {message ? <AdminAlert className="mt-4">{message}</AdminAlert> : null}
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField {...field("email")} type="email" autoComplete="off" label={t("form.email")} />
        <TextField {...field("name")} autoComplete="off" optional label={t("form.name")} />
        <SelectField
          {...field("role")}
          label={t("form.role")}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <div className="md:col-span-3">
          <SubmitButton busy={busy} label={t("staff.invite")} busyLabel={t("staff.inviting")} />
        </div>
      </form>
      {link ? (
        <div className="mt-6 rounded-xl bg-brand-soft p-4">
          <p ref={resultRef} tabIndex={-1} className="font-semibold outline-none">
            {t("staff.invited_", { email: link.email, date: expires })}
          </p>
          <label className="mt-3 block text-sm font-semibold" htmlFor="setup-link">
            {t("staff.setupLink")}
          </label>
          <input
            id="setup-link"
            readOnly
            value={link.url}
            onFocus={(event) => event.target.select()}
            className="mt-1 block w-full rounded-xl border border-line bg-white px-3 py-2 font-mono text-sm"
          />
          <CopyButton
            text={link.url}
            label={t("staff.copyLink")}
            onRefused={() => document.getElementById("setup-link")?.focus()}
            className="mt-3"
          />
        </div>
      ) : null}
    </section>
  );
}
