import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { LOCAL_POOL } from '@/lib/idp/config';
import { hashPassword } from '@/lib/idp/password';
import { handleIdpRequest } from '@/lib/idp/protocol';
import { CLIENT_ADDRESS_HEADER } from '@/lib/rate-limit/client-address';
import { inRequestScope } from '../support/session-scope';
import { missingMember as missing, rawIdp, rawPasswordSignIn } from './support/raw-idp';

// The calls a signed-in user makes with their access token (GetUser, UpdateUserAttributes,
// VerifyUserAttribute, ChangePassword, RevokeToken) at their edges, and which calls count toward
// the per-address wall: only password and code checks, under the address of whoever is calling.

const PASSWORD = 'Cheaha-Peak-2';
const newEmail = () => `calls-${randomUUID().slice(0, 8)}@example.com`;

async function signedIn(emailVerified = 1) {
  const email = newEmail();
  await (await getDb()).insert(idpUsers).values({
    sub: randomUUID(),
    email,
    passwordHash: await hashPassword(PASSWORD),
    status: 'CONFIRMED',
    emailVerified,
  });
  const { AccessToken, RefreshToken } = await rawPasswordSignIn(email, PASSWORD);
  return { email, AccessToken, RefreshToken };
}

const attributesOf = async (AccessToken: string) =>
  Object.fromEntries(
    ((await rawIdp('GetUser', { AccessToken })).body.UserAttributes as { Name: string; Value: string }[]).map((a) => [
      a.Name,
      a.Value,
    ]),
  );

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
}, 180_000);

describe('GetUser and UpdateUserAttributes', () => {
  test('every attribute a user may write is kept and read back, with sub, email and email_verified', async () => {
    const { email, AccessToken } = await signedIn(0);
    const writable = [
      'name',
      'given_name',
      'family_name',
      'middle_name',
      'nickname',
      'locale',
      'zoneinfo',
      'website',
      'picture',
    ];
    const UserAttributes = writable.map((Name) => ({ Name, Value: `${Name} of Mobile` }));
    expect(await rawIdp('UpdateUserAttributes', { AccessToken, UserAttributes })).toEqual({ status: 200, body: {} });
    const read = await attributesOf(AccessToken);
    expect(read).toEqual({
      ...Object.fromEntries(writable.map((n) => [n, `${n} of Mobile`])),
      sub: expect.any(String),
      email,
      email_verified: 'false',
    });
  });

  test.each([
    ['sub', 'sub', 'x', 'NotAuthorizedException', 'A client attempted to write unauthorized attribute'],
    [
      'email_verified',
      'email_verified',
      'true',
      'NotAuthorizedException',
      'A client attempted to write unauthorized attribute',
    ],
    [
      'an attribute not in the schema',
      'custom:team',
      'x',
      'InvalidParameterException',
      'Attribute does not exist in the schema: custom:team',
    ],
    [
      'a name of 2049 characters',
      'name',
      'n'.repeat(2049),
      'InvalidParameterException',
      'Attribute name is longer than 2048 characters.',
    ],
  ])('%s is refused and nothing changes', async (_, Name, Value, type, message) => {
    const { AccessToken } = await signedIn();
    const before = await attributesOf(AccessToken);
    const answer = await rawIdp('UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [
        { Name: 'nickname', Value: 'Bama' },
        { Name, Value },
      ],
    });
    expect(answer).toEqual({ status: 400, body: { __type: type, message } });
    expect(await attributesOf(AccessToken)).toEqual(before);
  });

  test('a value of exactly 2048 characters is kept', async () => {
    const { AccessToken } = await signedIn();
    expect(
      (
        await rawIdp('UpdateUserAttributes', {
          AccessToken,
          UserAttributes: [{ Name: 'name', Value: 'n'.repeat(2048) }],
        })
      ).status,
    ).toBe(200);
    expect((await attributesOf(AccessToken)).name).toHaveLength(2048);
  });

  test('the same email in other capitals is no change: no code is sent and it stays verified', async () => {
    const { email, AccessToken } = await signedIn();
    const answer = await rawIdp('UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'email', Value: email.toUpperCase() }],
    });
    expect(answer).toEqual({ status: 200, body: {} });
    expect(await attributesOf(AccessToken)).toMatchObject({ email, email_verified: 'true' });
  });
});

