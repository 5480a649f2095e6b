import { enrollmentRequestCourses, enrollmentRequestFiles, enrollmentRequests } from "@/db/schema";
import { declare } from "./declare";
import { PERIODS } from "./holds";

export const enrollmentsPersonalData = declare("Matrículas", {
  legalBasis: "contract",
  retention: PERIODS.relationship,
})(
  {
    table: enrollmentRequests,
    description:
      "Solicitudes de matrícula: asignaturas, descuentos, seguro, forma de pago y los datos del deudor de la domiciliación SEPA (documento, nombre, domicilio, IBAN y BIC)",
    people: { subject: enrollmentRequests.userId },
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
    retention: "Mientras dure la relación con la universidad y los plazos de prescripción de los cobros",
  },
  {
    table: enrollmentRequestCourses,
    description: "Las asignaturas elegidas en cada solicitud de matrícula",
    through: { column: enrollmentRequestCourses.requestId, parent: enrollmentRequests },
  },
  {
    table: enrollmentRequestFiles,
    description: "Los justificantes adjuntos a una solicitud de matrícula",
    through: { column: enrollmentRequestFiles.requestId, parent: enrollmentRequests },
    columns: [enrollmentRequestFiles.fileId, enrollmentRequestFiles.filename],
  },
);
