import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config";
import { metrics } from "./metrics";

function bearerMatches(authorization: string | null, token: string): boolean {
  const given = Buffer.from(authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Prometheus text of this instance: off (404) without METRICS_TOKEN, 401 without its bearer. */
export async function metricsResponse(req: Request): Promise<Response> {
  const token = env("METRICS_TOKEN");
  if (!token) return Response.json({ message: "Las métricas no están habilitadas (METRICS_TOKEN)" }, { status: 404 });
  if (!bearerMatches(req.headers.get("authorization"), token)) {
    return Response.json(
      { message: "Falta el token de métricas o no es válido" },
      { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
    );
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}
