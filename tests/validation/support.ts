import type { z } from 'zod';
import { GUIDE } from '@/components/forms/messages';

// Helpers and fixtures shared by the tests/validation/*.test.ts files.

export type Issue = [path: string, message: string];

/** A zod refusal as [path, message] pairs; [] when the input is accepted. */
export function zodIssues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

export function zodData(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

export const long = (length: number) => 'x'.repeat(length);
export const emailOfLength = (length: number) => `${'k'.repeat(length - '@example.com'.length)}@example.com`;
export const UUID = '3f1c2a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70';

export const order = {
  first_name: 'Kayla',
  last_name: 'Reed',
  email: 'kayla@example.com',
  address: '301 Washington Ave',
  city: 'Montgomery',
  state: 'AL',
  zip: '36104',
};

/** ZIP codes both halves of the order form (yup in the browser, zod on the server) must judge alike. */
export const ZIP_CASES: [{ zip: string }, Issue[]][] = [
  [{ zip: '35203' }, []],
  [{ zip: '35203-1234' }, []],
  [{ zip: '3520' }, [['zip', GUIDE.zipInvalid]]],
  [{ zip: '35203-12' }, [['zip', GUIDE.zipInvalid]]],
  [{ zip: 'x35203' }, [['zip', GUIDE.zipInvalid]]],
  [{ zip: '35203x' }, [['zip', GUIDE.zipInvalid]]],
];
