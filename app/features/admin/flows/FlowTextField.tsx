import { FLOW_BODY_MAX, FLOW_SUBJECT_MAX, type FlowText } from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { Field, inputClass } from "../EditorField.tsx";

/** One language's subject (a line) or body (paragraphs) in the flow texts editor, its refusal shown at it. */
export function FlowTextField({
  id,
  language,
  part,
  value,
  error,
  onEdit,
}: {
  id: string;
  language: Language;
  part: keyof FlowText;
  value: string;
  error: string | null;
  onEdit: (language: Language, part: keyof FlowText, value: string) => void;
}) {
  const { t } = useTranslation("admin");
  const name = `${language}.${part}`;
  const onChange = (event: { target: { value: string } }) => onEdit(language, part, event.target.value);
  return (
    <div className="mt-3">
      <Field
        id={`${id}-${language}-${part}`}
        label={t(`flows.texts.${part}`)}
        hint={t(`flows.texts.${part}Hint`, { max: part === "subject" ? FLOW_SUBJECT_MAX : FLOW_BODY_MAX })}
        error={error ?? undefined}
      >
        {(props) =>
          part === "subject" ? (
            <input {...props} name={name} lang={language} type="text" value={value} onChange={onChange} className={inputClass} />
          ) : (
            <textarea
              {...props}
              name={name}
              lang={language}
              rows={9}
              value={value}
              onChange={onChange}
              className={`${inputClass} py-2 text-base leading-6`}
            />
          )
        }
      </Field>
    </div>
  );
}
