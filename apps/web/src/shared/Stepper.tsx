import { useId } from 'react';

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  /** Words for the buttons ("one less", "one more") in the reader's language. */
  lessLabel: string;
  moreLabel: string;
  disabled?: boolean;
  note?: string;
}

/** A number chosen with − and + buttons (large enough to tap), bounded to what is allowed. */
export function Stepper({ label, value, min, max, onChange, lessLabel, moreLabel, disabled = false, note }: StepperProps) {
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="stepper-label">
        {label}
        {note ? <small className="stepper-note"> {note}</small> : null}
      </span>
      <span className="stepper-controls">
        <button type="button" aria-label={`${lessLabel}: ${label}`} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <button type="button" aria-label={`${moreLabel}: ${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </span>
    </div>
  );
}
