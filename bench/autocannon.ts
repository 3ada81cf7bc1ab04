import { createRequire } from 'node:module';

/** The part of autocannon's API the benches use (the package ships no types): one copy for all of them. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** One run's raw result (`skipAggregateResult`): its histograms still encoded, to merge with others'. */
export interface AutocannonRawResult {
  totalCompletedRequests: number;
  duration: number;
}
export interface AutocannonRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests: (Partial<AutocannonRequest> & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest })[];
}
interface Autocannon {
  (options: AutocannonOptions & { skipAggregateResult: true }): Promise<AutocannonRawResult>;
  (options: AutocannonOptions): Promise<AutocannonResult>;
  /** Merges raw results as one run: latency percentiles over every request of them all. */
  aggregateResult(results: AutocannonRawResult[], options: { url: string; connections: number }): AutocannonResult;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
