import { afterAll } from "vitest";
import { closeDb } from "@/db";

// DATABASE_URL="" must mean "unset" for the PGlite project.
if (process.env.DATABASE_URL === "") delete process.env.DATABASE_URL;

afterAll(async () => {
  await closeDb();
});
