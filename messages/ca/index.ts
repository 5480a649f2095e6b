import academicYear from "./academicYear.json" with { type: "json" };
import auth from "./auth.json" with { type: "json" };
import calendar from "./calendar.json" with { type: "json" };
import common from "./common.json" with { type: "json" };
import documents from "./documents.json" with { type: "json" };
import enrollments from "./enrollments.json" with { type: "json" };
import errors from "./errors.json" with { type: "json" };
import exams from "./exams.json" with { type: "json" };
import grades from "./grades.json" with { type: "json" };
import imports from "./imports.json" with { type: "json" };
import instances from "./instances.json" with { type: "json" };
import interactions from "./interactions.json" with { type: "json" };
import landing from "./landing.json" with { type: "json" };
import legal from "./legal.json" with { type: "json" };
import notifications from "./notifications.json" with { type: "json" };
import privacy from "./privacy.json" with { type: "json" };
import push from "./push.json" with { type: "json" };
import registry from "./registry.json" with { type: "json" };
import shell from "./shell.json" with { type: "json" };
import studentRecord from "./studentRecord.json" with { type: "json" };
import tfg from "./tfg.json" with { type: "json" };
import validation from "./validation.json" with { type: "json" };
import verification from "./verification.json" with { type: "json" };

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
  imports,
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
