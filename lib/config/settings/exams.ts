import { integer } from "../define";

export const examSettings = {
  EXAMS_DAY_WARNING: integer(3, {
    meaning:
      "the choice dialog warns 'Ya tienes N exámenes ese día' when a choice would make this many exams on one day",
    min: 2,
  }),
  EXAM_REMINDER_DAYS: integer(2, {
    meaning:
      "days before each booked exam and accepted TFG defense that its reminder e-mail goes out; 0 turns reminders off",
    min: 0,
  }),
};
