import { useTranslation } from "#app/lib/i18n/react.tsx";
import { StandaloneHeader } from "#app/ui/StandaloneHeader.tsx";

/** The cart's own brand link and way back to the shop: its frame has no site header (the restore page shares it). */
export function CartPageHeader() {
  const { t } = useTranslation("cart-page");
  return <StandaloneHeader back={{ to: "/shop", label: t("backToShop") }} />;
}
