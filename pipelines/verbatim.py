"""What a translation keeps character for character, and the patterns it is found with: web and e-mail
addresses, phone-like numbers, codes, file paths, @mentions, #hashtags and emoji (``protect`` puts a
placeholder in each one's place, ``restore`` puts them back), and the checks that a translation wrote each
name and number of its source (``keeps_names``, ``keeps_numbers``). The numbers, dates, amounts and measures
found here are the ones ``english`` and ``german`` read and write too.

Example:
    >>> from pipelines.verbatim import protect, restore
    >>> protected, spans = protect("Write to anna@example.com today.")
    >>> protected, spans
    ('Write to {0} today.', ['anna@example.com'])
    >>> restore("Schreib heute an {0}.", spans)
    'Schreib heute an anna@example.com.'
"""

from __future__ import annotations

import functools
import re
from collections import Counter

from .english_names import BIBLE_NAMES, NAMES, RENAMED, WORD_NAMES
from .german_places import PLACE, PLACE_NAMES

# What a translation must keep character for character: web and e-mail addresses, phone-like numbers
# (7+ digits, with no thousands or decimal separators a translation would localise), code between backticks,
# file paths, @mentions and #hashtags, and emoji.
_ADDRESS_END = ".,;:!?)]}'\"”’"
EMOJI = "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff]"
# A smiley typed in characters (":)", ";-)", ":D"), and an emoticon: a smiley or a heart ("<3").
SMILEY = r"(?<!\S)(?:[:;][-']?[()\[\]DPpO/|*]|xD|XD)(?!\S)"
_EMOTICON = rf"(?:{SMILEY}|(?<!\S)<3(?!\S))"
# HTML's tags of the text people paste from web pages and e-mails (not "<head>", "<mark>" or "<link>", which
# program messages write for what to type: "git cherry [<upstream> [<head>]]"), and its tags around code, which is
# kept as it is.
HTML_TAGS = (
    "a|abbr|b|big|blockquote|body|br|center|cite|dd|del|div|dl|dt|em|font|h[1-6]|hr|html|i|img|ins|li|ol|p|q|s|"
    "small|span|strike|strong|sub|sup|table|tbody|td|tfoot|th|thead|tr|tt|u|ul"
)
_CODE_TAGS = "code|kbd|pre|samp|var|script|style"
# An amount: "2", "1.5", "1/2", "1 1/2", "½", "1½", or a range of them, "20-25" (the model wrote "20-25°C" as "20°C").
AMOUNT = r"(?:\d+(?:[.,]\d+)?\s?[-–]\s?\d+(?:[.,]\d+)?|\d+(?: \d/\d+|[.,]\d+|/\d+)?|\d*[½¼¾⅓⅔])"
# Imperial units and kitchen measures, singular and plural, in German.
IMPERIAL_IN_GERMAN = {
    "foot": ("Fuß", "Fuß"), "feet": ("Fuß", "Fuß"), "inch": ("Zoll", "Zoll"), "inches": ("Zoll", "Zoll"),
    "yard": ("Yard", "Yards"), "yards": ("Yard", "Yards"), "mile": ("Meile", "Meilen"), "miles": ("Meile", "Meilen"),
    "ounce": ("Unze", "Unzen"), "ounces": ("Unze", "Unzen"), "gallon": ("Gallone", "Gallonen"),
    "gallons": ("Gallone", "Gallonen"), "cup": ("Tasse", "Tassen"), "cups": ("Tasse", "Tassen"),
    "tablespoon": ("Esslöffel", "Esslöffel"), "tablespoons": ("Esslöffel", "Esslöffel"),
    "teaspoon": ("Teelöffel", "Teelöffel"), "teaspoons": ("Teelöffel", "Teelöffel"),
}  # fmt: skip
IMPERIAL_UNITS = "|".join(IMPERIAL_IN_GERMAN)
# The units that join a number with a hyphen where it says what something measures ("a 55-inch TV", "a 5-km run"):
# not "g" or "l", single letters, which codes and options write after a number and a hyphen too ("-5-l").
HYPHENATED_UNITS = f"mg|kg|ml|mm|cm|km|mph|{IMPERIAL_UNITS}"
# A number with a unit (not a printf format's width, "%5g"): a metric one, which German writes so too (the model
# dropped the "g" of "200 g flour", wrote "200G" for "200g" and "-5°C tonight" as "-5°C-Tonnen"), or an imperial
# one or a kitchen measure, which ``with_german_units`` writes in German (the model wrote "6 feet" as "6 Meter",
# "15 inches" as "15 Uhr", "2 cups of flour" as "2 Bechselfach"); and one joined by a hyphen (the model wrote "a
# 55-inch TV" as "55-inch-V", "a 2-kg bag of rice" as "2-kg-G-Saft").
_MEASURE = (
    rf"(?<![\w.,%/])(?<!%-){AMOUNT}(?: ?(?:mg|g|kg|ml|cl|dl|l|mm|cm|km|°[CF]|mph|{IMPERIAL_UNITS})"
    rf"|-(?:{HYPHENATED_UNITS}))(?![\w'’])"
)
# The months, English and German; a day of a month, as an English ordinal too ("3rd"), and days of one month,
# one day or a range ("3-7", "3rd–7th"); a range of days of one month with the month, either side, and its year
# ("June 3–7", "24-26 December 2026"), which ``with_german_dates`` writes as German does ("3.–7. Juni"; the
# model wrote "Juni 3–7" and "den 24-26").
GERMAN_MONTHS = {
    "January": "Januar", "February": "Februar", "March": "März", "April": "April", "May": "Mai", "June": "Juni",
    "July": "Juli", "August": "August", "September": "September", "October": "Oktober", "November": "November",
    "December": "Dezember",
}  # fmt: skip
MONTH_NAMES = tuple(GERMAN_MONTHS)
DAY_OF = r"(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?"
DAY_SPAN = rf"{DAY_OF} ?[-–] ?{DAY_OF}"
_DAY_RANGE = (
    rf"(?<![\w.,/-])(?:(?:{'|'.join(MONTH_NAMES)}) {DAY_SPAN}|{DAY_SPAN} (?:{'|'.join(MONTH_NAMES)}))"
    r"(?:,? \d{4})?(?![\w-])"
)
# A day of a month as the pipeline reads one ("5th May", "24th December 2026": ``english.as_english_read`` so writes
# "May 5" and "the 5th of May"), which the model garbled as it read the month a word ("von 5. Vielleicht" for "from
# 5th May", "bis 30." for "to 30th June"): one placeholder where every number is one (``protect``).
DATE = re.compile(
    rf"(?<![\w.,/-])(?P<day>\d{{1,2}})(?:st|nd|rd|th)? (?P<month>{'|'.join(MONTH_NAMES)})(?:,? \d{{4}})?(?![\w-])"
)
# A person's name after a courtesy title ("Mrs. Baker", "Dr Miller"; not "Miss you" nor "Mr. Right"'s "Mr.
# You"): the model made words of such names ("Mrs. Bäcker") and kept the English title; ``with_german_titles``
# writes it as German does ("Frau Baker").
TITLED_NAME = (
    r"(?<![\w.])(?P<title>Mrs|Mr|Ms|Miss|Dr|Prof)\.? (?P<couple>and Mrs\.? )?"  # "Mr. and Mrs. Taylor"
    r"(?!(?:You|Your|Me|Him|Her|Us|Them|It|The|An?)\b)"
    r"(?P<name>[A-Z](?:[A-Za-z-]|['’](?=[A-Z]))*[a-z])(?![\w-])"  # "O'Brien", "Smith-Jones"; "Smith's" "'s" left
)
# A decade: "1990s", "the '80s", "the early 90s" (not the "50s" of "%.50s" or "in her 80s"), which the model read as
# "vom 1990er" and "2000 Goldstücke"; ``with_german_decades`` writes it as German does ("die 1990er Jahre").
DECADE = (
    r"(?<![\w.%'’-])(?:1\d|20)\d0s(?!\w)|(?<![\w.%])['’]\d0s(?!\w)"
    r"|(?:(?<=\bthe )|(?<=\bThe )|(?<=\bearly )|(?<=\blate )|(?<=\bmid )|(?<=\bmid-))\d0s(?!\w)"
)
EMAIL = r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
VERBATIM = re.compile(
    r"(?:https?|ftp)://[^\s<>\"]+"  # a URL with its scheme
    r"|www\.[^\s<>\"]+"  # or starting at www.
    rf"|{EMAIL}"  # an e-mail address
    r"|(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/[^\s<>\"]*"  # a domain with a path: github.com/user/project
    r"|\+?\(?\d[\d ()/:-]{5,}\d"  # a phone number, date and time or other long digit run
    # a file, a domain or a name in code, its parts joined by dots: "report.pdf", "example.com", "core.editor",
    # "Console.WriteLine", "foo.Bar()" (the model wrote "Bericht öffnen.pdf", "Beispiel dafür.com", "Kern" and
    # "Konsole.Write Linie"), starting with a letter, the first and the last part of two characters or more (no
    # "e.g.", "a.m." or "3.5"), the last not a capitalised word: a sentence typed on, "afternoon.Send", or "St.Louis"
    r"|(?<![\w.@/\\%-])[A-Za-z][\w-]+(?:\.[A-Za-z][\w-]*)*"
    r"\.(?:[a-z][\w-]+|[A-Z]\w*[A-Z\d_][\w-]*|[A-Z][\w-]+(?=\())(?![\w@/-]|\.\w)"
    # a name with underscores, "parse_config", "BLOCK_SIZE" (not after a printf format's "%": "%s_BLOCK_SIZE")
    r"|(?<![\w.@/\\%-])[A-Za-z][A-Za-z\d]*(?:_[A-Za-z\d]+)+(?![\w@/-]|\.\w)"
    # 50 letters, digits and base64's marks without a space, longer than any English word: a key, a hash, data encoded
    # as text; 2,000 characters of base64 took the model 48 s and came back as 500
    r"|(?<![\w+/=-])[A-Za-z\d+/=_-]{50,}(?![\w+/=-])"
    # a code of letters and digits, 3 of them at least: a password's "guest1234", "1Z999AA10123456784" (the model wrote
    # "Gast1234" and "1Z999A10123456784"); one that starts with a digit only with 7 digits ("250ms" is a word)
    r"|(?<![\w.@/\\-])(?=[A-Za-z\d]*[A-Za-z])(?=(?:[A-Za-z]*\d){3})[A-Za-z\d]{4,}(?![\w@/\\-]|\.\w)"
    r"|(?s:```.*?```)"  # a block of code between fences of three backticks, as Markdown writes it
    r"|`[^`'\n]+`"  # code between backticks: `pip install numpy`
    r"|(?<![\w.~/])(?:[A-Za-z]:\\|~?/)[\w.-]+(?:[\\/][\w.-]+)+"  # a file path: C:\Users\anna, ~/notes/a.txt, /etc/hosts
    r"|(?<![\w&@#])[@#][^\W\d_]\w*"  # an @mention or a #hashtag
    rf"|{EMOJI}(?:[\u200d\ufe0f]|{EMOJI})*"  # emoji, with their joiners and variation selectors
    r"|(?<![\w'’])(?i:lol|lmao|lmfao|rofl)(?![\w'’])"  # laughter, which German messages write so too
    rf"|{_EMOTICON}"  # an emoticon standing alone: ":)", ";-)", ":D", "<3"
    # code between HTML's code tags, and an HTML tag that ``without_markup`` leaves (<br>, <img src="...">)
    rf"|(?s:<(?P<code>(?i:{_CODE_TAGS}))\b[^<>]*>.*?</(?P=code)\s*>)"
    rf"|</?(?i:{HTML_TAGS}|{_CODE_TAGS})\b(?:\s[^<>]*)?/?>"
    rf"|{_DAY_RANGE}"  # a range of days of one month: "June 3–7", "24-26 December"
    rf"|{DECADE}"  # a decade: "the 1990s", "the '80s"
    rf"|{_MEASURE}"  # a quantity: "200 g", "1.5 kg", "500ml", "-5°C", "6 feet"
)
_PLACEHOLDER = re.compile(r"\{\d+\}")
# A number as written, with its thousands, decimal or clock separators ("1,250.00", "7:45"; not the digits of a
# word such as "B12" or of a placeholder), and the "am"/"pm" of a 12-hour clock time after it.
AM_PM = r"\s?([ap])\.?m\b"
NUMBER = re.compile(rf"(?<![\w{{])(\d+(?:[.,:]\d+)*)(?:{AM_PM}\.?)?", re.IGNORECASE)
# A printf format a program fills in ("%s", "%5.2f", "%1$s", "%(name)s", "%%"): no space flag, so "50% of" is none.
FORMAT = re.compile(
    r"%%|%(?:\(\w+\)|\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|ll|[hlLzjtq])?[diouxXeEfFgGaAcsp]"
)
# A word written with a capital inside a sentence: after a word in lower case (and a comma), not before a word with a
# capital, as a title's words are written ("Open Rusty Gate", "Default Appearance in Normal Mode").
_AFTER_A_WORD = re.compile(r"(?:^|(?<=\s))[a-z]+[,;]? $")
_BEFORE_A_CAPITAL = re.compile(r" [A-Z]")
# At a sentence's start, such a word before a verb that only a person does: a name ("Drew called me yesterday.",
# which the model read as "Dreimal habe ich gestern angerufen."; not "Mark all as read", nor "Reed is grown ...").
_SUBJECT_OF = re.compile(
    r" (?:said|says|told|tells|called|calls|bought|buys|works|worked|lives|lived|wants|wanted|likes|liked|loves|"
    r"loved|thinks|thought|knows|knew|doesn't|didn't)\b"
)
# Letters, with apostrophes inside; not part of an option, a path, an address or a tag ("-l", "add/rm",
# "anna@example.com", "notes.txt", "#tag").
LETTER_WORD = re.compile(r"(?<![\w\-/\\.@#$%~=])[^\W\d_]+(?:['’][^\W\d_]+)*(?![\w@/\\]|\.\w)")
# A name with a capital inside, as products and companies write theirs: "iPhone", "eBay", "MacBook", "iOS".
_CAPITAL_INSIDE = re.compile(r"[A-Z]?[a-z]+(?:[A-Z][a-z]+)*(?:[A-Z][a-z]+|[A-Z]{2,})")


