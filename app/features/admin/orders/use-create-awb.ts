import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { PARCEL_LIMITS, type AdminParcels, type AwbService } from "#domain/admin/shipments";
import type { CourierId } from "#domain/shipments";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { pickupSentence } from "./pickup-booking.ts";
import type { ActionState } from "./useOrderAction.ts";

export type FormErrors = Partial<Record<"courier" | "service" | "weight" | "count", string>>;

/** Which of the form's fields a refusal names (`parcels.0.weightGrams` is the weight). */
function fieldOf(field: string | undefined): keyof FormErrors | null {
  if (!field) return null;
  if (field === "courier" || field === "service") return field;
  if (/weightGrams$/.test(field)) return "weight";
  return field.startsWith("parcels") ? "count" : null;
}

/**
 * Making an AWB from the form: the weight and parcel count checked here first, then the courier's answer, whose
 * refusal goes beside the field it names; the focus goes to the field that is wrong.
 */
export function useCreateAwb(orderNumber: number, parcels: AdminParcels, csrfToken: string, report: (state: ActionState) => void) {
  const { t, i18n } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [state, setOwnState] = useState<ActionState>({ kind: "idle" });
  const setState = (next: ActionState) => {
    setOwnState(next);
    report(next);
  };
  const [errors, setErrors] = useState<FormErrors>({});
  const { defaults } = parcels;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === "busy") return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const weight = Number(values.get("weight"));
    const count = Number(values.get("count"));
    const found: FormErrors = {};
    if (!Number.isInteger(weight) || weight < count || weight > PARCEL_LIMITS.weightGrams.max * count)
      found.weight = t("parcels.errors.weight");
    if (!Number.isInteger(count) || count < PARCEL_LIMITS.count.min || count > PARCEL_LIMITS.count.max)
      found.count = t("parcels.errors.count");
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>(`[name="${found.weight ? "weight" : "count"}"]`)?.focus();
      return;
    }
    const { weightGrams: _defaultWeight, ...box } = defaults.parcel;
    const each = Math.ceil(weight / count);
    setState({ kind: "busy" });
    const answer = await adminCall(`/orders/${orderNumber}/awb`, {
      csrfToken,
      body: {
        courier: String(values.get("courier")) as CourierId,
        service: String(values.get("service")) as AwbService,
        parcels: Array.from({ length: count }, () => ({ weightGrams: each, ...box })),
      },
    });
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      const { shipment, pickup } = answer.data;
      const created = t("parcels.created", { awb: shipment.awb });
      setState({ kind: "done", message: pickup ? `${created} ${pickupSentence(t, i18n.language, pickup)}` : created });
      return;
    }
    const message = answer.kind === "refused" ? answer.error : t("errors.network");
    const field = answer.kind === "refused" ? fieldOf(answer.field) : null;
    if (field) {
      setErrors({ [field]: message });
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
    setState({ kind: "error", message });
  };
  return { state, errors, submit };
}
