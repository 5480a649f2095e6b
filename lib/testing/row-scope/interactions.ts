import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { interactionAttachments, interactions } from "@/db/schema";
import type { TestUser } from "@/lib/testing/fixtures";
import { multipart, pdf } from "@/lib/testing/files";
import { apiOk, byStaff, sharedStudent, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import type { RowScopeRow } from "./types";

/** An interaction `author` (course A's staff) recorded with course A's student. */
const interactionBy = async (w: RowScopeWorld, author: TestUser) =>
  (
    await apiOk("POST /interactions-api", author, {
      json: { receiver: w.student.externalId, interactionText: "Tutoría sobre el trabajo final" },
    })
  ).id as number;

const interactionRows = async (id: number) => {
  const db = await getDb();
  return {
    interaction: await db.select().from(interactions).where(eq(interactions.id, id)),
    attachments: await db.select().from(interactionAttachments).where(eq(interactionAttachments.interactionId, id)),
  };
};

const ofStudent = async (w: RowScopeWorld) =>
  (await getDb()).select().from(interactions).where(eq(interactions.receiverId, w.student.id));

export const cases: RowScopeRow[] = [
  {
    route: "POST /interactions-api",
    as: "ROLE_INSTRUCTOR",
    name: "a shared student, naming the course only B teaches",
    setup: async (w) => {
      const student = await sharedStudent(w);
      return {
        owner: w.instructorB,
        outsider: w.instructor,
        json: { receiver: student.externalId, course: w.courseB.externalId, interactionText: "Revisión del examen" },
        snapshot: async () =>
          (await getDb()).select().from(interactions).where(eq(interactions.receiverId, student.id)),
      };
    },
    expect: 403,
  },
  ...(
    [
      "PATCH /interactions-api/{key}",
      "DELETE /interactions-api/{key}",
      "POST /interactions-api/{key}/attachments",
    ] as const
  ).map((route): RowScopeRow => ({
    route,
    as: "ROLE_INSTRUCTOR",
    name: "a colleague of the same course, not its author",
    setup: async (w) => {
      const id = await interactionBy(w, w.instructor);
      const bytes = await pdf("Justificante");
      return {
        owner: w.instructor,
        outsider: w.colleague,
        params: { key: String(id) },
        json: route.startsWith("PATCH") ? { id, interactionText: "Texto cambiado por un colega" } : undefined,
        body: route.endsWith("attachments") ? () => multipart("file", bytes, "justificante.pdf") : undefined,
        snapshot: () => interactionRows(id),
      };
    },
    expect: 403,
  })),
  {
    route: "GET /interactions-api/{key}/courses",
    as: "ROLE_INSTRUCTOR",
    name: "a shared student: the course only B teaches is not an option for A",
    setup: async (w) => {
      const student = await sharedStudent(w);
      return {
        owner: w.instructorB,
        outsider: w.instructor,
        params: { key: student.externalId },
        shows: (data) => (data as { courseId: string }[]).some((c) => c.courseId === w.courseB.externalId),
      };
    },
    expect: "omitted",
  },
  {
    route: "GET /interactions-api/{key}/attachments/{attachmentId}",
    as: "ROLE_INSTRUCTOR",
    name: "A's attachment id under B's own interaction",
    setup: async (w) => {
      const mine = await interactionBy(w, w.instructor);
      const attachment = await apiOk("POST /interactions-api/{key}/attachments", w.instructor, {
        params: { key: String(mine) },
        body: multipart("file", await pdf("Justificante"), "justificante.pdf"),
      });
      const theirs = (
        await apiOk("POST /interactions-api", w.instructorB, {
          json: { receiver: w.outsider.externalId, interactionText: "Consulta" },
        })
      ).id as number;
      return {
        owner: w.instructor,
        outsider: w.instructorB,
        params: { key: String(theirs), attachmentId: String(attachment.id) },
        // The owner's own interaction is another key: the mismatch itself is what is refused.
        ownerCheck: false,
      };
    },
    expect: 404,
  },
  ...byStaff("POST /interactions-api", async (w) => ({
    json: { receiver: w.student.externalId, interactionText: "Llamada sobre la matrícula" },
    snapshot: () => ofStudent(w),
  })),
  ...byStaff(
    "GET /interactions-api",
    async (w, author) => {
      const id = await interactionBy(w, author);
      return {
        query: { receiver: w.student.externalId },
        shows: (data) => (data as { content: { id: number }[] }).content.some((i) => i.id === id),
      };
    },
    "omitted",
  ),
  ...byStaff("GET /interactions-api/{key}", async (w, author) => {
    await interactionBy(w, author);
    return { params: { key: w.student.externalId } };
  }),
  ...byStaff("GET /interactions-api/{key}/courses", async (w) => ({ params: { key: w.student.externalId } })),
  ...byStaff("GET /interactions-api/course/{courseId}/users", async (w) => ({
    params: { courseId: w.courseA.externalId },
  })),
  ...byStaff("PATCH /interactions-api/{key}", async (w, author) => {
    const id = await interactionBy(w, author);
    return {
      params: { key: String(id) },
      json: { id, interactionText: "Texto cambiado por otro profesor" },
      snapshot: () => interactionRows(id),
    };
  }),
  ...byStaff("DELETE /interactions-api/{key}", async (w, author) => {
    const id = await interactionBy(w, author);
    return { params: { key: String(id) }, snapshot: () => interactionRows(id) };
  }),
  ...byStaff("POST /interactions-api/{key}/attachments", async (w, author) => {
    const id = await interactionBy(w, author);
    const bytes = await pdf("Justificante");
    return {
      params: { key: String(id) },
      body: () => multipart("file", bytes, "justificante.pdf"),
      snapshot: () => interactionRows(id),
    };
  }),
  ...byStaff("GET /interactions-api/{key}/attachments/{attachmentId}", async (w, author) => {
    const id = await interactionBy(w, author);
    const attachment = await apiOk("POST /interactions-api/{key}/attachments", author, {
      params: { key: String(id) },
      body: multipart("file", await pdf("Justificante"), "justificante.pdf"),
    });
    return { params: { key: String(id), attachmentId: String(attachment.id) } };
  }),
];
