import { academicPersonalData } from "./academic";
import { accessLogPersonalData } from "./access-log";
import { documentsPersonalData } from "./documents";
import { enrollmentsPersonalData } from "./enrollments";
import { examsPersonalData } from "./exams";
import { feedbackPersonalData } from "./feedback";
import { instancesPersonalData } from "./instances";
import { messagingPersonalData } from "./outbox";
import { platformPersonalData } from "./platform";
import { registryPersonalData } from "./registry";
import { tfgPersonalData } from "./tfg";
import type { PersonalDataDeclaration } from "./types";

/** Where the portal keeps personal data: every module's declarations (a new module adds its line). */
export const personalDataRegistry: readonly PersonalDataDeclaration[] = [
  ...platformPersonalData,
  ...accessLogPersonalData,
  ...academicPersonalData,
  ...documentsPersonalData,
  ...registryPersonalData,
  ...feedbackPersonalData,
  ...messagingPersonalData,
  ...instancesPersonalData,
  ...enrollmentsPersonalData,
  ...examsPersonalData,
  ...tfgPersonalData,
];
