import { parseBody, route } from '@/lib/api/handler';
import { createHelpfulness } from '@/lib/feedback';
import { enforceRateLimit } from '@/lib/rate-limit';
import { HelpfulnessSchema } from '@/lib/feedback/schema';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'feedback/createHelpfulness');
  const input = await parseBody(request, HelpfulnessSchema);
  return Response.json(await createHelpfulness(input), { status: 201 });
});
