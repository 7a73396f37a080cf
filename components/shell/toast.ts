'use client';

type Sonner = typeof import('sonner');
export type Toast = Sonner['toast'];

// The toast library loads on first use (or when the page is idle, see LazyToaster), not with every
// page: it was about 9 KB (gzip) of each page's first-load JavaScript for a message most visits never see.
let library: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
let wanted = false;
const mounts = new Set<() => void>();

/** Loads the library and asks the site's Toaster to mount; both are needed before a toast shows. */
export function loadToasts(): Promise<Sonner> {
  library ??= import('sonner').then((sonner) => (loaded = sonner));
  if (!wanted) {
    wanted = true;
    for (const mount of mounts) mount();
  }
  return library;
}

/** Shows a toast once the library is there; a toast made before the Toaster mounts is shown when it does. */
export function showToast(show: (toast: Toast) => unknown): void {
  if (loaded) {
    show(loaded.toast);
    return;
  }
  loadToasts()
    .then(({ toast }) => show(toast))
    .catch((error: unknown) => console.error('[toast] could not load', error));
}

/** Calls mount when toasts are first wanted (at once if they already are); returns the unsubscribe. */
export function onToastsWanted(mount: () => void): () => void {
  if (wanted) mount();
  mounts.add(mount);
  return () => mounts.delete(mount);
}
