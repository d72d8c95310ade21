/** Types for scripts/bench-calibration.mjs (plain JavaScript, run under Node). */
export declare const REFERENCE_BENCHMARK_INDEX: number;
export declare const PROFILE_INDEX: { mobile: number; desktop: number };
export function cpuSlowdown(benchmarkIndex: number, formFactor?: 'mobile' | 'desktop'): number;
export function measureBenchmarkIndex(
  pageFunctionsFile: string,
  browser: import('@playwright/test').Browser,
): Promise<number>;
