// The page starts here: its language (the player's choice kept in the browser, else the
// browser's language), its words from the server, the connection, and the lobby or, for a
// table's link (/t/482915), that table's seat choice; once seated, the table (seat.js), where
// the server speaks for the page.

import { Connection } from "./connection.js";
import { el, show } from "./dom.js";
import { recall, remember } from "./kept.js";
import { Lobby } from "./lobby.js";
import { say } from "./messages.js";
import { askOptions, mountOptions, showOptions } from "./options.js";
import { mountReview, relanguage as reviewInLanguage, showReview } from "./review.js";
import { openRules, relanguage as rulesInLanguage } from "./rules.js";
import { Seat } from "./seat.js";
import * as sections from "./sections.js";
import { loadWords, t, words } from "./strings.js";
// The drawn table, the earcons and the own voice, each hearing every `say` frame.
import * as sound from "./sound.js";
import * as tableView from "./tableview.js";
import * as voice from "./voice.js";

const LANG_KEY = "ristikontra.lang";

/** What the address asks for: `?lang=de` (`ristikontra web --lang`), `?new` (a new table at once). */
const asked = new URLSearchParams(location.search);

/** The first of the player's choice and the browser's languages that the server speaks. */
function pickLanguage(available) {
  const wanted = [asked.get("lang"), recall(LANG_KEY), ...(navigator.languages ?? [navigator.language])];
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

/** The page in another language: its words, and the server's words for the seat too. */
async function changeLanguage(lang, lobby, seat, { announce = true } = {}) {
  remember(LANG_KEY, lang);
  await useLanguage(lang);
  drawTop(lobby, seat);
  lobby.draw();
  seat.draw();
  tableView.redraw();
  sections.redraw();
  await rulesInLanguage();
  if (announce && seat.announcing) {
    seat.announce();
  }
  if (announce && seat.announcing) {
    reviewInLanguage();  // the review shown, again in the seat's new language
  }
  if (announce && seat.announcing && sections.isOpen("options")) {
    askOptions();  // the options' words from the seat, in its new language
  }
}

function drawTop(lobby, seat) {
  const current = words();
  const chooser = el("select", {
    id: "language",
    onchange: async (event) => {
      await changeLanguage(current.languages[event.target.selectedIndex].code, lobby, seat);
      document.getElementById("language").focus();
    },
  }, current.languages.map((l) => el("option", { lang: l.code, selected: l.code === current.lang }, l.name)));
  // The rules, on the lobby and at the table alike (at the table Shift+R opens them too).
  const rules = el("button", { type: "button", id: "rules-open", onclick: () => openRules() }, t("web-rules"));
  // The label and its chooser stay together when a narrow screen wraps the row.
  show(document.getElementById("top"), rules,
    el("span", { class: "language" }, el("label", { for: "language" }, t("web-language")), chooser));
}

async function boot() {
  const first = await loadWords(document.documentElement.lang || "en");
  const lang = pickLanguage(first.languages.map((l) => l.code));
  await useLanguage(lang);
  let lobby = null;
  let seat = null;
  const connection = new Connection((frame) => heard(frame), () => say(t("web-link-lost"), { assertive: true }),
    (welcome) => back(welcome));

  /** The connection is open again after it was lost: back into the seat (the server then says
   * where the game stands, once), or back at the table's seat choice, or just said. */
  async function back(welcome) {
    if (welcome.type === "error") {
      lobby.refused(welcome);
      return;
    }
    if (lobby.room.inside) {
      await lobby.room.again();  // back in the room, under the same name
    }
    if (lobby.table?.watching && (lobby.table.you ?? null) === null) {
      await lobby.room.watch(lobby.table.code);  // watching again, as before the loss
    } else if (lobby.table?.code) {
      await lobby.enter(lobby.table.code);
    } else {
      say(t("web-link-back"));
    }
  }

  /** Every frame: a `say` frame to the table (its snapshot to `seat.onSnapshot`), the rest to the lobby. */
  function heard(frame) {
    if (seat?.refused(frame) || lobby?.room.onFrame(frame)) {
      return;
    }
    if (frame.type === "say") {
      seat.heard(frame);
      const lang = frame.output?.lang;
      if (lang && lang !== words().lang && words().languages.some((l) => l.code === lang)) {
        // The options menu chose another language: the page follows the seat.
        changeLanguage(lang, lobby, seat, { announce: false });
      }
    } else if (frame.type === "export") {
      seat.saveLines(frame);
    } else if (frame.type === "review") {
      showReview(frame);
    } else if (frame.type === "options") {
      showOptions(frame);
    } else {
      lobby.onFrame(frame);
    }
  }

  seat = new Seat(document.getElementById("play"), connection);
  seat.onRules = () => openRules();
  seat.onOptions = () => askOptions();
  mountOptions(connection);
  sound.mountSound(connection);
  voice.mountVoice(connection);
  mountReview(connection);
  sections.backTo(() => t(seat.announcing ? "web-back-to-table" : "web-back"),
    () => (seat.announcing ? seat.region : document.querySelector("#lobby h1")));
  // Back at the table from the rules, the options or the review: the server says so and where
  // the game stands (whose turn it is), as the terminal does when its rules reader closes.
  sections.onClose(() => {
    if (seat.announcing) {
      connection.send({ type: "back" });
    }
  });
  // Whatever else shows or plays the table hooks in here, called with each `say` frame's snapshot
  // after its messages are said: the drawn table, the earcons and the own voice.
  seat.onSnapshot.push((table, frame) => [sound, voice, tableView].forEach((part) => part.onSay(frame)));
  tableView.mountTable(connection);
  lobby = new Lobby(document.getElementById("lobby"), connection);
  // Once the seat is ours the server says everything about the table: the lobby only draws it.
  // The page goes to its top: on a phone the player tapped "Open the table" at the form's end,
  // and the table's code and link to share (and the drawn table) are up there.
  lobby.onSeated = () => {
    document.getElementById("tableview")?.removeAttribute("hidden");  // drawn again (after a watch ended)
    lobby.quiet = true;
    seat.announce();
    window.scrollTo({ top: 0 });
    tableView.showHand();
  };
  // Watching: the server speaks for the watcher as for a seat (no hand, every player by name).
  lobby.onWatching = lobby.onSeated;
  lobby.onUnwatched = () => {
    seat.announcing = false;
    seat.node.hidden = true;
    document.getElementById("tableview")?.setAttribute("hidden", "");  // the table watched is not ours to show
  };
  // The Start button was pressed and is gone with the seat choice's controls: the keys go to the
  // card table, not to the page's body (unless the player is elsewhere, typing a chat line). A
  // player who scrolled down to the button (on a phone) is brought back to the drawn table at the
  // page's top, which the browser would otherwise keep out of view.
  lobby.onStarted = () => {
    const at = document.activeElement;
    if (!at || at === document.body || lobby.main.contains(at)) {
      seat.focusTable();
      window.scrollTo({ top: 0 });
      tableView.showHand();
    }
  };
  drawTop(lobby, seat);
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
