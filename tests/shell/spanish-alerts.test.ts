import { GET as getAlerts } from '@/app/api/alerts/route';
import { GET as getCrisis } from '@/app/api/alerts/crisis/route';
import { getShellAlerts } from '@/lib/alerts/cached';
import { cachedReads } from '@/lib/cache/cached-read';
import { TAGS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { call } from '@/tests/support/api';

// The seeded alerts carry their Spanish (lib/db/seed/data/es/editorial.ts); a Spanish page's banners
// and the alerts service asked in Spanish show it, and English stays English. Next's data cache
// needs a running server, so here the read runs uncached: the language is an argument of the read,
// hence part of its cache key, and the read declares the alerts tag (lib/cache/cached-read.ts).
jest.mock('next/cache', () => ({ unstable_cache: (load: unknown) => load }));

beforeAll(async () => {
  await getDb();
}, 120_000);

describe('site alerts in Spanish', () => {
  it('the shell of a Spanish page shows the alert banner and the crisis banner in Spanish', async () => {
    const { alerts, crisis } = await getShellAlerts('es');
    const hurricane = alerts.find((a) => a.url === 'https://ema.alabama.gov');
    expect(hurricane).toMatchObject({
      title: 'Temporada de huracanes en la costa',
      level: 'Advisory',
      levelText: 'Aviso',
      resources: [{ url: 'https://www.weather.gov/mob/', buttonText: 'Servicio Nacional de Meteorología en Mobile' }],
    });
    expect(hurricane?.message).toContain('La temporada de huracanes del Atlántico va del 1 de junio');
    expect(alerts.map((a) => a.title)).not.toContain('Hurricane season on the coast');
    expect(crisis?.message).toContain('¿Planea un viaje en las fiestas?');
    // Its type is worded too; the service's own value stays what the banner's style keys on.
    expect([crisis?.type_text, crisis?.message_type]).toEqual(['Información', 'info']);
  });

  it('the shell of an English page keeps the English alerts', async () => {
    const { alerts, crisis } = await getShellAlerts('en');
    expect(alerts.map((a) => a.title)).toContain('Hurricane season on the coast');
    expect(alerts.find((a) => a.title === 'Hurricane season on the coast')?.levelText).toBe('Advisory');
    expect(crisis?.message).toContain('Planning a holiday trip?');
    expect(crisis?.type_text).toBe('info');
  });

  it('the alerts service answers in Spanish when the request asks for it', async () => {
    const spanish = await call(getAlerts, { url: '/api/alerts', headers: { 'x-site-locale': 'es' } });
    expect(spanish.body.map((a: { title: string }) => a.title)).toContain('Temporada de huracanes en la costa');
    expect(spanish.headers.get('vary')).toMatch(/x-site-locale/i);
    const english = await call(getAlerts, { url: '/api/alerts' });
    expect(english.body.map((a: { title: string }) => a.title)).toContain('Hurricane season on the coast');
    const crisis = await call(getCrisis, {
      url: '/api/alerts/crisis?siteType=travel',
      headers: { 'x-site-locale': 'es' },
    });
    expect(crisis.body.message).toContain('¿Planea un viaje en las fiestas?');
  });

  it('both languages are cached under the alerts tag, so the editor webhook refreshes them together', () => {
    for (const name of ['shell-alerts', 'shell-crisis']) {
      const read = cachedReads.find((r) => r.name === name);
      expect(read?.tags).toContain(TAGS.alerts);
    }
  });
});
