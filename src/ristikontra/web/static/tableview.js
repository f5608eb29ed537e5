// The table drawn for sighted players, from the `table` snapshot of each `say` frame: the four
// seats (you at the bottom, your partner across), the trick's cards at the seat that played them
// and who is winning it, the stock and the scores, and your hand as cards to click or tap.
//
// The drawing is also what a phone's screen reader explores with a finger: the seats, the cards
// on the table (each named, not its symbol), the scores, and the hand, whose cards are the
// options of the card table's listbox (hand.js owns them): one set of cards, where they are
// drawn, double-tapped to play. Nothing in it is said twice to a keyboard player: it holds no
// live region, the latest messages below the hand (what the live region says) and the drawn
// "next deal" button (the page has its own below the table) are hidden from screen readers, and
// nothing here takes the keyboard's focus (tabindex -1, and a press does not move the focus away
// from where the keys go). The sound and voice options (sound.js, voice.js) are in a labelled
// section of their own. Every word comes from the catalogs or the snapshot (names and card
// names as text, never HTML).

import { el, show } from "./dom.js";
import { cardId } from "./hand.js";
import { onMessages } from "./messages.js";
import { soundControls } from "./sound.js";
import { t } from "./strings.js";
import { stop as stopVoice, voiceControls } from "./voice.js";

/** Where a seat sits, seen from the player's chair: the next to play on the left, the partner across. */
const PLACES = ["bottom", "left", "top", "right"];
const RANKS = { T: "web-rank-ten", J: "web-rank-jack", Q: "web-rank-queen", K: "web-rank-king", A: "web-rank-ace" };
/** The suit as a symbol: its shape says it, the colour (red for hearts and diamonds) only adds to it. */
const SUITS = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };

let connection = null;
let drawing = null;      // the drawn table
let options = null;      // the page's sound and voice options (reachable)
let last = null;         // the last snapshot drawn
let sending = false;     // one tap at a time: a second tap before the table moved is not sent twice
const SEND_WAIT_MS = 2000;
// A finished trick stays drawn until the next trick's first card, and at least this long: when
// the computers lead at once, its four cards and who took it are still seen. Not once the
// player is to answer the new trick: then its cards are what they play to.
const HOLD_MS = 1500;
let finishedKey = null;  // the deal's last finished trick drawn ("deal:trick"), null before the first
let holdUntil = 0;
let holdTimer = null;
let drawnOnce = false;
// The latest messages, on the screen below the hand: what the live region says, for a sighted
// player on a phone who hears nothing (aria-hidden: not read twice).
const SAID_KEEP = 2;
let said = null;
let recent = [];
// The latest "your turn" (the message `about` the turn): kept on the line while the turn is the
// player's, so chat lines and other news do not push it out of the line's two messages.
let turnText = null;
// The page went to its top as the player sat down or the game began: while the player does not
// scroll, a screen too short for the felt and the hand (a phone, three cards on the felt) is
// scrolled just enough to keep the whole hand in view, which the player plays with. The scroll
// position set here (null once the player scrolled elsewhere).
let handKept = null;

onMessages((texts, messages = []) => {
  // The keyboard's cursor ("Six of spades, 1 of 6") is the keys' words, not the game's: a player
  // who taps does not follow that cursor, so the line leaves it out.
  const shown = messages.filter((message) => message.text && message.about !== "cursor");
  recent = [...recent, ...shown.map((message) => message.text)].slice(-4 * SAID_KEEP);
  for (const message of messages) {
    if (message.about === "turn" && message.text) {
      turnText = message.text;
    }
  }
  drawSaid();
});

function drawSaid() {
  if (said !== null) {
    let shown = recent.slice(-SAID_KEEP);
    const myTurn = last !== null && (last.playable.length > 0 || last.blind);
    if (myTurn && turnText !== null && !shown.includes(turnText)) {
      shown = [turnText, ...shown.slice(-(SAID_KEEP - 1))];  // in the order said: the turn, then the latest
    }
    show(said, shown.map((text) => el("span", { class: "said-one" }, text)));
  }
}

