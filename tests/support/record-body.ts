import { isValidElement, Suspense, type ReactElement, type ReactNode } from 'react';

/**
 * What a page renders as its body. A page answers a missing record with the notice around a child
 * that calls notFound() (components/content/record-boundary.tsx): rendering that child is what
 * throws the 404, so it is rendered here as Next would.
 */
export async function bodyOf(page: Promise<ReactNode>): Promise<unknown> {
  const rendered = await page;
  if (!isValidElement<{ children: ReactElement }>(rendered) || rendered.type !== Suspense) return rendered;
  const child = rendered.props.children;
  return (child.type as () => unknown)();
}
