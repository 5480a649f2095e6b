import type { Db } from "@/db";
import { PDF_MIME } from "@/lib/files/download";
import type { DemoData } from "@/lib/demo/demo-data";
import { issuePdf } from "@/lib/pdf/issue";
import type { SessionUser } from "@/lib/auth/session-store";
import { uploadInstanceFile } from "./files/service";
import { instanceCreateBody, type InstanceCreateBody } from "./requests/schemas";
import { cancelInstance, closeInstance, createInstance, patchInstance } from "./requests/service";
import { createTemplate } from "./templates/service";
import { createInstanceType } from "./types/service";

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * Types, templates open now and closed (past, inactive), and requests in every state through the
 * service, so each has its history, registry entries and queued e-mails; one for an external student.
 */
export async function seedInstancesDemo(tx: Db, demo: DemoData): Promise<void> {
  const term = demo.currentAcademicYear.externalId;
  const [certificates, credits, exemptions] = [
    await createInstanceType(tx, { name: "Certificados" }),
    await createInstanceType(tx, { name: "Reconocimiento de créditos" }),
    await createInstanceType(tx, { name: "Exenciones" }),
  ];
  const template = async (typeId: number, name: string, start: number, end: number, active = true) => ({
    id: (await createTemplate(tx, { typeId, name, start: at(start), end: at(end), termId: term, active })).id,
    name,
  });
  const certificate = await template(certificates.id, "Certificado académico personal", -30, 60);
  const recognition = await template(credits.id, "Reconocimiento de créditos por actividades universitarias", -10, 45);
  const exemption = await template(exemptions.id, "Exención de tasas por matrícula de honor", -5, 30);
  await template(certificates.id, "Certificado de notas de la convocatoria de junio", -120, -60);
  await template(exemptions.id, "Exención de prácticas externas", 15, 90, false);

  const student = demo.accounts["demo-alumno"];
  const secretary = demo.accounts["demo-secretaria"];
  const classmates = [...demo.users.values()]
    .filter((u) => u.role === "ROLE_STUDENT" && u.externalId !== student.externalId)
    .slice(0, 4);

  const request = (user: SessionUser, body: InstanceCreateBody) =>
    createInstance(tx, user, instanceCreateBody.parse(body));
  const pdfFile = async (title: string, owner: { id: number; givenName: string; familyName: string }, name: string) => {
    const { bytes } = await issuePdf(
      tx,
      {
        title,
        blocks: [{ kind: "fields", rows: [{ label: "Alumno", value: `${owner.givenName} ${owner.familyName}` }] }],
      },
      { kind: title, ownerUserId: owner.id, subject: `demo-instance-file:${owner.id}:${name}` },
    );
    return { bytes: Buffer.from(bytes), name, mime: PDF_MIME };
  };
  const file = async (id: number) =>
    uploadInstanceFile(tx, student, id, "student", await pdfFile("Solicitud de instancia", student, "solicitud.pdf"));

  const open = await request(student, {
    templateId: certificate.id,
    userText: "Solicito el certificado académico para una beca de movilidad.",
  });
  await file(open.id);
  const inProcess = await request(student, {
    templateId: recognition.id,
    userText: "Participé en el coro universitario durante el curso.",
  });
  await file(inProcess.id);
  await patchInstance(tx, secretary, inProcess.id, { instructorText: "Estamos revisando la documentación aportada." });
  const closed = await request(student, {
    templateId: exemption.id,
    userText: "Obtuve matrícula de honor en Cálculo.",
  });
  await file(closed.id);
  await patchInstance(tx, secretary, closed.id, { instructorText: "Se concede la exención solicitada." });
  await uploadInstanceFile(
    tx,
    secretary,
    closed.id,
    "response",
    await pdfFile("Resolución de exención", student, "resolucion.pdf"),
  );
  await closeInstance(tx, secretary, closed.id);
  const canceled = await request(student, { templateId: certificate.id, userText: "Duplicada por error." });
  await cancelInstance(tx, student, canceled.id);

  for (const [i, classmate] of classmates.entries()) {
    const filed = await request(classmate, {
      templateId: [certificate, recognition, exemption][i % 3]!.id,
      userText: `Solicitud de ${classmate.givenName}`,
    });
    if (i === 0) await closeInstance(tx, secretary, filed.id);
    if (i === 1) await patchInstance(tx, secretary, filed.id, { status: "IN_PROCESS" });
  }
  await request(secretary, {
    templateId: certificate.id,
    userText: "Alumna de otra universidad: solicita certificado de estancia.",
    external: true,
    dni: "12345678Z",
    givenName: "Marta",
    surname1: "Ruiz",
    email: "marta.ruiz@correo.example",
    city: "Ávila",
    state: "Ávila",
    mobilePhone: "600123123",
  });
}