def is_translatable(text: str) -> bool:
    """Whether ``text`` has a letter or a digit outside the spans ``protect`` keeps character for character: marks,
    emoji, addresses or code alone have nothing to translate, and are written as they are (the model wrote a
    Markdown fence, "```", as "Störgeselligkeit", and "=====" as "====").

    >>> [is_translatable(text) for text in ("```", "|------|", "😊 :)", "www.example.com", "{0}", "2.50", "OK")]
    [False, False, False, False, False, True, True]
    """
    masked, _ = protect(text)
    return any(char.isalnum() for char in _PLACEHOLDER.sub("", masked))


def protect(text: str, numbers: bool = False, names: bool = False) -> tuple[str, list[str]]:
    """``text`` with each web or e-mail address, phone-like number, code of letters and digits ("guest1234"), file
    name, domain or name in code ("report.pdf", "example.com", "parse_config"), run of 50 letters, digits and marks
    without a space (a key, a hash, base64), code between backticks or fences, file path, @mention, #hashtag, emoji,
    laughter ("lol"), HTML tag or code, quantity ("200 g", "6 feet") and decade ("the 1990s") replaced by a numbered
    placeholder ``{0}``, ``{1}``, ..., and the spans replaced, in order. A model trained on program messages copies
    such placeholders into its output; ``restore`` puts the spans back. Text that already holds a ``{n}`` is left as
    it is (its placeholders are the user's own), and so are numbers of fewer than 7 digits unless ``numbers`` is
    set: then every number is a placeholder (a clock time with its "am" or "pm"), and every printf format too ("%s",
    "%5.2f"); with ``names``, every name of ``names_in`` (its "'s" left to the model; with its courtesy title, "Mrs.
    Baker", which the model wrote "Frau Bäcker" or "Herr. {0}") but those German writes in a form of its own
    (``english_names.RENAMED``: "Monday", "English", which came back as "am Monday"), and every place of
    ``german_places.PLACE_NAMES``, its words together ("South Africa"), whose German name the translation pipeline
    writes in after the English is put back (the model dropped "Rome" from "Is the ticket to Rome still valid?").

    Example:
        >>> protect("Call +49 30 1234567 or see www.example.com/help.")
        ('Call {0} or see {1}.', ['+49 30 1234567', 'www.example.com/help'])
        >>> protect("Mail anna@example.de by 5 p.m.; it costs 1,250.00 EUR.")
        ('Mail {0} by 5 p.m.; it costs 1,250.00 EUR.', ['anna@example.de'])
        >>> protect("Run `make test` in ~/src/suite, then tell @anna #release")
        ('Run {0} in {1}, then tell {2} {3}', ['`make test`', '~/src/suite', '@anna', '#release'])
        >>> protect("Mix 200g flour with 0.5 l of milk and 2 eggs.")
        ('Mix {0} flour with {1} of milk and 2 eggs.', ['200g', '0.5 l'])
        >>> protect("Open report.pdf, see example.com, set core.editor or parse_config, e.g. at 5 a.m. in St.Louis")
        ('Open {0}, see {1}, set {2} or {3}, e.g. at 5 a.m. in St.Louis', ['report.pdf', 'example.com', 'core.editor', 'parse_config'])
        >>> protect("The key is " + "aGVsbG8gd29ybGQh" * 4 + "==.")[0]
        'The key is {0}.'
        >>> protect("Replace {0} with a path.")
        ('Replace {0} with a path.', [])
        >>> protect("Room B12 at 5 p.m. for 1,250.00 EUR, www.example.com", numbers=True)
        ('Room B12 at {1} for {2} EUR, {0}', ['www.example.com', '5 p.m.', '1,250.00'])
        >>> protect("%s: %d%% done, 50% of it", numbers=True)
        ('{0}: {1}{2} done, {3}% of it', ['%s', '%d', '%%', '50'])
        >>> protect("Emma's friend Mark met Michael in London.", names=True)
        ("{0}'s friend {1} met {2} in {3}.", ['Emma', 'Mark', 'Michael', 'London'])
        >>> protect("Anna flew to South Africa on Monday.", names=True)
        ('{1} flew to {0} on Monday.', ['South Africa', 'Anna'])
        >>> protect("Ask Mrs. Baker about the 1990s.", names=True)
        ('Ask {1} about the {0}.', ['1990s', 'Mrs. Baker'])
    """
    if _PLACEHOLDER.search(text):
        return text, []
    spans: list[str] = []

    def placeholder(match: re.Match[str]) -> str:
        span = match.group()
        is_number = (span[0].isdigit() or span[0] in "+(") and not re.fullmatch(
            rf"{_MEASURE}|{_DAY_RANGE}|\d+0s", span
        )
        if is_number and sum(char.isdigit() for char in span) < 7:  # a number: only a long one
            return span
        opening = "(" if span.startswith("(") and ")" not in span else ""  # "(1970-01-01 UTC)"
        kept = span if re.fullmatch(_EMOTICON, span) else span[len(opening) :].rstrip(_ADDRESS_END)
        spans.append(kept)
        return f"{opening}{{{len(spans) - 1}}}{span[len(opening) + len(kept) :]}"

    masked = VERBATIM.sub(placeholder, text)

    def whole(match: re.Match[str]) -> str:
        spans.append(match.group())
        return f"{{{len(spans) - 1}}}"

    if numbers:
        masked = NUMBER.sub(whole, FORMAT.sub(whole, DATE.sub(whole, masked)))
    if names:

        def name(match: re.Match[str]) -> str:
            word = match.group()
            base = without_possessive(word)
            if not _is_name_at(match) or base in _renamed():
                return word
            spans.append(base)
            return f"{{{len(spans) - 1}}}{word[len(base) :]}"

        masked = LETTER_WORD.sub(name, PLACE.sub(whole, re.sub(TITLED_NAME, whole, masked)))
    return masked, spans


