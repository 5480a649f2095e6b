import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/interactions-api/route";
import { DELETE as remove, GET as ofUser, PATCH as patch } from "@/app/interactions-api/[key]/route";
import { GET as userCourses } from "@/app/interactions-api/[key]/courses/route";
import { POST as attach } from "@/app/interactions-api/[key]/attachments/route";
import { GET as attachment } from "@/app/interactions-api/[key]/attachments/[attachmentId]/route";
import { GET as titulations } from "@/app/interactions-api/titulations/route";
import { GET as courses } from "@/app/interactions-api/courses/route";
import { GET as courseUsers } from "@/app/interactions-api/course/[courseId]/users/route";
import { exe, multipart, pdf } from "@/lib/testing/files";
import { responsePdfText } from "@/lib/testing/pdf-text";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { scopeWorld, type ScopeWorld } from "@/lib/testing/scope";
import { addMember, makeCourse } from "@/lib/testing/reference";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { interactions } from "@/db/schema";

let w: ScopeWorld;
const body = (extra: object = {}) => ({
  receiver: w.student.externalId,
  titulation: w.degreeA.externalId,
  course: w.courseA.externalId,
  type: "Teléfono",
  interactionText: "Llamada por la matrícula",
  ...extra,
});
const createAs = async (as: TestUser, extra: object = {}) => call("POST", create, { as, json: body(extra) });

beforeAll(async () => {
  w = await scopeWorld();
});

describe("POST /interactions-api", () => {
  it("creates an interaction issued by the caller and lists it with all its fields", async () => {
    const res = await createAs(w.instructor, { issuer: w.instructor.externalId, dni: w.student.dni });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ id: expect.any(Number), created: expect.any(String) });
    const page = await call("GET", ofUser, { as: w.secretary, params: { key: w.student.externalId } });
    expect(page.data.content.find((i: { id: number }) => i.id === res.data.id)).toMatchObject({
      type: "Teléfono",
      issuer: w.instructor.externalId,
      receiver: w.student.externalId,
      dni: w.student.dni,
      titulation: w.degreeA.externalId,
      course: w.courseA.externalId,
      interactionText: "Llamada por la matrícula",
      attatchments: [],
      editable: true,
    });
  });

  it.each([
    ["an empty comment", { interactionText: "  " }, "Es necesario un comentario para generar una interacción nueva"],
    ["no comment", { interactionText: undefined }, "Es necesario un comentario para generar una interacción nueva"],
    ["another issuer", { issuer: "someone-else" }, "El emisor debe ser el usuario que ha iniciado sesión"],
    ["a DNI of someone else", { dni: "00000000T" }, "El DNI no corresponde al alumno"],
    ["an unknown titulation", { titulation: "x" }, "La titulación no existe"],
    ["an unknown type", { type: "Paloma mensajera" }, undefined],
  ])("refuses %s with 400", async (_, extra, message) => {
    const res = await createAs(w.secretary, extra);
    expect(res.status).toBe(400);
    if (message) expect(res.data.message).toBe(message);
  });

  it("refuses a course that is not of the titulation", async () => {
    const res = await createAs(w.secretary, { titulation: w.degreeB.externalId });
    expect(res).toMatchObject({ status: 400, data: { message: "La asignatura no pertenece a la titulación" } });
  });

  it("an instructor or coordinator cannot write about a student outside their courses (404)", async () => {
    for (const as of [w.instructor, w.coordinator]) {
      expect(
        (await createAs(as, { receiver: w.outsider.externalId, titulation: undefined, course: undefined })).status,
      ).toBe(404);
    }
    expect(
      (await createAs(w.admin, { receiver: w.outsider.externalId, titulation: undefined, course: undefined })).status,
    ).toBe(201);
  });
});

