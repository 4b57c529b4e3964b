""" "With" and "without" in other languages than English, for the prepositions that bind a
name back to the figure right before it.

Reading rules §2: in "210 tok/s with EAGLE-3 and 95 tok/s without speculative decoding" the
name after "with" is the 210's, and the negated one the 95's (the plain run). Writers in
other languages set the pair the same way: "210 tok/s avec EAGLE-3 et 95 tok/s sans
spéculation" (French), "con/sin" (Spanish), "com/sem" (Portuguese), "con/senza" (Italian),
"z/bez" (Polish), "met/zonder" (Dutch), "mit/ohne" (German), "с/без" (Russian), "với/không
có" (Vietnamese). The articles after them ("avec un draft model", "con el drafter", "mit
einem Draft-Modell") are skipped as "a" and "the" are.
"""

from __future__ import annotations

# alternatives for a regex group, each a whole word between blanks where it is used
WITH_WORDS = (
    r"avec|sans|con|sin|senza|com|sem|mit|ohne|met|zonder|z|ze|bez|с|со|без|với"
    r"|không[ \t](?:có|dùng)"
)
ARTICLES = r"un|une|le|la|el|um|uma|o|il|lo|een|het|de|dem|einem|einer|den"
