import { useId, type ReactNode } from 'react';
import { CheckboxField } from '@aws-amplify/ui-react';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  checked: boolean;
}

/** A fieldset of checkboxes with its legend, a hint and an error the fieldset is described by. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  onToggle,
  name,
  fieldRef,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly CheckboxOption[];
  onToggle: (value: string, checked: boolean) => void;
  name: string;
  fieldRef?: (element: HTMLFieldSetElement | null) => void;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className="ap-wz-choice-group"
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      ref={fieldRef}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="ap-wz-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="ap-wz-choice-group__options">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={option.checked}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p className="ap-wz-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
