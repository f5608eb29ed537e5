// The seat's options as a section of the page (`o` or F2 at the table, the Options button): a
// form whose fieldsets and fields are the server's `options` frame (its groups with their titles,
// each option's label and choices in the words of the seat's options menu: an option the server
// adds is drawn with no change here). A change goes to the seat (`option`), which applies it as
// its options menu does: in force at once (a language from the next word on, the page's words
// too) and answered with the options anew. The field itself says the value chosen.

import { el } from "./dom.js";
import * as sections from "./sections.js";
import { t } from "./strings.js";

let items = [];
let groups = [];      // [{ id, title }]: the form's fieldsets, in the order the seat sends them
let connection = null;
let asked = false;    // the page asked for the options (`askOptions`): their answer opens the section
let form = null;      // the form drawn, kept while the same options are shown
let drawnFor = "";    // the options (names, in order) the form was drawn for

/** Set up once the page has its connection. */
export function mountOptions(withConnection) {
  connection = withConnection;
}

/** Ask the seat for its options: the section opens when they come. */
export function askOptions() {
  if (connection?.send({ type: "options" })) {
    asked = true;
  }
}

/** An `options` frame: the answer to the page's own ask opens the section; any other (the answer
 * to a change) only shows the values and words now in force, and only while the section is open:
 * a player who closed it meanwhile does not get it back. */
export function showOptions(frame) {
  items = Array.isArray(frame.items) ? frame.items : [];
  groups = Array.isArray(frame.groups) ? frame.groups : [];
  const ours = asked;
  asked = false;
  if (sections.isOpen("options")) {
    sections.redraw("options");
  } else if (ours) {
    sections.open("options", draw);
  }
}

function field(item) {
  const id = `option-${item.name}`;
  const select = el("select", { id, name: item.name, onchange: (event) => {
    const choice = choicesOf(item.name)[event.target.selectedIndex];
    if (choice) {
      connection?.send({ type: "option", name: item.name, value: choice.value });
    }
  } });
  fill(select, item);
  return [el("label", { for: id }, String(item.label)), select];
}

function choicesOf(name) {
  const item = items.find((it) => it.name === name);
  return Array.isArray(item?.choices) ? item.choices : [];
}

/** The select's choices and value as `item` has them, changed in place: the same element keeps
 * the focus, and a screen reader says only what changed (the value the player chose, nothing). */
function fill(select, item) {
  const choices = Array.isArray(item.choices) ? item.choices : [];
  const options = [...select.options];
  if (options.length !== choices.length) {
    select.replaceChildren(...choices.map((choice) => el("option", {}, String(choice.text))));
  } else {
    choices.forEach((choice, i) => {
      if (options[i].textContent !== String(choice.text)) {
        options[i].textContent = String(choice.text);
      }
    });
  }
  const at = choices.findIndex((choice) => choice.value === item.value);
  if (select.selectedIndex !== at) {
    select.selectedIndex = at;
  }
}

function draw() {
  // The set of options and their groups: the same set is changed in place, another drawn anew.
  const names = JSON.stringify([groups.map((group) => group.id), items.map((item) => [item.name, item.group])]);
  if (form === null || names !== drawnFor) {
    form = build();
    drawnFor = names;
  } else {
    update();
  }
  return { title: t("web-options"), parts: [form] };
}

function build() {
  const fieldsets = groups.map((group) => {
    const fields = items.filter((item) => item.group === group.id).map((item) => field(item));
    return fields.length ? el("fieldset", { "data-group": String(group.id) }, el("legend", {}, String(group.title)), fields)
      : null;
  });
  // No submit: each field is in force as it changes (Enter in a field sends nothing).
  return el("form", { id: "options-form", onsubmit: (e) => e.preventDefault() }, fieldsets);
}

/** The same options with new values or words (a change answered, another language). */
function update() {
  for (const fieldset of form.querySelectorAll("fieldset")) {
    const legend = fieldset.querySelector("legend");
    const text = String(groups.find((group) => String(group.id) === fieldset.dataset.group)?.title ?? "");
    if (legend.textContent !== text) {
      legend.textContent = text;
    }
  }
  for (const item of items) {
    const select = form.querySelector(`#${CSS.escape(`option-${item.name}`)}`);
    const label = form.querySelector(`label[for="${CSS.escape(`option-${item.name}`)}"]`);
    if (label && label.textContent !== String(item.label)) {
      label.textContent = String(item.label);
    }
    if (select) {
      fill(select, item);
    }
  }
}