describe("the course of an interaction", () => {
  it("must be one the student is enrolled in and the caller may see", async () => {
    // A world of its own: the other tests count this one's students and courses.
    const v = await scopeWorld();
    const student = v.student;
    const other = await makeCourse(v.degreeA.id, "Historia Moderna");
    await addMember(other.id, student.id, "STUDENT");
    const cases = [
      [v.secretary, v.degreeB.externalId, v.courseB.externalId, 400, "El alumno no está matriculado en esa asignatura"],
      [v.instructor, v.degreeA.externalId, other.externalId, 403, "No impartes ni coordinas esa asignatura"],
      [v.secretary, v.degreeA.externalId, other.externalId, 201, undefined],
    ] as const;
    for (const [as, titulation, course, status, message] of cases) {
      const res = await createAs(as, { receiver: student.externalId, titulation, course });
      expect(res.status, `${as.role} ${course}`).toBe(status);
      if (message) expect(res.data.message).toBe(message);
    }
  });
});

describe("PATCH racing DELETE", () => {
  it.runIf(process.env.DATABASE_URL)("the PATCH that loses answers 404, not 204", async () => {
    const db = await getDb();
    const id = (await createAs(w.secretary)).data.id as number;
    let edit!: ReturnType<typeof call>;
    await db.transaction(async (tx) => {
      await tx.delete(interactions).where(eq(interactions.id, id));
      // The edit reads the row (the delete is not committed yet), then waits for the row lock.
      edit = call("PATCH", patch, { as: w.secretary, params: { key: String(id) }, json: { interactionText: "Tarde" } });
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect((await edit).status).toBe(404);
  });
});

describe("reading interactions within scope", () => {
  it("the list is paged and shows an instructor only their students' interactions", async () => {
    const about = (
      await createAs(w.secretary, {
        receiver: w.outsider.externalId,
        titulation: w.degreeB.externalId,
        course: w.courseB.externalId,
      })
    ).data.id;
    const mine = await call("GET", list, { as: w.instructor, query: { size: "100" } });
    expect(mine.status).toBe(200);
    expect(mine.data.content.every((i: { receiver: string }) => i.receiver === w.student.externalId)).toBe(true);
    expect(mine.data.content.map((i: { id: number }) => i.id)).not.toContain(about);
    const paged = await call("GET", list, { as: w.admin, query: { size: "1", page: "0" } });
    expect(paged.data.content).toHaveLength(1);
    expect(paged.data.totalElements).toBeGreaterThan(1);
    expect((await call("GET", ofUser, { as: w.instructor, params: { key: w.outsider.externalId } })).status).toBe(404);
    expect((await call("GET", userCourses, { as: w.instructor, params: { key: w.outsider.externalId } })).status).toBe(
      404,
    );
  });

  it("wizard options follow the courses the caller teaches", async () => {
    const t = await call("GET", titulations, { as: w.instructor });
    expect(t.data).toEqual([{ courseId: w.degreeA.externalId, name: "Grado en Historia" }]);
    const all = await call("GET", titulations, { as: w.secretary });
    expect(all.data).toEqual(expect.arrayContaining([{ courseId: w.degreeB.externalId, name: "Grado en Física" }]));
    const c = await call("GET", courses, { as: w.secretary, query: { titulation: w.degreeB.externalId } });
    expect(c.data).toEqual([{ courseId: w.courseB.externalId, name: "Mecánica" }]);
    expect(
      (await call("GET", courses, { as: w.instructor, query: { titulation: w.degreeB.externalId } })).data,
    ).toEqual([]);
    const users = await call("GET", courseUsers, { as: w.coordinator, params: { courseId: w.courseA.externalId } });
    expect(users.data).toEqual([{ externalId: w.student.externalId, name: "Lucía García Pérez", dni: w.student.dni }]);
    expect(
      (await call("GET", courseUsers, { as: w.instructor, params: { courseId: w.courseB.externalId } })).status,
    ).toBe(404);
    const own = await call("GET", userCourses, { as: w.instructor, params: { key: w.student.externalId } });
    expect(own.data).toEqual([{ courseId: w.courseA.externalId, name: "Historia Antigua" }]);
  });
});

describe("editing and deleting", () => {
  it("the author, a secretary or an admin edit; another colleague gets 403; the comment is required", async () => {
    const id = String((await createAs(w.instructor)).data.id);
    const empty = await call("PATCH", patch, { as: w.instructor, params: { key: id }, json: { interactionText: "" } });
    expect(empty).toMatchObject({
      status: 400,
      data: { message: "Es necesario un comentario para generar una interacción nueva" },
    });
    const edited = await call("PATCH", patch, {
      as: w.instructor,
      params: { key: id },
      json: { id: Number(id), type: "Presencial", interactionText: "Vino a tutoría" },
    });
    expect(edited.data).toEqual({ id: Number(id), type: "Presencial", interactionText: "Vino a tutoría" });
    expect(
      (await call("PATCH", patch, { as: w.coordinator, params: { key: id }, json: { interactionText: "x" } })).status,
    ).toBe(403);
    expect(
      (await call("PATCH", patch, { as: w.secretary, params: { key: id }, json: { interactionText: "Revisado" } }))
        .status,
    ).toBe(200);
    const stranger = await makeUser("ROLE_INSTRUCTOR");
    expect((await call("DELETE", remove, { as: stranger, params: { key: id } })).status).toBe(404);
    expect((await call("DELETE", remove, { as: w.coordinator, params: { key: id } })).status).toBe(403);
    expect((await call("DELETE", remove, { as: w.admin, params: { key: id } })).status).toBe(200);
    expect((await call("DELETE", remove, { as: w.admin, params: { key: id } })).status).toBe(404);
  });
});

describe("attachments", () => {
  it("are listed by name and downloadable by whoever sees the interaction, and nobody else", async () => {
    const id = String((await createAs(w.instructor)).data.id);
    const added = await call("POST", attach, {
      as: w.instructor,
      params: { key: id },
      body: multipart("file", await pdf("justificante"), "justificante.pdf"),
    });
    expect(added).toMatchObject({ status: 201, data: { id: expect.any(Number), name: "justificante.pdf" } });
    expect(
      (await call("POST", attach, { as: w.instructor, params: { key: id }, body: multipart("file", null) })).status,
    ).toBe(400);
    expect(
      (
        await call("POST", attach, {
          as: w.instructor,
          params: { key: id },
          body: multipart("file", exe(), "virus.pdf"),
        })
      ).status,
    ).toBe(415);
    expect(
      (await call("POST", attach, { as: w.coordinator, params: { key: id }, body: multipart("file", await pdf()) }))
        .status,
    ).toBe(403);

    const shown = (
      await call("GET", ofUser, { as: w.coordinator, params: { key: w.student.externalId } })
    ).data.content.find((i: { id: number }) => i.id === Number(id));
    expect(shown.attatchments).toEqual(["justificante.pdf"]);
    const params = { key: id, attachmentId: String(added.data.id) };
    const file = await call("GET", attachment, { as: w.coordinator, params });
    expect(file.status).toBe(200);
    expect(await responsePdfText(file.res)).toContain("justificante");
    const stranger = await makeUser("ROLE_INSTRUCTOR");
    expect((await call("GET", attachment, { as: stranger, params })).status).toBe(404);
  });
});

describe("in the requester's language", () => {
  it("refuses in English: the service's refusal and the schema's field error", async () => {
    const offered = process.env.PORTAL_LOCALES;
    process.env.PORTAL_LOCALES = "es,en";
    try {
      const english = (extra: object) =>
        call("POST", create, { as: w.secretary, headers: { "accept-language": "en" }, json: body(extra) });
      expect(await english({ issuer: "someone-else" })).toMatchObject({
        status: 400,
        data: { message: "The issuer must be the signed-in user" },
      });
      const empty = await english({ interactionText: "  " });
      expect(empty.status).toBe(400);
      expect(empty.data.errors.interactionText).toEqual(["A comment is needed to create a new interaction"]);
    } finally {
      if (offered === undefined) delete process.env.PORTAL_LOCALES;
      else process.env.PORTAL_LOCALES = offered;
    }
  });
});