/** Set up once the page has its connection. The drawn table goes first (what a sighted player
 * plays with, the hand on the first screen of a phone), the options after the main view. */
export function mountTable(withConnection) {
  connection = withConnection;
}

function ensureMounted() {
  if (drawing !== null) {
    return;
  }
  const main = document.getElementById("main");
  drawing = el("div", { id: "tableview" });
  said = el("p", { class: "said", "aria-hidden": "true" });
  drawSaid();
  options = el("section", { id: "page-options", "aria-labelledby": "page-options-heading" });
  main.prepend(drawing);  // in the main landmark: explored by touch, it is content
  main.after(options);
  drawOptions();
}

function drawOptions() {
  // Drawn anew (another language): the control that had the focus has it again.
  const focused = options.contains(document.activeElement) ? document.activeElement.id : null;
  show(options, el("h2", { id: "page-options-heading" }, t("web-sound-heading")), soundControls(), voiceControls());
  if (focused) {
    document.getElementById(focused)?.focus({ preventScroll: true });
  }
}

/** Keep the whole hand in view from now on, until the player scrolls (see `handKept`). */
export function showHand() {
  handKept = window.scrollY;
  bringHand();
}

function bringHand() {
  const area = drawing?.querySelector(".hand-area");
  if (handKept === null || !area || !(last?.hand?.length > 0)) {
    return;
  }
  if (Math.abs(window.scrollY - handKept) > 1) {
    handKept = null;  // the player scrolled: where the page stands is theirs now
    return;
  }
  const below = area.getBoundingClientRect().bottom - window.innerHeight;
  if (below > 0) {
    window.scrollBy({ top: Math.ceil(below) });
    handKept = window.scrollY;
  }
}

/** A `say` frame: the table is drawn anew from its snapshot (null before the first view). */
export function onSay(frame) {
  if (!frame.table) {
    return;
  }
  ensureMounted();
  sending = false;
  // The options' values follow `output` where they are (sound.js, voice.js); their words follow
  // the page's language (`redraw`): never drawn anew under the player's focus for a value.
  const same = last !== null && drawnState(last) === drawnState(frame.table);
  last = frame.table;
  drawSaid();  // the turn stays on the line while the player is to play
  if (same) {
    // Only the cursor moved, or nothing (a key's answer): the drawing stays, its cursor's card
    // marks move. Drawn anew, every card would be new to a screen reader, under its focus.
    markCursor(last);
  } else {
    draw(last);
  }
}

/** What the drawing shows of `table`, but the keys' cursor. */
function drawnState(table) {
  return JSON.stringify({ ...table, cursor: null });
}

function markCursor(table) {
  const cards = drawing.querySelectorAll(".hand .card");
  for (const [index, card] of cards.entries()) {
    card.classList.toggle("focused", table.cursor === index);
    if (table.cursor === index) {
      card.setAttribute("aria-current", "true");
    } else {
      card.removeAttribute("aria-current");
    }
  }
}

/** The page's language changed: the same table in the new words. */
export function redraw() {
  if (last !== null) {
    drawOptions();
    draw(last);
  }
}

/** A class attribute of the names given (false, null and "" left out). */
function classes(...names) {
  return names.filter(Boolean).join(" ");
}

function cardFace(card) {
  const rank = card[0];
  const suit = card[1];
  return [el("span", { class: "rank" }, RANKS[rank] ? t(RANKS[rank]) : rank),
    el("span", { class: `suit suit-${suit.toLowerCase()}` }, SUITS[suit] ?? suit)];
}

/** The trick the table shows: the one being played, or the deal's last finished trick (its four
 * cards, who took it and its points) until the next trick's first card, and for HOLD_MS at least
 * unless the player (seat `me`) is to play to that new trick. */
