import { can, STAFF_PERMISSIONS, type StaffPermission } from "#domain/staff-roles";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const PERMISSIONS = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];
/** The catalogue nests keys at dots, so "orders.read" is found as "orders_read". */
const messageKey = (name: string) => name.replaceAll(".", "_");

/** The signed-in member's own page: their role, what it opens and closes, their two-factor. */
export function AdminAccountPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation("admin");
  const allowed = PERMISSIONS.filter((permission) => can(staff.role, permission));
  const refused = PERMISSIONS.filter((permission) => !can(staff.role, permission));

  return (
    <>
      <h1 className="text-3xl">{t("account.title")}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="account-role" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="account-role" className="text-xl">
            {t("account.role", { role: t(`roles.${staff.role}`) })}
          </h2>
          <p className="mt-2 text-muted">{t(`roleText.${staff.role}`)}</p>
          <p className="mt-4">{staff.twoFactor ? t("account.twoFactorOn") : t("account.twoFactorOff")}</p>
        </section>
        <section aria-labelledby="account-can" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="account-can" className="text-xl">
            {t("account.canTitle")}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {allowed.map((permission) => (
              <li key={permission}>{t(`permissions.${messageKey(permission)}`)}</li>
            ))}
          </ul>
          {refused.length > 0 ? (
            <>
              <h2 className="mt-6 text-xl">{t("account.cannotTitle")}</h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
                {refused.map((permission) => (
                  <li key={permission}>{t(`permissions.${messageKey(permission)}`)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
