import { enrollmentRequestCourses, enrollmentRequestFiles, enrollmentRequests } from "@/db/schema";
import { declare } from "./declare";
import { PERIODS } from "./holds";

export const enrollmentsPersonalData = declare("enrollments", {
  legalBasis: "contract",
  retention: PERIODS.relationship,
})(
  {
    table: enrollmentRequests,
    description: "enrollmentRequests",
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
    retention: "enrollmentDebts",
  },
  {
    table: enrollmentRequestCourses,
    description: "enrollmentRequestCourses",
    through: { column: enrollmentRequestCourses.requestId, parent: enrollmentRequests },
  },
  {
    table: enrollmentRequestFiles,
    description: "enrollmentRequestFiles",
    through: { column: enrollmentRequestFiles.requestId, parent: enrollmentRequests },
    columns: [enrollmentRequestFiles.fileId, enrollmentRequestFiles.filename],
  },
);