function shownTrick(table, me) {
  const finished = table.last_trick ?? null;
  const key = finished ? `${table.deal}:${finished.number}` : null;
  const now = performance.now();
  if (key !== finishedKey) {
    // Just finished (not at the first snapshot, a reloaded page): held a moment at least.
    holdUntil = key !== null && drawnOnce ? now + HOLD_MS : 0;
    finishedKey = key;
  }
  const answering = table.trick.length > 0 && table.to_move === me;
  if (finished !== null && (table.trick.length === 0 || (now < holdUntil && !answering))) {
    if (table.trick.length > 0 && holdTimer === null) {
      holdTimer = setTimeout(() => {
        holdTimer = null;
        draw(last);
      }, holdUntil - now);
    }
    return { plays: finished.plays, winner: finished.winner, taken: finished.taken ?? null,
      held: table.trick.length > 0 };
  }
  return { plays: table.trick, winner: table.winning, taken: null, held: false };
}

function seatBox(table, seat, trick, me) {
  const place = PLACES[(seat.seat - me + 4) % 4];
  let relation = t("web-table-opponent");
  if (table.teams) {
    // Watching: nobody is "you" nor anyone's partner; each seat says who plays with it.
    relation = t("web-table-partner-named", { name: table.seats[(seat.seat + 2) % 4].name });
  } else if (seat.you) {
    relation = t("web-table-you");
  } else if (seat.partner) {
    relation = t("web-table-partner");
  }
  const played = trick.plays.find((p) => p.seat === seat.seat);
  const winning = played && trick.winner === seat.seat;
  const led = played && trick.plays[0] === played;
  const moving = table.to_move === seat.seat;
  const ours = table.teams ? seat.seat % 2 === me % 2 : seat.partner || seat.you;
  return el("div", { class: classes("seat", `at-${place}`, ours ? "ours" : "theirs",
    moving && "moving", winning && "winning"), "data-seat": seat.seat },
  // A long name is cut with an ellipsis on the screen (never broken mid-word); the title has it whole.
  el("span", { class: "name", title: seat.name }, seat.name),
  el("span", { class: "relation" }, relation),
  el("span", { class: "count" }, t("web-table-cards-left", { count: seat.cards })),
  moving ? el("span", { class: "marker" }, t("web-table-to-move")) : null,
  // Named for a screen reader (the face is a rank and a suit's symbol), with its blind play.
  played ? el("span", { class: classes("played", "card"), title: played.name, "data-card": played.card, role: "img",
    "aria-label": played.blind ? `${played.name}, ${t("web-table-blind-played")}` : played.name },
  cardFace(played.card), played.blind ? el("span", { class: "blind-mark" }, t("web-table-blind-played")) : null) : null,
  led ? el("span", { class: classes("marker", "led-mark") }, t("web-table-led")) : null,
  winning ? el("span", { class: classes("marker", "winning-mark") },
    t(trick.taken === null ? "web-table-winning" : "web-table-took-mark")) : null);
}

/** A card of the hand: an option of the card table's listbox (hand.js), named as the server names
 * it; refused now (on the player's turn) it is disabled; the keys' cursor is on it: current. */
function handCard(table, card, index) {
  const playable = table.playable.includes(card);
  const myTurn = table.playable.length > 0;
  return el("button", {
    type: "button", class: classes("card", playable && "playable", table.cursor === index && "focused"),
    role: "option", id: cardId(card), "aria-label": table.card_names[index],
    "aria-disabled": myTurn && !playable ? "true" : null, "aria-current": table.cursor === index ? "true" : null,
    tabindex: -1, title: table.card_names[index], "data-card": card,
    // A press must not take the focus from where the keys go (the card table region).
    onmousedown: (event) => event.preventDefault(),
    onclick: () => send({ type: "play", card }),
  }, cardFace(card));
}

/** A card or the blind play sent. A play that is taken is answered by no frame of its own (the
 * table's events and their `say` follow), so the next `say` frame, not an answer, frees the
 * hand for the next tap; a frame that never comes frees it after a while. */
