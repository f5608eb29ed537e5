"""Play or test Ristikontra from this folder, with nothing installed system-wide.

    python3 run.py play [game options]     # e.g. python3 run.py play --lang de
    python3 run.py web                     # play in the browser (a server of your own)
    python3 run.py online|serve|doctor|simulate [options]   # the game's other commands
    python3 run.py test [pytest options]   # e.g. python3 run.py test tests/engine
    python3 run.py --help                  # every command and what it does

The first run makes a virtual environment in `.venv` beside this file and installs the game
into it (`pip install -e .`, with the test tools for `test`); later runs reuse it and reinstall
only when pyproject.toml changed. A virtual environment is what Python's own packaging guide
recommends, it needs no administrator rights, and Debian and Ubuntu allow it under PEP 668,
where a plain `pip install` is refused. Where Python lacks ensurepip (Debian without the
python3-venv package), pip comes from the system's pip instead; `--venv DIR` picks another
folder (CI keeps one per Python version). Where prismatoid (Prism, one of the routes to a screen
reader) has no wheel for the machine and cannot be built, the game is installed without it, and
run.py says so in one line; a start a day later or more tries prismatoid alone once more (a wheel
may have come out, a compiler been installed), and a new Python installs everything afresh.
"""

import difflib
import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
MIN_PYTHON = (3, 10)
#: The game's commands run.py starts as they are (`ristikontra <verb> ...` once installed).
GAME_VERBS = ("play", "online", "serve", "doctor", "simulate", "web")
#: What `python3 run.py`, `--help` and a mistyped command show: every verb and what it does.
HELP = {
    "en": """Ristikontra, the Finnish card game, for blind and sighted players.

usage: {run} COMMAND [options]

Commands:
  play       play at this computer with computer players (the start menu)
  web        play in your web browser, with computers or with friends
  online     play at a table on a server: online create, or online join CODE, with --server ws://host:port
  serve      run a server where friends play together, at the terminal and in the browser
  doctor     check speech, the screen reader and sound, and say what to do if you hear nothing
  simulate   let computer players play games against each other and write the log
  test       run the test suite (for developers)

Options follow the command: {run} play --lang de. {run} play --help lists them all.
The first run sets up .venv beside run.py (--venv DIR before the command picks another folder).""",
    "de": """Ristikontra, das finnische Kartenspiel, für blinde und sehende Spieler.

Aufruf: {run} BEFEHL [Optionen]

Befehle:
  play       an diesem Rechner mit Computerspielern spielen (das Startmenü)
  web        im Webbrowser spielen, mit Computern oder mit Freunden
  online     an einem Tisch auf einem Server spielen: online create oder online join CODE, mit --server ws://host:port
  serve      einen Server betreiben, an dem Freunde zusammen spielen, im Terminal und im Browser
  doctor     Sprachausgabe, Screenreader und Ton prüfen und sagen, was zu tun ist, wenn nichts zu hören ist
  simulate   Computerspieler gegeneinander spielen lassen und das Protokoll schreiben
  test       die Tests ausführen (für Entwickler)

Optionen stehen hinter dem Befehl: {run} play --lang de. {run} play --help zählt sie alle auf.
Der erste Start richtet .venv neben run.py ein (--venv ORDNER vor dem Befehl wählt einen anderen Ordner).""",
}
#: A command run.py does not know, and the nearest it knows.
UNKNOWN = {
    "en": ("run.py: unknown command \u201c{verb}\u201d.", " Did you mean {near}?"),
    "de": ("run.py: unbekannter Befehl \u201e{verb}\u201c.", " Meintest du {near}?"),
}

#: Said when the game installed without prismatoid, which has wheels only for the common machines.
NO_PRISM = {
    "en": "The screen reader through Prism is not available on this machine (prismatoid does not install "
          "here); the game speaks by its other routes.",
    "de": "Der Screenreader über Prism ist auf diesem Rechner nicht verfügbar (prismatoid lässt sich hier "
          "nicht installieren); das Spiel spricht über seine anderen Wege.",
}
#: Said as prismatoid is tried again, and when it installed then.
PRISM_AGAIN = {
    "en": "Trying once more to install Prism (prismatoid), one of the routes to your screen reader ...",
    "de": "Noch ein Versuch, Prism (prismatoid) zu installieren, einen der Wege zu deinem Screenreader ...",
}
PRISM_NOW = {
    "en": "Prism is installed now: the game can reach your screen reader through it too.",
    "de": "Prism ist jetzt installiert: Das Spiel erreicht deinen Screenreader nun auch darüber.",
}
#: In the stamp file: prismatoid did not install, at this time (seconds since the epoch).
NO_PRISM_MARK = "no-prism:"
#: How long after that a start tries prismatoid again (a failed build takes a while: not every start).
PRISM_RETRY_AFTER = 24 * 3600
#: The prismatoid requirement for this machine, as the installed metadata lists it (nothing
#: where the game does not use Prism at all).
_PRISM_REQUIREMENT = """
import importlib.metadata
from pip._vendor.packaging.requirements import Requirement
for line in importlib.metadata.requires("ristikontra") or []:
    wanted = Requirement(line)
    if wanted.name == "prismatoid" and (wanted.marker is None or wanted.marker.evaluate({"extra": ""})):
        wanted.marker = None
        print(wanted)
"""
#: The game's requirements without prismatoid, as the installed metadata lists them for `extra`
#: (run in the environment: pip's own copy of `packaging` reads the markers).
_REQUIREMENTS = """
import importlib.metadata, sys
from pip._vendor.packaging.requirements import Requirement
for line in importlib.metadata.requires("ristikontra") or []:
    wanted = Requirement(line)
    if wanted.name != "prismatoid" and (wanted.marker is None or wanted.marker.evaluate({"extra": sys.argv[1]})):
        wanted.marker = None
        print(wanted)
"""


