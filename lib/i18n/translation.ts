/**
 * A translation of an English message module: the same keys, every message a string (ICU message
 * syntax, as next-intl reads it). A missing or extra key is a type error.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
