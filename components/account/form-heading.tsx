'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** On its own page a view's heading is the page's h1; in the modal it is an h2. */
export const HeadingLevel = createContext<1 | 2>(2);

export function FormHeading({ id, children }: { id: string; children: ReactNode }) {
  const Tag = useContext(HeadingLevel) === 1 ? 'h1' : 'h2';
  return <Tag id={id}>{children}</Tag>;
}
