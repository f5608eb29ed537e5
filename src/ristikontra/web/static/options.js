// The seat's options as a section of the page (`o` or F2 at the table, the Options button): a
// form whose fields are the server's `options` frame, each option's label and choices in the
// words of the seat's options menu. A change goes to the seat (`option`), which applies it as its
// options menu does: in force at once (a language from the next word on, the page's words too)
// and answered with the options anew. The field itself says the value chosen.

import { el } from "./dom.js";
import * as sections from "./sections.js";
import { t } from "./strings.js";

/** The form's groups: each a fieldset with its legend, the options in the order of the seat's menu. */
const GROUPS = [
  ["web-options-speech", ["lang", "verbosity", "speech"]],
  ["web-options-sound", ["sound", "sound_volume", "voice_volume", "voice_rate"]],
  ["web-options-coach", ["online_hints"]],
];

let items = [];
let connection = null;

/** Set up once the page has its connection. */
export function mountOptions(withConnection) {
  connection = withConnection;
}

/** Ask the seat for its options: the section opens when they come. */
export function askOptions() {
  connection?.send({ type: "options" });
}

/** An `options` frame: the section opens, or shows the values (and words) now in force. */
export function showOptions(frame) {
  items = Array.isArray(frame.items) ? frame.items : [];
  if (sections.isOpen("options")) {
    sections.redraw("options");
  } else {
    sections.open("options", draw);
  }
}

function field(item) {
  const id = `option-${item.name}`;
  const choices = Array.isArray(item.choices) ? item.choices : [];
  const select = el("select", { id, name: item.name, onchange: (event) => {
    connection?.send({ type: "option", name: item.name, value: choices[event.target.selectedIndex].value });
  } }, choices.map((choice) => el("option", { selected: choice.value === item.value }, String(choice.text))));
  return [el("label", { for: id }, String(item.label)), select];
}

function draw() {
  const byName = new Map(items.map((item) => [item.name, item]));
  const groups = GROUPS.map(([legend, names]) => {
    const fields = names.filter((name) => byName.has(name)).map((name) => field(byName.get(name)));
    return fields.length ? el("fieldset", {}, el("legend", {}, t(legend)), fields) : null;
  });
  // No submit: each field is in force as it changes (Enter in a field sends nothing).
  return { title: t("web-options"), parts: [el("form", { id: "options-form", onsubmit: (e) => e.preventDefault() }, groups)] };
}
