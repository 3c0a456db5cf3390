import { CLAIMS_RULES, type ClaimsFinding } from "#domain/claims-check";
import { editorFieldLabel } from "#domain/editor-field-labels";
import { isLanguage } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/**
 * What the claims checker found in a text, in the owner's language: each word as written, where it is, and the rule
 * that forbids it with its source (the rules' wording lives beside the rules, in domain/claims-check.ts).
 */
export function ClaimsFindings({ findings, textLanguage }: { findings: readonly ClaimsFinding[]; textLanguage?: string }) {
  const { t, i18n } = useTranslation("admin");
  const language = isLanguage(i18n.language) ? i18n.language : "ro";
  return (
    <ul className="mt-1 grid gap-1 text-sm">
      {findings.map((finding) => {
        const rule = CLAIMS_RULES[finding.rule][language];
        return (
          <li key={`${finding.field}-${finding.offset}`}>
            <span lang={textLanguage} className="font-semibold text-red-800">
              {finding.word}
            </span>{" "}
            <span className="text-muted">
              {t("claims.where", { field: editorFieldLabel(language, finding.field), offset: finding.offset })}
            </span>
            {" — "}
            <span>
              {rule.law}: {rule.says}.
            </span>
          </li>
        );
      })}
    </ul>
  );
}
