import type { Db } from "@/db";
import type { DemoData } from "@/lib/demo/demo-data";
import { issuePdf } from "@/lib/pdf/issue";
import type { RegistryBookType, RegistryType } from "@/db/enums/registry";
import { createRegistryEntry, updateRegistryEntry } from "./service";

const DOCUMENTS = [
  "Instancia general",
  "Certificado académico",
  "Solicitud de convalidación",
  "Recurso de alzada",
  "Justificante de pago",
  "Oficio",
];
const BOOKS: RegistryBookType[] = ["general", "alumonline", "alumpresen"];

/**
 * Entries in both academic years, through the service so each has its history and its number from the
 * book's series; one with a file, one edited, one copied from a paper register.
 */
export async function seedRegistryDemo(tx: Db, demo: DemoData): Promise<void> {
  const secretary = demo.accounts["demo-secretaria"];
  const students = [...demo.users.values()].filter((u) => u.role === "ROLE_STUDENT").slice(0, 10);
  const applicant = demo.accounts["demo-alumno"];
  const { bytes } = await issuePdf(
    tx,
    {
      title: "Instancia general",
      blocks: [
        { kind: "fields", rows: [{ label: "Solicitante", value: `${applicant.givenName} ${applicant.familyName}` }] },
      ],
    },
    { kind: "Instancia general", ownerUserId: applicant.id, subject: `demo-registry-entry:${applicant.id}` },
  );
  const ids: number[] = [];
  for (let i = 0; i < 14; i++) {
    const year = demo.academicYears[i % demo.academicYears.length]!;
    const type: RegistryType = i % 3 === 2 ? "EXIT" : "ENTRY";
    const student = i === 0 ? applicant : students[i % students.length]!;
    const document = DOCUMENTS[i % DOCUMENTS.length]!;
    const { id } = await createRegistryEntry(tx, secretary, {
      bookType: BOOKS[i % BOOKS.length]!,
      ...(i === 13 ? { numbering: "PAPER", code: "RP-2025/0117" } : { numbering: "SERIES" }),
      type,
      term: year.id,
      userExternalId: student.externalId,
      receiver: type === "EXIT" ? `${student.givenName} ${student.familyName}` : "Secretaría de alumnos",
      documentType: document,
      text: type === "ENTRY" ? `Presenta ${document.toLowerCase()}` : `Se remite ${document.toLowerCase()}`,
      file:
        i === 0
          ? {
              name: "instancia-general.pdf",
              dataUrl: `data:application/pdf;base64,${Buffer.from(bytes).toString("base64")}`,
            }
          : undefined,
    });
    ids.push(id);
  }
  await updateRegistryEntry(tx, secretary, ids[0]!, {
    receiver: "Decanato de la Facultad",
    text: "Presenta instancia general (corregido el destinatario)",
  });
}
