// The room on the page's first screen (docs/PROTOCOL.md "The room"): the public tables open
// now as a list (each a sentence, with a button to sit down and one to watch), who is here
// (each with a button to mute their chat for oneself), and the room's chat. The server sends
// the whole room on entering and every change after; the list is drawn anew from it, the focus
// kept on the same control, and what changed is said politely, in brief and merged: at most one
// sentence every NEWS_EVERY ms, never a line per change, and only while the first screen shows.

import { el } from "./dom.js";
import { say } from "./messages.js";
import { spacedCode, t, words } from "./strings.js";

const NEWS_EVERY = 3000;
/** Room chat lines kept on the page. */
const LINES_KEPT = 50;

export class Room {
  constructor(lobby, connection) {
    this.lobby = lobby;
    this.connection = connection;
    this.you = null;          // our name in the room; null: not in it
    this.tables = new Map();  // code -> entry
    this.members = new Map(); // name folded -> { name, lang }
    this.muted = new Set();   // names folded
    this.lines = [];          // the room's chat, oldest first: { name, text }
    this.news = freshNews();
    this.newsAt = -Infinity;
    this.newsTimer = null;
  }

  get inside() {
    return this.you !== null;
  }

  // ------------------------------------------------------------------ requests

  async enter() {
    const name = this.lobby.main.querySelector("#name").value;
    this.lobby.rememberName(name);
    const answer = await this.connection.request({ type: "room", name, lang: words().lang });
    if (answer.type === "error") {
      this.lobby.refused(answer);
      return;
    }
    this.whole(answer);
    say(t("web-room-entered", { name: this.you }));
    this.lobby.draw();
    this.lobby.main.querySelector("#room-tables-heading")?.focus();
  }

  /** After a lost connection: the room again, under the same name (its whole state comes anew). */
  async again() {
    const answer = await this.connection.request({ type: "room", name: this.you, lang: words().lang });
    if (answer.type === "error") {
      this.you = null;
      this.lobby.refused(answer);
    } else {
      this.whole(answer);
    }
    this.lobby.draw();
  }

  async leave() {
    await this.connection.request({ type: "room_leave" });
    this.you = null;
    this.tables.clear();
    this.members.clear();
    this.lobby.draw();
    this.lobby.main.querySelector("#room-enter")?.focus();
  }

  async watch(code) {
    const name = this.you ?? this.lobby.knownName();
    const answer = await this.connection.request({ type: "watch", code, name });
    if (answer.type === "error") {
      this.lobby.refused(answer);
      return;
    }
    this.lobby.watching();
  }

  send(event) {
    event.preventDefault();
    const field = this.lobby.main.querySelector("#room-line");
    const text = field.value.trim();
    if (text === "") {
      say(t("web-chat-empty"), { assertive: true });
      return;
    }
    field.value = "";
    this.connection.request({ type: "room_chat", text }).then((answer) => {
      if (answer.type === "error") {
        field.value = field.value || text;  // not sent: kept to send again
        this.lobby.refused(answer);
      }
    });
  }

  mute(name) {
    const on = !this.muted.has(fold(name));
    this.connection.send({ type: "mute", name, on });
    if (on) {
      this.muted.add(fold(name));
    } else {
      this.muted.delete(fold(name));
    }
    say(t(on ? "web-room-muted" : "web-room-unmuted", { name }));
    this.lobby.draw();
  }

  // ------------------------------------------------------------------ frames

  /** Whether `frame` was the room's (then nobody else reads it). */
  onFrame(frame) {
    if (frame.type === "room") {
      this.whole(frame);
    } else if (frame.type === "room_update") {
      this.update(frame);
    } else if (frame.type === "room_chat") {
      this.chatLine(frame);
    } else if (frame.type === "muted") {
      this.muted = new Set((frame.names ?? []).map(fold));
    } else if (frame.type !== "room_left") {
      return false;
    }
    return true;
  }

