import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/trips/print-button';
import { TripItinerary } from '@/components/trips/trip-itinerary';
import styles from '@/components/trips/trips.module.css';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { connection } from 'next/server';

export const metadata: Metadata = { title: 'Print Itinerary', robots: { index: false } };

export default async function TripPrintPage({ params }: { params: Promise<{ id: string }> }) {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const loaded = await loadTripForPage((await params).id);
  if (!loaded) notFound();
  return (
    <main id="main-content" className={`${styles.page} ${styles.printable}`}>
      <h1>{loaded.view.trip.name}</h1>
      <PrintButton />
      <TripItinerary view={loaded.view} />
    </main>
  );
}
