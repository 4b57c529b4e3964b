"""The prepositions that, outside English, bind a setup written right after a figure to it.

Reading rules §2: each figure takes its own setup, the nearest scope first. English writes a
figure's own card, precision or load right after it with "on", "with", "at": "45 tok/s with
Q4_K_M and 38 tok/s with Q8_0". Portuguese, French, Spanish, German, Dutch, Polish and Czech
do the same with their own words: "45 tok/s em Q4_K_M e 38 tok/s em Q8_0", "38 tok/s sur RTX
3090 ; 45 tok/s sur RTX 4090", "1250 Token/s bei 16 gleichzeitigen Anfragen und 1410 Token/s
bei 32". These are added beside the English ones where the reader asks whether a preposition
right after a figure binds the next name back to it. Portuguese "no" is left out: it is also
the English "no" ("45 tok/s no EAGLE" would bind a negated method).

The with/without pair binds the same way (reading rules §2: in "210 tok/s with EAGLE-3 and 95
tok/s without speculative decoding" the name after "with" is the 210's, the negated one the
95's, the plain run): "210 tok/s avec EAGLE-3 et 95 tok/s sans spéculation" (French),
"con/sin" (Spanish), "com/sem" (Portuguese), "con/senza" (Italian), "z/bez" (Polish),
"met/zonder" (Dutch), "mit/ohne" (German), "с/без" (Russian), "với/không có" (Vietnamese).
The articles after them ("avec un draft model", "mit einem Draft-Modell") are skipped as "a"
and "the" are.
"""

from __future__ import annotations

# Portuguese, French, Spanish, German, Dutch, Polish, Czech, Vietnamese (Italian "in"/"su" and
# Russian "на"/"в"/"при" stand beside them); each followed by a blank where it is used
FOREIGN_PREP = (
    r"em|numa|num|na|com|sur|avec|en|con|bei|auf|mit|op|met|bij|przy|při|su|в|на|при|с"
    # Vietnamese "trên" (on) and "với" (with)
    r"|trên|với"
)
# the articles that may follow them: "em uma RTX 4090", "auf einer H100", "op een 4090"
ARTICLES = r"uma|um|une|un|una|einer|einem|einen|der|dem|den|een|het|de|la|le|el|il|lo|o"
# "without" in French, German, Spanish, Italian, Portuguese, Polish and Czech, Dutch, Russian
WITHOUT_WORDS = r"sans|ohne|sin|senza|sem|bez|zonder|без"
# a method switched off, as a participle: "désactivé", "desactivado", "deaktiviert", "wyłączone"
OFF_WORDS = (
    r"désactivée?|desactivad[oa]|desativad[oa]|disattivat[oa]|deaktiviert|wyłączon[eya]"
    r"|uitgeschakeld"
)
# "with" and "without" in other languages, each a whole word between blanks where it is used
WITH_WORDS = rf"avec|con|com|mit|met|z|ze|с|со|với|{WITHOUT_WORDS}|không[ \t](?:có|dùng)"

# the words before a load written after its own figure: "bei 16 gleichzeitigen Anfragen",
# "avec 16 requêtes simultanées", "przy 16 równoległych żądaniach", "bij 16 gelijktijdige
# verzoeken"; and after an earlier one, the number alone: "… und 1410 Token/s bei 32"
LOAD_PREP = r"bei|avec|à|com|em|con|en|met|bij|przy|při|при|с|với"
_LOAD_ADJ = (
    r"gleichzeitige[nr]?|parallele[nr]?|simultanée?s|simultáne[ao]s|simultâne[ao]s"
    r"|concurrente?s|concorrentes|parallèles|paralel[ao]s|gelijktijdige|parallelle"
    r"|równoległ\w{0,4}|jednoczesn\w{0,4}|współbieżn\w{0,4}|souběžn\w{0,4}|současn\w{0,4}"
    r"|paraleln\w{0,4}|одновременн\w{0,4}|параллельн\w{0,4}|đồng[ \t]thời"
)
_LOAD_NOUN = (
    r"anfragen|nutzern|benutzern|usern|streams|clients|requests|requêtes|utilisateurs|solicitudes|peticiones"
    r"|usuarios|usuários|requisições|pedidos|verzoeken|gebruikers|żąda\w{0,5}|zapyta\w{0,5}"
    r"|użytkownik\w{0,4}|požadav\w{0,5}|uživatel\w{0,4}|запрос\w{0,3}|пользовател\w{0,3}"
    r"|yêu[ \t]cầu|người[ \t]dùng"
)
# the load's words after its number, adjective first or last: "16 gleichzeitigen Anfragen",
# "16 requêtes simultanées"
FOREIGN_LOAD = (
    rf"(?:{_LOAD_ADJ})[ \t]{{1,2}}(?:{_LOAD_NOUN})|(?:{_LOAD_NOUN})[ \t]{{1,2}}(?:{_LOAD_ADJ})"
)
# the words that join the next figure's clause: "und", "et", "y", "e", "en", "i", "a", "и", "và"
FOREIGN_AND = r"und|et|y|e|en|i|a|и|và"
