import academicYear from "./academicYear.json";
import auth from "./auth.json";
import calendar from "./calendar.json";
import common from "./common.json";
import documents from "./documents.json";
import enrollments from "./enrollments.json";
import errors from "./errors.json";
import exams from "./exams.json";
import grades from "./grades.json";
import instances from "./instances.json";
import interactions from "./interactions.json";
import landing from "./landing.json";
import legal from "./legal.json";
import notifications from "./notifications.json";
import privacy from "./privacy.json";
import push from "./push.json";
import registry from "./registry.json";
import shell from "./shell.json";
import studentRecord from "./studentRecord.json";
import tfg from "./tfg.json";
import validation from "./validation.json";
import verification from "./verification.json";

const messages = {
  academicYear,
  auth,
  calendar,
  common,
  documents,
  enrollments,
  errors,
  exams,
  grades,
  instances,
  interactions,
  landing,
  legal,
  notifications,
  privacy,
  push,
  registry,
  shell,
  studentRecord,
  tfg,
  validation,
  verification,
};

export default messages;
