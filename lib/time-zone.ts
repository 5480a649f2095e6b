// The portal's time zone, read from PORTAL_TIME_ZONE in one place. No zod here: `lib/dates` reaches
// every table in the browser, and the platform's Intl already knows which zone names exist.

/** The zone when PORTAL_TIME_ZONE is unset or blank. */
export const DEFAULT_TIME_ZONE = "Europe/Madrid";

/** The canonical IANA name of `name` (`europe/madrid` → `Europe/Madrid`), or null if Intl knows no such zone. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The zone that PORTAL_TIME_ZONE names (default `Europe/Madrid`), canonical. A name that is not an
 * IANA zone stops here with a message naming the variable, so the server refuses to start.
 */
export function timeZoneFromEnv(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_TIME_ZONE;
  const zone = canonicalTimeZone(name);
  if (!zone) {
    throw new Error(
      `PORTAL_TIME_ZONE="${name}" no es una zona horaria IANA válida (por ejemplo Europe/Madrid o Atlantic/Canary)`,
    );
  }
  return zone;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone's UTC offset at an instant, in milliseconds (`GMT+02:00` → 7,200,000), from the platform's
 * time-zone database; NaN for a zone it does not know.
 */
export function zoneOffset(zone: string, at: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    if (!canonicalTimeZone(zone)) return NaN;
    format = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((p) => p.type === "timeZoneName")!.value;
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

let configured: string | undefined;

/** The server's configured zone (read once from the environment). */
export function configuredTimeZone(): string {
  configured ??= timeZoneFromEnv(typeof process === "undefined" ? undefined : process.env.PORTAL_TIME_ZONE);
  return configured;
}
