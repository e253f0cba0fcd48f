"""Everyday questions and statements that the model words wrongly, said in a German frame around their subject.

Asked what something costs ("How much does ... cost?", "How much is ...?"), at what time it is, or when it opens,
closes, starts, ends, leaves or arrives, the model loses the question: "How much does a flight to Munich cost?" came out
as "Wie viel Flug nach München Kosten?", "How much does the ticket cost?" as "Wieviel macht die Fahrkarte?", "What time
does the store close?" as "Was hat die Zeit?", "What time is dinner?" as "Welche Uhrzeit ist zum Essen?"; told at what
time it does so, the verb: "The last bus leaves at midnight." came out as "Der letzte Bus verblickt um Mitternacht.",
"The store closes at nine." as "Das Geschäft schließt um neun Uhr ein.", "Check-out is at eleven." as "Check-out ist elf
Uhr.". The subject alone it translates well ("ein Flug nach München", "das Geschäft"). ``german_frame`` finds such a
sentence's subject and the German to say it in; the translation pipeline translates the subject as a text of its own and
``framed`` puts it in: "Was kostet ein Flug nach München?" (as the corpus' German asks it, more often than "Wie viel
kostet"), "Um wie viel Uhr schließt das Geschäft?", "Der letzte Bus fährt um Mitternacht.".

The subject is one that German says in the nominative, opening with an article, a possessive or a number ("the ticket",
"my order", "two tickets"), or a meal or a hotel's check-in or check-out, whose German the frame says itself ("Um wie
viel Uhr ist Mittagessen?"). The reader's possessive ("your flight") is said as the rest of the text addresses the
reader (``in_address``).
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
# A meal, and a hotel's check-in and check-out, said without an article, whose German the frame says itself: alone, the
# model wrote "lunch" as "Müll", "dinner" as "Taucher", "check-out" as "Kasse".
_NAMED = {
    "breakfast": "Frühstück", "lunch": "Mittagessen", "dinner": "Abendessen", "supper": "Abendessen",
    "check-in": "der Check-in", "check-out": "der Check-out",
}  # fmt: skip
_NAME = "|".join(_NAMED)
# What time a meal or a check-out is, or what a subject that opens with an article is: "What time is dinner?" came out
# as "Welche Uhrzeit ist zum Essen?", "What time is check-out?" as "Welche Zeit ist die Prüfung?".
_WHAT_TIME_IS = re.compile(
    rf"What time (?P<number>is|are) (?P<subject>{_DETERMINED}|{_NAME})\s*\?*",
    re.IGNORECASE,
)
# At what time a subject or a meal is, opens, closes, ... ("The museum opens at 10:00.", the clock read on the 24-hour
# clock; "The shops close at six", "Dinner is at eight."; alone, the model wrote "Essens ist um acht Uhr.", "Das Treffen
# liegt um 15:00.").
_AT_TIME = re.compile(
    rf"(?P<subject>{_DETERMINED}|{_NAME}) (?P<verb>(?:open|close|start|begin|end|finish|leave|depart|arrive)"
    r"(?P<one>e?s)?|(?P<is>is)|are) at "
    r"(?P<time>\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|midnight|noon)"
    r"(?: o['’]clock)?\s*(?P<mark>[.!]*)",
    re.IGNORECASE,
)
# An hour said in words, as German says it ("um neun Uhr", "um Mitternacht").
_HOURS = {
    "one": "ein Uhr", "two": "zwei Uhr", "three": "drei Uhr", "four": "vier Uhr", "five": "fünf Uhr",
    "six": "sechs Uhr", "seven": "sieben Uhr", "eight": "acht Uhr", "nine": "neun Uhr", "ten": "zehn Uhr",
    "eleven": "elf Uhr", "twelve": "zwölf Uhr", "noon": "zwölf Uhr", "midnight": "Mitternacht",
}  # fmt: skip
# Each verb's German, for one subject and for several, and the particle a separable verb puts at the end.
_VERBS = {
    "be": ("ist", "sind", ""),
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
# A flight or a plane does not drive off: it takes off ("Wann startet der Flug?"); and at the time it "is at", a train
# or a bus leaves and a flight goes ("Der nächste Zug fährt um 14:05 Uhr.", "Mein Flug geht um 6:00 Uhr.").
_FLYING = re.compile(r"\b(?:flights?|planes?)\b", re.IGNORECASE)
_DRIVING = re.compile(r"\b(?:trains?|bus|buses|trams?|ferry|ferries|coach|coaches|boats?)\b", re.IGNORECASE)
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
        >>> german_frame("What time is lunch?"), german_frame("What time is the meeting going to start?")
        (('lunch', 'Um wie viel Uhr ist Mittagessen?'), None)
        >>> german_frame("The last bus leaves at midnight."), german_frame("Our shops open at 9:00")
        (('the last bus', '{0} fährt um Mitternacht.'), ('our shops', '{0} öffnen um 9:00 Uhr'))
        >>> german_frame("Dinner is at eight."), german_frame("The meeting is at 15:00.")
        (('dinner', 'Abendessen ist um acht Uhr.'), ('the meeting', '{0} ist um 15:00 Uhr.'))
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
        return match["subject"], f"Um wie viel Uhr {_verb(match, 'ist', 'sind')} {_said(match['subject'])}?"
    if match := _WHEN.fullmatch(text):
        one, several, particle = _verbs(match)
        ask = "Wann" if match["ask"].lower() == "when" else "Um wie viel Uhr"
        return match["subject"], f"{ask} {_verb(match, one, several)} {{0}}{particle}?"
    if match := _AT_TIME.fullmatch(text):
        one, several, particle = _verbs(match)
        time = match["time"].lower()
        german = _HOURS.get(time, f"{time} Uhr")
        verb = one if match["one"] or match["is"] else several
        # The subject read in lower case, as inside a sentence: alone, "The store" came out as "Der Vorrat".
        subject = match["subject"][:1].lower() + match["subject"][1:]
        return subject, f"{_said(subject)} {verb} um {german}{particle}{match['mark']}"
    return None


def _said(subject: str) -> str:
    """Where the frame says ``subject``: a meal or a check-in in its German (``_NAMED``), else the placeholder of its
    translation."""
    return _NAMED.get(subject.lower(), "{0}")


def _verb(match: re.Match[str], one: str, several: str) -> str:
    """The German verb for the subject ``match`` asks about: ``one`` after "does" or "is", else ``several``."""
    return one if match["number"].lower() in ("does", "is") else several


def _verbs(match: re.Match[str]) -> tuple[str, str, str]:
    """The German of the English verb ``match`` found, for one subject and for several, and its particle (``_VERBS``;
    a flight takes off)."""
    verb = match["verb"].lower()
    english = (
        "be" if verb in ("is", "are") else next(key for key in _VERBS if verb in (key, key + "s", key + "es"))
    )
    if _FLYING.search(match["subject"]) and english in ("leave", "depart"):
        return "startet", "starten", ""
    if english == "be" and _FLYING.search(match["subject"]):
        return "geht", "gehen", ""
    if english == "be" and _DRIVING.search(match["subject"]):
        return _VERBS["leave"]
    return _VERBS[english]


def framed(sentence: tuple[str, str], candidates: list[str]) -> str | None:
    """The German of ``sentence`` (``german_frame``'s subject and frame) with the German of its subject in its place:
    the first of ``candidates``, the subject's translations, or where that has no article, possessive or number before
    it, the first other that is it with one before it ("a coffee" as "Kaffee", its beam's next "ein Kaffee"); without
    a final mark, its first word in lower case inside the sentence where that is one (not the polite "Ihr" of
    "your"). A frame that names its subject itself (a meal, a check-out: ``_NAMED``) needs no candidates. None where
    the German is empty.

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
        >>> framed(("lunch", "Um wie viel Uhr ist Mittagessen?"), [])
        'Um wie viel Uhr ist Mittagessen?'
    """
    subject, frame = sentence
    if "{0}" not in frame:
        return frame[:1].upper() + frame[1:]
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
