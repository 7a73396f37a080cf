// No imports: next.config.ts reads this too, to cap what Next buffers of a body for the proxy.

/** No form, trip or sign-in comes near this; a bigger body is refused before it is held in memory. */
export const MAX_BODY_BYTES = 1024 * 1024;
