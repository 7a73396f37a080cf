// Creates, on a running cognito-local, a pool and app client shaped like the site's Cognito setup
// (email is the username, the default password policy, the password and refresh flows) and prints
// "<pool id> <client id>".
const endpoint = process.argv[2];

async function call(operation, body) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${operation}: ${response.status} ${text}`);
  return JSON.parse(text);
}

const { UserPool } = await call('CreateUserPool', {
  PoolName: 'idp-contract',
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  UsernameConfiguration: { CaseSensitive: false },
  Policies: {
    PasswordPolicy: {
      MinimumLength: 8,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    },
  },
});
const { UserPoolClient } = await call('CreateUserPoolClient', {
  UserPoolId: UserPool.Id,
  ClientName: 'site',
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
});
console.log(`${UserPool.Id} ${UserPoolClient.ClientId}`);
