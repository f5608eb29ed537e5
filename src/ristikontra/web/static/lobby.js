// The lobby (the room, open a table, or join one by its code: room.js draws the room) and the
// seat choice (the table's seats, a free one to take, the start; or the table watched). The page's state is plain data; each view is drawn from it
// anew, in the language chosen (a change of language draws it again, focus kept).

import { el, show } from "./dom.js";
import { forget, recall, remember } from "./kept.js";
import { say } from "./messages.js";
import { Room } from "./room.js";
import { spacedCode, t, tParts, words } from "./strings.js";

const NAME_KEY = "ristikontra.name";
const SEAT_KEY = "ristikontra.seat.";

export class Lobby {
  constructor(main, connection) {
    this.main = main;
    this.connection = connection;
    this.table = null;      // the last `table` frame
    this.view = "lobby";
    this.choices = {};      // what the open form holds: field -> value
    this.onSeated = () => {};  // the seat is ours: opened, taken, or resumed
    this.onStarted = () => {};  // the game began with us seated (the seat choice's controls are gone)
    this.quiet = false;     // the server speaks for our seat: the lobby says nothing of the table
    this.left = null;       // the code of a table we went back to the lobby from
    this.typedCode = "";    // the join form's code, kept when the server refuses it
    // The last of the game's events this page was sent, at which table ({ code, seq }): back on a
    // new connection, the seat hears a summary of what came since (a reloaded page: where it stands).
    this.seen = null;
    this.onWatching = () => {};  // we watch the table now (the server speaks for the watcher too)
    this.onUnwatched = () => {};  // we no longer do: the card table goes
    this.room = new Room(this, connection);
  }

  rememberName(name) {
    remember(NAME_KEY, name);
  }

  knownName() {
    return recall(NAME_KEY) || t("net-default-name");
  }

  /** Watching the table the last `table` frame showed (the room's Watch button was answered). */
  watching() {
    this.view = "table";
    this.focusHeading = true;
    this.draw();
    this.onWatching();
  }

  // ------------------------------------------------------------------ frames

  onFrame(frame) {
    if (frame.type === "table" && frame.code === this.left && this.view === "lobby") {
      return;  // the table we went back to the lobby from
    }
    if (frame.type === "table") {
      this.left = null;
      const before = this.table;
      this.table = frame;
      if (before && before.code === frame.code && !this.quiet) {
        this.sayNewSeats(before, frame);
      }
      if (frame.started && before && !before.started && !this.quiet) {
        // Who only looked at the seats when the game began can no longer sit down.
        say(t(frame.you === null ? "web-started-without-you" : "web-started"), { assertive: frame.you === null });
      }
      this.view = "table";
      this.draw();
      if (frame.started && before && !before.started && frame.you !== null && frame.you !== undefined) {
        this.onStarted();
      }
    } else if (frame.type === "events" && this.table?.code) {
      const seqs = (Array.isArray(frame.events) ? frame.events : []).map((e) => e?.seq).filter(Number.isInteger);
      const before = this.seen?.code === this.table.code ? this.seen.seq : 0;
      this.seen = { code: this.table.code, seq: Math.max(before, ...seqs) };
    } else if ((frame.type === "unwatched" || frame.type === "closed") && this.table?.watching
      && (this.table.you ?? null) === null) {
      // The opener closed the table to watchers, or the table closed (the server's words for
      // the watcher say which): back in the room.
      this.quiet = false;
      this.onUnwatched();
      this.toLobby();
    } else if (frame.type === "closed" && !this.quiet) {
      say(t("net-error-table-closed"), { assertive: true });
    } else if (frame.type === "seated") {
      remember(SEAT_KEY + frame.code, JSON.stringify({ seat: frame.seat, token: frame.token }));
      history.replaceState(null, "", `/t/${frame.code}`);
    }
  }