def venv_python(folder):
    if os.name == "nt":
        return folder / "Scripts" / "python.exe"
    return folder / "bin" / "python"


def _quiet(args):
    return subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def _install_pip(python):
    """Put pip into a virtual environment made without it; True when it worked."""
    return _quiet([str(python), "-m", "ensurepip", "--upgrade", "--default-pip"]) or pip_from_system(python)


def pip_from_system(python):
    """Without ensurepip (Debian's python3 without python3-venv), the system's pip downloads
    pip (allowed under PEP 668, only installing is not), and that wheel installs itself."""
    with tempfile.TemporaryDirectory(prefix="ristikontra-pip-") as folder:
        if not _quiet([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", folder, "pip"]):
            return False
        wheels = sorted(Path(folder).glob("pip-*.whl"))
        return bool(wheels) and _quiet([str(python), str(wheels[-1] / "pip"), "install", "-q", str(wheels[-1])])


def _make_venv(folder):
    import venv

    print(f"Setting up {folder} (first run only) ...", file=sys.stderr, flush=True)
    venv.EnvBuilder(clear=True, with_pip=False).create(str(folder))
    python = venv_python(folder)
    if not _install_pip(python):
        sys.exit(
            "Python here cannot make a virtual environment with pip. On Debian or Ubuntu run\n"
            "    sudo apt install python3-venv\n"
            "then try again (on Fedora: sudo dnf install python3-pip)."
        )
    return python


def _version(python):
    """`major.minor` of the Python at `python`, or "" if it does not run."""
    try:
        out = subprocess.run([str(python), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                             capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return ""
    return out.stdout.strip() if out.returncode == 0 else ""


def _install_without_prism(python, pip, extra):
    """The game and every requirement of it but prismatoid; True when that worked."""
    if subprocess.run([*pip, "--no-deps", "-e", str(HERE)], capture_output=True).returncode != 0:
        return False
    listed = subprocess.run([str(python), "-c", _REQUIREMENTS, extra], capture_output=True, text=True)
    wanted = [line for line in listed.stdout.splitlines() if line.strip()]
    return listed.returncode == 0 and subprocess.run([*pip, *wanted], capture_output=True).returncode == 0


def prism_due(have, now):
    """Whether the stamp's words `have` say prismatoid did not install, long enough before `now`
    to try it again (a note that cannot be read, or from the future, is due too)."""
    for word in have:
        if word.startswith(NO_PRISM_MARK):
            try:
                since = float(word[len(NO_PRISM_MARK):])
            except ValueError:
                return True
            return not 0 <= now - since < PRISM_RETRY_AFTER
    return False


def _retry_prism(python, stamp_file, have, lang):
    """prismatoid alone, once more, a day or more after it did not install; noted again if it
    still does not, so the next try is a day later. Nothing to do (the usual start) costs nothing."""
    if not prism_due(have, time.time()):
        return
    print(PRISM_AGAIN[lang], file=sys.stderr, flush=True)
    listed = subprocess.run([str(python), "-c", _PRISM_REQUIREMENT], capture_output=True, text=True)
    wanted = [line for line in listed.stdout.splitlines() if line.strip()]
    # Once a day at a game's start: without a network, pip's own retries must not hold it up.
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
           "--timeout", "10", "--retries", "0"]
    done = listed.returncode == 0 and (not wanted or _quiet([*pip, *wanted]))
    kept = [word for word in have if not word.startswith(NO_PRISM_MARK)]
    stamp_file.write_text(" ".join(kept if done else [*kept, f"{NO_PRISM_MARK}{int(time.time())}"]), encoding="utf-8")
    if done and wanted:
        print(PRISM_NOW[lang], file=sys.stderr, flush=True)


def ensure_environment(folder, extra, lang="en"):
    """A virtual environment in `folder` with the game (and `extra`, e.g. test) installed;
    `lang` is the language of what it says.

    A stamp file records what was installed (Python version, pyproject.toml's digest, extras,
    and when prismatoid did not install); pip runs again only when it changed, or for prismatoid
    alone a day after it did not install. A test environment serves for playing too.
    """
    python = venv_python(folder)
    stamp_file = folder / ".ristikontra-installed"
    version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    digest = hashlib.sha256((HERE / "pyproject.toml").read_bytes()).hexdigest()[:16]
    have = stamp_file.read_text(encoding="utf-8").split() if stamp_file.is_file() else []
    if have[:2] == [version, digest] and (extra in have[2:] or not extra):
        _retry_prism(python, stamp_file, have, lang)
        return python
    if not python.is_file() or _version(python) != version:
        if folder.exists() and not stamp_file.is_file() and any(folder.iterdir()):
            sys.exit(f"{folder} exists but was not made by run.py for Python {version}; "
                     "remove it or choose another folder with --venv DIR.")
        python = _make_venv(folder)
    target = f"{HERE}[{extra}]" if extra else str(HERE)
    print(f"Installing Ristikontra{' and its test tools' if extra else ''} into {folder} ...",
          file=sys.stderr, flush=True)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    first = subprocess.run([*pip, "-e", target], capture_output=True, text=True)
    extras = [extra] if extra else []
    if first.returncode != 0:
        # Where prismatoid has no wheel (an old glibc, an unusual machine) pip builds it from
        # source, which fails, and with it the whole install: the game does without Prism.
        if "prismatoid" not in first.stdout + first.stderr or not _install_without_prism(python, pip, extra):
            sys.stderr.write(first.stdout + first.stderr)
            sys.exit(f"Installing into {folder} failed (pip exit code {first.returncode}); the messages above say why.")
        print(NO_PRISM[lang], file=sys.stderr, flush=True)
        extras.append(f"{NO_PRISM_MARK}{int(time.time())}")
    stamp_file.write_text(" ".join([version, digest, *extras]), encoding="utf-8")
    return python


def _run(args):
    """Run `args` in place of this process where the system allows, so the game owns the
    terminal and its signals; returns the exit code otherwise."""
    if os.name != "nt":
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(args[0], args)
    return subprocess.call(args)


def _invoked_as():
    """How this script was started, so that the game's advice names a command that works here."""
    launcher = "py" if os.name == "nt" else "python3"
    script = sys.argv[0] if sys.argv and sys.argv[0].endswith("run.py") else str(HERE / "run.py")
    return f"{launcher} {script}"


def _language(argv):
    """German if the command line or the environment asks for it (run.py has no catalogs)."""
    if "--lang" in argv[:-1]:
        return "de" if argv[argv.index("--lang") + 1] == "de" else "en"
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name)
        if value:
            return "de" if value.lower().startswith(("de", "german", "deutsch")) else "en"
    return "en"


def _help(argv):
    return HELP[_language(argv)].format(run=_invoked_as())


def main(argv):
    if sys.version_info < MIN_PYTHON:
        return f"Ristikontra needs Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer; this is {sys.version.split()[0]}."
    folder = HERE / ".venv"
    if len(argv) >= 2 and argv[0] == "--venv":
        folder, argv = Path(argv[1]).resolve(), argv[2:]
    if argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]  # options alone are the game's, as for `ristikontra --lang de`
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(_help(argv))
        return 0
    if argv[0] not in (*GAME_VERBS, "test"):
        lang = _language(argv)
        unknown, near = UNKNOWN[lang]
        close = difflib.get_close_matches(argv[0], (*GAME_VERBS, "test"), n=1)
        said = unknown.format(verb=argv[0]) + (near.format(near=close[0]) if close else "")
        print(said + "\n\n" + _help(argv), file=sys.stderr)
        return 2
    verb, rest = argv[0], argv[1:]
    python = ensure_environment(folder, "test" if verb == "test" else "", _language(argv))
    if verb in GAME_VERBS:
        # The game's own advice (doctor's next step) names this command, not `ristikontra`,
        # which is on no PATH after the quick start.
        os.environ["RISTIKONTRA_COMMAND"] = _invoked_as()
        return _run([str(python), "-m", "ristikontra", *([verb] if verb != "play" else []), *rest])
    os.chdir(HERE)
    # Not exec'd: pytest's "no tests ran" (exit code 5) must not pass for success.
    code = subprocess.call([str(python), "-m", "pytest", "-q", *rest])
    if code == 5:
        print("run.py: pytest collected no tests; that counts as a failure.", file=sys.stderr)
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
