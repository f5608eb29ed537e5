"""How fast the browser page speaks: page load to the first words said, and key press to the live
region's new text.

    python benchmarks/bench_web.py [--loads 20] [--keys 200]

A real `ristikontra serve` on a loopback port (computers in the server's threads, no pause) and
a real Chromium (Debian's `/usr/bin/chromium`, driven by Playwright, as tests/web/ drives it).

- Load: a new browser context (empty cache and storage, as a first visit) opens the page; the
  time from the navigation's start to the first message in a live region (the page's own
  "Connecting to the server…", said once its words have come from the server). `--loads` times.
- Keys: one page opens a table with computers, starts the game and waits for its turn; then
  arrow keys (Right, Left, Right ...: each moves the cursor and the server says the card), one
  at a time, each timed from the key's `keydown` to the live region holding the answer (a
  MutationObserver, both clocks the page's own). The page writes a region at most every 150 ms
  (VoiceOver repeats a region written twice in quick succession), so the keys come at a
  person's pace, one 160 ms after the last answer: what is measured is the answer, not the wait.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_server import quick_server

CHROMIUM = os.environ.get("RISTIKONTRA_CHROMIUM", "/usr/bin/chromium")
#: No internet here: the browser must not try to reach it (nor need a sandbox as root).
CHROMIUM_ARGS = ["--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--no-first-run", "--disable-default-apps", "--no-default-browser-check"]
#: The page writes its live region at most this often (static/messages.js REGION_GAP), plus a little.
KEY_GAP_MS = 160

#: Installed before the page's scripts: when a message first appears in a live region.
FIRST_WORDS = """(() => {
  const seen = new MutationObserver(() => {
    if (document.getElementById("spoken")?.textContent) {
      window.firstWords = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
})();"""

#: Each key's `keydown` time and each write of a live region with text in it, on the page's clock.
KEY_TIMES = """() => {
  window.keyAt = null;
  window.writes = [];
  document.addEventListener("keydown", (event) => { window.keyAt = event.timeStamp; }, true);
  const region = document.getElementById("spoken");
  new MutationObserver(() => {
    if (region.textContent) { window.writes.push(performance.now()); }
  }).observe(region, { childList: true, characterData: true, subtree: true });
}"""


@contextmanager
def serve() -> Iterator[str]:
    """A real `ristikontra serve` with a data folder of its own; yields the page's address."""
    with quick_server("bench-web-") as (_server, port, _data):
        yield f"http://127.0.0.1:{port}/"


@contextmanager
def chromium() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    args = [*CHROMIUM_ARGS, *(["--no-sandbox"] if os.geteuid() == 0 else [])]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def page_loads(browser: Any, url: str, loads: int) -> list[float]:
    """Milliseconds from each first visit's navigation to the first words in a live region."""
    times = []
    for _ in range(loads):
        context = browser.new_context(locale="en-GB")
        try:
            context.add_init_script(FIRST_WORDS)
            page = context.new_page()
            page.goto(url)
            page.wait_for_function("() => window.firstWords !== undefined", timeout=10_000)
            times.append(float(page.evaluate("window.firstWords")))
        finally:
            context.close()
    return times


def key_answers(browser: Any, url: str, keys: int) -> list[float]:
    """Milliseconds from each arrow key's `keydown` to its answer in a live region."""
    context = browser.new_context(locale="en-GB")
    context.set_default_timeout(10_000)
    try:
        page = context.new_page()
        page.goto(url)
        page.get_by_label("Your name").fill("Bench")
        page.get_by_role("button", name="Open the table").click()
        page.get_by_role("listbox", name="Card table").wait_for()
        page.wait_for_function("() => document.activeElement?.id === 'hand'")
        page.keyboard.press("Enter")  # start: computers in the other seats
        page.wait_for_function("""() => [...document.querySelectorAll("#log p")]
            .some((p) => p.textContent === "Your turn." || p.textContent === "Your lead.")""")
        page.keyboard.press("Home")
        page.wait_for_timeout(2 * KEY_GAP_MS)
        page.evaluate(KEY_TIMES)
        times = []
        for n in range(keys):
            written = page.evaluate("window.writes.length")
            page.keyboard.press("ArrowRight" if n % 2 == 0 else "ArrowLeft")
            page.wait_for_function("n => window.writes.length > n", arg=written)
            times.append(float(page.evaluate("n => window.writes[n] - window.keyAt", written)))
            page.wait_for_timeout(KEY_GAP_MS)
        return times
    finally:
        context.close()


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run(loads: int, keys: int) -> dict[str, Any]:
    with serve() as url, chromium() as browser:
        page_loads(browser, url, 1)  # warm up: the server's imports and catalogs, the browser's start
        loaded = sorted(page_loads(browser, url, loads))
        answered = sorted(key_answers(browser, url, keys))
    return {"loads": len(loaded), "load_to_first_words_ms_p50": round(statistics.median(loaded), 1),
            "load_to_first_words_ms_max": round(loaded[-1], 1),
            "keys": len(answered), "key_to_live_region_ms_p50": round(statistics.median(answered), 1),
            "key_to_live_region_ms_p99": round(percentile(answered, 0.99), 1),
            "key_to_live_region_ms_max": round(answered[-1], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=20, help="first visits timed")
    parser.add_argument("--keys", type=int, default=200, help="arrow keys timed")
    args = parser.parse_args()
    started = time.monotonic()
    result = run(args.loads, args.keys)
    print(json.dumps(result | {"seconds": round(time.monotonic() - started, 1)}))


if __name__ == "__main__":
    main()