  sayNewSeats(before, now) {
    for (const seat of now.seats) {
      const was = before.seats[seat.seat];
      if (seat.kind === "human" && was && was.kind !== "human" && seat.seat !== now.you) {
        say(t("web-seat-now-taken", { name: seat.name, seat: seat.seat + 1 }));
      }
    }
  }

  refused(frame) {
    const id = `net-error-${String(frame.reason).replaceAll("_", "-")}`;
    say(t(id in words().words ? id : "net-error-unknown"), { assertive: true });
    if (frame.reason === "bad_name") {
      this.main.querySelector("#name")?.focus();  // where the player puts it right
    }
  }

  // ------------------------------------------------------------------ requests

  async open(event) {
    event.preventDefault();
    const name = this.main.querySelector("#name").value;
    remember(NAME_KEY, name);
    await this.create(name);
  }

  /** A new table at once, with the name this browser knows (or the catalog's) and the form's defaults. */
  async openNew() {
    this.draw();
    await this.create(recall(NAME_KEY) || t("net-default-name"));
  }

  async create(name) {
    const form = words().form;
    const rules = this.choices.rules ?? form.rules.default;
    const preset = form.presets[rules];
    const options = {};
    for (const option of form.options) {
      const value = this.choice(option);
      if (value !== option.unset && value !== preset[option.field]) {
        options[option.field] = value;
      }
    }
    const answer = await this.connection.request({
      type: "create", name, rules, options, level: this.choices.level ?? form.level.default,
      public: this.main.querySelector("#public")?.checked ?? false, lang: words().lang,
    });
    if (answer.type === "error") {
      this.refused(answer);
      return;
    }
    this.onSeated();
  }

  async join(event) {
    event.preventDefault();
    // A code as people write it ("482 915"), or the table's whole link pasted in.
    const typed = this.main.querySelector("#code").value;
    this.typedCode = typed;  // kept in the field if the code is refused: only a digit may be wrong
    const code = (/\/t\/([0-9][0-9-]*)/.exec(typed)?.[1] ?? typed).replace(/[\s-]/g, "");
    if (!/^[0-9]{6}$/.test(code)) {
      say(t("web-bad-code"), { assertive: true });
      return;
    }
    await this.enter(code);
  }

  /** Go to the table `code`: back into our seat if this browser holds its token, else to its seats. */
  async enter(code) {
    this.left = null;  // asked for again: its frames are drawn
    const kept = keptSeat(code);
    if (kept) {
      const last = this.seen?.code === code ? this.seen.seq : 0;
      const answer = await this.connection.request({ type: "resume", code, seat: kept.seat, token: kept.token, last });
      if (answer.type !== "error") {
        this.onSeated();
        return;
      }
      if (answer.reason !== "not_found") {
        // A refusal for now (too many codes, the server busy): the token is kept for a reload.
        this.refused(answer);
        this.view = "lobby";
        this.draw();
        return;
      }
      forget(SEAT_KEY + code);
    }
    const answer = await this.connection.request({ type: "join", code });
    if (answer.type === "error") {
      if (answer.reason === "not_found") {
        // Not the seat half of the server's answer: a code was typed or followed, and no table has it.
        say(t("web-no-such-code", { code: spacedCode(code) }), { assertive: true });
      } else {
        this.refused(answer);
      }
      this.view = "lobby";
      history.replaceState(null, "", "/");
      this.draw();
      return;
    }
    this.typedCode = "";
    if (answer.started) {
      // No seat to choose: the game began without this player; say so, not "choose a free seat".
      say(t("web-started-without-you"), { assertive: true });
    } else {
      say(t("web-table-found", { code: spacedCode(answer.code) }));
    }
    this.focusHeading = true;
    this.draw();
  }

  /** Back from a table whose game began without us: the lobby, to open a table or join another.
   * Nothing to tell the server: the next table we open or join replaces this one; until then
   * what it still sends of this table is not drawn (`left`). */
  toLobby() {
    this.left = this.table?.code ?? null;
    this.table = null;
    this.view = "lobby";
    history.replaceState(null, "", "/");
    this.focusHeading = true;
    this.draw();
  }

