import type { Messages } from '../messages/createMessages';
import { ApiError } from './ApiError';

/** Maps a thrown fetch failure (no response) to an {@link ApiError}: 'Please check your internet connection.' */
export function networkErrorToApiError(cause: unknown, messages: Messages): ApiError {
  const isTimeout = cause instanceof Error && cause.name === 'TimeoutError';
  return new ApiError({
    status: 0,
    message: messages.format('http.noConnection'),
    isNetworkError: true,
    isTimeout,
    cause,
  });
}