describe('VerifyUserAttribute', () => {
  test('needs an attribute name, and verifies only email', async () => {
    const { AccessToken } = await signedIn();
    expect((await rawIdp('VerifyUserAttribute', { AccessToken, Code: '123456' })).body).toEqual(
      missing('attributeName'),
    );
    expect(
      (await rawIdp('VerifyUserAttribute', { AccessToken, AttributeName: 'phone_number', Code: '123456' })).body,
    ).toEqual({
      __type: 'InvalidParameterException',
      message: 'Attribute phone_number cannot be verified.',
    });
  });

  test('a wrong code verifies nothing', async () => {
    const { AccessToken } = await signedIn();
    const moved = newEmail();
    await rawIdp('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: moved }] });
    const answer = await rawIdp('VerifyUserAttribute', { AccessToken, AttributeName: 'email', Code: '000000' });
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toMatch(/^(CodeMismatchException|ExpiredCodeException)$/);
    expect(await attributesOf(AccessToken)).toMatchObject({ email: moved, email_verified: 'false' });
  });
});

describe('members left out', () => {
  test('ChangePassword and RevokeToken name the member, in Cognito words', async () => {
    const { AccessToken } = await signedIn();
    expect((await rawIdp('ChangePassword', { AccessToken, ProposedPassword: 'New-pass-12' })).body).toEqual(
      missing('previousPassword'),
    );
    expect((await rawIdp('ChangePassword', { AccessToken, PreviousPassword: PASSWORD })).body).toEqual(
      missing('proposedPassword'),
    );
    expect((await rawIdp('RevokeToken', {})).body).toEqual(missing('token'));
  });
});

describe('the per-address wall', () => {
  // The pool as the site calls it in-process: the address is the one given, or none.
  const callPool = (operation: string, body: Record<string, unknown>, address?: string) =>
    handleIdpRequest(
      new Request('http://pool.test/idp', {
        method: 'POST',
        headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        body: JSON.stringify(body),
      }),
      address ? { address } : {},
    );
  const wrongGuess = () =>
    callPool('InitiateAuth', {
      ClientId: LOCAL_POOL.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: newEmail(), PASSWORD: 'Wrong-pass-1' },
    });
  const over = LOCAL_POOL.addressLimit.max + 1;

  test(`${over} wrong tokens and refreshes, and calls that succeed, never meet it: they check no password or code`, async () => {
    const { AccessToken } = await signedIn();
    const calls: [string, Record<string, unknown>, number, string | undefined][] = [
      ['GetUser', { AccessToken }, 200, undefined],
      ['GetUser', { AccessToken: 'not-a-token' }, 400, 'Invalid Access Token'],
      [
        'InitiateAuth',
        {
          ClientId: LOCAL_POOL.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: 'not-a-token' },
        },
        400,
        'Invalid Refresh Token',
      ],
    ];
    for (let i = 0; i < over; i += 1) {
      for (const [operation, body, status, message] of calls) {
        const response = await callPool(operation, body, '198.51.100.77');
        const answer = (await response.json()) as { message?: string };
        expect({
          i,
          operation,
          status: response.status,
          message: answer.message,
          type: response.headers.get('content-type'),
        }).toEqual({ i, operation, status, message, type: 'application/x-amz-json-1.1' });
      }
    }
  });

  test('the site’s own calls outside a request have no address, and are not counted under one', async () => {
    for (let i = 0; i < over; i += 1) {
      const response = await wrongGuess();
      expect(((await response.json()) as { __type: string }).__type).toBe('UserNotFoundException');
    }
  });

  test('the site’s own calls while serving a browser count under that browser’s address', async () => {
    const browser = new NextRequest('http://localhost:3000/sign-in', {
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.99' },
    });
    const types = await inRequestScope(browser, async () => {
      const seen: string[] = [];
      for (let i = 0; i < over; i += 1) {
        const response = await wrongGuess();
        seen.push(((await response.json()) as { __type: string }).__type);
      }
      return seen;
    });
    expect(types.at(-2)).toBe('UserNotFoundException');
    expect(types.at(-1)).toBe('TooManyRequestsException');
  });
});
