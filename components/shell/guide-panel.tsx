'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { GUIDE_PANEL_INACTIVITY_MS, STORAGE_KEYS } from '@/lib/constants';
import { isExcludedPath, mayShowGuideModal, parseDismissal, recordDismissal } from '@/lib/guide-modal/rules';
import { onDialogKeyDown } from './dialog-keys';

import styles from './guide-panel.module.css';
import { useDismiss } from './use-dismiss';
import { useInactivity } from './use-inactivity';

/** Other features open the panel with `window.dispatchEvent(new Event(OPEN_GUIDE_PANEL_EVENT))`. */
export const OPEN_GUIDE_PANEL_EVENT = 'open-guide-panel';

type Props = { heading: string; children: ReactNode };
/** 'auto': opened by itself after inactivity; 'user': opened on request. */
type OpenState = false | 'auto' | 'user';

/**
 * The vacation-guide slide-over panel (docs/SPEC.md section 4): opened by hand, or after 30 s of
 * inactivity where the guide-modal rule allows; every close is recorded under 'guideModal'.
 * Opened by hand it is a modal dialog that takes focus. Opened by itself it only announces itself
 * and leaves focus where the visitor was reading (WCAG 3.2.1, 2.4.11): Esc or a press outside closes it.
 */
export function GuidePanel({ heading, children }: Props) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const [open, setOpen] = useState<OpenState>(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback((how: 'auto' | 'user') => {
    setOpen((current) => {
      if (current === false)
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return how === 'user' ? 'user' : current || 'auto';
    });
  }, []);
  const showOnRequest = useCallback(() => show('user'), [show]);

  const close = useCallback(
    (noThanks: boolean) => {
      window.localStorage.setItem(
        STORAGE_KEYS.guideModal,
        JSON.stringify(recordDismissal(pathname, Date.now(), noThanks)),
      );
      const focusInside = panelRef.current?.contains(document.activeElement) ?? false;
      if (open === 'user' || focusInside) returnFocus.current?.focus();
      setOpen(false);
    },
    [pathname, open],
  );

  useInactivity(
    GUIDE_PANEL_INACTIVITY_MS,
    !open && !isExcludedPath(pathname),
    () => {
      if (mayShowGuideModal(pathname, Date.now(), parseDismissal(window.localStorage.getItem(STORAGE_KEYS.guideModal))))
        show('auto');
    },
    pathname,
  );

  useEffect(() => {
    window.addEventListener(OPEN_GUIDE_PANEL_EVENT, showOnRequest);
    return () => window.removeEventListener(OPEN_GUIDE_PANEL_EVENT, showOnRequest);
  }, [showOnRequest]);

  useEffect(() => {
    if (open === 'user') panelRef.current?.querySelector<HTMLElement>('button, a[href], input')?.focus();
  }, [open]);

  const dismissAuto = useCallback(() => close(false), [close]);
  useDismiss(panelRef, open === 'auto', dismissAuto);

  const panel = open && (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal={open === 'user'}
      aria-labelledby="guide-panel-heading"
      className={styles.panel}
      data-opened={open}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => onDialogKeyDown(event, open === 'user' ? panelRef.current : null, () => close(false))}
    >
      <div className={styles.head}>
        <h2 id="guide-panel-heading" className={styles.heading}>
          {heading || t('guideDefaultHeading')}
        </h2>
        <button type="button" className={styles.close} onClick={() => close(false)} aria-label={t('guidePanelClose')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      <button type="button" className={styles.noThanks} onClick={() => close(true)}>
        {t('guidePanelNoThanks')}
      </button>
    </div>
  );

  return (
    <>
      {!isExcludedPath(pathname) && (
        <button type="button" className={styles.tab} onClick={showOnRequest} aria-haspopup="dialog">
          {t('guideTab')}
        </button>
      )}
      <p role="status" className="visually-hidden">
        {open === 'auto' ? t('guidePanelAnnounced', { heading: heading || t('guideDefaultHeading') }) : ''}
      </p>
      {open === 'user' && (
        <div className={styles.backdrop} onClick={() => close(false)}>
          {panel}
        </div>
      )}
      {open === 'auto' && <div className={styles.side}>{panel}</div>}
    </>
  );
}
