import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { registerDatabaseGauges } from "./database-gauges";

/** The process's metrics, on globalThis: Next bundles each route separately, and all share one registry. */
interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<"method" | "route" | "status">;
  bookings: Counter<"status">;
}

const holder = globalThis as unknown as { __portalMetrics?: Metrics };

export function metrics(): Metrics {
  if (!holder.__portalMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    registerDatabaseGauges(registry);
    holder.__portalMetrics = {
      registry,
      requestSeconds: new Histogram({
        name: "portal_http_request_duration_seconds",
        help: "API request duration by route template and status",
        labelNames: ["method", "route", "status"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
      bookings: new Counter({
        name: "portal_exam_bookings_total",
        help: "Exam bookings (POST /exams-api/requests) by outcome: 201 booked, 406 full, 409 already booked, 423 closed",
        labelNames: ["status"],
        registers: [registry],
      }),
    };
  }
  return holder.__portalMetrics;
}

export function recordRequest(
  { method, route, status }: { method: string; route: string; status: number },
  seconds: number,
) {
  const m = metrics();
  m.requestSeconds.observe({ method, route, status: String(status) }, seconds);
  if (method === "POST" && route === "/exams-api/requests") m.bookings.inc({ status: String(status) });
}