function send(request) {
  if (sending || connection === null) {
    return;
  }
  sending = true;
  stopVoice();   // a tap cuts the own voice off, as a key does
  setTimeout(() => { sending = false; }, SEND_WAIT_MS);
  connection.request(request);
}

function draw(table) {
  const me = table.seats.find((s) => s.you)?.seat ?? table.behind ?? 0;
  const own = me % 2;
  const blind = table.blind ? el("button", {
    type: "button", class: "blind", tabindex: -1, onmousedown: (event) => event.preventDefault(),
    onclick: () => send({ type: "play", blind: true }),
  }, t("web-table-play-blind")) : null;
  // On the player's turn: the coach's hint (Shift+H at the keys), for who plays by touch; its
  // answer, or why hints are off, is on the line of the latest messages.
  const myTurn = table.playable.length > 0 || table.blind;
  const hint = myTurn ? el("button", {
    type: "button", class: "hint", tabindex: -1, onmousedown: (event) => event.preventDefault(),
    onclick: () => connection?.send({ type: "key", key: "Shift+H" }),
  }, t("web-table-hint")) : null;
  // Between deals, where the hand was: on to the next deal (what Enter and the button below the
  // table do), on a phone's first screen.
  // Hidden from screen readers: the page's own button below the table does the same.
  const next = table.phase === "deal_over" ? el("button", {
    type: "button", class: "next-deal", tabindex: -1, "aria-hidden": "true", onmousedown: (event) => event.preventDefault(),
    onclick: () => send({ type: "key", key: "Enter" }),
  }, t("web-next-deal")) : null;
  // After the game no hand is left: the hand's place says so, and for who opened the table it
  // holds the new game (what Enter does then); a guest reads who may start one on the line below.
  // Hidden from screen readers, as the next deal's: the page's own button below the table does the same.
  const over = table.phase === "game_over";
  const again = over && table.host ? el("button", {
    type: "button", class: "next-deal", tabindex: -1, "aria-hidden": "true", onmousedown: (event) => event.preventDefault(),
    onclick: () => send({ type: "key", key: "Enter" }),
  }, t("web-new-game")) : null;
  const trick = shownTrick(table, me);
  const scores = table.scoring === "sticks" ? "web-table-scores-sticks" : "web-table-scores-points";
  show(drawing,
    el("div", { class: classes("felt", trick.taken !== null && "finished", trick.held && "held") },
      table.seats.map((seat) => seatBox(table, seat, trick, me)),
      el("div", { class: "middle" },
        el("div", { class: "stock" }, t("web-table-stock", { count: table.stock })),
        trick.taken !== null ? el("div", { class: "taken" }, trick.taken) : null)),
    // Watching, the teams by their players ("Anna and Carl"), never "your team".
    el("p", { class: "score" }, table.teams
      ? t("web-table-points-watching", { own_team: table.teams[own], own: table.points[own],
        other_team: table.teams[1 - own], other: table.points[1 - own] })
      : t("web-table-points", { own: table.points[own], other: table.points[1 - own] })),
    el("p", { class: "score" }, table.teams
      ? t(table.scoring === "sticks" ? "web-table-scores-sticks-watching" : "web-table-scores-points-watching", { own_team: table.teams[own], own: table.scores[own],
        other_team: table.teams[1 - own], other: table.scores[1 - own], target: table.target })
      : t(scores, { own: table.scores[own], other: table.scores[1 - own], target: table.target })),
    el("div", { class: "hand-area" },
      el("p", { class: "view-heading" }, t(over ? "web-table-game-over"
        : table.teams ? "web-table-hand-watching" : "web-table-hand")),
      el("div", { class: classes("hand", table.playable.length && "my-turn") },
        table.hand.map((card, i) => handCard(table, card, i))),
      myTurn ? el("div", { class: "turn-tools" }, hint, blind) : null, next, again),
    // Below the hand: the latest words must not push the cards off a phone's first screen.
    said);
  drawnOnce = true;
  bringHand();
}
