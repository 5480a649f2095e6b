import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { documents, enrollmentRequests, instances, registryEntries, tfgRequests, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { visibleStudents } from "@/lib/auth/student-scope";

// Who a route's read is about, as a scalar subquery for `PersonalDataRead.student`, resolved from the
// route's params the way the route itself resolves the student.

type Read<P> = { params: P; user: SessionUser };

const byExternalId = (externalId: string): SQL =>
  sql`(select ${users.id} from ${users} where ${users.externalId} = ${externalId})`;

/** The student of the student file's `{user}` (an external id). */
export const studentOfUserParam = ({ params }: Read<{ user: string }>) => byExternalId(params.user);

/** The student of the enrolment form's `{externalUserId}`. */
export const studentOfExternalUserParam = ({ params }: Read<{ externalUserId: string }>) =>
  byExternalId(params.externalUserId);

/** The person whose data an administrator exports (`{externalId}`). */
export const personOfExternalIdParam = ({ params }: Read<{ externalId: string }>) => byExternalId(params.externalId);

/** The student with `{dni}` whom the reader may see, lowest id first (as 'Información personal' picks). */
export const studentOfDniParam = ({ params, user }: Read<{ dni: string }>): SQL =>
  sql`(select ${users.id} from ${users} where ${and(eq(users.dni, params.dni), visibleStudents(user))} order by ${asc(users.id)} limit 1)`;

/** The student staff looked up by external id or DNI (filing an instance on a student's behalf). */
export const studentOfUserIdParam = ({ params, user }: Read<{ userId: string }>): SQL =>
  sql`(select ${users.id} from ${users} where (${users.externalId} = ${params.userId} or upper(${users.dni}) = ${params.userId.toUpperCase()}) and ${visibleStudents(user)} limit 1)`;

type ById = Read<{ id: number }>;

/** The owner of the document `{id}` of the document manager. */
export const documentOwner = ({ params }: ById): SQL =>
  sql`(select ${documents.studentId} from ${documents} where ${documents.id} = ${params.id})`;

/** The student of the instance `{id}` (none for an external applicant's). */
export const instanceOwner = ({ params }: ById): SQL =>
  sql`(select ${instances.userId} from ${instances} where ${instances.id} = ${params.id})`;

/** The student of the enrolment or extension request `{id}`. */
export const enrollmentRequestOwner = ({ params }: ById): SQL =>
  sql`(select ${enrollmentRequests.userId} from ${enrollmentRequests} where ${enrollmentRequests.id} = ${params.id})`;

/** The person an entry `{id}` of the registry book is about. */
export const registryEntrySubject = ({ params }: ById): SQL =>
  sql`(select ${registryEntries.userId} from ${registryEntries} where ${registryEntries.id} = ${params.id})`;

/** The student of the TFG request `{id}` (its PDF, and the PDF of one of its defenses). */
export const tfgRequestOwner = ({ params }: ById): SQL =>
  sql`(select ${tfgRequests.userId} from ${tfgRequests} where ${tfgRequests.id} = ${params.id})`;

/**
 * For `PersonalDataRead.shown`: the students a list answers (an array, or a page's `content`), by the
 * field of each row that holds the student's external id.
 */
export const rowsNaming =
  (field: string) =>
  (answer: unknown): string[] => {
    const rows: unknown[] = Array.isArray(answer) ? answer : ((answer as { content?: unknown[] })?.content ?? []);
    return rows.flatMap((row) => {
      const id = row && typeof row === "object" ? (row as Record<string, unknown>)[field] : undefined;
      return typeof id === "string" ? [id] : [];
    });
  };
