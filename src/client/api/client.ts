import type { ErrorCode, ErrorResponse } from '#shared/contracts/errors.ts';
import { MESSAGES } from '#shared/messages.ts';
import { clearStoredUser } from '../session/user-store.ts';
import { showDialog, showError } from '../ui/dialog-store.ts';

/**
 * An error body as it may arrive: the contract's `{ code, message, error?, errors? }`
 * (src/shared/contracts/errors.ts), except that `code` can be missing when something other than the API
 * answered (a proxy's error page) or when the failure never reached the server (network: status 0).
 */
export type ApiErrorBody = Omit<ErrorResponse, 'code'> & { code?: ErrorCode };

/**
 * The one fetch wrapper every call goes through. It sends what the classic shared client sends (JSON, the
 * AJAX marker, the CSRF meta when present, credentials) and applies the error catalogue
 * (docs/product/site-shell.md) so no screen has to.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /**
   * What went wrong, for decisions (`'idempotency_in_progress'`, `'insufficient_funds'`, ...): decide by
   * this, never by the message text, which is for people and may be reworded. null when the body had none.
   */
  readonly code: ErrorCode | null;
  /** True when the catalogue already told the user (401, 429, network): callers should stay quiet. */
  readonly handled: boolean;

  constructor(status: number, body: ApiErrorBody | null, handled: boolean) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
    this.code = body?.code ?? null;
    this.handled = handled;
  }
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Server rendering only (src/client/entry-server.tsx): the page's public reads are answered by the site's own
 * routes in the same process instead of over the network.
 */
export function setApiTransport(fn: Transport): void {
  transport = fn;
}

/** The router registers itself so a 401 can move the user without a full reload. */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

/**
 * What answers a 403 that asks for the staff second factor (docs/product/staff-security.md): the console
 * registers it (features/admin/step-up-prompt.tsx), elsewhere nothing does. `stepUp` asks for a code and
 * says whether it was proved, after which the refused request is sent again as it was (a refused step-up
 * claims no Idempotency-Key); `enrol` sends the staff member to set a factor up.
 */
export interface FactorHandler {
  stepUp(): Promise<boolean>;
  enrol(): void;
}
let factorHandler: FactorHandler | null = null;

export function setFactorHandler(handler: FactorHandler | null): void {
  factorHandler = handler;
}

const SESSION_EXPIRED_REDIRECT_MS = 500;

export interface RequestOptions {
  /** A JSON value, or a Blob (a file) sent as its own bytes with its own type (the console's uploads). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  // Only the path and query are used, so any base will do (there is no window when rendering on the server).
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, 'http://site.invalid');
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.pathname + url.search;
}

function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Several calls failing with 401 at once are one expired session: tell the user once.
let expiryInProgress = false;

function handleSessionExpired(body: ApiErrorBody | null): void {
  clearStoredUser();
  if (expiryInProgress) return;
  expiryInProgress = true;
  void (async () => {
    if (body?.message && body.message !== MESSAGES.sessionExpired) await showDialog(body.message);
    await showDialog(MESSAGES.sessionExpired);
    expiryInProgress = false;
  })();
  setTimeout(() => navigate('/'), SESSION_EXPIRED_REDIRECT_MS);
}

/** The catalogue is by status (docs/product/site-shell.md, Error catalogue); decisions finer than a status read `ApiError.code`. */
async function applyCatalogue(status: number, body: ApiErrorBody | null): Promise<boolean> {
  if (status === 401) {
    handleSessionExpired(body);
    return true;
  }
  if (status === 429) {
    void showDialog(MESSAGES.tooManyRequests);
    return true;
  }
  // 404 and 500: nothing is shown (the error catalogue); the screen shows its own empty or error state.
  // The one 5xx a person can act on is the maintenance refusal: its message (until when) is shown where the
  // action was tried, like any refusal (docs/product/server-status.md, Maintenance).
  return status === 404 || (status >= 500 && body?.code !== 'maintenance');
}

async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  const file = options.body instanceof Blob ? options.body : null;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const csrf = csrfToken();
  if (csrf) headers['X-CSRF-TOKEN'] = csrf;

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    void showDialog(MESSAGES.networkError);
    throw new ApiError(0, { message: MESSAGES.networkError }, true);
  }
  const body = await readBody(response);
  if (response.ok) return body as T;
  const errorBody = body && typeof body === 'object' && 'message' in body ? (body as ApiErrorBody) : null;
  if (response.status === 403 && factorHandler) {
    if (errorBody?.code === 'second_factor_required' && (await factorHandler.stepUp())) {
      return apiRequest<T>(method, path, options);
    }
    if (errorBody?.code === 'second_factor_enrolment_required') factorHandler.enrol();
  }
  const handled = await applyCatalogue(response.status, errorBody);
  throw new ApiError(response.status, errorBody, handled);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  // The console's edits (/api/admin/...); the player side only reads and posts.
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** The text an 'ERROR!' dialog shows for a failed action (the error catalogue's order of preference). */
function actionErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body?.error ?? error.body?.message ?? `Unkown Error : Status ${error.status}`;
  }
  return MESSAGES.unexpected;
}

/** Shows an action failure unless the catalogue has already spoken for it. */
export function reportActionError(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  void showError(actionErrorText(error));
}
