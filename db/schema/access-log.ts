import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { roleEnum } from "./reference";
import { stamp } from "../columns";
import { userRef } from "../foreign-keys";

/**
 * "Who read what": one row per view of a student's personal data by someone else (a tab of the
 * student file, a request's detail, a download of the student's file), written by the endpoint
 * after the read succeeded. Kept for RETENTION_READS_DAYS.
 */
export const personalDataReads = pgTable(
  "personal_data_reads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: stamp("at"),
    readerId: userRef("reader_id", { onDelete: "cascade" }),
    readerRole: roleEnum("reader_role").notNull(),
    studentId: userRef("student_id", { onDelete: "cascade" }),
    /** What was read, in Spanish ('Expediente: información personal', 'Instancia: fichero del alumno'…). */
    what: text("what").notNull(),
    /** The row read, when the path names one (the document, the request). */
    targetId: text("target_id"),
    requestId: text("request_id").notNull(),
  },
  (t) => [
    index("personal_data_reads_student_at_idx").on(t.studentId, t.at),
    index("personal_data_reads_at_idx").on(t.at),
  ],
);
