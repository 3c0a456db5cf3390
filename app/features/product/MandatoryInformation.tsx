import { useTranslation } from "#app/lib/i18n/react.tsx";
import { allergenSegments } from "#domain/allergens";
import type { MandatoryView } from "#domain/mandatory-information";
import { Disclosure } from "./Disclosure.tsx";
import { NutrientsTable } from "./NutrientsTable.tsx";
import { TextLines } from "./TextLines.tsx";

/**
 * The label's mandatory particulars (Reg. 1169/2011 art. 14, Law 56/2021; decision 0096), rendered on the server
 * before the purchase panel, folded so the panel stays near the top on a phone. No script of its own: a native
 * disclosure, a table and text.
 */
export function MandatoryInformation({ information, productTitle }: { information: MandatoryView; productTitle: string }) {
  const { t } = useTranslation("product");
  const { texts, labelPhoto } = information;
  const row = (key: string, value: React.ReactNode) =>
    value ? (
      <div key={key}>
        <dt className="font-semibold">{t(`mandatory.${key}`)}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  const [year, month, day] = information.notificationDate.split("-");
  const notification = [
    information.notificationNumber,
    information.notificationAuthority,
    day ? t("mandatory.notifiedOn", { date: `${day}.${month}.${year}` }) : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <Disclosure summary={<h2 className="text-base">{t("mandatory.title")}</h2>} className="mt-6 border-t">
      <div className="grid gap-4 text-sm leading-relaxed">
        {information.sample ? (
          <p role="note" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 font-semibold">
            {t("mandatory.sampleNotice")}
          </p>
        ) : null}
        <dl className="grid gap-3">
          {row("legalName", texts.legalName)}
          {row("categories", texts.categories)}
          {row(
            "ingredients",
            (allergenSegments(texts.ingredients) ?? [{ text: texts.ingredients, allergen: false }]).map((part, index) =>
              part.allergen ? <strong key={index}>{part.text}</strong> : part.text,
            ),
          )}
          {row("characterising", texts.characterising && <TextLines text={texts.characterising} />)}
        </dl>
        <NutrientsTable nutrients={information.nutrients} dailyPortion={texts.dailyPortion} />
        <dl className="grid gap-3">
          {row("dailyPortion", texts.dailyPortion)}
          {row("howToTake", texts.howToTake && <TextLines text={texts.howToTake} />)}
          {row(
            "warnings",
            <ul className="list-disc pl-5">
              <li>{t("mandatory.doNotExceed")}</li>
              <li>{t("mandatory.notSubstitute")}</li>
              <li>{t("mandatory.children")}</li>
              {texts.warnings
                .split("\n")
                .filter((line) => line.trim())
                .map((line) => (
                  <li key={line}>{line}</li>
                ))}
            </ul>,
          )}
          {row("netQuantity", texts.netQuantity)}
          {row("storage", texts.storage)}
          {row(
            "operator",
            information.sample
              ? t("mandatory.notProvided")
              : [information.operatorName, information.operatorAddress].filter(Boolean).join(", "),
          )}
          {row("notification", information.sample ? t("mandatory.notProvided") : notification)}
        </dl>
        {labelPhoto ? (
          <a href={`/images/${labelPhoto.src}`} className="block w-fit underline">
            <img
              src={`/images/${labelPhoto.src}?width=400`}
              width={labelPhoto.width}
              height={labelPhoto.height}
              loading="lazy"
              alt={t("mandatory.labelAlt", { title: productTitle })}
              className="h-auto w-48 rounded border border-line"
            />
            {t("mandatory.labelLink")}
          </a>
        ) : null}
      </div>
    </Disclosure>
  );
}
