export { getDb, getEngine, closeDb, openedDb, dumpEmbeddedDb, configuredEngine, pgliteDir, type Db } from "./client";
export * as schema from "./schema";