  whole(frame) {
    this.you = String(frame.you ?? "");
    this.tables = new Map((frame.tables ?? []).map((entry) => [entry.code, entry]));
    this.members = new Map((frame.members ?? []).map((m) => [fold(m.name), m]));
  }

  update(frame) {
    if (!this.inside) {
      return;
    }
    const focusedCode = this.focusedCode();
    let here = false;
    for (const entry of frame.tables ?? []) {
      if (!this.tables.has(entry.code)) {
        this.news.opened.add(entry.code);
      }
      here ||= entry.code === focusedCode;
      this.tables.set(entry.code, entry);
    }
    for (const code of frame.gone ?? []) {
      if (this.tables.delete(code)) {
        this.news.closed.add(code);
      }
    }
    for (const member of frame.came ?? []) {
      this.members.set(fold(member.name), member);
      if (fold(member.name) !== fold(this.you)) {
        this.news.came.push(member.name);
      }
    }
    for (const name of frame.went ?? []) {
      this.members.delete(fold(name));
      this.news.went.push(name);
    }
    this.news.here ||= here;
    if (this.lobby.view === "lobby") {
      this.lobby.draw();
    }
    this.sayNewsSoon();
  }

  chatLine(frame) {
    const line = { name: String(frame.name ?? ""), text: String(frame.text ?? "") };
    this.lines.push(line);
    this.lines.splice(0, Math.max(0, this.lines.length - LINES_KEPT));
    if (this.lobby.view === "lobby") {
      if (fold(line.name) !== fold(this.you)) {
        say(t("web-room-said", line));
      }
      this.lobby.draw();
    }
  }

  // ------------------------------------------------------------------ news

  sayNewsSoon() {
    if (this.newsTimer !== null) {
      return;
    }
    const wait = this.newsAt + NEWS_EVERY - performance.now();
    this.newsTimer = setTimeout(() => {
      this.newsTimer = null;
      this.sayNews();
    }, Math.max(0, wait));
  }

  sayNews() {
    const news = this.news;
    this.news = freshNews();
    if (this.lobby.view !== "lobby" || !this.inside) {
      return;
    }
    // A table opened and closed again, a person in and out, within the same news is no news.
    const opened = [...news.opened].filter((code) => !news.closed.has(code));
    const closed = [...news.closed].filter((code) => !news.opened.has(code));
    const came = news.came.filter((name) => !news.went.includes(name));
    const went = news.went.filter((name) => !news.came.includes(name));
    const parts = [];
    if (opened.length) {
      parts.push(t("web-room-news-opened", { count: opened.length }));
    }
    if (closed.length) {
      parts.push(t("web-room-news-closed", { count: closed.length }));
    }
    if (came.length) {
      parts.push(t("web-room-news-came", { names: came.join(", ") }));
    }
    if (went.length) {
      parts.push(t("web-room-news-went", { names: went.join(", ") }));
    }
    const code = this.focusedCode();
    if (news.here && code && this.tables.has(code)) {
      parts.push(t("web-room-news-here", { line: this.describe(this.tables.get(code)) }));
    }
    if (parts.length) {
      this.newsAt = performance.now();
      say(parts.join(" "));
    }
  }

  /** The code of the table whose button has the focus, if one has. */
  focusedCode() {
    const id = document.activeElement?.id ?? "";
    return /^(sit|watch)-([0-9]{6})$/.exec(id)?.[2] ?? null;
  }

  // ------------------------------------------------------------------ drawing

  tableName(entry) {
    return entry.opener ? t("web-room-table", { opener: entry.opener })
      : t("web-room-table-code", { code: spacedCode(entry.code) });
  }

