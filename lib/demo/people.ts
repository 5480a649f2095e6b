import type { UserRow } from "@/lib/import/kinds/users";
import { dniLetter } from "@/lib/validation/spanish-id";
import { DEMO_ACCOUNTS, DEMO_STUDENT_DEGREE } from "./accounts";
import { GIVEN_NAMES, PLACES, STREETS, SURNAMES, slug } from "./names";
import type { Rng } from "./prng";

/** Generated students per degree, besides demo-alumno. */
const STUDENTS_PER_DEGREE: Record<string, number> = { GII: 30, GADE: 26, MUCD: 10 };
/** Generated instructors per degree (GII also has demo-profesor). */
const INSTRUCTORS_PER_DEGREE: Record<string, number> = { GII: 3, GADE: 3, MUCD: 2 };

export interface DemoPeople {
  users: UserRow[];
  studentsByDegree: Map<string, string[]>;
  instructorsByDegree: Map<string, string[]>;
  coordinatorByDegree: Map<string, string>;
}

type IdType = UserRow["idType"];
type NewUser = Pick<UserRow, "externalId" | "role" | "givenName" | "familyName" | "institutionalRoleId">;

function randomIdNumber(rng: Rng, idType: IdType): string {
  if (idType === "PASSPORT") return `PA${rng.int(1_000_000, 9_999_999)}`;
  if (idType === "DNI") {
    const n = rng.int(10_000_000, 79_999_999);
    return `${n}${dniLetter(n)}`;
  }
  const prefix = rng.int(0, 2);
  const n = rng.int(0, 9_999_999);
  return `${"XYZ"[prefix]}${String(n).padStart(7, "0")}${dniLetter(prefix * 10_000_000 + n)}`;
}

export function buildPeople(rng: Rng): DemoPeople {
  const usedIds = new Set<string>();
  const usedMailboxes = new Set<string>();

  const idNumber = (idType: IdType): string => {
    for (;;) {
      const value = randomIdNumber(rng, idType);
      if (!usedIds.has(value)) {
        usedIds.add(value);
        return value;
      }
    }
  };
  const mailbox = (givenName: string, familyName: string, domain: string) => {
    const base = `${slug(givenName.split(" ")[0]!)}.${slug(familyName.split(" ")[0]!)}`;
    let local = base;
    for (let n = 2; usedMailboxes.has(local); n++) local = `${base}${n}`;
    usedMailboxes.add(local);
    return `${local}@${domain}`;
  };
  const digits = (count: number) => String(rng.int(0, 10 ** count - 1)).padStart(count, "0");

  const user = (fields: NewUser, options: { idType?: IdType; student: boolean; mobile: boolean }): UserRow => {
    const [city, state, zipCode] = rng.pick(PLACES);
    return {
      ...fields,
      dni: idNumber(options.idType ?? "DNI"),
      idType: options.idType ?? "DNI",
      email: mailbox(
        fields.givenName,
        fields.familyName,
        options.student ? "alumnos.universidad.example" : "universidad.example",
      ),
      mobilePhone: options.mobile ? `+346${digits(8)}` : null,
      homePhone: options.student && rng.chance(0.3) ? `+3491${digits(7)}` : null,
      address: options.student
        ? `${rng.pick(STREETS)}, ${rng.int(1, 120)}, ${rng.int(1, 8)}º ${rng.pick(["A", "B", "C", "D"])}`
        : null,
      city: options.student ? city : null,
      state: options.student ? state : null,
      zipCode: options.student ? zipCode : null,
    };
  };
  const randomName = () => ({
    givenName: rng.pick(GIVEN_NAMES),
    familyName: `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`,
  });

  const users = DEMO_ACCOUNTS.map((account) =>
    user(account, { student: account.role === "ROLE_STUDENT", mobile: true }),
  );
  const people: DemoPeople = {
    users,
    studentsByDegree: new Map(),
    instructorsByDegree: new Map(),
    coordinatorByDegree: new Map([[DEMO_STUDENT_DEGREE, "demo-coordinador"]]),
  };

  let studentNumber = 0;
  let instructorNumber = 0;
  for (const [degree, count] of Object.entries(STUDENTS_PER_DEGREE)) {
    const students = degree === DEMO_STUDENT_DEGREE ? ["demo-alumno"] : [];
    for (let i = 0; i < count; i++) {
      studentNumber++;
      const externalId = `alumno-${String(studentNumber).padStart(3, "0")}`;
      // A few foreign students, and a few without a mobile (they cannot receive SMS).
      const idType: IdType = studentNumber % 23 === 4 ? "NIE" : studentNumber === 41 ? "PASSPORT" : "DNI";
      const fields = { externalId, role: "ROLE_STUDENT", institutionalRoleId: "ALU", ...randomName() } as const;
      users.push(user(fields, { idType, student: true, mobile: studentNumber % 11 !== 5 }));
      students.push(externalId);
    }
    people.studentsByDegree.set(degree, students);

    const instructors = degree === DEMO_STUDENT_DEGREE ? ["demo-profesor"] : [];
    for (let i = 0; i < INSTRUCTORS_PER_DEGREE[degree]!; i++) {
      instructorNumber++;
      const externalId = `profesor-${String(instructorNumber).padStart(2, "0")}`;
      users.push(
        user(
          { externalId, role: "ROLE_INSTRUCTOR", institutionalRoleId: "PDI", ...randomName() },
          { student: false, mobile: true },
        ),
      );
      instructors.push(externalId);
    }
    people.instructorsByDegree.set(degree, instructors);

    if (!people.coordinatorByDegree.has(degree)) {
      const externalId = `coordinador-${degree.toLowerCase()}`;
      users.push(
        user(
          { externalId, role: "ROLE_COORD", institutionalRoleId: "PDI", ...randomName() },
          { student: false, mobile: true },
        ),
      );
      people.coordinatorByDegree.set(degree, externalId);
    }
  }
  return people;
}
