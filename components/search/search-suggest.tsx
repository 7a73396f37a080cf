'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type KeyboardEvent } from 'react';
import { localePath } from '@/lib/i18n/locales';
import styles from './search-suggest.module.css';
import { useSuggestions } from './use-suggestions';

/**
 * The header search box: an ARIA 1.2 combobox with a listbox of suggestions as you type. Without
 * JavaScript it is a plain GET form to /search.
 */
export function SearchSuggest({ id = 'site-search' }: { id?: string }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    router.push(localePath(locale, href));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = suggestions.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        go(chosen.href);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else setText('');
    }
  };

  return (
    <form
      role="search"
      aria-label={t('landmark')}
      method="get"
      action={localePath(locale, '/search')}
      className={styles.form}
      onSubmit={close}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={id}
        name="q"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('placeholder')}
        value={text}
        maxLength={200}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(close, 150)}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('button')}
      </button>
      <ul id={listId} role="listbox" aria-label={t('suggestions')} hidden={!expanded} className={styles.list}>
        {suggestions.map((s, index) => (
          <li
            key={s.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(s.href)}
          >
            <span>{s.title}</span> <span className={styles.kind}>{t(`kinds.${s.kind}`)}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open && text.trim().length >= 2 ? t('count', { n: suggestions.length }) : ''}
      </p>
    </form>
  );
}