def names_in(text: str) -> list[str]:
    """The names of ``text`` that a German translation must write (``english_names.NAMES``: "Anna", "Michael",
    "London", "Monday"; not "Christmas", which German writes otherwise; a name that is a word too, "Mark", "Will",
    only inside a sentence or with a possessive, ``_is_name_at``; the names of products and companies written with a
    capital inside, "iPhone", "MacBook", "YouTube"; and any name after a courtesy title, "Mrs. Baker"), in the order
    written, an "'s" left off.

    Example:
        >>> names_in("Will Emma's brother Mark fly to London on Monday, at Christmas?")
        ['Emma', 'Mark', 'London', 'Monday']
        >>> names_in("I bought an iPhone and a MacBook on eBay, not a PC.")
        ['iPhone', 'MacBook', 'eBay']
        >>> names_in("Mrs. Baker's baker is Mr Cook.")
        ['Baker', 'Cook']
    """
    return [without_possessive(match.group()) for match in _names_at(text)]


def _names_at(text: str) -> list[re.Match[str]]:
    """Where ``names_in`` finds the names of ``text``, their possessives included."""
    titled = {match.start("name") for match in re.finditer(TITLED_NAME, text)}
    return [match for match in LETTER_WORD.finditer(text) if _is_name_at(match) or match.start() in titled]


