import type { AdminDiscount } from "#domain/admin/discounts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { discountInputClass } from "./discount-form-classes.ts";

/** The code's name: typed for a new code, fixed for an existing one (orders name it). */
export function DiscountCodeField({
  discount,
  isNew,
  invalid,
  described,
}: {
  discount: AdminDiscount | null;
  isNew: boolean;
  invalid: (field: string) => true | undefined;
  described: (field: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <div>
      <label className="font-semibold">
        {t("discounts.form.code")}
        <input
          name="code"
          defaultValue={discount?.code ?? ""}
          readOnly={!isNew}
          required
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={invalid("code")}
          aria-describedby={described("code") ?? "discount-code-hint"}
          className={`${discountInputClass} font-mono uppercase read-only:bg-stone-100`}
        />
      </label>
      <p id="discount-code-hint" className="mt-1 text-sm text-muted">
        {isNew ? t("discounts.form.codeHint") : t("discounts.form.codeFixed")}
      </p>
    </div>
  );
}
