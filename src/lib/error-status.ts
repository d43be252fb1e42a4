/**
 * The HTTP status an error carries, if any. Duck-typed so this works for the API client's typed error and any
 * other error with a numeric `status`, without lib depending on the api folder.
 */
export function errorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && Number.isFinite(status) ? status : null;
}
