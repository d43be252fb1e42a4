/** An emulator answer, framework-free so it can be served by Vite, node:http or called in-process. */
export interface EmulatorResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

export function json(status: number, value: unknown): EmulatorResponse {
  return { status, headers: { ...JSON_HEADERS }, body: JSON.stringify(value) };
}

/** Dropwizard's `{code, message}` error body (docs/marquez-api.md#errors). */
export function error(status: number, message: string): EmulatorResponse {
  return json(status, { code: status, message });
}

/** Dropwizard's validation body: 400 for query params, 422 for request bodies (docs/marquez-api.md#errors). */
export function errors(status: 400 | 422, messages: string[]): EmulatorResponse {
  return json(status, { errors: messages });
}

export function empty(status: number): EmulatorResponse {
  return { status, headers: {}, body: '' };
}

/** Thrown by handlers to answer with an error; the router turns it into a response. */
export class HttpError extends Error {
  constructor(readonly response: EmulatorResponse) {
    super(response.body);
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(error(404, message));
}
