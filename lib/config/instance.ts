import os from "node:os";

/**
 * This process among the portal's instances: host name (a container's id) and process id. Log lines
 * carry it, and its PostgreSQL connections as their application_name.
 */
export const instanceId = `${os.hostname()}-${process.pid}`;
