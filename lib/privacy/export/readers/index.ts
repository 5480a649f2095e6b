import type { ExportReader } from "../types";
import { gradesReader, issuedReader, proceedingsReader } from "./academic";
import { documentsReader, interactionsReader } from "./documents";
import { enrollmentsReader } from "./enrollments";
import { examsReader, examWaitlistReader, tfgReader } from "./exams-tfg";
import { activityReader, coursesReader, devicesReader, identityReader, sessionsReader } from "./identity";
import { instancesReader } from "./instances";
import { readsReader } from "./reads";
import { messagesReader, registryReader } from "./registry";

/** The export's modules, in the order of its README; a module with personal data adds its reader here. */
export const exportReaders: readonly ExportReader[] = [
  identityReader,
  coursesReader,
  gradesReader,
  proceedingsReader,
  issuedReader,
  documentsReader,
  interactionsReader,
  registryReader,
  messagesReader,
  instancesReader,
  enrollmentsReader,
  examsReader,
  examWaitlistReader,
  tfgReader,
  sessionsReader,
  devicesReader,
  activityReader,
  readsReader,
];
