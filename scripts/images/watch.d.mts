/** Types for scripts/images/watch.mjs (plain JavaScript so `npm run dev` runs it under Node). */
export function isImageSource(file: string | null | undefined): boolean;
export interface PrepareQueue {
  changed(): void;
  idle(): Promise<void>;
}
export function prepareQueue(options: {
  run: () => Promise<unknown>;
  delayMs?: number;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}): PrepareQueue;
