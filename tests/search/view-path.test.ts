import { INVALID_SEARCH_PATH, normaliseQuery, searchPathFor, searchViewFromSegments } from '@/lib/search/view-path';

const pathOf = (query: Record<string, string>) => searchPathFor('/search', new URLSearchParams(query));
const segmentsOf = (path: string) => path.split('/').slice(2);

describe('/search?q= as one cached page per set of results', () => {
  it('gives one path whatever the case, spacing and order of plain words', () => {
    const one = pathOf({ q: 'Gulf Shores beach' });
    expect(pathOf({ q: '  beach   GULF shores ' })).toBe(one);
    expect(pathOf({ q: 'shores\tbeach gulf' })).toBe(one);
    expect(pathOf({ q: 'gulf shores museum' })).not.toBe(one);
  });

  it('keeps the order where websearch syntax reads it: quotes and "or"', () => {
    expect(normaliseQuery('"Shores Gulf"')).toBe('"shores gulf"');
    expect(normaliseQuery('gulf OR beach')).toBe('gulf or beach');
    expect(pathOf({ q: 'beach or gulf' })).not.toBe(pathOf({ q: 'gulf or beach' }));
  });

  it('names the kind and page only for one kind of results', () => {
    expect(segmentsOf(pathOf({ q: 'beach', page: '3' })!).slice(0, 2)).toEqual(['all', '1']);
    expect(segmentsOf(pathOf({ q: 'beach', type: 'events', page: '3' })!).slice(0, 2)).toEqual(['events', '3']);
    expect(segmentsOf(pathOf({ q: 'beach', type: 'nonsense', page: '0' })!).slice(0, 2)).toEqual(['all', '1']);
  });

  it('reads its own paths back, and nothing else', () => {
    const q = `${'Mobile Bay '.repeat(20)}🙂`;
    const segments = segmentsOf(pathOf({ q, type: 'places', page: '2' })!);
    expect(segments.every((s) => s.length <= 120)).toBe(true);
    expect(searchViewFromSegments(segments)).toEqual({ q: normaliseQuery(q), kind: 'places', page: 2 });
    expect(searchViewFromSegments(['all', '2', ...segments.slice(2)])).toBeNull();
    expect(searchViewFromSegments(['all', '1', 'R3VsZg'])).toBeNull(); // "Gulf": not normalised
    expect(searchViewFromSegments(['all', '1', '!!'])).toBeNull();
    expect(searchViewFromSegments(['all', '1'])).toBeNull();
  });

  it('leaves the empty search page alone and sends text no record can hold to the 404', () => {
    expect(pathOf({ q: '   ' })).toBeUndefined();
    expect(searchPathFor('/search/all', new URLSearchParams({ q: 'beach' }))).toBeUndefined();
    expect(pathOf({ q: 'a\u0000b' })).toBe(INVALID_SEARCH_PATH);
    expect(searchViewFromSegments(segmentsOf(INVALID_SEARCH_PATH))).toBeNull();
  });
});