def _is_name(word: str) -> bool:
    return word in _names() or _CAPITAL_INSIDE.fullmatch(word) is not None


def _is_name_at(match: re.Match[str]) -> bool:
    """Whether the word ``match`` found is a name: one of ``_is_name``, or of ``english_names.WORD_NAMES`` ("Mark",
    "Drew": words too) written with a capital inside a sentence (``_AFTER_A_WORD``), before a verb it is the subject
    of (``_SUBJECT_OF``), or with a possessive.

    >>> [_is_name_at(m) for m in LETTER_WORD.finditer("Drew met Drew and Mark, Drew's dog and Anna. Mark it.")]
    [False, False, True, False, True, True, False, False, True, False, False]
    >>> [_is_name_at(m) for m in LETTER_WORD.finditer("Open Rusty Gate in Normal Mode")]
    [False, False, False, False, False, False]
    >>> [_is_name_at(next(LETTER_WORD.finditer(text))) for text in ("Drew called me.", "Mark all as read.")]
    [True, False]
    """
    word, text, start = without_possessive(match.group()), match.string, match.start()
    if _is_name(word):
        return True
    if word not in _word_names():
        return False
    if word != match.group():  # with a possessive
        return True
    if _AFTER_A_WORD.search(text, max(0, start - 40), start):  # the word before, not the whole text
        return not _BEFORE_A_CAPITAL.match(text, match.end())
    return _SUBJECT_OF.match(text, match.end()) is not None


