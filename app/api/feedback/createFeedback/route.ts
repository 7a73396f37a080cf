import { parseBody, route } from '@/lib/api/handler';
import { createFeedback } from '@/lib/feedback';
import { enforceRateLimit } from '@/lib/rate-limit';
import { FeedbackSchema } from '@/lib/feedback/schema';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'feedback/createFeedback');
  const input = await parseBody(request, FeedbackSchema);
  return Response.json(await createFeedback(input), { status: 201 });
});
