// The page's own voice: the browser's speech (Web Speech API) for players without a screen
// reader. Off unless the player turns it on (a screen reader already reads the live regions, and
// two voices at once help nobody), or the seat's speech setting is `voice` (the options menu, F7).
// As at the terminal, each new key cuts off what is being said, and a message that interrupts
// cuts off the one before; Escape's `silence` stops it too.

import { el } from "./dom.js";
import { recall, remember } from "./kept.js";
import { t } from "./strings.js";

const KEPT = "ristikontra.voice";
const synth = window.speechSynthesis ?? null;
const state = { on: false, volume: 80, rate: 50, lang: "" };
let connection = null;

state.on = recall(KEPT) === "on";

function keep() {
  remember(KEPT, state.on ? "on" : "off");
  for (const box of document.querySelectorAll("#voice-on")) { box.checked = state.on; }
}

export function stop() {
  if (synth) {
    synth.cancel();
  }
}

/** Keys the page reads itself: the voice stops at once, before the key's answer is said. */
document.addEventListener("keydown", (event) => {
  if (state.on && !["Shift", "Control", "Alt", "Meta"].includes(event.key)) {
    stop();
  }
}, { capture: true });

function speak(text, interrupt) {
  if (!synth || !text) {
    return;
  }
  if (interrupt) {
    synth.cancel();
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = state.lang || document.documentElement.lang;
  utterance.volume = state.volume / 100;
  // The seat's rate 0-100 (50 is the voice's own pace) as the browser's 0.5-2.
  utterance.rate = state.rate <= 50 ? 0.5 + state.rate / 100 : 1 + (state.rate - 50) / 50;
  synth.speak(utterance);
}

/** A section of the page opened (the rules, the review, the options): a screen reader reads its
 * heading, which takes the focus; the own voice says it, so its player knows where the keys are. */
export function sayHeading(text) {
  if (state.on) {
    speak(text, true);
  }
}

/** A `say` frame: its settings, then each message in order. */
export function onSay(frame) {
  const output = frame.output;
  if (output) {
    if (output.speech === "voice") {
      state.on = true;
    } else if (output.speech !== "auto") {
      state.on = false;   // the screen reader, text only, or nothing: the page stays silent
    }
    state.volume = Number(output.voice_volume ?? state.volume);
    state.rate = Number(output.voice_rate ?? state.rate);
    if (output.lang) {
      state.lang = output.lang;
    }
    keep();
  }
  if (!state.on) {
    return;
  }
  if (frame.silence) {
    stop();
  }
  for (const message of frame.messages ?? []) {
    speak(message.text, message.interrupt);
  }
}

/** Set up once the page has its connection. */
export function mountVoice(withConnection) {
  connection = withConnection;
}

/** The page's option: the own voice on or off. It is the seat's speech setting too (`voice`, or
 * `auto`: the page's default, the voice off), so the Options section says what the page does. */
export function voiceControls() {
  return el("div", { class: "check" },
    el("input", { type: "checkbox", id: "voice-on", checked: state.on,
      onchange: (event) => {
        const on = event.target.checked;
        if (connection?.send({ type: "option", name: "speech", value: on ? "voice" : "auto" })) {
          state.on = on;
          if (!state.on) {
            stop();
          }
        }
        keep();
      } }),
    el("label", { for: "voice-on" }, t("web-voice")));
}
