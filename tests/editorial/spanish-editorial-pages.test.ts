import { createElement, Fragment, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import NewsletterPage, { generateMetadata as newsletterMetadata } from '@/app/[locale]/newsletter/page';
import SubscribePage from '@/app/[locale]/subscribe/page';
import SubscribedPage from '@/app/[locale]/subscribers/thanks/page';
import GuideOrderThanksPage from '@/app/[locale]/vacation_guide_orders/thanks/page';
import TripTipsPage, { generateMetadata as tripTipsMetadata } from '@/app/[locale]/my-trip/trip-tips/page';
import StayingSafePage from '@/app/[locale]/my-trip/staying-safe/page';
import CovidPage, { generateMetadata as covidMetadata } from '@/app/[locale]/my-trip/staying-safe/covid-19/page';
import ResponsiblyPage from '@/app/[locale]/my-trip/staying-safe/responsibly/page';
import AppPage from '@/app/[locale]/apps/[id]/page';
import AttractionTicketsPage from '@/app/[locale]/attraction-tickets/page';
import ReviewsPage from '@/app/[locale]/reviews/page';
import MindTripPage from '@/app/[locale]/mind-trip/page';
import MostRelaxingPage from '@/app/[locale]/most-relaxing-trip/page';
import PhotoChallengePage from '@/app/[locale]/photo-challenge/page';
import SweetSpotPage from '@/app/[locale]/sweetspot/page';
import UnplanPage from '@/app/[locale]/unplanyourtrip/page';
import { generateMetadata as missingMetadata } from '@/app/[locale]/(missing)/[...missing]/page';
import { intlWrapper } from '@/tests/support/intl';
import { setRootLocale } from '@/tests/support/root-params';

// The Spanish site's editorial pages, rendered as a page under /es renders them: every heading,
// list, breadcrumb and title in Spanish, and none of the English page's sentences left over.

jest.mock('next-intl/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/format');
  return {
    getLocale: async () => 'es',
    getTranslations: async (namespace: string) => translator('es', namespace),
  };
});
// The subscribe form navigates with the app router, which only a browser page mounts.
jest.mock('@/components/forms/subscribe-page-form', () => ({ SubscribePageForm: () => null }));
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

beforeAll(() => setRootLocale('es'));
afterAll(() => setRootLocale(undefined));

async function spanishHtml(page: () => Promise<ReactNode> | ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    createElement(intlWrapper('es'), null, createElement(Fragment, null, await page())),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').replaceAll('&#x27;', '’');
}

describe('newsletter pages in Spanish', () => {
  it('the newsletter page speaks Spanish from title to list', async () => {
    const html = await spanishHtml(NewsletterPage);
    expect(html).toContain('El boletín de viajes de Alabama');
    expect(html).toContain('Qué recibirá');
    expect(html).toContain('Una ruta por carretera destacada, con paradas, mapas y dónde comer por el camino.');
    expect(html).toContain('O suscríbase en la página del boletín');
    expect(html).toContain('href="/es/subscribe"');
    expect(html).toContain('Boletín');
    for (const english of ['The Alabama Travel Newsletter', 'What you will get', 'A featured road trip', 'Or sign up'])
      expect(html).not.toContain(english);
    expect((await newsletterMetadata()).title).toBe('El boletín de viajes de Alabama');
  });

  it('the subscribe page and both thank-you pages are in Spanish', async () => {
    const subscribe = await spanishHtml(SubscribePage);
    expect(subscribe).toContain('Suscríbase al boletín de Alabama');
    expect(subscribe).not.toContain('Subscribe to the Alabama Newsletter');
    const thanks = await spanishHtml(SubscribedPage);
    expect(thanks).toContain('Gracias por suscribirse');
    expect(thanks).toContain('Pida la guía de vacaciones gratis');
    expect(thanks).not.toMatch(/Thank You|Road trips|While you wait/);
    const guide = await spanishHtml(GuideOrderThanksPage);
    expect(guide).toContain('Gracias por su pedido');
    expect(guide).toContain('Guía de Vacaciones');
    expect(guide).not.toMatch(/Thank You for Ordering|Vacation Guide/);
  });
});

