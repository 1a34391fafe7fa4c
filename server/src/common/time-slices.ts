/** A slice of CPU work in the request thread before it gives way (decision 0033). */
export const SLICE_MS = 8;

export type GiveWay = () => Promise<void>;

/**
 * For long CPU work in the request thread (the what-if's counting): call the answer between
 * steps; once a slice has run `sliceMs`, it waits a turn of the event loop (setImmediate), so
 * other requests' I/O and timers run in between instead of after the whole job.
 */
export function timeSlices(sliceMs = SLICE_MS): GiveWay {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
