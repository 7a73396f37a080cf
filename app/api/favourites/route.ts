import { parseBody, route } from '@/lib/api/handler';
import { addFavourites, FavouriteIdsSchema, listFavourites, removeFavourites } from '@/lib/favourites';
import { requireVisitor } from '@/lib/trip-planner/session-user';

/** GET /api/favourites — the signed-in user's favourite location ids. */
export const GET = route(async () => {
  const user = await requireVisitor();
  return { ids: await listFavourites(user.userId) };
});

/** POST /api/favourites {ids} — adds (merges) ids; answers the whole list. */
export const POST = route(async (request) => {
  const user = await requireVisitor();
  const { ids } = await parseBody(request, FavouriteIdsSchema);
  return { ids: await addFavourites(user.userId, ids) };
});

/** DELETE /api/favourites {ids} — removes ids; answers the whole list. */
export const DELETE = route(async (request) => {
  const user = await requireVisitor();
  const { ids } = await parseBody(request, FavouriteIdsSchema);
  return { ids: await removeFavourites(user.userId, ids) };
});