def same_name(name: str, text: str) -> bool:
    """Whether ``text`` writes ``name``: a word of it starts with the name's first three letters (all of a shorter
    name), capitals included, so that its German form counts ("Montag" for "Monday", "Petrus" for "Peter").

    Example:
        >>> same_name("Monday", "Am Montag."), same_name("Thomas", "Ich rief Donnerstag an."), same_name("Anna", "Annas")
        (True, False, True)
    """
    return re.search(rf"(?<![^\W\d_]){re.escape(name[:3])}", text) is not None


def as_written(name: str, text: str) -> bool:
    """Whether a word of ``text`` starts with all of ``name``, as the English writes it ("Annas" for "Anna",
    "Berliner" for "Berlin"; not "Montag" for "Monday").

    >>> as_written("Anna", "Annas Katze"), as_written("Monday", "Am Montag")
    (True, False)
    """
    return re.search(rf"(?<![^\W\d_]){re.escape(name)}", text) is not None


def keeps_names(source: str, translation: str) -> bool:
    """Whether ``translation`` writes each name of ``source`` (``names_in``): as the English writes it
    (``as_written``), or for a name that German writes in a form of its own, in that form (``same_name``; names of
    ``english_names.RENAMED``, and of ``english_names.BIBLE_NAMES``, which the Bible alone writes so, "Galiläa" for
    "Galilee"). The model drops names it rarely saw, makes words of them ("I called Anna yesterday." as "Ich habe
    gestern angerufen.", "Thomas" as "Donnerstag") and names people as the Bible does ("Hast du Petrus gesehen?" for
    "Have you seen Peter?", which everyday German writes "Peter"). Each place of ``german_places.PLACE_NAMES`` is a
    name too (no table of names has "Munich" or "Germany"), written in German or in English as a word of its own
    ("Zypern" for "Cyprus", "Südafrika" for "South Africa"; not "Albanienkosten" or "Munichkosten").

    Example:
        >>> keeps_names("I called Anna on Monday.", "Ich habe Anna am Montag angerufen.")
        True
        >>> keeps_names("I called Anna on Monday.", "Ich habe am Montag angerufen.")
        False
        >>> keeps_names("Have you seen Peter?", "Hast du Petrus gesehen?")
        False
        >>> keeps_names("Anna is from Cyprus, Bob from South Africa.", "Anna ist aus Zypern, Bob aus Südafrika.")
        True
    """
    places = list(PLACE.finditer(source))
    in_german = [place for place in places if _as_a_word(PLACE_NAMES[place.group()], translation)]
    names = [
        without_possessive(match.group())
        for match in _names_at(source)
        if not any(place.start() <= match.start() < place.end() for place in in_german)
    ]
    names += [place.group() for place in places if place not in in_german]
    return all(_writes(name, translation) for name in names)


