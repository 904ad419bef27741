import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { ApiError } from './ApiError';

/** Context of {@link responseToApiError}. */
export interface ToApiErrorOptions {
  messages?: Messages;
  /** Whether the browser accepts cookies; picks the crumb-failure wording. @default () => true */
  areCookiesEnabled?: () => boolean;
}

/** The error body fields this client reads; every one optional because servers vary. */
interface LooseErrorBody {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
  crumbFail?: unknown;
}

function asBody(body: unknown): LooseErrorBody {
  return body !== null && typeof body === 'object' ? (body as LooseErrorBody) : {};
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Maps a failed HTTP answer to an {@link ApiError}: 429 → 'Please try again in a
 * few seconds.'; 403 `{crumbFail:true}` → session expired (or enable cookies); otherwise the
 * server's `message` or `error` field, else 'Unknown error, please try again later.'.
 */
export function responseToApiError(status: number, body: unknown, options: ToApiErrorOptions = {}): ApiError {
  const { messages = getDefaultMessagesFor(), areCookiesEnabled = () => true } = options;
  const data = asBody(body);
  if (status === 429) {
    return new ApiError({ status, message: messages.format('http.rateLimited'), isRateLimited: true, body });
  }
  if (status === 403 && data.crumbFail === true) {
    const id = areCookiesEnabled() ? 'http.sessionExpired' : 'http.enableCookies';
    return new ApiError({ status, message: messages.format(id), isCrumbFail: true, body });
  }
  const serverText = [data.message, data.error].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  const fieldErrors = stringMap(data.errors);
  return new ApiError({
    status,
    message: serverText ?? messages.format('http.unknownError'),
    ...(fieldErrors ? { fieldErrors } : {}),
    body,
  });
}
