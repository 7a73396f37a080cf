import compile from 'icu-minify/compile';

// ICU messages parsed once, on the server, into icu-minify's compact form: next-intl then formats
// them with use-intl's format-only runtime (next.config.ts aliases it), so the browser never loads
// the ICU parser (about 12 KB of gzip on every page).

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/**
 * A compiled message as plain arrays and objects: icu-minify builds plural and select branches on
 * null-prototype objects, which React will not pass from a server component to a client one.
 */
function compileOne(message: string): unknown {
  const compiled = compile(message);
  return typeof compiled === 'string' ? compiled : JSON.parse(JSON.stringify(compiled));
}

function compileTree(tree: Tree): unknown {
  if (typeof tree === 'string') return compileOne(tree);
  if (Array.isArray(tree)) return tree.map(compileTree);
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compileTree(value as Tree)]));
}

/** A tree of messages compiled; the shape is the same, a leaf is a compiled message. */
export const compileMessages = <T>(messages: T): T => compileTree(messages as unknown as Tree) as T;