def _writes(name: str, translation: str) -> bool:
    """Whether ``translation`` writes the name ``name`` as ``keeps_names`` asks: a place of
    ``german_places.PLACE_NAMES`` written in English only as a word of its own, which the pipeline then names in
    German ("Munich" or "Munichs"; not "Munichkosten", which German writes "München" in).

    >>> _writes("Munich", "Ein Ticket nach Munich"), _writes("Munich", "Munichkosten"), _writes("Anna", "Annas")
    (True, False, True)
    """
    if name in PLACE_NAMES:
        return _as_a_word(name, translation)
    if name in _renamed_in_german():
        return same_name(name, translation)
    return as_written(name, translation)


def _as_a_word(name: str, text: str) -> bool:
    """Whether ``text`` writes ``name`` as a word of its own, or with a genitive "s"."""
    return re.search(rf"(?<![^\W\d_]){re.escape(name)}s?(?![^\W\d_])", text) is not None


def without_possessive(word: str) -> str:
    """``word`` without its possessive "'s" ("Anna's", "ANNA'S")."""
    return word[:-2] if word[-2:].lower() in ("'s", "’s") else word


@functools.cache
def _names() -> frozenset[str]:
    """The shipped names (``english_names.NAMES``)."""
    return frozenset(NAMES.split())


