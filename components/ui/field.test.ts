import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { says } from "@/lib/i18n/schema-message";
import { Field, Input } from "./field";
import { Table } from "./table";

const render = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages: messagesFor(locale) } as ComponentProps<typeof NextIntlClientProvider>,
      node,
    ),
  );

const field = (error: string) =>
  createElement(Field, { label: "Fecha", error } as ComponentProps<typeof Field>, createElement(Input));

describe("a field's error in the page's language", () => {
  it("translates a schema's catalogue key", () => {
    expect(render("es", field(says("common.errors.fileUnreadable")))).toContain("No se ha podido leer el archivo");
    expect(render("en", field(says("common.errors.fileUnreadable")))).toContain("The file could not be read");
  });
  it("shows a server's text as it came", () => {
    expect(render("en", field("Ya existe una sede con ese nombre"))).toContain("Ya existe una sede con ese nombre");
  });
});

describe("the table's own texts", () => {
  const table = createElement(Table<{ id: number }>, {
    caption: "Sedes",
    rows: [],
    columns: [{ key: "name", header: "Nombre" }],
  });
  it("says 'No hay resultados' in Spanish, and in the page's language", () => {
    expect(render("es", table)).toContain("No hay resultados");
    expect(render("en", table)).toContain("No results");
  });
});
