import { index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { id, ref, timestamps } from "../columns";
import { degreeRef, fileRef, uploaded, userRef } from "../foreign-keys";

/** A student's academic record (expediente) for one degree: the current file (earlier ones in proceeding_versions). */
export const proceedings = pgTable(
  "proceedings",
  {
    id: id(),
    userId: userRef(),
    degreeId: degreeRef(),
    fileId: fileRef(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("proceedings_user_degree_key").on(t.userId, t.degreeId),
    index("proceedings_degree_idx").on(t.degreeId),
  ],
);

/** Every file uploaded as a proceeding, the current one included: a replaced file is kept, not deleted. */
export const proceedingVersions = pgTable(
  "proceeding_versions",
  {
    id: id(),
    proceedingId: ref("proceeding_id", () => proceedings.id),
    fileId: fileRef(),
    ...uploaded(),
  },
  (t) => [index("proceeding_versions_proceeding_idx").on(t.proceedingId)],
);
