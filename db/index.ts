export { getDb, getEngine, closeDb, configuredEngine, pgliteDir, type Db } from "./client";
export * as schema from "./schema";
