import type { Db } from "@/db";
import { documents, documentTypes } from "@/db/schema";
import type { DemoData } from "@/lib/demo/demo-data";
import { storeFile } from "@/lib/files/store";
import { issuePdf } from "@/lib/pdf/issue";

const TYPES = [
  "Certificado de idiomas",
  "Copia del DNI",
  "Justificante de pago",
  "Certificado médico",
  "Convalidación de asignaturas",
];

/** Document types, and documents in every state: the demo student's own and a few classmates'. */
export async function seedDocumentsDemo(tx: Db, demo: DemoData): Promise<void> {
  const types = await tx
    .insert(documentTypes)
    .values(TYPES.map((name) => ({ name })))
    .returning();
  const reviewer = demo.accounts["demo-coordinador"];
  const classmates = [...demo.users.values()]
    .filter((u) => u.role === "ROLE_STUDENT" && u.externalId !== "demo-alumno")
    .slice(0, 4);
  const plan = [
    { student: demo.accounts["demo-alumno"], type: 0, name: "certificado-b2-ingles.pdf", status: "APPROVED" as const },
    {
      student: demo.accounts["demo-alumno"],
      type: 2,
      name: "justificante-matricula.pdf",
      status: "REJECTED" as const,
      reason: "El justificante no está sellado por el banco",
    },
    { student: demo.accounts["demo-alumno"], type: 1, name: "dni.pdf", status: "PENDING" as const },
    ...classmates.map((student, i) => ({
      student,
      type: i % TYPES.length,
      name: `documento-${i + 1}.pdf`,
      status: "PENDING" as const,
    })),
  ];
  for (const doc of plan) {
    const kind = TYPES[doc.type]!;
    const { bytes } = await issuePdf(
      tx,
      {
        title: kind,
        blocks: [
          { kind: "fields", rows: [{ label: "Alumno", value: `${doc.student.givenName} ${doc.student.familyName}` }] },
        ],
      },
      { kind, ownerUserId: doc.student.id, subject: `demo-document:${doc.student.id}:${doc.name}` },
    );
    const file = await storeFile(tx, "system", Buffer.from(bytes), doc.name);
    await tx.insert(documents).values({
      studentId: doc.student.id,
      documentTypeId: types[doc.type]!.id,
      fileId: file.id,
      filename: doc.name,
      status: doc.status,
      reason: "reason" in doc ? doc.reason : null,
      reviewedBy: doc.status === "PENDING" ? null : reviewer.id,
    });
  }
}