  /** Stop watching: back to the first screen (the room's list). */
  async unwatch() {
    await this.connection.request({ type: "unwatch" });
    this.quiet = false;
    this.onUnwatched();
    this.toLobby();
  }

  async take(seat) {
    const name = this.main.querySelector("#name").value;
    remember(NAME_KEY, name);
    const answer = await this.connection.request({ type: "seat", seat, name, lang: words().lang });
    if (answer.type === "error") {
      this.refused(answer);
      return;
    }
    this.onSeated();
  }

  async start() {
    const answer = await this.connection.request({ type: "start" });
    if (answer.type === "error") {
      this.refused(answer);
    }
  }

  // ------------------------------------------------------------------ drawing

  draw() {
    const focused = document.activeElement && document.activeElement.id;
    show(this.main, this.view === "table" && this.table ? this.seatChoice() : this.lobby());
    const again = focused && this.main.querySelector(`#${CSS.escape(focused)}`);
    if (this.focusHeading) {
      this.focusHeading = false;
      this.main.querySelector("h1").focus();
    } else if (again) {
      again.focus();
    }
  }

  choice(option) {
    const key = option.field;
    const choices = this.choicesOf(option);
    const value = this.choices[key] ?? option.default;
    return choices.some((c) => c.value === value) ? value : choices[0].value;
  }

  choicesOf(option) {
    if (option.follows) {
      return option.choices[String(this.choices[option.follows] ?? words().form[option.follows].default)];
    }
    return option.choices;
  }

  select(id, label, choices, value, onChange) {
    const field = el("select", { id, onchange: (e) => onChange(choices[e.target.selectedIndex].value) },
      choices.map((c) => el("option", { selected: c.value === value }, c.text)));
    return [el("label", { for: id }, label), field];
  }

  nameField() {
    return [el("label", { for: "name" }, t("web-name")),
      el("input", { id: "name", name: "name", autocomplete: "nickname", maxlength: 24, required: true,
        value: recall(NAME_KEY) ?? "" })];
  }

  lobby() {
    const form = words().form;
    const rules = this.choices.rules ?? form.rules.default;
    // `novalidate`: a refusal is said in our words (the server's `bad_name`), not in the browser's bubble.
    const openForm = el("form", { "aria-labelledby": "open-heading", novalidate: true, onsubmit: (e) => this.open(e) },
      el("h2", { id: "open-heading" }, t("web-open-heading")),
      el("p", { class: "note" }, t("web-open-note")),
      this.select("rules", form.rules.label, form.rules.choices, rules, (v) => {
        this.choices.rules = v;
        this.draw();
      }),
      form.options.map((option) => this.select(`option-${option.field}`, option.label, this.choicesOf(option),
        this.choice(option), (v) => { this.choices[option.field] = v; })),
      this.select("level", form.level.label, form.level.choices, this.choices.level ?? form.level.default,
        (v) => { this.choices.level = v; }),
      // In the room a table is opened for the room (the player came to meet people); else for friends.
      el("p", { class: "check" }, el("input", { type: "checkbox", id: "public", checked: this.room.inside }),
        el("label", { for: "public" }, t("web-public"))),
      el("button", { type: "submit" }, t("web-open")));
    const joinForm = el("form", { "aria-labelledby": "join-heading", novalidate: true, onsubmit: (e) => this.join(e) },
      el("h2", { id: "join-heading" }, t("web-join-heading")),
      el("label", { for: "code" }, t("web-code")),
      el("input", { id: "code", name: "code", inputmode: "numeric", autocomplete: "off", "aria-describedby": "code-note",
        maxlength: 200, value: this.typedCode || null }),
      el("p", { id: "code-note", class: "note" }, t("web-code-note")),
      el("button", { type: "submit" }, t("web-join")));
    // The name first: the room, a table opened and a seat taken all use it.
    return [el("h1", { tabindex: -1 }, t("web-lobby-heading")), el("p", { class: "name" }, this.nameField()),
      this.room.nodes(), openForm, joinForm];
  }

