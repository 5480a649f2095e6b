import type { Db } from "@/db";
import { interactionAttachments, interactions } from "@/db/schema";
import type { DemoData, DemoUser } from "@/lib/demo/demo-data";
import { storeFile } from "@/lib/files/store";
import { issuePdf } from "@/lib/pdf/issue";
import type { InteractionType } from "@/db/enums/interactions";

const NOTES: [InteractionType, string][] = [
  ["Presencial", "Tutoría para revisar el examen parcial."],
  ["Correo electrónico", "Consulta sobre la fecha de entrega de la práctica."],
  ["Teléfono", "Llamada para confirmar la asistencia al seminario."],
  ["Otro", "Solicita la guía docente actualizada."],
];

/**
 * Interactions with demo students: demo-profesor's with students of the courses they teach (so
 * they see them), demo-secretaria's with the demo student and a few others; one with an attachment.
 */
export async function seedInteractionsDemo(tx: Db, demo: DemoData): Promise<void> {
  const professor = demo.accounts["demo-profesor"];
  const secretary = demo.accounts["demo-secretaria"];
  const byId = new Map([...demo.users.values()].map((u) => [u.id, u]));
  const taught = demo.courseMembers
    .filter((m) => m.userId === professor.id && m.memberRole === "INSTRUCTOR")
    .map((m) => m.courseId);
  const enrolments = demo.courseMembers
    .filter((m) => m.memberRole === "STUDENT" && taught.includes(m.courseId))
    .slice(0, 6);
  const courseOf = new Map(demo.courses.map((c) => [c.id, c]));

  const plan: { issuer: DemoUser; receiver: DemoUser; courseId: number | null; note: [InteractionType, string] }[] = [
    ...enrolments.map((m, i) => ({
      issuer: professor,
      receiver: byId.get(m.userId)!,
      courseId: m.courseId,
      note: NOTES[i % NOTES.length]!,
    })),
    {
      issuer: secretary,
      receiver: demo.accounts["demo-alumno"],
      courseId: null,
      note: ["Presencial", "Entrega en secretaría el justificante de pago de la matrícula."],
    },
    {
      issuer: secretary,
      receiver: demo.accounts["demo-alumno"],
      courseId: null,
      note: ["Teléfono", "Pregunta por el estado de la beca que ha solicitado."],
    },
  ];
  const day = 24 * 3_600_000;
  for (const [index, { issuer, receiver, courseId, note }] of plan.entries()) {
    const course = courseId ? courseOf.get(courseId)! : null;
    const createdAt = new Date(Date.now() - (plan.length - index) * 3 * day);
    const [row] = await tx
      .insert(interactions)
      .values({
        type: note[0],
        issuerId: issuer.id,
        receiverId: receiver.id,
        courseId,
        degreeId: course?.degreeId ?? null,
        text: note[1],
        createdAt,
        modifiedAt: createdAt,
      })
      .returning({ id: interactions.id });
    if (note[0] === "Presencial" && issuer.id === secretary.id) {
      const { bytes } = await issuePdf(
        tx,
        {
          title: "Justificante de pago",
          blocks: [
            { kind: "fields", rows: [{ label: "Alumno", value: `${receiver.givenName} ${receiver.familyName}` }] },
          ],
        },
        { kind: "Justificante de pago", ownerUserId: receiver.id, subject: `demo-interaction:${row!.id}` },
      );
      const file = await storeFile(tx, "system", Buffer.from(bytes), "justificante-pago.pdf");
      await tx
        .insert(interactionAttachments)
        .values({ interactionId: row!.id, fileId: file.id, filename: "justificante-pago.pdf" });
    }
  }
}
