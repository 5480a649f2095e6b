import { enrollmentRequestCourses, enrollmentRequestFiles, enrollmentRequests } from "@/db/schema";
import { PERIODS } from "./holds";
import type { PersonalDataDeclaration } from "./types";

export const enrollmentsPersonalData: PersonalDataDeclaration[] = [
  {
    module: "Matrículas",
    table: enrollmentRequests,
    description:
      "Solicitudes de matrícula: asignaturas, descuentos, seguro, forma de pago y los datos del deudor de la domiciliación SEPA (documento, nombre, domicilio, IBAN y BIC)",
    people: [{ column: enrollmentRequests.userId, relation: "subject" }],
    columns: [
      enrollmentRequests.debtDocType,
      enrollmentRequests.debtDNI,
      enrollmentRequests.debtName,
      enrollmentRequests.debtAddress,
      enrollmentRequests.debtCity,
      enrollmentRequests.debtZipCode,
      enrollmentRequests.debtState,
      enrollmentRequests.debtCountry,
      enrollmentRequests.debtIBAN,
      enrollmentRequests.debtBIC,
      enrollmentRequests.discountConvText,
      enrollmentRequests.discountOtherText,
      enrollmentRequests.imageAuthorization,
      enrollmentRequests.dataSAPI,
    ],
    legalBasis: "contract",
    retention: "Mientras dure la relación con la universidad y los plazos de prescripción de los cobros",
  },
  {
    module: "Matrículas",
    table: enrollmentRequestCourses,
    description: "Las asignaturas elegidas en cada solicitud de matrícula",
    people: [],
    through: { column: enrollmentRequestCourses.requestId, parent: enrollmentRequests },
    columns: [],
    legalBasis: "contract",
    retention: PERIODS.relationship,
  },
  {
    module: "Matrículas",
    table: enrollmentRequestFiles,
    description: "Los justificantes adjuntos a una solicitud de matrícula",
    people: [],
    through: { column: enrollmentRequestFiles.requestId, parent: enrollmentRequests },
    columns: [enrollmentRequestFiles.fileId, enrollmentRequestFiles.filename],
    legalBasis: "contract",
    retention: PERIODS.relationship,
  },
];
