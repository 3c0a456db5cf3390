import { useTranslation } from "#app/lib/i18n/react.tsx";
import { StandaloneHeader } from "#app/ui/StandaloneHeader.tsx";

/** Header and footer step aside on the checkout (spec §2): the page carries its own way home and back. */
export function CheckoutHeader({ back }: { back?: { to: string; label: string } }) {
  const { t } = useTranslation("checkout");
  return (
    <StandaloneHeader back={back ?? { to: "/cart", label: t("header.backToCart") }}>
      <p className="hidden items-center gap-2 text-sm text-muted sm:flex">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t("header.secure")}
      </p>
    </StandaloneHeader>
  );
}
