/** The services' paths (docs/SPEC.md section 7, "Other services"). */
export const ENDPOINTS = {
  addSubscriber: '/api/newsletter/addSubscriber',
  signupNewsletter: '/api/newsletter/signupNewsletter',
  signupMap: '/api/newsletter/signupMap',
  requestVacationGuide: '/api/newsletter/requestVacationGuide',
  createHelpfulness: '/api/feedback/createHelpfulness',
  createFeedback: '/api/feedback/createFeedback',
} as const;

export type JsonResult = { ok: boolean; status: number; data: unknown };

/**
 * POSTs JSON and reads the JSON answer. A network failure is a result with status 0, not a throw,
 * so every caller handles one failure path.
 */
export async function postJson(
  url: string,
  body: unknown,
  init: { headers?: Record<string, string>; credentials?: RequestCredentials } = {},
): Promise<JsonResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
      body: JSON.stringify(body),
      credentials: init.credentials ?? 'same-origin',
    });
    const data: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, data };
  } catch (error) {
    console.error(`POST ${url} failed`, error);
    return { ok: false, status: 0, data: null };
  }
}
