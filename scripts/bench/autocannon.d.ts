// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * Called before each request of a connection; returns the request to send. `context` is the
     * connection's own object, shared with `onResponse`.
     */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each answer of the connection, and the same `context`. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A fixed number of requests instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** The run: a promise of its result, and an emitter of every response (status, latency in ms). */
  interface Instance extends PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
