import { addFavourites, listFavourites, removeFavourites } from '@/lib/favourites';
import { makeLocation, makeVisitor } from './fixtures';

describe('favourites', () => {
  it('merges a browser list at sign-in as a union, and merging again changes nothing', async () => {
    const userId = await makeVisitor();
    const [a, b, c] = await Promise.all([makeLocation(), makeLocation(), makeLocation()]);
    await addFavourites(userId, [a.id]);
    const merged = await addFavourites(userId, [b.id, a.id, c.id]);
    expect(new Set(merged)).toEqual(new Set([a.id, b.id, c.id]));
    expect(new Set(await addFavourites(userId, [b.id, a.id, c.id]))).toEqual(new Set(merged));
    expect(await listFavourites(userId)).toHaveLength(3);
  });

  it('skips ids of places that do not exist, and keeps each user apart', async () => {
    const [one, two] = [await makeVisitor(), await makeVisitor()];
    const place = await makeLocation();
    expect(await addFavourites(one, [place.id, 2_000_000_000])).toEqual([place.id]);
    expect(await listFavourites(two)).toEqual([]);
    expect(await removeFavourites(one, [place.id])).toEqual([]);
  });
});
