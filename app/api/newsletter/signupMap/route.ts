import { parseBody, route } from '@/lib/api/handler';
import { signupMap } from '@/lib/newsletter';
import { enforceRateLimit } from '@/lib/rate-limit';
import { SignupMapSchema } from '@/lib/newsletter/schema';

export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter/signupMap');
  const { email } = await parseBody(request, SignupMapSchema);
  await signupMap(email);
  return { signedUp: true, email };
});
