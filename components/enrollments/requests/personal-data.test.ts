import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { portalTimeZone } from "@/lib/dates";
import { messagesFor } from "@/lib/i18n/catalogue";
import { PersonalData } from "./personal-data";

// The provider's children come as createElement's third argument, so its props are typed without them.
const intl = { locale: "es", messages: messagesFor("es"), timeZone: portalTimeZone() } as Parameters<
  typeof NextIntlClientProvider
>[0];

const render = (user: Parameters<typeof PersonalData>[0]["user"]) =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, intl, createElement(PersonalData, { user })));

describe("the enrolment form's personal data", () => {
  it("say 'Error retrieving user data' when the student's data could not be read, not '-' in every field", () => {
    const html = render(null);
    expect(html).toContain("Error retrieving user data");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("<dd>");
  });

  it("show the student's data, with '-' only for a blank field", () => {
    const html = render({
      givenName: "LUCÍA",
      familyName: "GARCÍA FERNÁNDEZ",
      idType: "DNI",
      dni: "12345678Z",
      externalId: "demo-alumno",
      address: "CALLE MAYOR 1",
      city: "MADRID",
      state: "MADRID",
      zipCode: "28001",
      mobilePhone: "600000000",
      homePhone: null,
      email: "lucia@example.org",
    });
    expect(html).toContain("GARCÍA FERNÁNDEZ");
    expect(html).toContain("<dd>-</dd>");
    expect(html).not.toContain("Error retrieving user data");
  });
});
