/** Error answers and request validation: every error body matches errorBodySchema of api/contracts/common. */
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import type { ErrorBody } from '../../api/contracts/common';

export const ERROR_CODES = {
  validation: 'VALIDATION',
  invalidCredentials: 'INVALID_CREDENTIALS',
  socialNotSupported: 'SOCIAL_NOT_SUPPORTED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  notReady: 'NOT_READY',
  internal: 'INTERNAL',
} as const;

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json(errorBody(code, message, fields), status);
}

/** One message per field path ("email", "payload.email"); the first issue of a field wins. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(
  c: Context,
  fields: Record<string, string>,
  message = 'The request is invalid.',
) {
  return errorResponse(c, 400, ERROR_CODES.validation, message, fields);
}

/** The longest string any request field may carry, whatever its contract (a cap before any pattern runs). */
export const MAX_FIELD_LENGTH = 4096;
export const FIELD_SCREEN_MESSAGES = {
  nul: 'Must not contain a NUL character.',
  tooLong: `Must be at most ${MAX_FIELD_LENGTH} characters.`,
} as const;

/**
 * Issues for strings no field may hold, found before the contract's own checks run: a NUL character (PostgreSQL
 * text cannot store one: it would be a 500) or more than MAX_FIELD_LENGTH characters (bounds the work of every
 * pattern). Walks arrays and objects; reports at most one issue per field.
 */
/** What no field may hold (the screen's message), or null: longer than MAX_FIELD_LENGTH, or a NUL character. */
export function fieldProblem(text: string): string | null {
  return text.length > MAX_FIELD_LENGTH
    ? FIELD_SCREEN_MESSAGES.tooLong
    : text.includes('\u0000')
      ? FIELD_SCREEN_MESSAGES.nul
      : null;
}

export function screenStrings(value: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  const problem = fieldProblem;
  const issue = (at: (string | number)[], message: string): z.core.$ZodIssue =>
    ({ code: 'custom', path: at, message, input: undefined }) as z.core.$ZodIssue;
  if (typeof value === 'string') {
    const message = problem(value);
    return message ? [issue(path, message)] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => screenStrings(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const message = problem(key);
      return message ? [issue([...path, '(key)'], message)] : screenStrings(item, [...path, key]);
    });
  }
  return [];
}

/**
 * zValidator for the zod/mini contracts: mini schemas have no .safeParseAsync method, so the parse goes
 * through the top-level function; a failure answers 400 VALIDATION with field messages before the handler
 * runs, so nothing is stored. Every string is screened first (screenStrings), before the contract's patterns.
 */
export function validate<T extends z.ZodMiniType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return validationError(c, fieldMessages(result.error.issues));
    },
    // The declared result type is classic zod's, a conditional type TypeScript cannot resolve for a generic
    // T; the mini result has the same success/data/error.issues shape the hook reads. Only the type differs.
    {
      validationFunction: (s, value) => {
        const screened = screenStrings(value);
        if (screened.length > 0) return { success: false, error: { issues: screened } } as never;
        return z.safeParseAsync(s, value) as never;
      },
    },
  );
}
