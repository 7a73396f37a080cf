import { route } from '@/lib/api/handler';
import { getCities } from '@/lib/cities/database';

export const GET = route(async () => getCities());
