# Der Name dieser Sprache in ihr selbst, und Sprachen auf Deutsch benannt (eine weitere Sprache
# in locales/ heißt mit ihrem eigenen `language-autonym`, bis eine Zeile hier sie benennt).

language-autonym = Deutsch
language-name = { $lang ->
    [de] Deutsch
    [en] Englisch
    [fi] Finnisch
   *[other] { $autonym }
}
