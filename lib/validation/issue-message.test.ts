import { describe, expect, it } from "vitest";
import { calendarDay, REQUIRED } from "./common";
import { issueMessage } from "./issue-message";
import { z } from "./z";

describe("issueMessage", () => {
  it("says a schema's catalogue key in Spanish by default, or in the language asked for", () => {
    expect(issueMessage(REQUIRED)).toBe("Este campo es obligatorio");
    expect(issueMessage(REQUIRED, "eu")).toBe("Eremu hau derrigorrezkoa da");
    const [issue] = calendarDay.safeParse("2024-02-30").error!.issues;
    expect(issueMessage(issue!.message, "en")).toBe("The date is not valid");
  });

  it("leaves zod's own texts and anything that is no key as they are", () => {
    const [issue] = z.string().safeParse(5).error!.issues;
    expect(issueMessage(issue!.message)).toBe(issue!.message);
    expect(issueMessage("línea 3: falta el nombre")).toBe("línea 3: falta el nombre");
  });
});
