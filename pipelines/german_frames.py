"""Everyday questions and statements that the model words wrongly, said in a German frame around their subject.

Asked what something costs ("How much does ... cost?", "How much is ...?"), at what time it is, or when it opens, closes, starts, ends, leaves or arrives, the model
loses the question: "How much does a flight to Munich cost?" came out as "Wie viel Flug nach München Kosten?", "How
much does the ticket cost?" as "Wieviel macht die Fahrkarte?", "What time does the store close?" as "Was hat die
Zeit?", "What time is dinner?" as "Welche Uhrzeit ist zum Essen?"; told at what time it does so, the verb: "The last
bus leaves at midnight." came out as "Der letzte Bus verblickt um Mitternacht.", "The store closes at nine." as "Das
Geschäft schließt um neun Uhr ein.". The subject alone it translates well ("ein Flug nach München", "das Geschäft").
``german_frame`` finds such a sentence's subject and the German to say it in; the translation pipeline translates the
subject as a text of its own and ``framed`` puts it in: "Was kostet ein Flug nach München?" (as the corpus' German
asks it, more often than "Wie viel kostet"), "Um wie viel Uhr schließt das Geschäft?", "Der letzte Bus fährt um
Mitternacht.".

The subject is one that German says in the nominative, opening with an article, a possessive or a number
("the ticket", "my order", "two tickets"). The reader's possessive ("your flight") is said as the rest of the text
addresses the reader (``in_address``).
"""

import re

# A subject that opens with an article, a possessive or a number, of up to seven words, none of them "you" or a word
# that goes on with a verb ("What time is the meeting going to start?").
_DETERMINED = (
    r"(?:a|an|the|this|that|these|those|my|his|her|its|our|their|\d+|one|two|three|four|five|six|seven|eight|nine"
    r"|ten|your)(?: (?!(?:you|going|supposed|expected|scheduled|due|gonna)\b)[\w'’-]+){1,6}"
)
_SUBJECT = rf"(?P<subject>{_DETERMINED})"
_COST = re.compile(rf"How much (?P<number>does|do) {_SUBJECT} cost\s*\?*", re.IGNORECASE)
# "How much is the rent?" asks a price too ("Wie viel ist die Miete?"), but not "How much is two plus two?", "How much
# is the house worth?" or "How much is the difference?": a sum, what is left or a quantity that is no price.
_HOW_MUCH_IS = re.compile(rf"How much (?P<number>is|are) {_SUBJECT}\s*\?*", re.IGNORECASE)
_NO_PRICE = re.compile(
    r"\b(?:worth|left|plus|minus|times|divided|percent|enough|missing|needed|difference|distance|weight|salary|income"
    r"|wages?|pay|temperature|population|height|speed|length|size|rate|interest|tax|score|total)\b|\d",
    re.IGNORECASE,
)
_WHEN = re.compile(
    rf"(?P<ask>What time|When) (?P<number>does|do) {_SUBJECT} "
    r"(?P<verb>open|close|start|begin|end|finish|leave|depart|arrive)\s*\?*",
    re.IGNORECASE,
)
# What time a meal is, or what a subject that opens with an article is: "What time is dinner?" came out as "Welche
# Uhrzeit ist zum Essen?".
_WHAT_TIME_IS = re.compile(
    rf"What time (?P<number>is|are) (?P<subject>{_DETERMINED}|breakfast|lunch|dinner|supper)\s*\?*",
    re.IGNORECASE,
)
# At what time a subject opens, closes, ... ("The museum opens at 10:00.", the clock read on the 24-hour clock; "The
# shops close at six").
_AT_TIME = re.compile(
    rf"{_SUBJECT} (?P<verb>(?:open|close|start|begin|end|finish|leave|depart|arrive)(?P<one>e?s)?) at "
    r"(?P<time>\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight)"
    r"(?: o['’]clock)?\s*(?P<mark>[.!]*)",
    re.IGNORECASE,
)
# An hour said in words, as German says it ("um neun Uhr").
_HOURS = {
    "one": "ein", "two": "zwei", "three": "drei", "four": "vier", "five": "fünf", "six": "sechs", "seven": "sieben",
    "eight": "acht", "nine": "neun", "ten": "zehn", "eleven": "elf", "twelve": "zwölf",
}  # fmt: skip
# Each verb's German, for one subject and for several, and the particle a separable verb puts at the end.
_VERBS = {
    "open": ("öffnet", "öffnen", ""),
    "close": ("schließt", "schließen", ""),
    "start": ("beginnt", "beginnen", ""),
    "begin": ("beginnt", "beginnen", ""),
    "end": ("endet", "enden", ""),
    "finish": ("endet", "enden", ""),
    "leave": ("fährt", "fahren", ""),
    "depart": ("fährt", "fahren", ""),
    "arrive": ("kommt", "kommen", " an"),
}
_YOUR = re.compile(r"your\b", re.IGNORECASE)
# The reader's possessive in German, "dein" or the polite "Ihr", and its ending.
_READERS = re.compile(r"\b(?:[Dd]ein|Ihr)(?P<ending>(?:e[mnrs]?)?)\b")
# A flight or a plane does not drive off: it takes off ("Wann startet der Flug?").
_FLYING = re.compile(r"\b(?:flights?|planes?)\b", re.IGNORECASE)
# The German words that open a subject in lower case inside the sentence: articles, demonstratives, possessives and
# numbers; the model wrote them capitalised as the first word of a text ("Die Fahrkarte nach Rom"). The polite "Ihr"
# for "your" stays as it is.
_OPENING_WORDS = frozenset({
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "dieser", "diese",
    "dieses", "diesen", "diesem", "jener", "jene", "jenes", "mein", "meine", "meinen", "meinem", "meiner", "sein",
    "seine", "seinen", "ihr", "ihre", "ihren", "dein", "deine", "deinen", "unser", "unsere", "unseren", "zwei",
    "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
})  # fmt: skip


