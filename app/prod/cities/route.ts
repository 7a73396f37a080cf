import { route } from '@/lib/api/handler';
import { getCities } from '@/lib/cities';

export const GET = route(async () => getCities());
