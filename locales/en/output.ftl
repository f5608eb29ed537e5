## Speech and sound output: notices during the game and `ristikontra doctor`.

## Why this output channel was chosen

output-reason-off = Speech is turned off.
output-reason-text = Output is text, as set.
output-reason-voice = The game speaks with its own voice.
output-reason-screenreader = Output goes through the screen reader, as set.
output-reason-reader-found = { $reader } is running. Output goes through the screen reader.
output-reason-no-reader-voice = No screen reader found. The game speaks with its own voice.
output-no-reader = No screen reader found.
output-reason-no-engine = No speech synthesizer is installed, so output is text.
output-reason-no-audio = No audio device is available, so output is text.

## An output channel fails during the game

output-reader-no-speech = The screen reader cannot be reached: { $engine } gives no speech.
output-failed-screenreader = The screen reader stopped responding.
output-failed-voice = The game's own voice is not working.
output-failed-text = Text output is not working.
output-failed-off = Output is not working.
output-failed-sound = Sounds are not working. The game continues without them.
output-now-screenreader = Output now goes through the screen reader.
output-now-voice = The game now speaks with its own voice.
output-now-voice-other = The game goes on with another of its voices.
output-now-text = Output is now text only.
output-now-off = Speech is now off.

## Names of the output channels

output-channel-screenreader = screen reader
output-channel-voice = the game's own voice
output-channel-text = text
output-channel-off = off

# Said (unheard) at start-up to prove a speech engine really speaks this language.
output-probe = Yes.

## ristikontra doctor

output-doctor-help = Checks screen reader, voices and sound, and shows which output the game will use.
output-doctor-lang-help = language of the output
output-doctor-write-wav-help = write a sample sentence in the game's own voice to this WAV file
output-doctor-speak-help = also say the sample sentence aloud
output-doctor-unknown-lang = The language “{ $requested }” is not available. The game uses { $language } instead. Languages: { $choices }.
output-doctor-title = Ristikontra: speech and sound check
output-doctor-reader-found = Screen reader: { $reader } is running.
output-doctor-reader-none = Screen reader: none found.
output-doctor-engines = Speech synthesis: { $engines }
output-doctor-engines-none = Speech synthesis: none installed (pyttsx3 or espeak-ng is missing).
output-doctor-voices = Voices for { $language }: { $voices }
output-doctor-voices-none = none
output-doctor-own-voice = The game's own voice: { $voice } ({ $engine }).
output-doctor-audio-ok = Audio output: working ({ $device }).
output-doctor-audio-none = Audio output: no audio device available.
output-doctor-sounds = Sounds: { $found } of { $total ->
    [one] { $total } sound file
   *[other] { $total } sound files
} present.
output-doctor-channel = Output channel: { $channel } ({ $engine }).
output-doctor-channel-plain = Output channel: { $channel }.
output-doctor-reason = Reason: { $reason }
output-doctor-sample = Welcome to Ristikontra. You play with your partner opposite you against two opponents.
output-doctor-wav-written = Wrote the sample sentence in the voice "{ $voice }" to { $path } ({ $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}).
output-doctor-wav-failed = Could not create the WAV file: no speech synthesizer works here.
output-doctor-wav-unwritable = Could not write the file { $path }.
output-doctor-speaking = Saying the sample sentence …
output-doctor-speak-text = There is no audible output here; the sample sentence appears as text:
output-doctor-failed = Failed during the check: { $what }

## The braille display fails during the game (speech goes on)

output-failed-braille = The braille display gets no more output. Speech goes on.

# The log for bug reports and the next step (issue 13).
output-doctor-log = Log file for bug reports: { $path }
output-doctor-log-none = No log file for bug reports: the folder { $folder } cannot be written ({ $reason }). The game works without it.
output-doctor-next-ready-reader = Next step: everything works. Start the game with: { $play }
output-doctor-next-ready-voice = Next step: everything works, the game speaks with its own voice. Start it with: { $play }
output-doctor-next-install-espeak = Next step: for the game's own voice, install espeak-ng: sudo apt install espeak-ng. Or start with { $play } --speech text and let your screen reader read the lines.
output-doctor-next-no-voice = Next step: no voice speaks { $language }; install espeak-ng, which has one: sudo apt install espeak-ng. Or start with { $play } --speech text.
output-doctor-next-no-audio = Next step: no audio device works, so the game's own voice cannot be heard. Check that the sound card is connected and that PulseAudio or PipeWire is running; until then start with { $play } --speech text and let your screen reader read the lines.
output-doctor-next-text = Next step: start with { $play } --speech text and let your screen reader read the lines.
output-doctor-next-failed = Next step: a part failed during the check. Start with { $play } --speech text to play now, and attach the log file to a bug report.
output-doctor-next-orca = Using Orca? It speaks through speech-dispatcher, which is not installed: sudo apt install speech-dispatcher speech-dispatcher-espeak-ng

# Every route to speech that was tried, in order (issue 30).
output-doctor-routes = Routes to speech, in the order they were tried:
output-doctor-route = { $number }. { $route }: { $status } { $braille }
output-route-chosen = chosen.
output-route-fallback = ready, used if the one before it fails.
output-route-failed = tried at the start, but gives no speech.
output-route-not-running = not running.
output-route-not-installed = not installed.
output-route-no-answer = did not load or did not answer in time.
output-route-not-here = not used on this system.
output-route-not-needed = not needed: no screen reader that speaks through it is running.
output-route-replaced = not needed: the route before it reaches the same service.
output-route-no-audio = no audio device.
output-route-always = always there, the last resort.
output-route-braille-yes = Can braille.
output-route-braille-no = No braille.
output-route-braille-off = Can braille, turned off in the options.
