import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/catalogue";
import { VerifiedDocumentFacts } from "./verified-document";

const facts = (supersededAt: string | null) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale: "es", messages: messagesFor("es"), timeZone: "Europe/Madrid" } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(VerifiedDocumentFacts, {
        document: {
          code: "K7QM-3XHP-K7QM-3XHP-K7QM-3XHP",
          kind: "Solicitud de matrícula",
          issuedAt: "2026-09-01T08:00:00.000Z",
          owner: "L*** G*** N***",
          supersededAt,
        },
      }),
    ),
  );

describe("the verified document's facts on /verificar", () => {
  it("say that a later version replaced a superseded document, and when", () => {
    const html = facts("2026-09-03T10:30:00.000Z");
    expect(html).toContain("Este documento ha sido sustituido por una versión posterior");
    expect(html).toContain("Sustituido el");
    expect(html).toContain("03/09/2026");
  });

  it("say nothing of the kind for the current version", () => {
    expect(facts(null)).not.toContain("sustituido");
  });
});
