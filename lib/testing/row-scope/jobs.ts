import { getDb } from "@/lib/database";
import { backgroundJobs } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import { storeFile } from "@/lib/files/store";
import { makeUser } from "@/lib/testing/fixtures";
import { pdf } from "@/lib/testing/files";
import type { RouteKey, RowScopeRow } from "./types";

const ROLES: Role[] = ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"];

/** A finished export of one user, and another user of the same role: a job is its owner's only. */
const ownJob = (route: RouteKey, as: Role): RowScopeRow => ({
  route,
  as,
  setup: async () => {
    const [owner, outsider] = await Promise.all([makeUser(as), makeUser(as)]);
    const db = await getDb();
    const file = await storeFile(db, owner, await pdf("Tribunales"), "tribunales.pdf");
    const [job] = await db
      .insert(backgroundJobs)
      .values({
        kind: "tfg-courts-csv",
        params: {},
        ownerUserId: owner.id,
        status: "FINISHED",
        progress: 100,
        fileId: file.id,
        fileName: "tribunales.pdf",
      })
      .returning();
    return { owner, outsider, params: { id: String(job!.id) } };
  },
  expect: 404,
});

export const cases: RowScopeRow[] = ROLES.flatMap((as) => [
  ownJob("GET /tfg-api/jobs/{id}/status", as),
  ownJob("GET /tfg-api/jobs/{id}/file", as),
]);
