import { GET as getAlerts } from '@/app/api/alerts/route';
import { GET as getCrisis } from '@/app/api/alerts/crisis/route';
import { GET as listCrisis } from '@/app/api/alerts/getCrisis/route';
import { isCollapsed, parseCrisisState } from '@/lib/alerts/crisis-state';
import { getDb } from '@/lib/db/client';
import { alerts, crisisAlerts } from '@/lib/db/schema';
import { call } from '@/tests/support/api';

// docs/SPEC.md section 9 (Alerts in reduced set: at most 4), as a literal.
const MAX_REDUCED_ALERTS = 4;

beforeAll(async () => {
  const db = await getDb();
  await db.delete(alerts);
  await db.delete(crisisAlerts);
  await db.insert(alerts).values(
    Array.from({ length: MAX_REDUCED_ALERTS + 2 }, (_, i) => ({
      title: `Alert ${i}`,
      level: i === 0 ? 'State of Emergency' : 'Advisory',
      message: `<p>Message ${i}</p><img src=x onerror="alert(1)">`,
      url: i === 1 ? 'javascript:alert(1)' : '/my-trip/staying-safe',
      resources: [
        { url: 'https://www.weather.gov', buttonText: 'Forecast' },
        { url: 'javascript:void(0)', buttonText: 'Bad' },
      ],
      position: i,
    })),
  );
  await db.insert(alerts).values({ title: 'Old', level: 'Advisory', message: 'gone', active: false, position: -1 });
  await db.insert(crisisAlerts).values([
    {
      siteType: 'travel',
      message: '<p>Older</p>',
      messageType: 'Hurricane',
      updatedAt: new Date('2026-05-01T10:00:00Z'),
    },
    {
      siteType: 'travel',
      message: '<p>Newest</p><script>x()</script>',
      messageType: 'Hurricane',
      updatedAt: new Date('2026-05-02T10:00:00Z'),
    },
    {
      siteType: 'corporate',
      message: '<p>Other site</p>',
      messageType: 'Notice',
      updatedAt: new Date('2026-05-03T10:00:00Z'),
    },
  ]);
});

describe('alerts service', () => {
  it('GET /api/alerts gives the reduced set of active alerts in order, sanitised', async () => {
    const res = await call(getAlerts, { url: '/api/alerts' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(MAX_REDUCED_ALERTS);
    expect(res.body.map((a: { title: string }) => a.title)).toEqual(['Alert 0', 'Alert 1', 'Alert 2', 'Alert 3']);
    expect(res.body[0].message).not.toMatch(/onerror/);
    expect(res.body[1].url).toBeNull();
    expect(res.body[0].resources).toEqual([{ url: 'https://www.weather.gov', buttonText: 'Forecast' }]);
  });

  it('GET /api/alerts/crisis?siteType=travel gives the newest crisis alert of that site', async () => {
    const res = await call(getCrisis, { url: '/api/alerts/crisis?siteType=travel' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      site_type: 'travel',
      message: '<p>Newest</p>',
      message_type: 'Hurricane',
      updated_at: '2026-05-02T10:00:00.000Z',
    });
    const none = await call(getCrisis, { url: '/api/alerts/crisis?siteType=nowhere' });
    expect(none.body).toBeNull();
  });

  it('GET /api/alerts/getCrisis lists the crisis alerts with updated_at, newest first', async () => {
    const res = await call(listCrisis, { url: '/api/alerts/getCrisis' });
    expect(res.body.map((c: { updated_at: string }) => c.updated_at)).toEqual([
      '2026-05-03T10:00:00.000Z',
      '2026-05-02T10:00:00.000Z',
      '2026-05-01T10:00:00.000Z',
    ]);
  });
});

describe('crisis banner state', () => {
  it('a newer alert than the collapse time reopens a collapsed banner', () => {
    const state = parseCrisisState(JSON.stringify({ collapsed: true, collapsedAt: '2026-05-02T12:00:00Z' }));
    expect(isCollapsed(state, '2026-05-02T10:00:00Z')).toBe(true);
    expect(isCollapsed(state, '2026-05-02T13:00:00Z')).toBe(false);
    expect(isCollapsed(parseCrisisState('garbage'), '2026-05-02T10:00:00Z')).toBe(false);
  });
});
