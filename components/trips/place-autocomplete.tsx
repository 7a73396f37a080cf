'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Suggestion } from '@/lib/autocomplete';
import styles from './trips.module.css';

const DEBOUNCE_MS = 200;

type Props = {
  label: string;
  hint?: string;
  error?: string | null;
  kind?: 'any' | 'city' | 'place';
  value: Suggestion | null;
  onChange: (value: Suggestion | null) => void;
  name: string;
  /** Where suggestions come from; the app's own autocomplete unless a Google one is given. */
  source?: (q: string) => Promise<Suggestion[]>;
  /** Completes a chosen suggestion (e.g. its coordinates); null rejects it. */
  resolve?: (s: Suggestion) => Promise<Suggestion | null>;
};

async function ownSuggestions(q: string, kind: 'any' | 'city' | 'place'): Promise<Suggestion[]> {
  const response = await fetch(`/api/autocomplete?${new URLSearchParams({ q, kind })}`);
  const body = (await response.json()) as { suggestions?: Suggestion[] };
  return body.suggestions ?? [];
}

/** A combobox over GET /api/autocomplete: type, then choose with the arrow keys and Enter, or the mouse. */
export function PlaceAutocomplete({ label, hint, error, kind = 'any', value, onChange, name, source, resolve }: Props) {
  const t = useTranslations('trips');
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (q: string) => {
    clearTimeout(timer.current);
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      try {
        setOptions(await (source ? source(q) : ownSuggestions(q, kind)));
        setActive(-1);
        setOpen(true);
      } catch (failure) {
        console.error('[autocomplete]', failure);
      }
    }, DEBOUNCE_MS);
  };

  const choose = async (option: Suggestion) => {
    setText(option.label);
    setOpen(false);
    onChange(resolve ? await resolve(option) : option);
  };

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={`${id}-input`}
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (value) onChange(null);
          search(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && options.length) {
            event.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % options.length);
          } else if (event.key === 'ArrowUp' && options.length) {
            event.preventDefault();
            setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
          } else if (event.key === 'Enter' && open && options[active]) {
            event.preventDefault();
            void choose(options[active]);
          } else if (event.key === 'Escape' && open) {
            event.stopPropagation();
            event.preventDefault();
            setOpen(false);
          }
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} hidden={!open} className={styles.options}>
        {open && options.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true">
            {t('noMatches')}
          </li>
        ) : null}
        {options.map((option, i) => (
          <li
            key={`${option.kind}-${option.id}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? styles.optionActive : styles.option}
            onMouseDown={(event) => {
              event.preventDefault();
              void choose(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
