'use client';

import { useMapSettings } from '@/components/map/map-settings';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '@/components/shell/toast';
import { PROFILE_RELOAD_AFTER_TRIP_MS } from '@/lib/constants';
import { getPathname, Link, useRouter } from '@/lib/i18n/navigation';
import { appPath } from '@/lib/pages/paths';
import { siteLocaleHeader } from '@/lib/forms/site-locale';
import dynamic from 'next/dynamic';
import { PlaceAutocomplete } from './place-autocomplete';
import { newTripBody, validateTripForm, type TripFormErrors, type TripFormValues } from './trip-form';
import styles from './trips.module.css';

// Google's script loads only when a key is set, and then only with this form.
const GooglePlaceAutocomplete = dynamic(
  () => import('./google-place-autocomplete').then((m) => m.GooglePlaceAutocomplete),
  { ssr: false },
);

/** The create-a-trip modal (docs/SPEC.md, sections 2.5 and 5): destination, an optional start, then 'Let's Plan My Trip'. */
export function CreateTripModal({ appId = 'road-trips' }: { appId?: string }) {
  const t = useTranslations('trips');
  const locale = useLocale();
  const DestinationField = useMapSettings().googleMapsApiKey ? GooglePlaceAutocomplete : PlaceAutocomplete;
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<TripFormValues>({ destination: null, hasStart: false, start: null });
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  const close = () => {
    dialog.current?.close();
    if (window.history.length > 1) router.back();
    else router.push('/');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTripForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.destination || busy) return;
    setBusy(true);
    try {
      const response = await fetch('/api/trips', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...siteLocaleHeader(locale) },
        body: JSON.stringify(
          newTripBody({ ...values, destination: values.destination }, (city) => t('tripName', { city })),
        ),
      });
      if (!response.ok) throw new Error(`POST /api/trips answered ${response.status}: ${await response.text()}`);
      showToast((toast) => toast.success(t('added')));
      setTimeout(() => window.location.assign(getPathname({ href: '/profile', locale })), PROFILE_RELOAD_AFTER_TRIP_MS);
    } catch (error) {
      // SPEC: a failed creation is only logged.
      console.error('[trips] creation failed', error);
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="create-trip-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id="create-trip-title">{t('modalTitle')}</h2>
        <button type="button" className={styles.secondary} onClick={close} aria-label={t('close')}>
          ×
        </button>
      </div>
      <form onSubmit={submit} noValidate>
        <DestinationField
          name="destination"
          label={t('destination')}
          hint={t('destinationHint')}
          error={errors.destination && t(errors.destination)}
          value={values.destination}
          onChange={(destination) => setValues((v) => ({ ...v, destination }))}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('hasStart')}</legend>
          <label>
            <input
              type="radio"
              name="hasStart"
              checked={values.hasStart}
              onChange={() => setValues((v) => ({ ...v, hasStart: true }))}
            />{' '}
            {t('yes')}
          </label>
          <label>
            <input
              type="radio"
              name="hasStart"
              checked={!values.hasStart}
              onChange={() => setValues((v) => ({ ...v, hasStart: false, start: null }))}
            />{' '}
            {t('no')}
          </label>
        </fieldset>
        {values.hasStart ? (
          <DestinationField
            name="start"
            label={t('start')}
            error={errors.start && t(errors.start)}
            value={values.start}
            onChange={(start) => setValues((v) => ({ ...v, start }))}
          />
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <aside className={styles.promo} aria-labelledby="trip-app-promo">
        <h3 id="trip-app-promo">{t('appPromoTitle')}</h3>
        <p>{t('appPromo')}</p>
        <Link href={appPath(appId)}>{t('appPromoLink')}</Link>
      </aside>
    </dialog>
  );
}
