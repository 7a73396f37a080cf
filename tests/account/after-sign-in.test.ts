import { afterSignIn } from '@/components/account/destinations';

const base = { userId: '8c1e2b7a-3f4d-4a5b-9c6d-7e8f9a0b1c2d', hasTrips: false };

describe('where sign-in leads (docs/SPEC.md section 4)', () => {
  test('from the plan-your-trip prompt: the trip list', () => {
    expect(afterSignIn({ ...base, from: 'plan-your-trip', pathname: '/' })).toEqual({
      kind: 'navigate',
      href: '/my-trip/8c1e2b7a3f4d4a5b9c6d7e8f9a0b1c2d',
      ensureVisitor: false,
    });
  });
  test('from a favourite prompt with trips: the after-sign-in event', () => {
    expect(afterSignIn({ ...base, hasTrips: true, from: 'favourite', pathname: '/places-to-go/map' }).kind).toBe(
      'event',
    );
  });
  test('from a favourite prompt without trips: the visitor record is created', () => {
    expect(afterSignIn({ ...base, from: 'favourite', pathname: '/places-to-go/map' })).toEqual({
      kind: 'stay',
      ensureVisitor: true,
    });
  });
  test.each([
    '/places-to-go/map',
    '/places-to-go/map/see',
    '/places-to-go/cities-and-towns/mobile',
    '/places-to-go/gulf-state-park',
  ])('on %s, from the header: /profile', (pathname) => {
    expect(afterSignIn({ ...base, from: 'header', pathname })).toEqual({
      kind: 'navigate',
      href: '/profile',
      ensureVisitor: false,
    });
  });
  test.each(['/places-to-go/cities-and-towns/mobile', '/places-to-go/gulf-state-park'])(
    'on %s with no login state: /profile',
    (pathname) => {
      expect(afterSignIn({ ...base, pathname })).toEqual({ kind: 'navigate', href: '/profile', ensureVisitor: false });
    },
  );
  test('on the map with no login state: the map stays and its state is refreshed', () => {
    expect(afterSignIn({ ...base, pathname: '/places-to-go/map/see' })).toEqual({ kind: 'stay', ensureVisitor: true });
  });
  test('elsewhere: the visitor record, then /profile', () => {
    expect(afterSignIn({ ...base, pathname: '/events' })).toEqual({
      kind: 'navigate',
      href: '/profile',
      ensureVisitor: true,
    });
  });
  test('on the invite responder: reload', () => {
    expect(afterSignIn({ ...base, pathname: '/trip/collaborate/abc' }).kind).toBe('reload');
  });
});
