// The full rules as a section of the page (Shift+R at the table, the Rules button): the document
// the terminal's rules reader steps through, from the same catalogs, served per language by the
// page's server (/rules/LANG.json). Its sections are headings, its paragraphs paragraphs: a
// screen reader browses them with its own reading keys, a sighted player scrolls.

import { el } from "./dom.js";
import { say } from "./messages.js";
import * as sections from "./sections.js";
import { t, words } from "./strings.js";

const documents = new Map();

async function rulesIn(lang) {
  if (!documents.has(lang)) {
    const response = await fetch(`/rules/${encodeURIComponent(lang)}.json`);
    if (!response.ok) {
      throw new Error(`no rules for ${lang}: ${response.status}`);
    }
    documents.set(lang, await response.json());
  }
  return documents.get(lang);
}

/** Open the rules in the page's language (or show them in it again, after a change of language). */
export async function openRules() {
  let rules;
  try {
    rules = await rulesIn(words().lang);
  } catch {
    say(t("web-rules-unavailable"), { assertive: true });
    return;
  }
  sections.open("rules", () => ({
    title: rules.title,
    parts: rules.sections.map((section) => [el("h2", { id: `rules-${section.name}` }, section.title),
      section.paragraphs.map((text) => el("p", {}, text))]),
  }));
}

/** The page's language changed: an open rules section follows it. */
export async function relanguage() {
  if (sections.isOpen("rules")) {
    await openRules();
  }
}
