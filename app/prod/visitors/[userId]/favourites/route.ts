import { notFound } from '@/lib/api/errors';
import { parseBody, route } from '@/lib/api/handler';
import { requireCaller, type Caller } from '@/lib/auth/bearer';
import { addFavourites, FavouriteIdsSchema, listFavourites, removeFavourites } from '@/lib/favourites/database';
import { ensureVisitor } from '@/lib/visitors/database';

// Not in docs/SPEC.md section 7 (its favourites stay in the browser): the built-in Main API keeps a signed-in
// user's favourites beside their visitor record, so a site in front of it (MAIN_API_URL) keeps them too.
type Path = { userId: string };

async function owner(request: Request, params: Promise<Path>): Promise<Caller> {
  const caller = await requireCaller(request);
  if ((await params).userId !== caller.userId) throw notFound('No visitor with this id.');
  await ensureVisitor(caller.userId, caller.email);
  return caller;
}

/** GET /prod/visitors/{userId}/favourites — `{ ids }`, oldest first. */
export const GET = route<Path>(async (request, { params }) => ({
  ids: await listFavourites((await owner(request, params)).userId),
}));

/** POST /prod/visitors/{userId}/favourites `{ ids }` — adds them; answers the whole list. */
export const POST = route<Path>(async (request, { params }) => {
  const { userId } = await owner(request, params);
  return { ids: await addFavourites(userId, (await parseBody(request, FavouriteIdsSchema)).ids) };
});

/** DELETE /prod/visitors/{userId}/favourites `{ ids }` — removes them; answers the whole list. */
export const DELETE = route<Path>(async (request, { params }) => {
  const { userId } = await owner(request, params);
  return { ids: await removeFavourites(userId, (await parseBody(request, FavouriteIdsSchema)).ids) };
});