describe('trip-planning pages in Spanish', () => {
  it('trip tips: headings, list, links and breadcrumb in Spanish', async () => {
    const html = await spanishHtml(TripTipsPage);
    expect(html).toContain('<h1>Consejos para su viaje</h1>');
    expect(html).toContain('Planifique su viaje');
    expect(html).toContain('Cuándo ir');
    expect(html).toContain('el Mardi Gras de Mobile');
    expect(html).toContain('href="/es/create-a-trip"');
    for (const english of ['Plan Your Trip', 'When to go', 'What to pack', 'Book ahead for', 'Create your trip'])
      expect(html).not.toContain(english);
    expect((await tripTipsMetadata()).title).toBe('Consejos para su viaje');
  });

  it('staying safe, COVID-19 and travelling responsibly: text, section labels and breadcrumbs in Spanish', async () => {
    const safe = await spanishHtml(StayingSafePage);
    expect(safe).toContain('aria-label="En la playa"');
    expect(safe).toContain('Doble roja: el agua está cerrada al público.');
    expect(safe).not.toMatch(/At the beach|Storms and hurricanes|Staying Safe/);
    const covid = await spanishHtml(CovidPage);
    expect(covid).toContain('Volver a Viaje con seguridad');
    expect(covid).toContain('Viaje con seguridad');
    expect(covid).not.toMatch(/Back to Staying Safe|Before you go|Stay home if you are sick/);
    expect((await covidMetadata()).title).toBe('El COVID-19 y cómo viajar con salud');
    const responsibly = await spanishHtml(ResponsiblyPage);
    expect(responsibly).toContain('En los lugares sagrados e históricos');
    expect(responsibly).not.toMatch(/On the beach|Travel Responsibly/);
  });
});

describe('campaign and app pages in Spanish', () => {
  jest.setTimeout(120_000);

  it.each([
    [
      'mind-trip',
      MindTripPage,
      'Viaje con la imaginación',
      'Historias recientes',
      /Take a Mind Trip|Latest stories|Browse the photo album/,
    ],
    [
      'most-relaxing-trip',
      MostRelaxingPage,
      'El viaje más relajante',
      'Lugares para relajarse',
      /Places to unwind|Slow down|Find a road trip/,
    ],
    ['unplanyourtrip', UnplanPage, 'Viaje sin planes', 'Próximamente', /How to unplan|Follow the music|Coming up soon/],
    ['sweetspot', SweetSpotPage, 'Endulce su viaje', 'Paradas dulces', /Sweet stops|Alabama classics|From Lane cake/],
    [
      'photo-challenge',
      PhotoChallengePage,
      'Concurso de fotografía de Alabama',
      'Cómo participar',
      /How to take part|Show us Alabama|See the photo album/,
    ],
    [
      'reviews',
      ReviewsPage,
      'Reseñas',
      'Lugares que encantan a los visitantes',
      /Places visitors love|Share your review/,
    ],
    [
      'attraction-tickets',
      AttractionTicketsPage,
      'Entradas para atracciones',
      'Atracciones',
      /How to buy|Attraction Tickets/,
    ],
  ] as const)('/es/%s shows its own words in Spanish', async (_path, page, title, heading, english) => {
    const html = await spanishHtml(page);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(heading);
    expect(html).not.toMatch(english);
  });

  it('an app page: name, features, store hint and links in Spanish', async () => {
    const html = await spanishHtml(() => AppPage({ params: Promise.resolve({ id: 'road-trips' }) }));
    expect(html).toContain('Aplicación Alabama Road Trips');
    expect(html).toContain('Descargue la aplicación');
    expect(html).toContain('Busque “Alabama Road Trips” en la App Store');
    expect(html).not.toMatch(/Get the app|The app is free|Browse the road trips|Directions from one stop/);
  });

  it('a path that matches no page is titled in Spanish', async () => {
    expect((await missingMetadata()).title).toBe('Página no encontrada');
  });
});
