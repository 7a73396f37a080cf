import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './forms.module.css';

type Common = { id: string; label: string; error?: string; help?: string };

/** The ids of a field's help and error text, for aria-describedby. */
export function describedBy(id: string, error?: string, help?: string): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A field's help text and its error, announced as it changes (kept in the page even when empty, so the live region is there). */
export function Feedback({ id, error, help }: Omit<Common, 'label'>) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}

/** A labelled input whose error is tied to it (aria-describedby) and announced (aria-live). */
export function TextField({
  id,
  label,
  error,
  help,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        {...input}
      />
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  help,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, help)}
        {...select}
      >
        {children}
      </select>
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}

/** A group of checkboxes in a fieldset; the values checked are `selected`. */
export function CheckboxGroup({
  id,
  legend,
  options,
  selected,
  onToggle,
  error,
  disabled,
}: {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.checks} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name={id}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
                disabled={disabled}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

export function Checkbox({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
