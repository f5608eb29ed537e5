"""The announcer: events and questions into fluent messages in each language of locales/.

``Announcer(lang, seat, verbosity, use_names)`` answers with :class:`Message` objects
(`text`, `short`, `sound`, `interrupt`); :class:`Narrator` turns a game into text lines.
"""

from ristikontra.announce.announcer import Announcer
from ristikontra.announce.message import SOUNDS, VERBOSITIES, Message, MessageKind, Sound, Verbosity
from ristikontra.announce.narration import Narrator

__all__ = ["SOUNDS", "VERBOSITIES", "Announcer", "Message", "MessageKind", "Narrator", "Sound", "Verbosity"]
