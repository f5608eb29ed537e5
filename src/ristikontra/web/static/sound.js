// The earcons, played in the page with Web Audio: each message's `sound` (card, turn, trick_won
// ...) is the same file the terminal plays, fetched from this server (/sounds/NAME.wav) the first
// time it is needed and kept decoded. On or off and the volume are the seat's settings (the
// `output` of a `say` frame: F9/F10 and the options menu): the page's own controls set them at
// the seat too (`option`), so they and the Options section never disagree.

import { el } from "./dom.js";
import { recall, remember } from "./kept.js";
import { t } from "./strings.js";

/** A sound's name as the server sends it (`card`, `trick_won`): anything else is never fetched. */
const SOUND_NAME = /^[a-z][a-z_]{0,31}$/;
const KEPT = "ristikontra.sound";

const state = { on: true, volume: 70 };
let connection = null;
let context = null;
const decoded = new Map();   // name -> Promise of an AudioBuffer (or null: it could not be read)

try {
  const kept = JSON.parse(recall(KEPT) ?? "null");
  if (kept && typeof kept.on === "boolean" && Number.isInteger(kept.volume)) {
    Object.assign(state, { on: kept.on, volume: clampVolume(kept.volume) });
  }
} catch { /* storage off or unreadable: the defaults */ }

function clampVolume(value) {
  return Math.max(0, Math.min(100, Math.round(Number(value) || 0)));
}

function keep() {
  remember(KEPT, JSON.stringify(state));
  for (const box of document.querySelectorAll("#sound-on")) { box.checked = state.on; }
  for (const range of document.querySelectorAll("#sound-volume")) { range.value = String(state.volume); }
}

/** A browser starts audio only after a gesture of the player's: the context is made (or woken) then. */
function audio() {
  if (context === null) {
    const Context = window.AudioContext ?? window.webkitAudioContext;
    if (!Context) {
      return null;
    }
    context = new Context();
  }
  if (context.state === "suspended") {
    context.resume().catch(() => { /* woken by the next gesture */ });
  }
  return context;
}

for (const gesture of ["pointerdown", "keydown"]) {
  document.addEventListener(gesture, () => { if (state.on) { audio(); } }, { capture: true });
}

function buffer(name) {
  if (!decoded.has(name)) {
    decoded.set(name, fetch(`/sounds/${name}.wav`)
      .then((answer) => (answer.ok ? answer.arrayBuffer() : Promise.reject(new Error(String(answer.status)))))
      .then((bytes) => audio().decodeAudioData(bytes))
      .catch(() => null));
  }
  return decoded.get(name);
}

export async function play(name) {
  if (!state.on || state.volume === 0 || !SOUND_NAME.test(name) || audio() === null) {
    return;
  }
  const sound = await buffer(name);
  if (sound === null) {
    return;
  }
  const source = context.createBufferSource();
  const gain = context.createGain();
  gain.gain.value = state.volume / 100;
  source.buffer = sound;
  source.connect(gain).connect(context.destination);
  source.start();
}

/** A `say` frame: its settings first, then each message's earcon, in order. */
export function onSay(frame) {
  if (frame.output) {
    state.on = Boolean(frame.output.sound);
    state.volume = clampVolume(frame.output.sound_volume);
    keep();
  }
  for (const message of frame.messages ?? []) {
    if (message.sound) {
      play(message.sound);
    }
  }
}

/** Set up once the page has its connection. */
export function mountSound(withConnection) {
  connection = withConnection;
}

/** A control of the page set `name` (`sound`, `sound_volume`) at the seat; the seat's `output`
 * confirms it. Not sent (no connection): the control shows the value still in force. */
function set(name, value) {
  if (connection?.send({ type: "option", name, value })) {
    if (name === "sound") {
      state.on = value;
    } else {
      state.volume = value;
    }
  }
  keep();
}

/** The page's options: sounds on or off, and their volume (the seat's settings, as in the Options section). */
export function soundControls() {
  return [
    el("div", { class: "check" },
      el("input", { type: "checkbox", id: "sound-on", checked: state.on,
        onchange: (event) => set("sound", event.target.checked) }),
      el("label", { for: "sound-on" }, t("web-sound"))),
    el("label", { for: "sound-volume" }, t("web-sound-volume")),
    el("input", { type: "range", id: "sound-volume", min: 0, max: 100, step: 10, value: state.volume,
      onchange: (event) => { set("sound_volume", Math.round(clampVolume(event.target.value) / 10) * 10); play("card"); } }),
  ];
}
