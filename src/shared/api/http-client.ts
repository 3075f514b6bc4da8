import axios, { isAxiosError } from 'axios';
import { env } from '@/shared/config/env';
import type { ApiError } from './base-api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See ApiRequest.errorDialog. */
    errorDialog?: boolean;
  }
}

/**
 * The one axios instance of the app. Interceptors (authorization by path, 412 replay, 401
 * redirect, error dialog) are installed on it here, reading the session through store-access.
 */
export const http = axios.create({
  baseURL: env.apiBase,
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    if (error.response) return { status: error.response.status, data: error.response.data };
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { status: timedOut ? 'TIMEOUT' : 'NETWORK', data: error.message };
  }
  return { status: 'NETWORK', data: String(error) };
}
