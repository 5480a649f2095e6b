import { asc, eq } from "drizzle-orm";
import { GET as detail } from "@/app/instances-api/instances/[id]/route";
import { POST as create } from "@/app/instances-api/instances/route";
import { getDb } from "@/lib/database";
import { outbox, registryEntries, users } from "@/db/schema";
import { multipart, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { instancesWorld } from "@/lib/testing/instances";
import { addMember, makeCourse, makeDegree } from "@/lib/testing/reference";

/** The route params of request `id`. */
export const p = (id: number) => ({ id: String(id) });

/** A multipart body with a PDF named `${text}.pdf` in field `file`. */
export const fileOf = async (text: string) => multipart("file", await pdf(text), `${text}.pdf`);

/** The e-mails queued to `recipient`, oldest first. */
export async function mails(recipient: string) {
  const db = await getDb();
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(asc(outbox.id));
}

/** The registry book's entry with `code`. */
export async function registryEntry(code: string) {
  const db = await getDb();
  const [row] = await db.select().from(registryEntries).where(eq(registryEntries.code, code));
  return row!;
}

export async function emailOf(u: TestUser) {
  const db = await getDb();
  return (await db.select({ email: users.email }).from(users).where(eq(users.id, u.id)))[0]!.email!;
}

/**
 * Two students (the first in a course its coordinator coordinates), a secretary, and an open
 * template; requests are filed on it through the real endpoint.
 */
export async function requestsWorld() {
  const world = await instancesWorld();
  const tag = uniq();
  const [student, other, secretary, coordinator] = await Promise.all([
    makeUser("ROLE_STUDENT", { email: `alumna-${tag}@universidad.test`, dni: `dni${tag}` }),
    makeUser("ROLE_STUDENT", { email: `otro-${tag}@universidad.test` }),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_COORD"),
  ]);
  const course = await makeCourse((await makeDegree()).id);
  await addMember(course.id, student.id, "STUDENT");
  await addMember(course.id, coordinator.id, "COORDINATOR");
  const templateName = `Certificado académico ${tag}`;
  const templateId = await world.template({ name: templateName });
  const post = (as: TestUser, json: Record<string, unknown>) =>
    call("POST", create, { as, json: { templateId, ...json } });
  return {
    world,
    student,
    other,
    secretary,
    coordinator,
    templateId,
    templateName,
    post,
    /** A new request filed by `as` (the first student by default): its id. */
    newRequest: async (as: TestUser = student, json: Record<string, unknown> = {}) => {
      const res = await post(as, { userText: "Solicito un certificado", ...json });
      if (res.status !== 201) throw new Error(`request: ${res.status} ${JSON.stringify(res.data)}`);
      return res.data.id as number;
    },
    /** The request's detail as `as` (the secretary by default) reads it. */
    read: async (id: number, as: TestUser = secretary) => (await call("GET", detail, { as, params: p(id) })).data,
  };
}
export type RequestsWorld = Awaited<ReturnType<typeof requestsWorld>>;
