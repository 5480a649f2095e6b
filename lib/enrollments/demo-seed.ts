import type { Db } from "@/db";
import { enrollmentCourses, enrollmentTerms } from "@/db/schema";
import type { DemoData, DemoUser } from "@/lib/demo/demo-data";
import { debtorOf } from "./debtors/schemas";
import { enrollmentRequestBody, type EnrollmentRequestInput } from "./requests/schemas";
import { createRequest, processRequest } from "./requests/service";

const DAY = 24 * 3600_000;
const asSession = (u: DemoUser) => ({
  id: u.id,
  externalId: u.externalId,
  givenName: u.givenName,
  familyName: u.familyName,
  email: u.email,
  role: u.role,
});

/**
 * Open terms of both types and a closed one, capacity on every demo course in the active year (one full), and requests
 * in both states: demo-alumno's own (a full request by direct debit, a processed extension) and some classmates'.
 */
export async function seedEnrollmentsDemo(tx: Db, demo: DemoData): Promise<void> {
  const now = Date.now();
  const [open, extension] = await tx
    .insert(enrollmentTerms)
    .values([
      {
        type: "R",
        active: true,
        name: "Automatrícula 2026-2027",
        startDate: new Date(now - 7 * DAY),
        endDate: new Date(now + 90 * DAY),
      },
      {
        type: "A",
        active: true,
        name: "Extensión de matrícula 2025-2026",
        startDate: new Date(now - 7 * DAY),
        endDate: new Date(now + 60 * DAY),
      },
      {
        type: "R",
        active: false,
        name: "Automatrícula 2025-2026",
        startDate: new Date(now - 400 * DAY),
        endDate: new Date(now - 300 * DAY),
      },
    ])
    .returning();

  const student = demo.accounts["demo-alumno"];
  const ownCourseIds = new Set(
    demo.courseMembers.filter((m) => m.userId === student.id && m.memberRole === "STUDENT").map((m) => m.courseId),
  );
  const degreeId = demo.courses.find((c) => ownCourseIds.has(c.id))!.degreeId;
  const degree = demo.degrees.find((d) => d.id === degreeId)!;
  const degreeCourses = demo.courses.filter((c) => c.degreeId === degreeId);
  const full = degreeCourses.at(-1)!;
  await tx.insert(enrollmentCourses).values(
    demo.courses.map((c, i) => ({
      academicYearId: demo.currentAcademicYear.id,
      courseId: c.id,
      credits: c.credits ?? 6,
      maxEnrollments: c.id === full.id ? 25 : 60,
      enrollments: c.id === full.id ? 25 : (i * 7) % 20,
    })),
  );

  const classmates = [
    ...new Set(
      demo.courseMembers
        .filter(
          (m) =>
            m.memberRole === "STUDENT" && m.userId !== student.id && degreeCourses.some((c) => c.id === m.courseId),
        )
        .map((m) => m.userId),
    ),
  ]
    .slice(0, 3)
    .map((id) => [...demo.users.values()].find((u) => u.id === id)!);
  const base = { grade: degree.externalId, termId: demo.currentAcademicYear.externalId };
  // A demo user without an address pays from one in Madrid.
  const debtor = (u: DemoUser) => ({
    ...debtorOf({
      ...u,
      address: u.address ?? "CALLE MAYOR 1",
      city: u.city ?? "MADRID",
      zipCode: u.zipCode ?? "28001",
      state: u.state ?? "MADRID",
    }),
    debtIBAN: "ES9121000418450200051332",
    debtBIC: "CAIXESBBXXX",
  });
  const plan: [DemoUser, EnrollmentRequestInput, boolean][] = [
    [
      student,
      {
        ...base,
        ...debtor(student),
        enrollmentType: "R",
        enrollmentTermId: open!.id,
        courses: degreeCourses.slice(0, 3).map((c) => c.externalId),
        paymentOption: "FULL_DOM",
        discountMH: true,
      },
      // Processed, so that the student may send a new request to the open call (one pending per call).
      true,
    ],
    [
      student,
      { ...base, enrollmentType: "A", enrollmentTermId: extension!.id, courses: [degreeCourses[3]!.externalId] },
      true,
    ],
    ...classmates.map((u, i): [DemoUser, EnrollmentRequestInput, boolean] => [
      u,
      {
        ...base,
        ...debtor(u),
        enrollmentType: "R",
        enrollmentTermId: open!.id,
        courses: degreeCourses.slice(i, i + 2).map((c) => c.externalId),
        paymentOption: i === 1 ? "FINANCED" : "THREE_TERMS",
      },
      i === 0,
    ]),
  ];
  const admin = asSession(demo.accounts["demo-admin"]);
  for (const [user, input, processed] of plan) {
    const request = await createRequest(tx, asSession(user), enrollmentRequestBody.parse(input), "es");
    if (processed) await processRequest(tx, admin, request.id);
  }
}
