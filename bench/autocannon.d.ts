/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  export interface Result {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    requests: Histogram & { total: number };
    latency: Histogram;
  }
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