def german_frame(text: str) -> tuple[str, str] | None:
    """The subject of ``text``, an everyday question of what something costs, at what time it is, or when it opens,
    closes, starts, ends, leaves or arrives, or a sentence that tells at what time it does so, and the German to say
    it in with the placeholder "{0}" for the subject's German; None for any other text.

    Example:
        >>> german_frame("How much does a flight to Munich cost?")
        ('a flight to Munich', 'Was kostet {0}?')
        >>> german_frame("What time do the shops close?"), german_frame("when does the last bus leave")
        (('the shops', 'Um wie viel Uhr schließen {0}?'), ('the last bus', 'Wann fährt {0}?'))
        >>> german_frame("When does the flight to Rome leave?")
        ('the flight to Rome', 'Wann startet {0}?')
        >>> german_frame("What time is dinner?"), german_frame("What time is the meeting going to start?")
        (('dinner', 'Um wie viel Uhr ist {0}?'), None)
        >>> german_frame("The last bus leaves at midnight."), german_frame("Our shops open at 9:00")
        (('the last bus', '{0} fährt um Mitternacht.'), ('our shops', '{0} öffnen um 9:00 Uhr'))
        >>> german_frame("How much are the tickets?"), german_frame("How much is two plus two?")
        (('the tickets', 'Was kosten {0}?'), None)
        >>> german_frame("How much does it cost?"), german_frame("When do you close?")
        (None, None)
    """
    text = text.strip()
    if (match := _COST.fullmatch(text)) or (
        (match := _HOW_MUCH_IS.fullmatch(text)) and not _NO_PRICE.search(match["subject"])
    ):
        return match["subject"], f"Was {_verb(match, 'kostet', 'kosten')} {{0}}?"
    if match := _WHAT_TIME_IS.fullmatch(text):
        return match["subject"], f"Um wie viel Uhr {_verb(match, 'ist', 'sind')} {{0}}?"
    if match := _WHEN.fullmatch(text):
        one, several, particle = _verbs(match)
        ask = "Wann" if match["ask"].lower() == "when" else "Um wie viel Uhr"
        return match["subject"], f"{ask} {_verb(match, one, several)} {{0}}{particle}?"
    if match := _AT_TIME.fullmatch(text):
        one, several, particle = _verbs(match)
        time = match["time"].lower()
        german = "Mitternacht" if time == "midnight" else f"{_HOURS.get(time, time)} Uhr"
        verb = one if match["one"] else several
        # The subject read in lower case, as inside a sentence: alone, "The store" came out as "Der Vorrat".
        return match["subject"][:1].lower() + match["subject"][
            1:
        ], f"{{0}} {verb} um {german}{particle}{match['mark']}"
    return None


