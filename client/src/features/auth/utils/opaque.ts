type OpaqueModule = typeof import('@serenity-kit/opaque');

let loading: Promise<OpaqueModule> | undefined;

/**
 * The OPAQUE library carries about 430 kB of WebAssembly, needed only to sign in or set a
 * password, so it is fetched on demand (and prefetched by those pages) instead of with the app.
 */
export function loadOpaque(): Promise<OpaqueModule> {
  loading ??= import('@serenity-kit/opaque')
    .then(async (opaque) => {
      await opaque.ready;
      return opaque;
    })
    .catch((error: unknown) => {
      // A failed download must not stick: the next attempt tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}
