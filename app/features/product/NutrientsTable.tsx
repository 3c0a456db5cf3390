import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { MandatoryView } from "#domain/mandatory-information";

/** The nutrients in a daily portion, with their share of the reference intake where one exists. */
export function NutrientsTable({ nutrients, dailyPortion }: { nutrients: MandatoryView["nutrients"]; dailyPortion: string }) {
  const { t } = useTranslation("product");
  if (nutrients.length === 0) return null;
  return (
    <table className="w-full border-collapse text-left [&_td]:pl-3 [&_td]:align-top [&_th]:py-1 [&_thead_th+th]:pl-3">
      <caption className="mb-1 text-left font-semibold">{t("mandatory.nutrients", { portion: dailyPortion })}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col">{t("mandatory.nutrient")}</th>
          <th scope="col">{t("mandatory.amount")}</th>
          <th scope="col">{t("mandatory.nrv")}</th>
        </tr>
      </thead>
      <tbody>
        {nutrients.map((nutrient) => (
          <tr key={nutrient.name} className="border-b border-line/60">
            <th scope="row" className="font-normal">
              {nutrient.name}
            </th>
            <td className="whitespace-nowrap">{`${nutrient.amount} ${nutrient.unit}`}</td>
            <td>{nutrient.nrv ? `${nutrient.nrv}%` : t("mandatory.noNrv")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
