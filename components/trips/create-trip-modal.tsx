'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '@/components/shell/toast';
import { PROFILE_RELOAD_AFTER_TRIP_MS } from '@/lib/constants';
import { appPath } from '@/lib/pages/paths';
import { TRIP_MESSAGES } from './messages';
import dynamic from 'next/dynamic';
import { PlaceAutocomplete } from './place-autocomplete';
import { newTripBody, validateTripForm, type TripFormErrors, type TripFormValues } from './trip-form';
import styles from './trips.module.css';

// Google's script loads only when a key is set, and then only with this form.
const GooglePlaceAutocomplete = dynamic(
  () => import('./google-place-autocomplete').then((m) => m.GooglePlaceAutocomplete),
  { ssr: false },
);
const DestinationField = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ? GooglePlaceAutocomplete : PlaceAutocomplete;

/** The create-a-trip modal (docs/SPEC.md, sections 2.5 and 5): destination, an optional start, then 'Let's Plan My Trip'. */
export function CreateTripModal({ appId = 'road-trips' }: { appId?: string }) {
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
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newTripBody({ ...values, destination: values.destination })),
      });
      if (!response.ok) throw new Error(`POST /api/trips answered ${response.status}: ${await response.text()}`);
      showToast((toast) => toast.success(TRIP_MESSAGES.added));
      setTimeout(() => window.location.assign('/profile'), PROFILE_RELOAD_AFTER_TRIP_MS);
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
        <h2 id="create-trip-title">{TRIP_MESSAGES.modalTitle}</h2>
        <button type="button" className={styles.secondary} onClick={close} aria-label={TRIP_MESSAGES.close}>
          ×
        </button>
      </div>
      <form onSubmit={submit} noValidate>
        <DestinationField
          name="destination"
          label={TRIP_MESSAGES.destination}
          hint={TRIP_MESSAGES.destinationHint}
          error={errors.destination}
          value={values.destination}
          onChange={(destination) => setValues((v) => ({ ...v, destination }))}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{TRIP_MESSAGES.hasStart}</legend>
          <label>
            <input
              type="radio"
              name="hasStart"
              checked={values.hasStart}
              onChange={() => setValues((v) => ({ ...v, hasStart: true }))}
            />{' '}
            {TRIP_MESSAGES.yes}
          </label>
          <label>
            <input
              type="radio"
              name="hasStart"
              checked={!values.hasStart}
              onChange={() => setValues((v) => ({ ...v, hasStart: false, start: null }))}
            />{' '}
            {TRIP_MESSAGES.no}
          </label>
        </fieldset>
        {values.hasStart ? (
          <DestinationField
            name="start"
            label={TRIP_MESSAGES.start}
            error={errors.start}
            value={values.start}
            onChange={(start) => setValues((v) => ({ ...v, start }))}
          />
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? TRIP_MESSAGES.submitting : TRIP_MESSAGES.submit}
        </button>
      </form>
      <aside className={styles.promo} aria-labelledby="trip-app-promo">
        <h3 id="trip-app-promo">{TRIP_MESSAGES.appPromoTitle}</h3>
        <p>{TRIP_MESSAGES.appPromo}</p>
        <a href={appPath(appId)}>{TRIP_MESSAGES.appPromoLink}</a>
      </aside>
    </dialog>
  );
}
