/**
 * One read shared by the gauges of a scrape: prom-client asks each gauge's collect() side by side, and gauges fed
 * by the same query (a queue's depth and its oldest job's age) must not run it twice nor see two different answers.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
