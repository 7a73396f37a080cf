import { mapForgotPasswordError, mapSignInError } from '@/components/account/error-map';
import { PROVIDER } from '@/lib/accounts/messages';

describe('section 8 mappings with no message of their own', () => {
  test('the duplicate-user message at sign-in continues into the post-login navigation', () => {
    expect(mapSignInError({ code: 'UsernameExistsException', message: PROVIDER.exists })).toEqual({ kind: 'continue' });
  });

  test('no verified email or phone leads to the confirm-account flow', () => {
    expect(
      mapForgotPasswordError({
        code: 'InvalidParameterException',
        message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
      }),
    ).toEqual({ kind: 'confirm-account' });
  });
});
