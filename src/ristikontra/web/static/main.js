// The page starts here: its language (the player's choice kept in the browser, else the
// browser's language), its words from the server, the connection, and the lobby or, for a
// table's link (/t/482915), that table's seat choice.

import { Connection } from "./connection.js";
import { el, show } from "./dom.js";
import { Lobby } from "./lobby.js";
import { say } from "./messages.js";
import { loadWords, t, words } from "./strings.js";
// webdraw: the drawn table, the earcons and the own voice, each hearing every `say` frame.
import * as sound from "./sound.js";
import * as tableView from "./tableview.js";
import * as voice from "./voice.js";

const LANG_KEY = "ristikontra.lang";

function storedLanguage() {
  try { return localStorage.getItem(LANG_KEY); } catch { return null; }
}

/** What the address asks for: `?lang=de` (`ristikontra web --lang`), `?new` (a new table at once). */
const asked = new URLSearchParams(location.search);

/** The first of the player's choice and the browser's languages that the server speaks. */
function pickLanguage(available) {
  const wanted = [asked.get("lang"), storedLanguage(), ...(navigator.languages ?? [navigator.language])];
  for (const code of wanted) {
    const base = code && code.toLowerCase().split("-")[0];
    if (base && available.includes(base)) {
      return base;
    }
  }
  return available.includes("en") ? "en" : available[0];
}

async function useLanguage(lang) {
  await loadWords(lang);
  document.documentElement.lang = lang;
  document.title = t("web-title");
  document.getElementById("history-heading").textContent = t("web-messages");
}

function drawTop(lobby) {
  const current = words();
  const chooser = el("select", {
    id: "language",
    onchange: async (event) => {
      const lang = current.languages[event.target.selectedIndex].code;
      try { localStorage.setItem(LANG_KEY, lang); } catch { /* kept for this visit only */ }
      await useLanguage(lang);
      drawTop(lobby);
      lobby.draw();
      tableView.redraw();  // webdraw
      document.getElementById("language").focus();
    },
  }, current.languages.map((l) => el("option", { lang: l.code, selected: l.code === current.lang }, l.name)));
  show(document.getElementById("top"), el("label", { for: "language" }, t("web-language")), chooser);
}

// webdraw: until the page's own `announce` (branch webtable) lands: once seated in a game that
// runs, the server is asked to speak for this seat, so that `say` frames come.
let announced = false;
function announceOnce(connection, frame) {
  if (!announced && frame.type === "table" && frame.started && frame.you !== null && frame.you !== undefined) {
    announced = true;
    connection.request({ type: "announce", lang: document.documentElement.lang });
  }
}

async function boot() {
  const first = await loadWords(document.documentElement.lang || "en");
  const lang = pickLanguage(first.languages.map((l) => l.code));
  await useLanguage(lang);
  const main = document.getElementById("main");
  let lobby = null;
  const connection = new Connection((frame) => {
    lobby.onFrame(frame);
    // webdraw: begin (the other hooks of a `say` frame merge around these three lines)
    if (frame.type === "say") {
      [sound, voice, tableView].forEach((part) => part.onSay(frame));
    }
    announceOnce(connection, frame);
    // webdraw: end
  }, () => say(t("web-link-lost"), { assertive: true }));
  lobby = new Lobby(main, connection);
  tableView.mountTable(connection);  // webdraw
  drawTop(lobby);
  say(t("web-connecting"));
  const welcome = await connection.open();
  if (welcome.type === "error") {
    lobby.refused(welcome);
    return;
  }
  const link = /^\/t\/([0-9][0-9-]*)$/.exec(location.pathname);
  if (link) {
    lobby.view = "table";
    await lobby.enter(link[1].replaceAll("-", ""));
  } else if (asked.has("new")) {
    // `ristikontra web`: a table with computers in the other seats, opened as the lobby's form would.
    await lobby.openNew();
  } else {
    lobby.draw();
  }
}

boot();
