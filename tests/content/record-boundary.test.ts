import { Suspense, isValidElement } from 'react';
import { notFound, redirect } from 'next/navigation';
import { renderRecord } from '@/components/content/record-boundary';
import { NotFoundNotice } from '@/components/content/not-found-notice';
import { bodyOf } from '../support/record-body';

// A record page's missing record is a 404 whose server HTML is the notice; every other failure,
// another of Next's own answers included, goes on as it was.
test('a missing record renders the not-found notice, and still throws the 404 inside it', async () => {
  const page = renderRecord(async () => notFound());
  const rendered = await page;
  expect(isValidElement(rendered) && rendered.type === Suspense).toBe(true);
  expect((rendered as { props: { fallback: { type: unknown } } }).props.fallback.type).toBe(NotFoundNotice);
  await expect(bodyOf(page)).rejects.toMatchObject({ message: 'NEXT_HTTP_ERROR_FALLBACK;404' });
});

test('a found record renders as it is', async () => {
  await expect(renderRecord(async () => 'the record')).resolves.toBe('the record');
});

test('a redirect and an ordinary failure are not turned into the notice', async () => {
  await expect(renderRecord(async () => redirect('/elsewhere'))).rejects.toMatchObject({ message: 'NEXT_REDIRECT' });
  await expect(renderRecord(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
});
