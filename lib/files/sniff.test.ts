import { describe, expect, it } from "vitest";
import { acceptedMimeType, type FileTypePolicy } from "./sniff";

const policy: FileTypePolicy = {
  mimeTypes: new Set(["text/plain", "application/xml"]),
  textExtensions: { gift: "text/plain", xml: "application/xml" },
  message: "no",
};
const utf8 = (s: string) => Buffer.from(s, "utf8");

describe("text formats, taken by extension and checked by content", () => {
  it.each([
    ["GIFT saved by Notepad (BOM, CRLF)", utf8("\uFEFF::P:: ¿Sí? {T}\r\n"), "p.gift", "text/plain"],
    ["XML with a BOM and a declaration", utf8('\uFEFF<?xml version="1.0"?><quiz/>'), "q.xml", "application/xml"],
    ["XML named in capitals", utf8("<quiz/>"), "Q.XML", "application/xml"],
  ])("accepts %s", async (_, bytes, name, mime) => {
    expect(await acceptedMimeType(bytes, name, policy)).toBe(mime);
  });

  it.each([
    ["a text format the policy does not list", utf8("hola"), "p.txt"],
    ["text with an escape character", utf8("::P:: \u001b[31m"), "p.gift"],
    ["a truncated UTF-8 sequence", Buffer.from([0x3a, 0x3a, 0xc3]), "p.gift"],
    ["XML with two roots", utf8("<a/><b/>"), "q.xml"],
    ["XML declared by content but not well-formed", utf8('<?xml version="1.0"?><quiz>'), "q.gift"],
  ])("refuses %s", async (_, bytes, name) => {
    expect(await acceptedMimeType(bytes, name, policy)).toBeNull();
  });
});
