import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/**
 * A form's field: its label, its input, a hint under it, and its message once
 * a save was tried (marking the input invalid and described by it). Every
 * other attribute goes to the input.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  inputRef,
  inputClassName,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside `input`, the class every input has. */
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className={inputClassName ? `input ${inputClassName}` : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
