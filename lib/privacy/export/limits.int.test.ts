import { createHash } from "node:crypto";
import JSZip from "jszip";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { personalDataReads } from "@/db/schema";
import { GET as myExport } from "@/app/privacy-api/me/export/route";
import { GET as personExport } from "@/app/privacy-api/people/[externalId]/export/route";
import { readsRecorded } from "@/lib/access-log/record";
import { giveProceedingVersions } from "@/lib/testing/export-files";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";

const MB = 1024 * 1024;

/** Starts the student's export without reading it: the response is open while the zip waits for its reader. */
const startExport = (student: TestUser) =>
  myExport(
    new Request("http://localhost:3000/privacy-api/me/export", {
      headers: { authorization: `Bearer ${student.sessionId}` },
    }),
    { params: Promise.resolve({}) },
  );

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The SHA-256 of each stored file in a downloaded zip, by id (comparing megabytes byte by byte is slow). */
async function filesIn(res: Response): Promise<Map<number, string>> {
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  const files = new Map<number, string>();
  for (const name of Object.keys(zip.files).filter((n) => n.startsWith("ficheros/")))
    files.set(Number(/\/(\d+)-/.exec(name)![1]), sha256(await zip.file(name)!.async("nodebuffer")));
  return files;
}

const BUSY = { status: 409, data: { message: "Ya se está preparando una exportación de tus datos" } };

describe("the personal-data export streams, one at a time per person, a few times a day", () => {
  it("streams every stored file whole; a second export while one streams gets a 409", async () => {
    const student = await makeUser("ROLE_STUDENT");
    // Each file spans two of the chunks it is read in.
    const stored = await giveProceedingVersions(await getDb(), student.id, 2, 1.5 * MB);

    const first = await startExport(student);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-length")).toBeNull();
    expect(await call("GET", myExport, { as: student })).toMatchObject(BUSY);

    expect(await filesIn(first)).toEqual(new Map([...stored].map(([id, bytes]) => [id, sha256(bytes)])));
    const next = await call("GET", myExport, { as: student });
    expect(next.status).toBe(200);
  });

  it("a client that goes away mid-download gives the export back", async () => {
    const student = await makeUser("ROLE_STUDENT");
    await giveProceedingVersions(await getDb(), student.id, 2, MB);
    const first = await startExport(student);
    const reader = first.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect((await call("GET", myExport, { as: student })).status).toBe(200);
  });

  it("past PRIVACY_EXPORTS_PER_DAY (3) a person's export gets a 429; a refused one costs nothing", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const first = await startExport(student);
    expect(await call("GET", myExport, { as: student })).toMatchObject(BUSY);
    await first.arrayBuffer();
    for (const _ of [2, 3]) expect((await call("GET", myExport, { as: student })).status).toBe(200);
    const fourth = await call("GET", myExport, { as: student });
    expect(fourth).toMatchObject({
      status: 429,
      data: {
        message: "Ya se han preparado hoy 3 exportaciones de tus datos, el máximo por día. Vuelve a intentarlo mañana.",
      },
    });
    expect(Number(fourth.res.headers.get("retry-after"))).toBeGreaterThan(0);

    // An administrator answering the person's access request is counted apart, and the read is recorded.
    const admin = await makeUser("ROLE_ADMIN");
    const params = { externalId: student.externalId };
    expect((await call("GET", personExport, { as: admin, params })).status).toBe(200);
    await readsRecorded();
    const reads = await (
      await getDb()
    )
      .select({ what: personalDataReads.what })
      .from(personalDataReads)
      .where(and(eq(personalDataReads.studentId, student.id), eq(personalDataReads.readerId, admin.id)));
    expect(reads).toEqual([{ what: "Protección de datos: exportación de todos sus datos" }]);
  });

  it("an administrator's export while the person's own streams gets its own 409", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const admin = await makeUser("ROLE_ADMIN");
    const first = await startExport(student);
    expect(await call("GET", personExport, { as: admin, params: { externalId: student.externalId } })).toMatchObject({
      status: 409,
      data: { message: "Ya se está preparando una exportación de los datos de esta persona" },
    });
    await first.body!.cancel();
  });

  it("under bursts of simultaneous requests one export runs at a time, and three a day in all", async () => {
    const student = await makeUser("ROLE_STUDENT");
    await giveProceedingVersions(await getDb(), student.id, 1, 64 * 1024);
    let exported = 0;
    for (let round = 1; round <= 4; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => startExport(student)));
      const won = answers.filter((res) => res.status === 200);
      expect(won.length, `round ${round}`).toBe(round <= 3 ? 1 : 0);
      for (const res of answers.filter((r) => r.status !== 200)) {
        const { message } = (await res.json()) as { message: string };
        expect([409, 429], message).toContain(res.status);
      }
      for (const res of won) await res.arrayBuffer();
      exported += won.length;
      if (round === 4) expect(answers.map((res) => res.status)).toContain(429);
    }
    expect(exported).toBe(3);
  });
});