  describe(entry) {
    const form = words().form;
    const rules = form.rules.choices.find((c) => c.value === entry.rules)?.text ?? entry.rules;
    const level = form.level.choices.find((c) => c.value === entry.level)?.text ?? entry.level;
    const people = entry.seats.filter((s) => s.kind === "human").map((s) => s.name);
    const state = entry.over ? "web-room-over" : entry.started ? "web-room-playing" : "web-room-waiting";
    let line = t("web-room-entry", { table: this.tableName(entry), people: people.length ? people.join(", ")
      : t("web-room-nobody"), free: entry.free, rules, level, state: t(state) });
    if (entry.watchers) {
      line += ` ${t("web-room-entry-watchers", { count: entry.watchers })}`;
    }
    if (entry.langs?.length) {
      const names = entry.langs.map((code) => words().languages.find((l) => l.code === code)?.named ?? code);
      line += ` ${t("web-room-entry-langs", { langs: names.join(", ") })}`;
    }
    return line;
  }

  /** The room's part of the first screen. */
  nodes() {
    const heading = el("h2", { id: "room-heading" }, t("web-room-heading"));
    if (!this.inside) {
      return el("section", { "aria-labelledby": "room-heading", class: "room" }, heading,
        el("p", { class: "note" }, t("web-room-note")),
        el("button", { type: "button", id: "room-enter", onclick: () => this.enter() }, t("web-room-enter")));
    }
    const entries = [...this.tables.values()].sort((a, b) => (a.started - b.started) || (a.free === 0) - (b.free === 0)
      || a.code.localeCompare(b.code));
    const list = entries.length === 0 ? el("p", { id: "room-empty" }, t("web-room-no-tables"))
      : el("ul", { id: "room-tables", "aria-labelledby": "room-tables-heading" }, entries.map((entry) => {
        const name = this.tableName(entry);
        const sit = !entry.started && entry.free > 0
          ? el("button", { type: "button", id: `sit-${entry.code}`, onclick: () => this.lobby.enter(entry.code) },
            t("web-room-sit", { table: name }))
          : null;
        const watch = entry.watchable
          ? el("button", { type: "button", id: `watch-${entry.code}`, onclick: () => this.watch(entry.code) },
            t("web-room-watch", { table: name }))
          : null;
        return el("li", {}, el("span", {}, this.describe(entry)), " ", sit, " ", watch);
      }));
    const people = [...this.members.values()].sort((a, b) => fold(a.name).localeCompare(fold(b.name)));
    return el("section", { "aria-labelledby": "room-heading", class: "room" }, heading,
      el("h3", { id: "room-tables-heading", tabindex: -1 }, t("web-room-tables")), list,
      el("h3", { id: "room-people-heading" }, t("web-room-people")),
      el("ul", { id: "room-people", "aria-labelledby": "room-people-heading" }, people.map((member) => {
        if (fold(member.name) === fold(this.you)) {
          return el("li", {}, t("web-room-you", { name: member.name }));
        }
        return el("li", {}, member.name, " ", el("button", { type: "button", id: `mute-${encodeURIComponent(fold(member.name)).replaceAll("%", "_")}`,
          "aria-pressed": String(this.muted.has(fold(member.name))), onclick: () => this.mute(member.name) },
        t("web-room-mute", { name: member.name })));
      })),
      el("h3", { id: "room-chat-heading" }, t("web-room-chat")),
      el("ul", { id: "room-lines", "aria-labelledby": "room-chat-heading" },
        this.lines.map((line) => el("li", {}, t("web-room-said", line)))),
      el("form", { "aria-labelledby": "room-chat-heading", novalidate: true, onsubmit: (e) => this.send(e) },
        el("label", { for: "room-line" }, t("web-room-line")),
        el("input", { id: "room-line", autocomplete: "off", maxlength: this.connection.limits.chat ?? 200 }),
        el("button", { type: "submit" }, t("web-room-send"))),
      el("button", { type: "button", id: "room-leave", onclick: () => this.leave() }, t("web-room-leave")));
  }
}

function freshNews() {
  return { opened: new Set(), closed: new Set(), came: [], went: [], here: false };
}

function fold(name) {
  return String(name ?? "").toLowerCase();
}
