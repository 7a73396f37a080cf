'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { onDialogKeyDown } from '@/components/shell/dialog-keys';
import { NewsletterForm } from './newsletter-form';
import styles from './modal.module.css';

/** Other features open the modal with `window.dispatchEvent(new Event(OPEN_NEWSLETTER_MODAL_EVENT))`. */
export const OPEN_NEWSLETTER_MODAL_EVENT = 'open-newsletter-modal';

/** The newsletter modal (docs/SPEC.md section 2.5): a button that opens a dialog with the sign-up form. */
export function NewsletterModal({ buttonLabel }: { buttonLabel?: string }) {
  const t = useTranslations('newsletter');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_NEWSLETTER_MODAL_EVENT, show);
    return () => window.removeEventListener(OPEN_NEWSLETTER_MODAL_EVENT, show);
  }, [show]);

  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [open]);

  return (
    <>
      <button type="button" className="button" onClick={show} aria-haspopup="dialog">
        {buttonLabel ?? t('openButton')}
      </button>
      {open && (
        <div className={styles.backdrop} onClick={close}>
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={headingId}
            className={styles.dialog}
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => onDialogKeyDown(event, dialogRef.current, close)}
          >
            <div className={styles.head}>
              <h2 id={headingId} className={styles.heading}>
                {t('heading')}
              </h2>
              <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <p>{t('intro')}</p>
            <NewsletterForm />
          </div>
        </div>
      )}
    </>
  );
}
