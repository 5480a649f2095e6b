import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterEach, describe, expect, it } from "vitest";
import { GET as scrape } from "@/app/api/metrics/route";
import { publicEndpoint } from "@/lib/api/endpoint";
import { enqueue } from "@/lib/outbox/deliver";
import { getDb } from "@/lib/database";
import { call } from "@/lib/testing/fixtures";
import { recordRequest } from "./metrics";

const TOKEN = "metricas-de-prueba";
afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

const get = (authorization?: string) =>
  scrape(new Request("http://localhost:3000/metrics", { headers: authorization ? { authorization } : {} }), {
    params: Promise.resolve({}),
  });

describe("GET /metrics", () => {
  it("is off (404) while METRICS_TOKEN is unset", async () => {
    const res = await get(`Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Las métricas no están habilitadas (METRICS_TOKEN)" });
  });

  it.each([undefined, "Bearer otra-cosa", `Basic ${TOKEN}`])("refuses %s with 401", async (authorization) => {
    process.env.METRICS_TOKEN = TOKEN;
    const res = await get(authorization);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Falta el token de métricas o no es válido" });
  });

  it("serves Prometheus text that a Prometheus parser reads: requests, bookings, queues, pool, process", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const db = await getDb();
    await enqueue(db, { channel: "EMAIL", recipient: "metricas@universidad.test", subject: "Prueba", text: "Hola" });
    const hello = publicEndpoint(
      { "GET /api/metrics-test": { public: "test" } },
      "GET /api/metrics-test",
      async () => ({
        ok: true,
      }),
    );
    await call("GET", hello, { path: "/api/metrics-test" });
    recordRequest({ method: "POST", route: "/exams-api/requests", status: 409 }, 0.02);

    const res = await get(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    const families = new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f]));

    const durations = families.get("portal_http_request_duration_seconds")!;
    expect(durations.type).toBe("HISTOGRAM");
    expect(durations.metrics[0]!.buckets!["+Inf"]).toBeDefined();
    // The parser keeps a histogram's buckets but drops its labels: the series themselves are checked as text.
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/api\/metrics-test",status="200"\} [1-9]\d*$/m,
    );
    expect(families.get("portal_exam_bookings_total")!.metrics).toContainEqual({
      labels: { status: "409" },
      value: "1",
    });
    expect(Number(families.get("portal_outbox_queued")!.metrics[0]!.value)).toBeGreaterThanOrEqual(1);
    expect(Number(families.get("portal_outbox_oldest_queued_seconds")!.metrics[0]!.value)).toBeGreaterThanOrEqual(0);
    for (const name of [
      "portal_outbox_failed",
      "portal_jobs_queued",
      "portal_jobs_running",
      "portal_sessions_active",
      "portal_sign_ins_last_hour",
      "portal_accessibility_feedback_held",
      "portal_db_pool_open",
      "portal_db_pool_in_use",
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(families.get(name)?.metrics.length, name).toBe(1);
    }
  });
});
