# This language's own name, and languages named in this one (another language's folder in
# locales/ is named by its own `language-autonym` until a line here names it in English).

language-autonym = English
language-name = { $lang ->
    [de] German
    [en] English
    [fi] Finnish
   *[other] { $autonym }
}