@functools.cache
def _word_names() -> frozenset[str]:
    """The shipped names that are words too (``english_names.WORD_NAMES``)."""
    return frozenset(WORD_NAMES.split())


@functools.cache
def _renamed() -> frozenset[str]:
    """The shipped names that German writes in a form of its own (``english_names.RENAMED``)."""
    return frozenset(RENAMED.split())


@functools.cache
def _renamed_in_german() -> frozenset[str]:
    """The shipped names that German, or the Bible's German alone, writes in a form of its own (``RENAMED`` and
    ``BIBLE_NAMES``)."""
    return _renamed() | frozenset(BIBLE_NAMES.split())


def with_spans_as_written(translation: str, spans: list[str]) -> str:
    """``translation`` with each of ``spans`` (``protect``'s) that it writes in other letter case written as
    it was: the model, reading an address as words, capitalises its first letter or a part of it.

    Example:
        >>> with_spans_as_written("Siehe https://example.com/shop?ID=42 oder schreib an Info@example.com",
        ...                       ["https://example.com/shop?id=42", "info@example.com"])
        'Siehe https://example.com/shop?id=42 oder schreib an info@example.com'
    """
    for span in spans:
        if span not in translation:
            translation = re.sub(re.escape(span), lambda _, span=span: span, translation, flags=re.IGNORECASE)
    return translation


