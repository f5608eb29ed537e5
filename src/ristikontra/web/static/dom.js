// Building the page: elements with attributes and children, where a string child is always a
// text node. Nothing in the page is ever set as HTML, so a name or a chat line that looks like
// markup shows as the characters it is.

export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) {
      continue;
    }
    if (name.startsWith("on")) {
      node.addEventListener(name.slice(2), value);
    } else {
      node.setAttribute(name, value === true ? "" : String(value));
    }
  }
  for (const child of children.flat(Infinity)) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
  }
  return node;
}

/** Replace what `parent` shows. */
export function show(parent, ...children) {
  parent.replaceChildren(...children.flat(Infinity).filter(Boolean));
}
