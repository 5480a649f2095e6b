/**
 * The API's paths (`/api/…`, `/<service>-api/…`, `/proceeding/…`, `/metrics`): they get a fixed
 * security policy instead of the proxy's (proxy.ts), and log their own line through observed().
 */
export const API_PATH = /^\/(?:api\/|[a-z-]+-api(?:\/|$)|proceeding\/|metrics$)/;
