// The API's handlers called in the benchmark's own process, without HTTP and without Next's server: what a
// request costs in the portal's code (endpoint(), the session read, the handler and its queries), to set
// beside the same routes measured through HTTP. The benchmark turns log lines off in its own process
// (LOG_LEVEL=silent): one costs about 5 µs.
import { GET as documents } from "../../app/documents-api/route";
import { GET as ready } from "../../app/api/ready/route";
import { GET as search } from "../../app/student-record-api/users/[kind]/[term]/route";
import { GET as lookup } from "../../app/tfg-api/sessions/session/[sessionId]/route";
import { median } from "./floors";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface InProcessCall {
  name: string;
  run: () => Promise<void>;
}

const call =
  (handler: Handler, path: string, params: Record<string, string>, session?: string) => async (): Promise<void> => {
    const headers: Record<string, string> = session ? { authorization: `Bearer ${session}` } : {};
    const res = await handler(new Request(`http://127.0.0.1${path}`, { headers }), { params: Promise.resolve(params) });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };

/**
 * The one-row route, the session lookup, the coordinator's document list and the secretary's search for
 * 'martin', as `npm run bench` measures them through HTTP.
 */
export function inProcessCalls(coordinator: string, secretary: string): InProcessCall[] {
  return [
    { name: "oneRow", run: call(ready, "/api/ready", {}) },
    {
      name: "lookup",
      run: call(lookup, `/tfg-api/sessions/session/${coordinator}`, { sessionId: coordinator }, coordinator),
    },
    { name: "list", run: call(documents, "/documents-api?page=0&size=25", {}, coordinator) },
    {
      name: "search",
      run: call(search, "/student-record-api/users/family/martin", { kind: "family", term: "martin" }, secretary),
    },
  ];
}

/** Milliseconds per call, the median of `samples` calls one after another. */
export async function timeCalls(target: InProcessCall, samples: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await target.run();
    times.push(performance.now() - started);
  }
  return median(times);
}
