import sanitizeHtml from "sanitize-html";

// Colours, alignment and type only: no url(), expression(), position or other style tricks.
const SAFE_STYLE = {
  color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/, /^[a-z]+$/i],
  "background-color": [/^#[0-9a-f]{3,6}$/i, /^[a-z]+$/i],
  "text-align": [/^(left|right|center|justify)$/],
  "font-weight": [/^(normal|bold|[1-9]00)$/],
  "font-style": [/^(normal|italic)$/],
  "font-size": [/^\d{1,2}(px|pt|em|rem|%)$/],
  "text-decoration": [/^(none|underline)$/],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => !["nav", "main"].includes(t)), "img"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan", "align"],
    th: ["colspan", "rowspan", "align"],
    "*": ["style"],
  },
  allowedStyles: { "*": SAFE_STYLE },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links in a mail open outside it and never hand the opener over.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }) },
};

/**
 * The HTML of an e-mail template made inert: no script, style, iframe, object, form or svg/math
 * element, no event handler, no javascript:/data: URL, only a few harmless inline styles.
 */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The visible text of some HTML, for the plain-text part of a mail. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|h[1-6]|li|tr|ul|ol|table)>/gi, "$&\n");
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
