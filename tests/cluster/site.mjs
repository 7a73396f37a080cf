// Talking to the cluster as a browser or a client app would: through the balancer or to one copy.
const POOL_CLIENT_ID = 'alabamalocalclient00000000';
const REQUEST_MS = 30_000;

export function siteClient(base) {
  /** One request; answers { status, copy, headers, text, json }. Redirects are not followed. */
  async function request(path, { method = 'GET', headers = {}, body, origin = base } = {}) {
    const response = await fetch(new URL(path, origin), {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_MS),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      copy: response.headers.get('x-cluster-copy'),
      headers: response.headers,
      text,
      json,
    };
  }

  /** One operation of the built-in user pool (the Cognito JSON protocol at /idp). */
  async function pool(operation, body, options = {}) {
    return request('/idp', {
      ...options,
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: POOL_CLIENT_ID, ...body }),
    });
  }

  /**
   * Makes the balancer's next answer come from `copy`: round robin over two copies alternates, so
   * a cheap request answered by the other copy leaves `copy` next.
   */
  async function nextFrom(copy) {
    for (let i = 0; i < 4; i += 1) {
      const probe = await request('/robots.txt');
      if (probe.copy && probe.copy !== copy) return;
    }
    throw new Error(`the balancer never answered from a copy other than ${copy}`);
  }

  return { request, pool, nextFrom };
}

/** A cookie jar just big enough for next-auth's cookies. */
export function cookieJar() {
  const cookies = new Map();
  return {
    take(headers) {
      for (const line of headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    names: () => [...cookies.keys()],
  };
}

/** Repeats `check` until it is true or `ms` pass; answers how long it took, or null. */
export async function within(ms, check) {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}
