export { getDb, getEngine, closeDb, openedDb, configuredEngine, pgliteDir, type Db } from "./client";
export * as schema from "./schema";
