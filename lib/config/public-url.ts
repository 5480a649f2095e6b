import { env } from ".";

/** The portal's public address without a trailing slash: PUBLIC_URL, or `http://localhost:$PORT`. */
export const publicUrl = (): string => (env("PUBLIC_URL") ?? `http://localhost:${env("PORT")}`).replace(/\/+$/, "");