def keeps_numbers(source: str, translation: str) -> bool:
    """Whether ``translation`` writes each number of ``source`` as often as the source does and no other:
    whatever their separators ("1,250.00" and "1.250,00" are one number), but a clock time not with a decimal
    comma ("7:45" as "7,45"), a 12-hour clock time also on the 24-hour clock ("5 pm" as "17 Uhr"); and each printf
    format, the numbers a program writes, exactly so ("%s", "%d"). Numbers spelt out in words are not read.

    Example:
        >>> keeps_numbers("It costs 1,250.00 EUR.", "Es kostet 1.250,00 EUR.")
        True
        >>> keeps_numbers("Call me at 5 pm or at 7:30 p.m.", "Ruf mich um 17 Uhr oder um 19:30 Uhr an.")
        True
        >>> keeps_numbers("The meeting is at 3 pm.", "Die Besprechung ist um 17 Uhr.")
        False
        >>> keeps_numbers("Come at 7:45.", "Komm um 7.45 Uhr."), keeps_numbers("Come at 7:45.", "Komm 7,45 abends.")
        (True, False)
        >>> keeps_numbers("We're only Euro 100 short.", "Uns fehlen nur Euro.")
        False
        >>> keeps_numbers("See chapter 5.", "Siehe Kapitel 5 in Kapitel 5.")
        False
        >>> keeps_numbers("got %s on line %d", "bekam %d in Zeile %d")
        False
    """
    if Counter(FORMAT.findall(source)) != Counter(FORMAT.findall(translation)):
        return False
    written = [match.group(1) for match in NUMBER.finditer(translation)]
    numbers = sorted(NUMBER.finditer(source), key=lambda match: len(_readings(match)))
    for match in numbers:  # the numbers with one reading first, so a clock time takes what is left
        choices, clock = _readings(match), ":" in match.group(1)
        found = next(
            (
                k
                for k, number in enumerate(written)
                if _digits(number) in choices and not (clock and "," in number)
            ),
            None,
        )
        if found is None:
            return False
        del written[found]
    return not written


def keeps_dates(source: str, translation: str) -> bool:
    """Whether ``translation`` writes each day of a month that ``source`` says (``DATE``: "5th May") with its month, as
    German writes it ("5. Mai") or as the source does (a placeholder put back: "5th May").

    Example:
        >>> keeps_dates("Open from 5th May to 30th June.", "Offen vom 5. Mai bis 30. Juni.")
        True
        >>> keeps_dates("Open from 5th May to 30th June.", "Offen von 5. Vielleicht 30. Juni.")
        False
        >>> keeps_dates("Pay by 3rd March 2027.", "Zahle bis 3rd March 2027.")
        True
        >>> keeps_dates("Pay by 3rd March.", "Zahle bis 30. März.")
        False
    """
    return all(
        re.search(
            rf"(?<![\d.]){int(match['day'])}(?:\.|st|nd|rd|th)? ?(?:{GERMAN_MONTHS[match['month']]}|{match['month']})\b",
            translation,
        )
        for match in DATE.finditer(source)
    )


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def _readings(match: re.Match[str]) -> tuple[str, ...]:
    """The digits a translation may write for a number of ``NUMBER``: as written, and for a 12-hour clock
    time also on the 24-hour clock, with or without ":00" ("5 pm": 5, 500, 17, 1700; "12 am": 12, 0)."""
    number, half = match.group(1), (match.group(2) or "").lower()
    hour, _, minutes = number.partition(":")
    if not half or not hour.isdigit() or not 1 <= int(hour) <= 12:
        return (_digits(number),)
    hours = [hour_24(int(hour), half), int(hour)]
    tails = [_digits(minutes)] if minutes else ["", "00"]
    return tuple(dict.fromkeys(f"{h}{tail}" for h in hours for tail in tails))


def hour_24(hour: int, half: str) -> int:
    """The hour of a 12-hour clock time on the 24-hour clock ("12 am": 0, "12 pm": 12, "5 pm": 17)."""
    return hour % 12 + (12 if half.lower() == "p" else 0)


def restore(translation: str, spans: list[str]) -> str | None:
    """``translation`` with each placeholder of ``protect`` replaced by its span, or None when the
    translation does not hold every placeholder exactly once (the caller then translates the text unprotected).

    Example:
        >>> restore("Ruf {0} an oder siehe {1}.", ["+49 30 1234567", "www.example.com/help"])
        'Ruf +49 30 1234567 an oder siehe www.example.com/help.'
        >>> restore("Ruf an.", ["+49 30 1234567"]) is None
        True
    """
    found = _PLACEHOLDER.findall(translation)
    if sorted(found) != sorted(f"{{{i}}}" for i in range(len(spans))):
        return None
    return _PLACEHOLDER.sub(lambda match: spans[int(match.group()[1:-1])], translation)
