import type { ApiEnvelope, FieldError } from '@slabworks/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const unwrapData = <T>(response: ApiEnvelope<T>): T => response.data;

export interface ListData<T> {
  rows: T[];
  count: number;
}

const envelopeOf = (error: unknown): Partial<ApiEnvelope<unknown>> | undefined => {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as Partial<ApiEnvelope<unknown>>;
  }
  return undefined;
};

// The server's translated field errors, keyed by field, so forms can show them in place.
export const fieldErrorsOf = (
  error: FetchBaseQueryError | SerializedError | undefined,
): Record<string, string> => {
  const data = envelopeOf(error)?.data as { fields?: FieldError[] } | undefined;
  return Object.fromEntries((data?.fields ?? []).map((field) => [field.field, field.message]));
};

export const serverMessageOf = (
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined => {
  const message = envelopeOf(error)?.message;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
};

export const serverCodeOf = (
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined => {
  const code = envelopeOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
};
