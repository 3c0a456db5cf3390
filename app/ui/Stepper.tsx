import type { InputHTMLAttributes, Ref } from "react";

const SIZES = {
  md: { button: "size-10 text-lg", field: "h-10 w-12" },
  lg: { button: "h-11 w-11 text-xl", field: "h-11 w-14" },
};

type StepperField = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete" | "className"> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A quantity's field between its − and + buttons. The buttons use aria-disabled rather than disabled at the limits,
 * so a keyboard user pressing − down to the least keeps the focus on the button instead of losing it to the page.
 * `hiddenLabel` names the field where no visible label does.
 */
export function Stepper({
  size,
  decreaseLabel,
  increaseLabel,
  atMin,
  atMax,
  onStep,
  hiddenLabel,
  field,
}: {
  size: keyof typeof SIZES;
  decreaseLabel: string;
  increaseLabel: string;
  atMin: boolean;
  atMax: boolean;
  onStep: (delta: -1 | 1) => void;
  hiddenLabel?: string;
  field: StepperField;
}) {
  const buttonClass = `flex ${SIZES[size].button} items-center justify-center text-ink hover:bg-brand-soft aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:hover:bg-transparent`;
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-line bg-white">
      <StepButton label={decreaseLabel} atLimit={atMin} onStep={() => onStep(-1)} sign="−" className={buttonClass} />
      {hiddenLabel ? (
        <label htmlFor={field.id} className="sr-only">
          {hiddenLabel}
        </label>
      ) : null}
      <input
        {...field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`${SIZES[size].field} border-x-2 border-line text-center font-semibold`}
      />
      <StepButton label={increaseLabel} atLimit={atMax} onStep={() => onStep(1)} sign="+" className={buttonClass} />
    </div>
  );
}

function StepButton({
  label,
  atLimit,
  onStep,
  sign,
  className,
}: {
  label: string;
  atLimit: boolean;
  onStep: () => void;
  sign: string;
  className: string;
}) {
  return (
    <button type="button" aria-label={label} aria-disabled={atLimit} onClick={() => !atLimit && onStep()} className={className}>
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
