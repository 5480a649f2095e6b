export type { Db } from "./client";
export * as schema from "./schema";
