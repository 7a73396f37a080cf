'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onDialogKeyDown } from '@/components/shell/dialog-keys';
import type { SocialProvider } from '@/lib/auth/providers';
import { ACCOUNT_EVENTS, type AccountEventDetail, type AccountView as View } from './events';
import { useSessionUser } from './use-session-user';
import styles from './account.module.css';

// The forms (formik, yup, the pool client) load when the modal first opens, not with every page.
const AccountView = dynamic(() => import('./account-view').then((module) => module.AccountView), {
  ssr: false,
  loading: LoadingForms,
});

function LoadingForms() {
  const t = useTranslations('account');
  return <p role="status">{t('text.loadingForms')}</p>;
}

type State = { view: View; detail: AccountEventDetail } | null;

/** The login modal: its views switch through the application-wide events of docs/SPEC.md section 2.5. */
export function AccountModal({ social }: { social?: SocialProvider[] }) {
  const t = useTranslations('account');
  const [state, setState] = useState<State>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Mounted on every page, so the session cookie's tokens stay fresh while the site is open.
  useSessionUser();

  const show = useCallback((view: View, detail: AccountEventDetail = {}) => {
    setState((current) => {
      if (!current && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
      return { view, detail: { ...current?.detail, ...detail } };
    });
  }, []);

  const close = useCallback(() => {
    setState(null);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  }, []);

  useEffect(() => {
    const entries = Object.entries(ACCOUNT_EVENTS) as [View, string][];
    const listeners = entries.map(([view, name]) => {
      const listener = (event: Event) => show(view, (event as CustomEvent<AccountEventDetail>).detail ?? {});
      window.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => listeners.forEach(([name, listener]) => window.removeEventListener(name, listener));
  }, [show]);

  const open = state !== null;
  const view = state?.view;
  useEffect(() => {
    if (!open || !dialog.current) return;
    const box = dialog.current;
    const focusFirst = () => {
      const first = box.querySelector<HTMLElement>('input, button[type="submit"]');
      first?.focus();
      return first !== null;
    };
    if (focusFirst()) return;
    // The view may still be loading: hold focus on the dialog, then move it to the first field.
    box.focus();
    const observer = new MutationObserver(() => focusFirst() && observer.disconnect());
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, view]);

  if (!state) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={t('title.accountDialog')}
        className={styles.dialog}
        onKeyDown={(event) => onDialogKeyDown(event, dialog.current, close)}
      >
        <button type="button" className={styles.close} aria-label={t('button.close')} onClick={close}>
          ×
        </button>
        <AccountView
          key={`${state.view}:${state.detail.email ?? ''}`}
          view={state.view}
          email={state.detail.email}
          from={state.detail.from}
          social={social}
          go={show}
          onDone={close}
        />
      </div>
    </div>
  );
}