  seatChoice() {
    const table = this.table;
    const code = spacedCode(table.code);
    const seated = table.you !== null && table.you !== undefined;
    const link = `${location.origin}/t/${table.code}`;
    const heading = table.watching && !seated ? "web-watching-heading" : "web-table-heading";
    const parts = [
      el("h1", { tabindex: -1 }, t(heading, { code })),
      el("p", { class: "link" }, tParts("web-table-link", { link: el("a", { href: link }, link) })),
    ];
    if (!seated && !table.started) {
      parts.push(...this.nameField());
    }
    parts.push(el("h2", { id: "seats-heading" }, t("web-seats")),
      el("ul", { id: "seats", "aria-labelledby": "seats-heading" }, table.seats.map((seat) => this.seatItem(seat, seated))));
    const watching = table.watching && !seated;
    if (seated && table.creator === table.you && typeof table.watchable === "boolean") {
      // The opener lets people watch, or not (closing ends every watching now).
      parts.push(el("p", { class: "check" }, el("input", { type: "checkbox", id: "watchable", checked: table.watchable,
        onchange: (e) => this.connection.send({ type: "watchers", open: e.target.checked }) }),
      el("label", { for: "watchable" }, t("web-watchable"))));
    }
    if (watching) {
      parts.push(el("button", { type: "button", id: "unwatch", onclick: () => this.unwatch() }, t("web-unwatch")));
    } else if (table.started) {
      parts.push(el("p", {}, t(seated ? "web-started" : "web-started-without-you")));
      if (!seated) {
        parts.push(el("button", { type: "button", id: "to-lobby", onclick: () => this.toLobby() }, t("web-to-lobby")));
      }
    } else if (seated && table.creator === table.you) {
      parts.push(el("p", { class: "note", id: "start-note" }, t("web-start-note")),
        el("button", { type: "button", id: "start", "aria-describedby": "start-note", onclick: () => this.start() },
          t("web-start")));
    } else if (seated) {
      parts.push(el("p", {}, t("web-wait-start", { name: table.seats[table.creator].name })));
    }
    return parts;
  }

  seatItem(seat, seated) {
    const number = seat.seat + 1;
    const you = seat.seat === this.table.you;
    let id = "web-seat-person";
    if (you) {
      id = "web-seat-you";
    } else if (seat.kind === "free") {
      id = "web-seat-free";
    } else if (!seat.connected) {
      id = "web-seat-away";
    }
    const take = seat.kind === "free" && !seated && !this.table.started
      ? el("button", { type: "button", id: `take-${seat.seat}`, onclick: () => this.take(seat.seat) },
        t("web-seat-take", { seat: number }))
      : null;
    const relation = this.relation(seat);
    return el("li", { class: you ? "you" : null }, el("span", { class: "seat" }, t(id, { seat: number, name: seat.name })),
      relation && [" ", el("span", { class: "relation" }, relation)], take);
  }

  /** Who a seat is to the player: partner or opponent once seated; while choosing, a free seat's partner. */
  relation(seat) {
    const you = this.table.you;
    if (you !== null && you !== undefined) {
      if (seat.seat === you) {
        return null;
      }
      return t((seat.seat - you + 4) % 2 === 0 ? "web-seat-your-partner" : "web-seat-your-opponent");
    }
    const across = this.table.seats[(seat.seat + 2) % 4];
    return seat.kind === "free" && across.kind === "human" ? t("web-seat-partner-of", { name: across.name }) : null;
  }
}

/** The seat this browser took at table `code` and its token, if it keeps one that it can read. */
function keptSeat(code) {
  const text = recall(SEAT_KEY + code);
  if (text === null) {
    return null;
  }
  try {
    const kept = JSON.parse(text);
    if (Number.isInteger(kept?.seat) && typeof kept?.token === "string") {
      return kept;
    }
  } catch { /* unreadable: forgotten below */ }
  forget(SEAT_KEY + code);
  return null;
}
