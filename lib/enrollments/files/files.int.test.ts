import JSZip from "jszip";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as extendedFiles, POST as attachExtended } from "@/app/enrollments-api/extended/[id]/files/route";
import { GET as requestFiles, POST as attachFiles } from "@/app/enrollments-api/requests/[id]/files/route";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { GET as ownRequests } from "@/app/enrollments-api/requests/route";
import {
  attachments,
  clearPendingRequests,
  enrollmentWorld,
  extensionRequest,
  fullRequest,
  submitted,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { exe, pdf, png } from "@/lib/testing/files";
import { call } from "@/lib/testing/fixtures";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

const id = (value: number) => ({ id: String(value) });

describe("attachments", () => {
  it("the student attaches files; one downloads as itself, several as a zip; others get 404", async () => {
    const request = await submitted(w, fullRequest(w, { withFiles: true }));
    const one = await call("POST", attachFiles, {
      as: w.student,
      params: id(request),
      body: attachments(["justificante.pdf", await pdf()]),
    });
    expect(one).toMatchObject({ status: 200, data: ["justificante.pdf"] });
    const single = await call("GET", requestFiles, { as: w.student, params: id(request) });
    expect(single.res.headers.get("content-type")).toBe("application/pdf");
    expect(single.res.headers.get("content-disposition")).toContain('filename="justificante.pdf"');

    await call("POST", attachFiles, {
      as: w.student,
      params: id(request),
      body: attachments(["justificante.pdf", png()], ["dni.png", png()]),
    });
    const zip = await call("GET", requestFiles, { as: w.admin, params: id(request) });
    expect(zip.res.headers.get("content-type")).toBe("application/zip");
    expect(zip.res.headers.get("content-disposition")).toContain(`filename="solicitud-${request}-archivos.zip"`);
    const archive = await JSZip.loadAsync(await zip.res.arrayBuffer());
    expect(Object.keys(archive.files)).toEqual(["justificante.pdf", "justificante (2).pdf", "dni.png"]);

    expect((await call("GET", requestFiles, { as: w.other, params: id(request) })).status).toBe(404);
    expect(
      (await call("POST", attachFiles, { as: w.other, params: id(request), body: attachments(["a.pdf", await pdf()]) }))
        .status,
    ).toBe(404);
    expect((await call("GET", extendedFiles, { as: w.student, params: id(request) })).status).toBe(404);
    const shown = (await call("GET", ownRequests, { as: w.student, query: { size: "100" } })).data.content.find(
      (r: { id: number }) => r.id === request,
    );
    expect(shown).toMatchObject({ filesPending: false, files: ["justificante.pdf", "justificante.pdf", "dni.png"] });
  });

  it("stores none when one file is refused: the request stays marked as without files", async () => {
    const request = await submitted(w, extensionRequest(w, { withFiles: true }));
    const res = await call("POST", attachExtended, {
      as: w.student,
      params: id(request),
      body: attachments(["bien.pdf", await pdf()], ["virus.pdf", exe()]),
    });
    expect(res.status).toBe(415);
    expect((await call("GET", extendedFiles, { as: w.student, params: id(request) })).status).toBe(404);
    const shown = (await call("GET", ownRequests, { as: w.student, query: { size: "100" } })).data.content.find(
      (r: { id: number }) => r.id === request,
    );
    expect(shown).toMatchObject({ filesPending: true, files: [] });
  });

  it("refuses an empty upload, files over the size limit and files for a processed request", async () => {
    const request = await submitted(w);
    expect((await call("POST", attachFiles, { as: w.student, params: id(request), body: new FormData() })).status).toBe(
      400,
    );
    process.env.UPLOAD_MAX_BYTES = "1000";
    try {
      expect(
        (
          await call("POST", attachFiles, {
            as: w.student,
            params: id(request),
            body: attachments(["g.pdf", await pdf("x".repeat(2000))]),
          })
        ).status,
      ).toBe(413);
    } finally {
      delete process.env.UPLOAD_MAX_BYTES;
    }
    await call("POST", processRequest, { as: w.admin, params: id(request) });
    expect(
      (
        await call("POST", attachFiles, {
          as: w.student,
          params: id(request),
          body: attachments(["a.pdf", await pdf()]),
        })
      ).status,
    ).toBe(409);
  });
});
