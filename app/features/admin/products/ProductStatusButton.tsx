import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AdminProduct } from "#domain/admin/products";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { secondaryButtonClass } from "../admin-forms.ts";
import { ActionStatus } from "../orders/ActionStatus.tsx";
import type { ActionState } from "../orders/useOrderAction.ts";

/** Publishes a draft, or takes a product back to draft (off the store, the Storefront API and checkout). */
export function ProductStatusButton({
  product,
  titleId,
  csrfToken,
}: {
  product: Pick<AdminProduct, "id" | "title" | "status">;
  titleId: string;
  csrfToken: string;
}) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [state, setState] = useState<ActionState>({ kind: "idle" });
  const next = product.status === "active" ? "draft" : "active";

  const toggle = async () => {
    if (state.kind === "busy") return;
    setState({ kind: "busy" });
    const answer = await adminCall<{ changed: boolean; product: AdminProduct }>(`/products/${product.id}/status`, {
      body: { status: next },
      csrfToken,
    });
    if (answer.kind === "ok") {
      await revalidator.revalidate();
      setState({
        kind: "done",
        message:
          answer.data.product.status === "active"
            ? t("products.published", { title: product.title })
            : t("products.drafted", { title: product.title }),
      });
    } else setState({ kind: "error", message: answer.kind === "refused" ? answer.error : t("products.failed") });
  };

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button type="button" onClick={toggle} className={secondaryButtonClass} disabled={state.kind === "busy"} aria-describedby={titleId}>
        {next === "draft" ? t("products.unpublish") : t("products.publish")}
      </button>
      <ActionStatus state={state} />
    </div>
  );
}
