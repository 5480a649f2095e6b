import { DEFAULT_TIME_ZONE } from "@/lib/time-zone";
import { integer, oneOf, optionalText, timeZone, url } from "../define";

export const serverSettings = {
  PORT: integer(3000, { meaning: "HTTP port of `npm start` and of the standalone server" }),
  PUBLIC_URL: url(["http", "https"], {
    meaning: "the portal's public address: session links, cookie `Secure` flag when https",
    defaultText: "`http://localhost:$PORT`",
    requiredInProduction: true,
  }),
  PORTAL_TIME_ZONE: timeZone(DEFAULT_TIME_ZONE, {
    meaning:
      "IANA time zone of every date shown, read or filtered: screens (not the browser's zone), PDFs, CSV, xlsx, the calendar feed's VTIMEZONE (e.g. `Atlantic/Canary`)",
  }),
  PORTAL_MODE: oneOf(["development", "production"], "development", {
    meaning:
      "`production`: the start never builds (it refuses a missing or stale build) and the variables marked required must be set",
  }),
  PORTAL_WORKERS: oneOf(["on", "off"], "on", {
    meaning:
      "`off`: a web-only instance, which neither delivers the outbox nor runs background jobs (run `npm run portal -- worker` elsewhere)",
  }),
  SHUTDOWN_GRACE_SECONDS: integer(20, {
    meaning: "on SIGTERM, how long in-flight requests and claimed work may take before the process exits",
    min: 0,
  }),
  TRUSTED_PROXIES: integer(0, {
    min: 0,
    meaning:
      "reverse proxies in front of the portal that append to `X-Forwarded-For`; the client address (for rate limits) is taken that many entries from the right. With 0 the header is ignored and the address is the connection's (a warning is logged once if requests arrive with it): a deployment behind a proxy must set it",
  }),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info", {
    meaning: "lowest level of the JSON log lines on stdout",
  }),
  METRICS_TOKEN: optionalText({
    meaning: "enables `GET /metrics` (Prometheus text) for requests with `Authorization: Bearer <token>`; unset: 404",
    secret: true,
  }),
};
