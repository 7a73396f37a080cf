import { createElement, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { intlWrapper } from './intl';

/**
 * The HTML a server component tree renders once everything in it has loaded, lazy parts (next/dynamic)
 * included: renderToStaticMarkup refuses a tree that suspends. The tree reads English, as the
 * site's layout gives every English page.
 */
export async function renderHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(intlWrapper('en'), null, element));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
