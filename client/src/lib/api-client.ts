// The one place that talks HTTP to the Crewline API and turns error replies into ApiError.
import { noteAnswer } from "./saved-copies";

export type FieldErrors = Record<string, string[] | string | undefined>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: FieldErrors;
  readonly requestId?: string;

  constructor(status: number, code: string, message: string, fieldErrors?: FieldErrors, requestId?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type ErrorBody = { message?: unknown; code?: unknown; fieldErrors?: unknown; requestId?: unknown };

/** Reads the server's `{ message, code, fieldErrors?, requestId }` reply; falls back to the status text. */
export async function toApiError(res: Response): Promise<ApiError> {
  let body: ErrorBody | null = null;
  const text = await res.text().catch(() => "");
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object") body = parsed as ErrorBody;
    } catch {
      body = null;
    }
  }
  const message =
    typeof body?.message === "string" && body.message
      ? body.message
      : res.statusText || `Request failed with status ${res.status}`;
  const code = typeof body?.code === "string" ? body.code : "HTTP_ERROR";
  const fieldErrors =
    body?.fieldErrors && typeof body.fieldErrors === "object" ? (body.fieldErrors as FieldErrors) : undefined;
  const requestId = typeof body?.requestId === "string" ? body.requestId : undefined;
  return new ApiError(res.status, code, message, fieldErrors, requestId);
}

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

/**
 * fetch with session cookies; a network failure becomes an ApiError with status 0. A read's answer is noted as the
 * device's saved copy or the server's (lib/saved-copies.ts).
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    const response = await fetch(url, { credentials: "include", ...init });
    if ((init.method ?? "GET") === "GET") noteAnswer(url, response);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRequestOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Sends a request (JSON body when given) and resolves with the parsed JSON reply
 * (undefined for an empty reply); throws ApiError on a non-OK status.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await apiFetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (!res.ok) throw await toApiError(res);
  return readJson<T>(res);
}
