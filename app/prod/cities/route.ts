import { route } from '@/lib/api/handler';
import { getCitiesInDb as getCities } from '@/lib/cities';

export const GET = route(async () => getCities());
