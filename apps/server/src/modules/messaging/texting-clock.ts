import type { ModuleServices } from '../module-descriptor';

const clocks = new WeakMap<object, () => Date>();

/**
 * The texting clock: the real one, or where TEXTING_CLOCK_START says (development, demo and tests), running
 * on from the first time it is asked for; one per configuration, so routes and workers read the same time.
 */
export function textingClock(services: Pick<ModuleServices, 'config'>): () => Date {
  const start = services.config.textingClockStart;
  if (!start) return () => new Date();
  let clock = clocks.get(services.config);
  if (!clock) {
    const offset = start.getTime() - Date.now();
    clock = () => new Date(Date.now() + offset);
    clocks.set(services.config, clock);
  }
  return clock;
}
