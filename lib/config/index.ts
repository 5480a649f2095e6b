import type { z } from "zod";
import { SETTINGS } from "./settings";

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<K extends SettingName> = z.output<(typeof SETTINGS)[K]["schema"]>;

/** The variables as the process sees them (`process.env`, or a child's environment in tests). */
export type Environment = Record<string, string | undefined>;

const parsed = new Map<SettingName, { raw: string | undefined; value: unknown }>();

/**
 * The typed value of one environment variable. Read per call (tests and the CLI change the
 * environment), parsed again only when its text changed. A bad value throws the same message as the
 * start-up check, though the start has already refused it.
 */
export function env<K extends SettingName>(name: K): SettingValue<K> {
  const raw = process.env[name];
  const cached = parsed.get(name);
  if (cached && cached.raw === raw) return cached.value as SettingValue<K>;
  const result = SETTINGS[name].schema.safeParse(raw);
  if (!result.success) throw new Error(problemText(name));
  parsed.set(name, { raw, value: result.data });
  return result.data as SettingValue<K>;
}

const problemText = (name: SettingName) => `${name}: se espera ${SETTINGS[name].expects}`;

/** Whether the environment asks for a production start (`PORTAL_MODE=production`). */
export const isProductionMode = (source: Environment = process.env) => source.PORTAL_MODE?.trim() === "production";

/**
 * Every problem of the environment, one line each naming the variable and what it expects: bad
 * values, and in production mode the required variables that are unset.
 */
export function environmentProblems(source: Environment = process.env): string[] {
  const problems: string[] = [];
  const production = isProductionMode(source);
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const raw = source[name];
    const setting = SETTINGS[name];
    if (!setting.schema.safeParse(raw).success) {
      const shown = "secret" in setting && setting.secret ? "" : ` (valor recibido: «${raw}»)`;
      problems.push(`${problemText(name)}${shown}`);
    } else if (production && "requiredInProduction" in setting && setting.requiredInProduction && !raw?.trim()) {
      problems.push(`${name}: es obligatoria con PORTAL_MODE=production; se espera ${setting.expects}`);
    }
  }
  return problems;
}

/**
 * The variables a production start requires that are unset outside production, one line each: the
 * portal starts on their defaults, and says so.
 */
export function environmentWarnings(source: Environment = process.env): string[] {
  if (isProductionMode(source)) return [];
  return (Object.keys(SETTINGS) as SettingName[])
    .filter((name) => {
      const setting = SETTINGS[name];
      return "requiredInProduction" in setting && setting.requiredInProduction && !source[name]?.trim();
    })
    .map(
      (name) =>
        `${name} no está definida: se usa ${SETTINGS[name].defaultText} (obligatoria con PORTAL_MODE=production)`,
    );
}

/** Thrown at start when the environment has problems; its message lists them all. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Checks the whole environment once, at start. */
export function assertValidEnvironment(source: Environment = process.env): void {
  const problems = environmentProblems(source);
  if (problems.length > 0) throw new ConfigurationError(problems);
}
