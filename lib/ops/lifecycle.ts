// The process's shutdown state, on globalThis: Next bundles instrumentation and each route separately,
// and all of them must see the same flag.
const state = globalThis as unknown as { __portalShuttingDown?: boolean };

/** True from the first SIGTERM on: readiness answers 503 and the workers claim nothing new. */
export const isShuttingDown = () => state.__portalShuttingDown === true;

export function markShuttingDown(): void {
  state.__portalShuttingDown = true;
}
