import fc from 'fast-check';
import { planMatrixRequests } from '@/lib/trip-planner/route-requests';

// Which route-matrix requests a trip sends to Google, without Google: the plan alone.
const ascending = (numbers: number[]) => numbers.every((n, i) => i === 0 || numbers[i - 1]! < n);
// The requests go out together, so which one is first does not matter; what each one asks does.
const asSet = (requests: ReturnType<typeof planMatrixRequests>) => requests.map((r) => JSON.stringify(r)).sort();

describe('planMatrixRequests', () => {
  it('origins that want the same destinations share one request, whatever order the pairs came in', () => {
    const requests = planMatrixRequests(new Set(['4>2', '3>2', '4>1', '3>1']), false);
    expect(requests).toEqual([{ origins: [3, 4], destinations: [1, 2] }]);
  });

  it('plans the same requests, with points in ascending order, for the same pairs in any order', () => {
    // The same trip asks Google the same questions, so its requests and the answers kept line up.
    const pairs = fc
      .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })), {
        selector: ([o, d]) => `${o}>${d}`,
        minLength: 1,
        maxLength: 60,
      })
      .map((list) => list.filter(([o, d]) => o !== d).map(([o, d]) => `${o}>${d}`));
    fc.assert(
      fc.property(pairs, fc.boolean(), (list, merge) => {
        const inOrder = planMatrixRequests(new Set([...list].sort()), merge);
        const shuffled = planMatrixRequests(new Set([...list].reverse()), merge);
        expect(asSet(shuffled)).toEqual(asSet(inOrder));
        for (const request of inOrder) {
          expect(ascending(request.origins)).toBe(true);
          expect(ascending(request.destinations)).toBe(true);
        }
      }),
      { seed: 19, numRuns: 200 },
    );
  });
});
