'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { GUIDE_PANEL_INACTIVITY_MS, STORAGE_KEYS } from '@/lib/constants';
import { isExcludedPath, mayShowGuideModal, parseDismissal, recordDismissal } from '@/lib/guide-modal/rules';
import { onDialogKeyDown } from './dialog-keys';
import { SHELL_MESSAGES as M } from './messages';
import styles from './guide-panel.module.css';
import { useInactivity } from './use-inactivity';

/** Other features open the panel with `window.dispatchEvent(new Event(OPEN_GUIDE_PANEL_EVENT))`. */
export const OPEN_GUIDE_PANEL_EVENT = 'open-guide-panel';

type Props = { heading: string; children: ReactNode };

/**
 * The vacation-guide slide-over panel (SPEC section 4): opened by hand, or after 30 s of
 * inactivity where the guide-modal rule allows; every close is recorded under 'guideModal'.
 */
export function GuidePanel({ heading, children }: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const close = useCallback(
    (noThanks: boolean) => {
      window.localStorage.setItem(STORAGE_KEYS.guideModal, JSON.stringify(recordDismissal(pathname, Date.now(), noThanks)));
      setOpen(false);
      returnFocus.current?.focus();
    },
    [pathname],
  );

  useInactivity(
    GUIDE_PANEL_INACTIVITY_MS,
    !open && !isExcludedPath(pathname),
    () => {
      if (mayShowGuideModal(pathname, Date.now(), parseDismissal(window.localStorage.getItem(STORAGE_KEYS.guideModal)))) show();
    },
    pathname,
  );

  useEffect(() => {
    window.addEventListener(OPEN_GUIDE_PANEL_EVENT, show);
    return () => window.removeEventListener(OPEN_GUIDE_PANEL_EVENT, show);
  }, [show]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button, a[href], input')?.focus();
  }, [open]);

  return (
    <>
      {!isExcludedPath(pathname) && (
        <button type="button" className={styles.tab} onClick={show} aria-haspopup="dialog">
          {M.guideTab}
        </button>
      )}
      {open && (
        <div className={styles.backdrop} onClick={() => close(false)}>
          <div
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby="guide-panel-heading"
            className={styles.panel}
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => onDialogKeyDown(event, panelRef.current, () => close(false))}
          >
            <div className={styles.head}>
              <h2 id="guide-panel-heading" className={styles.heading}>
                {heading || M.guideDefaultHeading}
              </h2>
              <button type="button" className={styles.close} onClick={() => close(false)} aria-label={M.guidePanelClose}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className={styles.body}>{children}</div>
            <button type="button" className={styles.noThanks} onClick={() => close(true)}>
              {M.guidePanelNoThanks}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
