import { ApiError } from '@/lib/api/errors';
import { MainApiUnavailableError } from './errors';

export type MainApiClientOptions = {
  /** Base URL including `/prod`, e.g. https://api.example.org/prod */
  baseUrl: string;
  /** Per attempt, headers and body included. */
  timeoutMs?: number;
  /** Consecutive failures that open the breaker. */
  failureThreshold?: number;
  /** How long an open breaker refuses calls before letting one through to try. */
  openMs?: number;
};

export type MainApiRequest = {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The signed-in user's ID token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
};

export type MainApiAnswer<T> = { status: number; body: T; headers: Headers };

type ErrorBody = { error?: { message?: unknown; field?: unknown; status?: unknown } };

// Statuses a second GET may well not meet (a restarting server, a balancer without a backend).
const RETRYABLE = new Set([502, 503, 504]);

/**
 * The HTTP side of the Main API: a timeout on every attempt, one retry for GETs, and a circuit
 * breaker so that a down Main API costs each page one fast refusal instead of a timeout.
 * Answers of 4xx come back as ApiError (the caller's own mistake, passed on as is); a timeout,
 * a refused connection, a 5xx or an open breaker is a MainApiUnavailableError.
 */
export class MainApiClient {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly failureThreshold: number;
  private readonly openMs: number;
  private failures = 0;
  private openUntil = 0;
  private trial = false;

  constructor(options: MainApiClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.failureThreshold = options.failureThreshold ?? 5;
    this.openMs = options.openMs ?? 10_000;
  }

  /** Whether calls are refused right now without trying (for tests and health checks). */
  get open(): boolean {
    return this.failures >= this.failureThreshold && Date.now() < this.openUntil;
  }

  async request<T>(method: string, path: string, options: MainApiRequest = {}): Promise<MainApiAnswer<T>> {
    this.admit(path);
    const attempts = method === 'GET' ? 2 : 1;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await this.attempt<T>(method, path, options);
        this.succeeded();
        return answer;
      } catch (error) {
        if (error instanceof ApiError && !(error instanceof MainApiUnavailableError)) {
          this.succeeded();
          throw error;
        }
        lastError = error;
      }
    }
    this.failed();
    throw lastError instanceof MainApiUnavailableError
      ? lastError
      : new MainApiUnavailableError(`${method} ${path}: ${(lastError as Error)?.message ?? String(lastError)}`);
  }

  private admit(path: string): void {
    if (this.failures < this.failureThreshold) return;
    if (Date.now() < this.openUntil || this.trial) throw new MainApiUnavailableError(`circuit open (${path})`);
    // Half open: this one call finds out whether the Main API is back.
    this.trial = true;
  }

  private succeeded(): void {
    this.failures = 0;
    this.trial = false;
  }

  private failed(): void {
    this.failures++;
    this.trial = false;
    if (this.failures >= this.failureThreshold) {
      if (this.failures === this.failureThreshold)
        console.error(`[main-api] ${this.base} is not answering; refusing calls for ${this.openMs} ms`);
      this.openUntil = Date.now() + this.openMs;
    }
  }

  private url(path: string, query: MainApiRequest['query']): string {
    const url = new URL(`${this.base}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    return url.toString();
  }

  private async attempt<T>(method: string, path: string, options: MainApiRequest): Promise<MainApiAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.url(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
        redirect: 'follow',
      });
      text = await response.text();
    } catch (error) {
      throw new MainApiUnavailableError(
        `${method} ${path}: ${(error as Error).name === 'TimeoutError' ? `no answer in ${this.timeoutMs} ms` : (error as Error).message}`,
      );
    }
    if (response.status >= 500 || RETRYABLE.has(response.status))
      throw new MainApiUnavailableError(`${method} ${path}: ${response.status}`);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new MainApiUnavailableError(`${method} ${path}: the answer is not JSON`);
    }
    if (response.status >= 400 && response.status !== 409) {
      const error = (body as ErrorBody | null)?.error;
      const message = typeof error?.message === 'string' ? error.message : `The Main API answered ${response.status}.`;
      throw new ApiError(response.status, message, typeof error?.field === 'string' ? error.field : undefined);
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
}
