// The page's words: the server sends them from our Fluent catalogs (web/strings.py), in the
// player's language. No sentence is written here; a message with values is a template whose
// `{name}` parts are filled in with the values as plain text.

let current = null;

export async function loadWords(lang) {
  const response = await fetch(`/strings/${encodeURIComponent(lang)}.json`);
  if (!response.ok) {
    throw new Error(`no words for ${lang}: ${response.status}`);
  }
  current = await response.json();
  return current;
}

export function words() {
  return current;
}

export function t(id, values = {}) {
  const template = current.words[id] ?? id;
  // One pass over the template: a value that itself holds "{name}" stays as it is.
  return template.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** `t`, where a value may be an element (a link): the message as a list of text and elements. */
export function tParts(id, values = {}) {
  const template = current.words[id] ?? id;
  return template.split(/(\{[a-z_]+\})/).filter((piece) => piece !== "").map((piece) => {
    const name = /^\{([a-z_]+)\}$/.exec(piece)?.[1];
    if (name === undefined || !(name in values)) {
      return piece;
    }
    return typeof values[name] === "object" ? values[name] : String(values[name]);
  });
}

/** A table code as people read it: "482 915". */
export function spacedCode(code) {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