def _verb(match: re.Match[str], one: str, several: str) -> str:
    """The German verb for the subject ``match`` asks about: ``one`` after "does" or "is", else ``several``."""
    return one if match["number"].lower() in ("does", "is") else several


def _verbs(match: re.Match[str]) -> tuple[str, str, str]:
    """The German of the English verb ``match`` found, for one subject and for several, and its particle (``_VERBS``;
    a flight takes off)."""
    english = next(key for key in _VERBS if match["verb"].lower() in (key, key + "s", key + "es"))
    if _FLYING.search(match["subject"]) and english in ("leave", "depart"):
        return "startet", "starten", ""
    return _VERBS[english]


def framed(sentence: tuple[str, str], candidates: list[str]) -> str | None:
    """The German of ``sentence`` (``german_frame``'s subject and frame) with the German of its subject in its place:
    the first of ``candidates``, the subject's translations, or where that has no article, possessive or number before
    it, the first other that is it with one before it ("a coffee" as "Kaffee", its beam's next "ein Kaffee"); without
    a final mark, its first word in lower case inside the sentence where that is one (not the polite "Ihr" of
    "your"). None where the German is empty.

    Example:
        >>> framed(("the ticket to Rome", "Was kostet {0}?"), ["Die Fahrkarte nach Rom."])
        'Was kostet die Fahrkarte nach Rom?'
        >>> framed(("a coffee", "Was kostet {0}?"), ["Kaffee", "Ein Kaffee"])
        'Was kostet ein Kaffee?'
        >>> framed(("the guided tour", "Was kostet {0}?"), ["Führung", "Der Führer hat Tour"])
        'Was kostet Führung?'
        >>> framed(("her bag", "Was kostet {0}?"), ["Ihre Tasche"]), framed(("your bag", "Wann {0}?"), ["Ihre Tasche"])
        ('Was kostet ihre Tasche?', 'Wann Ihre Tasche?')
        >>> framed(("the last bus", "{0} fährt um Mitternacht."), ["Der letzte Bus"])
        'Der letzte Bus fährt um Mitternacht.'
        >>> framed(("the store", "Wann öffnet {0}?"), [" ."])
    """
    subject, frame = sentence
    first, *others = (german.strip().rstrip(".!?;:, ") for german in candidates)
    if not first:
        return None
    if not opens_with_article(first):
        first = next(
            (german for german in others if opens_with_article(german) and german.partition(" ")[2] == first),
            first,
        )
    opening, _, rest = first.partition(" ")
    if opens_with_article(first) and not (opening.startswith("Ihr") and _YOUR.match(subject)):
        first = f"{opening.lower()} {rest}".rstrip()
    german = frame.format(first)
    return german[:1].upper() + german[1:]


def opens_with_article(german: str) -> bool:
    """Whether ``german`` opens with an article, a possessive or a number (``_OPENING_WORDS``).

    >>> opens_with_article("Die Fahrkarte"), opens_with_article("Kaffee.")
    (True, False)
    """
    return german.strip().partition(" ")[0].lower() in _OPENING_WORDS


def in_address(sentence: tuple[str, str] | None, translation: str, address: str | None) -> str:
    """``translation``, the German of a sentence of ``german_frame`` whose subject is the reader's ("your flight"),
    with the reader's possessive in ``address`` ("du" or "Sie"; None: as it is): the subject, translated as a text of
    its own, chose its address alone.

    Example:
        >>> asked = ("your flight", "Wann startet {0}?")
        >>> in_address(asked, "Wann startet dein Flug?", "Sie"), in_address(asked, "Wann startet Ihr Flug?", "du")
        ('Wann startet Ihr Flug?', 'Wann startet dein Flug?')
        >>> in_address(("her flight", "Wann startet {0}?"), "Wann startet ihr Flug?", "Sie")
        'Wann startet ihr Flug?'
        >>> in_address(("your flight", "{0} startet um 7:45 Uhr."), "Ihr Flug startet um 7:45 Uhr.", "du")
        'Dein Flug startet um 7:45 Uhr.'
    """
    if sentence is None or address is None or not _YOUR.match(sentence[0]):
        return translation
    stem = "Ihr" if address == "Sie" else "dein"
    return _READERS.sub(
        lambda match: (stem.capitalize() if match.start() == 0 else stem) + match["ending"], translation
    )
