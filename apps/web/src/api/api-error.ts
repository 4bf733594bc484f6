import { isAxiosError } from 'axios';

/** Thrown by thunks when the server answers with a status the spec does not accept. */
export class UnexpectedStatusError extends Error {
  constructor(readonly status: number) {
    super(`Unexpected status ${status}`);
  }
}

export function expectStatus(status: number, accepted: readonly number[]): void {
  if (!accepted.includes(status)) throw new UnexpectedStatusError(status);
}

export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

/** The server's `error` field when there is one (product specification section 8), else the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data = error.response?.data as { error?: unknown } | undefined;
    if (data && typeof data.error === 'string' && data.error.trim()) return data.error;
  }
  return fallback;
}

export function apiErrorStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

export function apiErrorIssues(error: unknown): ApiIssue[] {
  if (!isAxiosError(error)) return [];
  const issues = (error.response?.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as ApiIssue[]) : [];
}
