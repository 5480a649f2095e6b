import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { personalDataReads } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { logError } from "@/lib/ops/log";

/**
 * A route that shows a student's personal data declares it with this (the `readsPersonalData` option
 * of `endpoint()`): what the view is, and the student it is about as a scalar SQL subquery on the
 * route's params (see `./students`), so that recording it is one INSERT … SELECT and no extra read.
 */
export interface PersonalDataRead<P> {
  /** What was read, in Spanish, as the admin screen and the student's export show it. */
  what: string;
  /** The student's `users.id`, from the params (and the reader's scope where the route resolves by DNI). */
  student: (input: { params: P; user: SessionUser }) => SQL;
}

const pending = new Set<Promise<void>>();

const targetIdOf = (params: unknown) =>
  params && typeof params === "object" && "id" in params && params.id != null ? String(params.id) : null;

/**
 * Records that `user` read the student's data: one row, written after the response (a read's caller
 * does not wait for it). Nothing is written when the reader is the student. A write that fails is
 * logged as an error with the whole row, never dropped silently.
 */
export function recordRead<P>(
  db: Db,
  read: PersonalDataRead<P>,
  input: { params: P; user: SessionUser; requestId: string },
): void {
  const { params, user, requestId } = input;
  const row = { readerId: user.id, what: read.what, targetId: targetIdOf(params), requestId };
  const write = db
    .execute(
      sql`insert into ${personalDataReads} (reader_id, reader_role, student_id, what, target_id, request_id)
        select ${user.id}::int, ${user.role}::role, s.id, ${read.what}::text, ${row.targetId}::text, ${requestId}::text
        from (select ${read.student({ params, user })} as id) s
        where s.id is not null and s.id <> ${user.id}::int`,
    )
    .then(
      () => undefined,
      (err: unknown) => logError(err, "No se ha podido registrar una lectura de datos personales", { read: row }),
    );
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

/** Resolves once every read recorded so far is written (or logged as failed): for tests and the graceful stop. */
export async function readsRecorded(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
