import { afterAll } from "vitest";
import { closeDb } from "@/lib/database";
import { readsRecorded } from "@/lib/access-log/record";

// DATABASE_URL="" must mean "unset" for the PGlite project.
if (process.env.DATABASE_URL === "") delete process.env.DATABASE_URL;

afterAll(async () => {
  await readsRecorded(); // the "who read what" rows of the file's last answers, written after them
  await closeDb();
});
