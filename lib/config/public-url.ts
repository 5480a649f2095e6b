import { env, type Environment } from ".";
import { SETTINGS } from "./settings";

/**
 * The portal's public address without a trailing slash: PUBLIC_URL, or `http://localhost:$PORT`. Read
 * from the process's environment, or from `source` when a caller is handed one (the single sign-on
 * configuration and its tests).
 */
export function publicUrl(source?: Environment): string {
  const url = source ? SETTINGS.PUBLIC_URL.schema.parse(source.PUBLIC_URL) : env("PUBLIC_URL");
  const port = source ? SETTINGS.PORT.schema.parse(source.PORT) : env("PORT");
  return (url ?? `http://localhost:${port}`).replace(/\/+$/, "");
}
