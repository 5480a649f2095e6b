/**
 * The texts of a TypeScript/TSX source that can reach a user: string literals, the text parts of
 * template literals and JSX text. Comments are dropped, and so are literals that look like machine
 * tokens (ids, enum values, keys, paths, class lists without capitals): `"examenes"` as a tab value is
 * an id, `"Examenes"` as its label is a text.
 */
export function sourceTexts(source: string): string[] {
  const texts: string[] = [];
  let code = "";
  let i = 0;
  const templateDepths: number[] = [];
  let braceDepth = 0;

  const readQuoted = (quote: string) => {
    let text = "";
    i++;
    while (i < source.length && source[i] !== quote && source[i] !== "\n") {
      if (source[i] === "\\") i++;
      text += source[i++];
    }
    i++;
    return text;
  };
  // Reads a template's text up to its end or to the next `${`; true when it stopped at `${`.
  const readTemplatePart = () => {
    let text = "";
    while (i < source.length && source[i] !== "`") {
      if (source[i] === "\\") text += source[++i] ?? "";
      else if (source[i] === "$" && source[i + 1] === "{") {
        texts.push(text);
        i += 2;
        return true;
      } else text += source[i];
      i++;
    }
    texts.push(text);
    i++;
    return false;
  };

  while (i < source.length) {
    const c = source[i];
    if (c === "/" && source[i + 1] === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === '"' || c === "'") {
      texts.push(readQuoted(c));
      code += " 0 ";
    } else if (c === "`") {
      i++;
      if (readTemplatePart()) templateDepths.push(braceDepth);
      code += " 0 ";
    } else if (c === "}" && templateDepths.at(-1) === braceDepth) {
      templateDepths.pop();
      i++;
      if (readTemplatePart()) templateDepths.push(braceDepth);
    } else {
      if (c === "{") braceDepth++;
      if (c === "}") braceDepth--;
      code += c;
      i++;
    }
  }
  for (const m of code.matchAll(/>([^<>{}]+)</g)) texts.push(m[1]!);
  return texts.map((t) => t.replace(/\s+/g, " ").trim()).filter((t) => t && !isMachineToken(t));
}

const isMachineToken = (text: string) => /^[a-z0-9_.:/@#?=&%+*,-]+$/.test(text) || /^[A-Z0-9_]+$/.test(text);
