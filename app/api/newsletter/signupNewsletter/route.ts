import { parseBody, route } from '@/lib/api/handler';
import { signupNewsletter } from '@/lib/newsletter';
import { enforceRateLimit } from '@/lib/rate-limit';
import { SignupNewsletterSchema } from '@/lib/newsletter/schema';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter/signupNewsletter');
  const input = await parseBody(request, SignupNewsletterSchema);
  const { email } = await signupNewsletter(input);
  return { subscribed: true, email };
});
