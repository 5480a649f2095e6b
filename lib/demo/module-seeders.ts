import type { Db } from "@/db";
import { seedDocumentsDemo } from "@/lib/documents/demo-seed";
import { seedEnrollmentsDemo } from "@/lib/enrollments/demo-seed";
import { seedExamsDemo } from "@/lib/exams/demo-seed";
import { seedGradesDemo } from "@/lib/grades/demo-seed";
import { seedInstancesDemo } from "@/lib/instances/demo-seed";
import { seedInteractionsDemo } from "@/lib/interactions/demo-seed";
import { seedNotificationsDemo } from "@/lib/notifications/demo-seed";
import { seedRegistryDemo } from "@/lib/registry/demo-seed";
import { seedTfgDemo } from "@/lib/tfg/demo-seed";
import type { DemoData } from "./demo-data";

/**
 * Adds a module's demo rows (exam calls, requests, documents…) on top of the demo university. It
 * runs inside seedDemo's transaction, so it must use `tx` only.
 */
export type ModuleSeeder = (tx: Db, demo: DemoData) => Promise<void>;

/** Each module appends its seeder here; they run in this order. */
export const moduleSeeders: ModuleSeeder[] = [
  seedGradesDemo,
  seedDocumentsDemo,
  seedInteractionsDemo,
  seedRegistryDemo,
  seedNotificationsDemo,
  seedInstancesDemo,
  seedEnrollmentsDemo,
  seedTfgDemo,
  seedExamsDemo,
];
