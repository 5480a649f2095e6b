/**
 * Public API prefixes and the app/api/<module> folder behind each: `/<prefix>/:path*` → `/api/<module>/:path*`.
 * A module adds its line here when it adds its route handlers.
 * @type {{ prefix: string, module: string }[]}
 */
export const apiServices = [{ prefix: "tfg-api", module: "tfg" }];

/** Paths the specification lists outside any `-api` prefix. */
export const extraApiRewrites = [];
