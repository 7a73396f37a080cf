import { parseBody, route } from '@/lib/api/handler';
import { addSubscriber } from '@/lib/newsletter';
import { enforceRateLimit } from '@/lib/rate-limit';
import { AddSubscriberSchema } from '@/lib/newsletter/schema';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter/addSubscriber');
  const input = await parseBody(request, AddSubscriberSchema);
  const { email } = await addSubscriber(input);
  return { subscribed: true, email };
});
