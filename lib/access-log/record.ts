import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { personalDataReads, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { FileDownload } from "@/lib/files/download";
import { logError } from "@/lib/ops/log";
import { watchCsvColumn } from "./csv-column";
import { headerNames } from "./header-names";

/**
 * A route that shows a student's personal data declares it with this (the `readsPersonalData` option
 * of `endpoint()`): what the view is, and whom it shows. A view of one student names them as a scalar
 * SQL subquery on the route's params (`student`, see `./students`), so that recording it is one
 * INSERT … SELECT and no extra read; a list, a search or an export names every student its answer
 * shows (`shown`: their external ids, read from the answer), one row each.
 */
export type PersonalDataRead<P> = {
  /**
   * What was read, in Spanish: the record keeps it so; the admin screen and the student's export say it
   * in their reader's language (`privacy.reads.what`, lib/access-log/what.ts).
   */
  what: string;
} & (
  | {
      /** The student's `users.id`, from the params (and the reader's scope where the route resolves by DNI). */
      student: (input: { params: P; user: SessionUser }) => SQL;
    }
  | {
      /** The external ids of the students the answer shows. */
      shown: (answer: unknown) => string[] | Promise<string[]>;
    }
  | {
      /**
       * A CSV download: the Spanish header of its column of the students' external ids (or DNIs), read as
       * the file goes out; the file may be in another language, whose header for it is then looked for.
       */
      shownInColumn: string;
      identifiedBy?: "dni";
    }
);

const watchedColumns = new WeakMap<object, Promise<string[]>>();

/**
 * What `endpoint()` answers for a read: the handler's answer, but a CSV download whose students are
 * named by a column is watched on its way out (lib/access-log/csv-column.ts).
 */
export function watchedAnswer<P>(read: PersonalDataRead<P> | undefined, answer: unknown): unknown {
  if (!read || !("shownInColumn" in read) || !(answer instanceof FileDownload)) return answer;
  const { file, values } = watchCsvColumn(answer, headerNames(read.shownInColumn));
  watchedColumns.set(file, values);
  return file;
}

const pending = new Set<Promise<void>>();

const targetIdOf = (params: unknown) =>
  params && typeof params === "object" && "id" in params && params.id != null ? String(params.id) : null;

/** The students a read is about, as a subquery of `id`s. */
async function studentsOf<P>(read: PersonalDataRead<P>, input: { params: P; user: SessionUser; answer: unknown }) {
  if ("student" in read) return sql`(select ${read.student(input)} as id)`;
  const answer = input.answer as object;
  const listed = "shown" in read ? await read.shown(answer) : await (watchedColumns.get(answer) ?? []);
  const shown = [...new Set(listed)];
  const key = "identifiedBy" in read && read.identifiedBy === "dni" ? users.dni : users.externalId;
  return shown.length ? sql`(select ${users.id} as id from ${users} where ${inArray(key, shown)})` : null;
}

/**
 * Records that `user` read the students' data: one row per student, written after the response (a
 * read's caller does not wait for it; a watched CSV once it has been sent). Nothing is written about
 * the reader themself. A write that fails is logged as an error with what was read and the request id
 * (not the target, which may be a DNI from the path), never dropped silently.
 */
export function recordRead<P>(
  db: Db,
  read: PersonalDataRead<P>,
  input: { params: P; user: SessionUser; requestId: string; answer?: unknown },
): void {
  const { params, user, requestId } = input;
  const row = { readerId: user.id, what: read.what, targetId: targetIdOf(params), requestId };
  void studentsOf(read, { params, user, answer: input.answer }).then(
    (students) => track(write(db, students, row, user.role)),
    (err: unknown) => logFailed(err, row),
  );
}

const logFailed = (err: unknown, { what, requestId }: ReadRow) =>
  logError(err, "No se ha podido registrar una lectura de datos personales", { read: { what, requestId } });

type ReadRow = { readerId: number; what: string; targetId: string | null; requestId: string };

function write(db: Db, students: SQL | null, row: ReadRow, role: SessionUser["role"]): Promise<void> {
  if (!students) return Promise.resolve();
  return db
    .execute(
      sql`insert into ${personalDataReads} (reader_id, reader_role, student_id, what, target_id, request_id)
        select ${row.readerId}::int, ${role}::role, s.id, ${row.what}::text, ${row.targetId}::text, ${row.requestId}::text
        from ${students} s
        where s.id is not null and s.id <> ${row.readerId}::int`,
    )
    .then(
      () => undefined,
      (err: unknown) => logFailed(err, row),
    );
}

function track(write: Promise<void>) {
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

/**
 * Resolves once every read recorded so far is written (or logged as failed): for tests and the
 * graceful stop. A CSV still being sent is not waited for; one sent in full is.
 */
export async function readsRecorded(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve)); // the students of the answers just sent
  while (pending.size > 0) await Promise.all([...pending]);
}
