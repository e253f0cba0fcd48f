"""Text preparation shared by the pipelines: cleaning, and sentence splitting that keeps every character;
and for translation, what makes people's text read like the text a model learnt from: list markers kept
apart, addresses and numbers as placeholders, apostrophes put back, words in their usual case, other
languages told from English; and a letter's greeting and closing in the German letters write.

Example:
    >>> from pipelines.text import clean_text, split_sentences
    >>> [s.text for s in split_sentences(clean_text("Dr. Smith arrived. He sat down."))]
    ['Dr. Smith arrived.', 'He sat down.']
"""

from __future__ import annotations

import functools
import html
import re
import string
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import NamedTuple

from .english_casing import IN_CAPITALS, USUAL_FORMS
from .english_names import NAMES, RENAMED
from .english_spelling import FREQUENT_WORDS, LOOKALIKES, MISSPELLINGS

SENTENCE_LANGUAGE = "en"  # pysbd rules
# C0 and C1 control characters except tab, line feed and carriage return (whitespace we keep).
_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff]")
_SURROGATES = re.compile(r"[\ud800-\udfff]")
_WHITESPACE = re.compile(r"\s+")
# A full stop, question or exclamation mark (and closing quotes or brackets), then whitespace and a capital.
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[A-Z\"“(])")
# Closing quotes, brackets, HTML tags and Markdown's marks, which pysbd cuts off the sentence they close, before
# whitespace or the text's end ("... minutes.</b> Thanks.", "... the new time.**").
_CLOSING_MARKS = re.compile(r"(?:[\"'”’»)\]]|</[A-Za-z][\w-]*>|\*\*|__|~~|[*_])+(?=\s|$)")
PYSBD_BLOCK = 2_000  # characters per pysbd call
# A line break where text was wrapped (an e-mail at 72 characters, a PDF's lines), not where a line ends: after a
# line of at least WRAPPED_LINE characters that ends in no mark of a sentence's or a clause's end, before a word in
# lower case or a number that starts no list item, or before a capital after a word no sentence ends with ("to",
# "the", "it's": "confined to\nScandinavia", "the\nBBC"). Shorter lines are a chat's messages, a poem's or an
# address's. In an e-mail reply's quoted lines ("> "), wrapped alike, each line starts with the same markers.
_QUOTE_MARKERS = r"(?:>[ \t]?)+"
_LINE_BREAK_IN_SENTENCE = re.compile(rf"(?<=[^\s.!?…:;])[ \t]*\n({_QUOTE_MARKERS})?(?=[^\W_])")
_LINE_START_QUOTED = re.compile(_QUOTE_MARKERS)
_SPACES = re.compile(r"[ \t]{2,}")
_LINE_BREAK = re.compile(rf"[ \t]*\n\s*(?:{_QUOTE_MARKERS})?")  # with the spaces and quote markers after it
_HYPHENATED = re.compile(rf"([^\W\d_]+)-[ \t]*\n\s*(?:{_QUOTE_MARKERS})?([a-z]+)")  # "infor-\nmation"
WRAPPED_LINE = 40
_NO_SENTENCE_ENDS_WITH = frozenset({
    "a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those", "every",
    "each", "some", "any", "no", "to", "of", "in", "on", "at", "for", "with", "from", "by", "about", "into", "onto",
    "over", "under", "between", "through", "during", "without", "after", "before", "and", "or", "but", "nor", "than",
    "as", "if", "because", "while", "is", "are", "was", "were", "be", "been", "am", "has", "have", "had", "will",
    "would", "can", "could", "should", "shall", "may", "might", "must", "do", "does", "did", "it's", "i'm", "i'll",
    "i've", "i'd", "you're", "we're", "they're", "he's", "she's", "that's", "there's",
})  # fmt: skip
_LAST_WORD = re.compile(r"([^\W\d_]+(?:['’][^\W\d_]+)?)$")
# What a translation must keep character for character: web and e-mail addresses, phone-like numbers
# (7+ digits, with no thousands or decimal separators a translation would localise), code between backticks,
# file paths, @mentions and #hashtags, and emoji.
_ADDRESS_END = ".,;:!?)]}'\"”’"
_EMOJI = "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff]"
# A list item's bullet or number at the start of a line: "- ", "* ", "• ", "1. ", "2) ", "(3) "; a Markdown
# heading's "# ", "## "; and the ">" of a line quoted in an e-mail reply: "> ", ">> ".
_LIST_MARKER = re.compile(rf"(?:[-*•‣◦–—]|\d{{1,3}}[.)]|\(\d{{1,3}}\)|#{{1,6}})\s+|{_QUOTE_MARKERS}")
# A piece's separator that ends in such a marker (``is_list_item``), a first word typed in lower case, and an
# option's value in capitals, as programs list their options ("cols N", "discard CHAR"; ``with_capital``).
_AFTER_LIST_MARKER = re.compile(rf"(?:^|\n)[ \t]*(?:{_LIST_MARKER.pattern})$")
_LOWER_CASE_FIRST_WORD = re.compile(r"[a-z]+(?=\s)")
_METAVARIABLE = re.compile(r"\b(?![AI]\b)[A-Z]+\b")
_SMILEY = r"(?<!\S)(?:[:;][-']?[()\[\]DPpO/|*]|xD|XD)(?!\S)"
_EMOTICON = rf"(?:{_SMILEY}|(?<!\S)<3(?!\S))"
_TABS = re.compile(r" *\t[\t ]*")  # between the cells of a table's row
# A row of a Markdown table, its cells between pipes ("| Coffee | 2.50 |"), a line of its own; and the pipes
# between two cells.
_TABLE_ROW = re.compile(r"\|([ \t]*)(.*[^\s|])([ \t]*)\|")
_TABLE_ROW_LINE = re.compile(rf"^{_TABLE_ROW.pattern}$", re.MULTILINE)
_PIPES = re.compile(r"(?:\s*\|)+\s*")
# An HTML character reference: "&amp;", "&#8364;", "&#x20AC;".
_CHARACTER_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# HTML's tags of the text people paste from web pages and e-mails (not "<head>", "<mark>" or "<link>", which
# program messages write for what to type: "git cherry [<upstream> [<head>]]"), and its tags around code, which is
# kept as it is.
_HTML_TAGS = (
    "a|abbr|b|big|blockquote|body|br|center|cite|dd|del|div|dl|dt|em|font|h[1-6]|hr|html|i|img|ins|li|ol|p|q|s|"
    "small|span|strike|strong|sub|sup|table|tbody|td|tfoot|th|thead|tr|tt|u|ul"
)
_CODE_TAGS = "code|kbd|pre|samp|var|script|style"
# Inline markup whose words are translated with their sentence (``without_markup``): a pair of HTML tags (not
# those of code), a Markdown link, and Markdown's marks around words: "**bold**", "*italic*", "__bold__",
# "_italic_", "~~struck~~", not inside words or brackets (not "2*3*4", "snake_case_name", "[a-z]*(a|b)"); and a
# run of HTML tags or Markdown marks at a piece's start or end.
_BEFORE_MARK = r"(?<![\w*_~)\]}])"  # not after a word, a mark or a closing bracket
_AFTER_MARK = r"(?![\w*_~(\[{])"  # not before a word, a mark or an opening bracket
_MARKED_START = r"[\w\"'“‘(\[$€£]"  # what marked words start with: not "*/=>@|)"
_MARKUP = [
    re.compile(
        rf"(?P<open><(?P<tag>(?i:{_HTML_TAGS}))\b(?:\s[^<>]*)?>)"
        r"(?P<inner>[^<>]*?[^<>\s][^<>]*?)(?P<close></(?P=tag)\s*>)"
    ),
    # A link's address: with a "." or "/", "#" or ":" in it ("[-+=]([rwx]*)" is a program's pattern).
    re.compile(
        r"(?P<open>\[)(?P<inner>[^\[\]\n]*?[^\[\]\s][^\[\]\n]*?)(?P<close>\]\((?=[^()\s]*[./#:])[^()\s]+\))"
    ),
    *(
        re.compile(
            rf"{_BEFORE_MARK}(?P<open>{marks})(?P<inner>{_MARKED_START}(?:[^{m}\n]*?[^\s{m}])?)"
            rf"(?P<close>(?P=open)){_AFTER_MARK}"
        )
        for m, marks in ((r"\*", r"\*\*?"), ("_", "__?"), ("~", "~~"))
    ),
]
_LONE_OPENING = re.compile(rf"(?:<(?i:{_HTML_TAGS})\b[^<>]*>|\*\*|__|~~)+(?![*_~])\s*")
_LONE_CLOSING = re.compile(rf"\s*(?<![*_~])(?:</(?i:{_HTML_TAGS})\s*>|\*\*|__|~~)+$")
# German words that open a sentence with a capital and go on one in lower case (not "Sie" and "Ihr"), for
# ``continued``.
_LOWER_CASE_GERMAN = frozenset({
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "ich", "du", "er", "es",
    "wir", "mein", "meine", "unser", "unsere", "dein", "deine", "danke", "vielen", "herzlichen", "willkommen",
    "bitte", "leider", "anbei", "hier", "heute", "morgen", "gestern", "wie", "was", "wann", "wo", "wer", "warum",
    "nur", "ist", "sind", "wird", "gibt", "habe", "haben", "hast", "kannst", "können", "könnten", "könnt",
    "bist", "warst", "hattest", "kommst", "geht", "gehst", "willst", "möchtest", "weißt", "könntest", "würdest",
    "hoffe", "freue", "tut", "kann", "schön", "gut", "alles", "noch", "nochmals", "ja", "nein", "also", "sorry",
    "übrigens",
})  # fmt: skip
# A label opening a piece, numbered ("Step 2:"), a question's "Q:" and an answer's "A:", or one or two words before a
# sentence ("Reminder: The office ...", "Quick question: do you ...": in lower case, one that opens with a word that
# opens sentences; not the labels that open program messages, "Error: Cannot ...", which the model learnt whole),
# and the space after it.
_SENTENCE_OPENERS = (
    "(?:the|a|an|we|you|i|it|they|he|she|our|your|my|this|there|do|don't|please|can|is|are|no)(?:['’][a-z]+)?"
)
_PROGRAM_LABELS = ("Error", "Warning", "Note", "Hint", "Usage", "Example", "Examples", "Fatal")
_LIST_OF_WORDS = (
    r"[a-z]+(?: [a-z]+)*, ?[a-z]+(?: [a-z]+)*,"  # "milk, eggs, ...": the start of three items or more
)
_WORDS_LABEL = (
    rf"(?!(?:{'|'.join(_PROGRAM_LABELS)}):)[A-Z][a-z]+(?: [a-z]+)?:"
    rf"(?=\s+(?:[A-Z][a-z]|{_SENTENCE_OPENERS}\b|{_LIST_OF_WORDS}))"
)
_LABEL = re.compile(rf"([A-Z][a-z]+ \d{{1,3}}:|[QA]:|{_WORDS_LABEL})(\s+)(?=\S)")
# A face that a message's clauses end at: a smiley, or emoji before a capital or at the message's end ("I <3 you"
# and "I ❤️ it so much" go on).
_FACE_IN_MESSAGE = re.compile(rf"{_SMILEY}|{_EMOJI}(?:[\u200d\ufe0f]|{_EMOJI})*(?=\s+[A-Z]|\s*$)")
# An amount: "2", "1.5", "1/2", "1 1/2", "½", "1½", or a range of them, "20-25" (the model wrote "20-25°C" as "20°C").
_AMOUNT = r"(?:\d+(?:[.,]\d+)?\s?[-–]\s?\d+(?:[.,]\d+)?|\d+(?: \d/\d+|[.,]\d+|/\d+)?|\d*[½¼¾⅓⅔])"
# Imperial units and kitchen measures, singular and plural, in German.
_IMPERIAL_IN_GERMAN = {
    "foot": ("Fuß", "Fuß"), "feet": ("Fuß", "Fuß"), "inch": ("Zoll", "Zoll"), "inches": ("Zoll", "Zoll"),
    "yard": ("Yard", "Yards"), "yards": ("Yard", "Yards"), "mile": ("Meile", "Meilen"), "miles": ("Meile", "Meilen"),
    "ounce": ("Unze", "Unzen"), "ounces": ("Unze", "Unzen"), "gallon": ("Gallone", "Gallonen"),
    "gallons": ("Gallone", "Gallonen"), "cup": ("Tasse", "Tassen"), "cups": ("Tasse", "Tassen"),
    "tablespoon": ("Esslöffel", "Esslöffel"), "tablespoons": ("Esslöffel", "Esslöffel"),
    "teaspoon": ("Teelöffel", "Teelöffel"), "teaspoons": ("Teelöffel", "Teelöffel"),
}  # fmt: skip
_IMPERIAL_UNITS = "|".join(_IMPERIAL_IN_GERMAN)
# A number with a unit (not a printf format's width, "%5g"): a metric one, which German writes so too (the model
# dropped the "g" of "200 g flour", wrote "200G" for "200g" and "-5°C tonight" as "-5°C-Tonnen"), or an imperial
# one or a kitchen measure, which ``with_german_units`` writes in German (the model wrote "6 feet" as "6 Meter",
# "15 inches" as "15 Uhr", "2 cups of flour" as "2 Bechselfach").
_MEASURE = (
    rf"(?<![\w.,%/])(?<!%-){_AMOUNT} ?(?:mg|g|kg|ml|cl|dl|l|mm|cm|km|°[CF]|mph|{_IMPERIAL_UNITS})(?![\w'’])"
)
# The months, English and German; a day of a month, as an English ordinal too ("3rd"), and days of one month,
# one day or a range ("3-7", "3rd–7th"); a range of days of one month with the month, either side, and its year
# ("June 3–7", "24-26 December 2026"), which ``with_german_dates`` writes as German does ("3.–7. Juni"; the
# model wrote "Juni 3–7" and "den 24-26").
_GERMAN_MONTHS = {
    "January": "Januar", "February": "Februar", "March": "März", "April": "April", "May": "Mai", "June": "Juni",
    "July": "Juli", "August": "August", "September": "September", "October": "Oktober", "November": "November",
    "December": "Dezember",
}  # fmt: skip
_MONTH_NAMES = tuple(_GERMAN_MONTHS)
_DAY_OF = r"(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?"
_DAY_SPAN = rf"{_DAY_OF} ?[-–] ?{_DAY_OF}"
_DAYS_OF = rf"(?:{_DAY_SPAN}|{_DAY_OF})"
_DAY_RANGE = (
    rf"(?<![\w.,/-])(?:(?:{'|'.join(_MONTH_NAMES)}) {_DAY_SPAN}|{_DAY_SPAN} (?:{'|'.join(_MONTH_NAMES)}))"
    r"(?:,? \d{4})?(?![\w-])"
)
# A date as the model may leave it in a German translation: an English ordinal or month ("3rd Juni", "June 3–7"),
# or a day without its dot ("25 März"); for ``with_german_dates``.
_DATE_IN_TRANSLATION = re.compile(
    rf"(?<![\w.,/-])(?:(?P<month>{'|'.join(_MONTH_NAMES)}) (?P<days>{_DAYS_OF})"
    rf"|(?P<days_first>{_DAYS_OF})\.? (?P<of>{'|'.join([*_MONTH_NAMES, *_GERMAN_MONTHS.values()])}))"
    r"(?P<year>,? \d{4})?(?![\w-])"
)
# A person's name after a courtesy title ("Mrs. Baker", "Dr Miller"; not "Miss you" nor "Mr. Right"'s "Mr.
# You"): the model made words of such names ("Mrs. Bäcker") and kept the English title; ``with_german_titles``
# writes it as German does ("Frau Baker").
_TITLED_NAME = (
    r"(?<![\w.])(?P<title>Mrs|Mr|Ms|Miss|Dr|Prof)\.? (?P<couple>and Mrs\.? )?"  # "Mr. and Mrs. Taylor"
    r"(?!(?:You|Your|Me|Him|Her|Us|Them|It|The|An?)\b)"
    r"(?P<name>[A-Z](?:[A-Za-z-]|['’](?=[A-Z]))*[a-z])(?![\w-])"  # "O'Brien", "Smith-Jones"; "Smith's" "'s" left
)
# A decade: "1990s", "the '80s", "the early 90s" (not the "50s" of "%.50s" or "in her 80s"), which the model read as
# "vom 1990er" and "2000 Goldstücke"; ``with_german_decades`` writes it as German does ("die 1990er Jahre").
_DECADE = (
    r"(?<![\w.%'’-])(?:1\d|20)\d0s(?!\w)|(?<![\w.%])['’]\d0s(?!\w)"
    r"|(?:(?<=\bthe )|(?<=\bThe )|(?<=\bearly )|(?<=\blate )|(?<=\bmid )|(?<=\bmid-))\d0s(?!\w)"
)
# One capitalised word with a final mark perhaps: "Eggs", "Questions?" (``one_capitalised_word``).
_ONE_WORD = re.compile(r"\s*[A-Z][a-z]+[?!.:]?\s*")
_COUPLE_IN_TRANSLATION = r"(?:and|und) (?:Mrs\.?|Frau) "  # "Mr. and Mrs. Li", as copied or translated
# The pronouns of the German "du" (and of its plural, "ihr": "euch", "euer") and of the polite "Sie"; and for
# ``address_forms`` the forms of each, the imperatives of "let me know" and "tell me", "lass" and "sag", with "du".
ADDRESS_PRONOUNS = {
    "du": (
        "du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines", "euch", "euer", "eure",
        "euren", "eurem", "eurer", "eures",
    ),
    "Sie": ("Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"),
}  # fmt: skip
_PRONOUNS = {
    "du": re.compile(rf"\b(?i:{'|'.join(ADDRESS_PRONOUNS['du'])})\b"),
    "Sie": re.compile(rf"\b(?:{'|'.join(ADDRESS_PRONOUNS['Sie'])})\b"),
}
_ADDRESS_WORDS = frozenset(form.lower() for forms in ADDRESS_PRONOUNS.values() for form in forms)
# Greetings in German that address the reader as "Sie" and as "du" (``greeting_address``).
_FORMAL_GREETING = re.compile(r"Sehr geehrte|(?:Hallo|Guten \w+) (?:Herr|Frau)\b")
_FIRST_NAME_GREETING = re.compile(r"(?:Hallo|Guten \w+) (?!zusammen\b)\w")
_DU_FORMS = re.compile(rf"\b(?i:{'|'.join([*ADDRESS_PRONOUNS['du'], 'lass', 'sag'])})\b")
_GERMAN_TITLES = {"Mrs": "Frau", "Ms": "Frau", "Miss": "Frau", "Dr": "Dr.", "Prof": "Prof."}  # "Mr": Herr(n)
# The words after which a titled name is the subject or addressed ("and" and "or": as the name before).
_BEFORE_SUBJECT = {
    "", "is", "was", "are", "were", "be", "been", "hi", "hello", "hey", "dear", "thanks", "morning",
}  # fmt: skip
# A decade after these German words is in the dative: "vom 1990s" as "von den 1990er Jahren".
_DATIVE_ARTICLES = {
    "vom": "von den", "von": "von den", "im": "in den", "in": "in den", "aus": "aus den", "seit": "seit den",
    "den": "den", "mit": "mit den", "zu": "zu den", "nach": "nach den", "bis": "bis zu den",
}  # fmt: skip
_EMAIL = r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_VERBATIM = re.compile(
    r"(?:https?|ftp)://[^\s<>\"]+"  # a URL with its scheme
    r"|www\.[^\s<>\"]+"  # or starting at www.
    rf"|{_EMAIL}"  # an e-mail address
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
    rf"|{_EMOJI}(?:[\u200d\ufe0f]|{_EMOJI})*"  # emoji, with their joiners and variation selectors
    r"|(?<![\w'’])(?i:lol|lmao|lmfao|rofl)(?![\w'’])"  # laughter, which German messages write so too
    rf"|{_EMOTICON}"  # an emoticon standing alone: ":)", ";-)", ":D", "<3"
    # code between HTML's code tags, and an HTML tag that ``without_markup`` leaves (<br>, <img src="...">)
    rf"|(?s:<(?P<code>(?i:{_CODE_TAGS}))\b[^<>]*>.*?</(?P=code)\s*>)"
    rf"|</?(?i:{_HTML_TAGS}|{_CODE_TAGS})\b(?:\s[^<>]*)?/?>"
    rf"|{_DAY_RANGE}"  # a range of days of one month: "June 3–7", "24-26 December"
    rf"|{_DECADE}"  # a decade: "the 1990s", "the '80s"
    rf"|{_MEASURE}"  # a quantity: "200 g", "1.5 kg", "500ml", "-5°C", "6 feet"
)
_PLACEHOLDER = re.compile(r"\{\d+\}")
# A number as written, with its thousands, decimal or clock separators ("1,250.00", "7:45"; not the digits of a
# word such as "B12" or of a placeholder), and the "am"/"pm" of a 12-hour clock time after it.
_AM_PM = r"\s?([ap])\.?m\b"
_NUMBER = re.compile(rf"(?<![\w{{])(\d+(?:[.,:]\d+)*)(?:{_AM_PM}\.?)?", re.IGNORECASE)
# A clock time said in words, "half past 7", "a quarter to eight": German says "halb acht" for 7:30, so the model
# wrote "half past seven" as "halb sieben", and "quarter to eight" as "vervierfacht".
_HOURS_IN_WORDS = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
)  # fmt: skip
_CLOCK_IN_WORDS = re.compile(
    rf"\b(?:(?P<half>half) past|(?:a )?quarter (?P<way>past|to)) (?P<hour>1[0-2]|[1-9]|{'|'.join(_HOURS_IN_WORDS)})\b",
    re.IGNORECASE,
)
_GERMAN_HOURS = (
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
)  # fmt: skip
_HALF_OF_DAY = re.compile(_AM_PM, re.IGNORECASE)
# A clock time after "at" (``with_german_prepositions``), the German word before a time, and the German prepositions
# that the model wrote for "at" before a time wrongly ("im 14:30") or that can stand for it ("gegen 8:00").
_AT_TIME = re.compile(
    r"\b[Aa]t (?P<time>\d{1,2}:[0-5]\d)(?![\d:])"
    r"|(?<=\w )at (?P<hour>1[0-2]|[1-9])(?=[.?!,;]|$| (?:tomorrow|tonight|today|sharp)\b)"  # "pick me up at 3?"
)
_WORD_BEFORE = re.compile(r"(?P<word>\w+)\s+$")
# A range of clock times, hours, dates or weekdays after "from" ("from 9:00 to 18:00", "from 24th December to 2nd
# January", "from Monday to Wednesday"), a time, date or weekday something is due "by" ("reply by 17:00", "by
# Friday") and a time it starts "from" ("Check-in is from 15:00"), as the model read them (``on_24_hour_clock``,
# ``day_first``): German says "bis" where the model wrote "auf", "nach" or "für" before the range's end, and for "by"
# where it wrote those or "über", "bei", "am" ("den Bericht über Freitag schicken"); "vom" before a day; and "ab" for
# "from" a time where no end follows. A change "from" one to the other ("moved from Tuesday to Monday", "rose from
# 10 to 20") ends in "auf" where the model wrote "bis", "nach" or "zu" ("von Dienstag auf Montag verschoben"); a
# "shift from 9 to 5" or "delay from 5 to 40 ms" is no change.
_MONTH_NAME = "|".join(_MONTH_NAMES)
_GERMAN_WEEKDAYS = {
    "Monday": "Montag", "Tuesday": "Dienstag", "Wednesday": "Mittwoch", "Thursday": "Donnerstag", "Friday": "Freitag",
    "Saturday": "Samstag", "Sunday": "Sonntag",
}  # fmt: skip
# A day of a month ("2nd January") or a weekday ("Friday", not "Friday's"), its group names ending in END.
_DATE_OR_WEEKDAY = (
    rf"(?P<END_day>\d{{1,2}})(?:st|nd|rd|th)? (?P<END_month>{_MONTH_NAME})"
    rf"|(?P<END_weekday>{'|'.join(_GERMAN_WEEKDAYS)})\b(?!['’])"
)
_TIME_OR_HOUR = r"\d{1,2}(?::[0-5]\d)?(?![\d:])"
_FROM_TO = re.compile(
    rf"\b[Ff]rom (?P<first>{_DATE_OR_WEEKDAY.replace('END', 'first')}|{_TIME_OR_HOUR})"
    rf" (?:to|till|until|through|[-–]) (?P<last>{_DATE_OR_WEEKDAY.replace('END', 'last')}|{_TIME_OR_HOUR})"
)
_DUE = re.compile(
    rf"\b(?:by|until|till) (?P<due>{_DATE_OR_WEEKDAY.replace('END', 'due')}|\d{{1,2}}:[0-5]\d(?![\d:]))"
)
_FROM_TIME = re.compile(r"\b[Ff]rom (?P<time>\d{1,2}:[0-5]\d)(?![\d:])(?! (?:to|till|until|through|[-–]) )")
_NOT_BIS = frozenset({"auf", "nach", "für", "zu", "zum", "an", "um", "in", "von"})
_NOT_BIS_DUE = _NOT_BIS | {"über", "bei", "am", "durch", "mit"}
_NOT_AUF = frozenset({"bis", "nach", "für", "zu", "zum", "an", "in"})
_CHANGE = re.compile(
    r"\b(?:mov(?:e|es|ed|ing)|postpon\w*|(?:brought|bring|brings|bringing) forward|reschedul\w*|chang(?:e|es|ed|ing)"
    r"|shifted|(?:push|pushed|pushes|pushing) back|put off|r(?:ise|ises|ose|isen|ising)|f(?:all|alls|ell|allen|alling)"
    r"|increas\w*|decreas\w*|drop(?:s|ped|ping)|rais\w*|reduc\w*|(?:went|go|goes|gone) (?:up|down)"
    r"|gr(?:ow|ows|ew|own)|climb\w*|jump\w*)\b",
    re.IGNORECASE,
)
_NOT_VON = frozenset({"von", "vom", "mit", "aus", "auf", "an", "am", "in", "im", "um", "seit"})
# "By the way" said aside (``with_german_asides``): set off by commas or opening the sentence ("By the way, ...", "...,
# by the way?", "By the way did you ...?"), not "sat by the way to Timnah" or "by the way they talk"; and the words the
# model wrote for it. "On the way" is "auf dem Weg".
_BY_THE_WAY = re.compile(
    r"(?:^|[,;(–—]\s*)(?i:by the way)(?=\s*(?:[,.!?;)]|$))"
    r"|^(?i:by the way) (?=(?i:the|a|an|i|we|you|he|she|they|it|did|do|does|can|could|is|are|was|were|have|has|will|"
    r"would)\b)"
)
_ON_THE_WAY = re.compile(r"\b(?i:on|in) (?:the|my|your|his|her|our|their) way\b")
_WAY = re.compile(r"\b(?:[Aa]uf|[Nn]ach) dem Wege?\b")
_SAID_ASIDE = re.compile(r"(?i)\b(?:übrigens|nebenbei|apropos|eigentlich|weg|wege)\b")
# "im" before a day of a month, which German says "am" ("im Mai", but "am 5. Mai"): ``with_german_dates``.
_IN_ON_A_DAY = re.compile(rf"\b([Ii]m)(?= \d{{1,2}}\. (?:{'|'.join(_GERMAN_MONTHS.values())})\b)")
_NOT_UM = frozenset({"im", "in", "am", "an", "bei", "mit", "auf", "für", "zum", "zur", "als"})
_NEAR_UM = frozenset(
    {"um", "gegen", "ab", "bis", "von", "vor", "nach", "seit", "zwischen", "und", "oder", "etwa"}
)
# A phone number (as ``_VERBATIM`` finds one, but for times: "at 14:30:00" is one) or an e-mail address after "at" or
# "to" (``with_german_prepositions``), and the German prepositions the model wrote wrongly before one for "at"
# ("Rufen Sie uns auf +49 ...") and for "to" ("nach jobs@...").
_AT_OR_TO_CONTACT = re.compile(rf"\b(?:(?P<at>[Aa]t)|to) (?P<contact>{_EMAIL}|\+?\(?\d[\d ()/-]{{5,}}\d)")
_NOT_UNTER = frozenset({"auf", "am", "bei", "um", "zu", "im", "in", "nach", "mit"})
_NOT_AN = frozenset({"nach", "zu", "auf", "bei", "um", "am", "im", "in"})
# The number of a 12-hour clock time: an hour of 1 to 12 and its minutes ("7:30", "11.45"; not "30", "1.5").
_CLOCK_12 = re.compile(r"(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?")
# The space after a run of three marks or more before a capital or a digit: "Wow!!! Great", "Love it!!! 10/10 would
# buy again", where pysbd sees no sentence end.
_AFTER_MARK_RUN = re.compile(r"(?<=[!?]{3})\s+(?=[A-Z\d\"“(])")
# A sentence typed on without a space after its end ("afternoon.Send the file"): after a word in lower case, or
# capitalised and longer than an abbreviation ("St.Louis", "Prof.Smith"), and its mark, a capitalised word and a space
# or a mark; not in a name of code ("SFWidgets.Menu help", "sheet.addin.Analysis service", "Console.WriteLine",
# "foo.Bar()"). The cut is the empty group "cut" (``_cut_at``).
_NO_SPACE_AFTER_END = re.compile(
    r"(?<![\w.@/\\-])(?:[a-z]{2,}|[A-Z][a-z]{4,})[.!?](?P<cut>)(?=[A-Z][a-z'’]*(?:\s|[,;:!?]|$))"
)
# The marks a sentence ends in: "!", "!!!", "?!".
_MARKS_AT_END = re.compile(r"(?<![.?!])[?!]+$")
_NEXT_SENTENCE = re.compile(r"\s*$|\s+[A-Z\"“(]")
# The end of a range of clock times whose start has no "am" or "pm" of its own: "2 and 4 pm", "9-11 a.m.".
_RANGE_END = re.compile(r"\s?[-–]\s?|\s(?:to|till|until|and)\s")
# A date written month first ("March 3rd", "July 21, 1990"; not the start of a range, "March 3-5"), and what a
# bare number after the month must be followed by to be its day ("March 3 at noon", not "in March 3 people came").
_MONTH_FIRST = re.compile(
    rf"\b(?P<month>{'|'.join(_MONTH_NAMES)})"
    r"\s+(?P<day>3[01]|[12]\d|0?[1-9])(?P<suffix>st|nd|rd|th)?\b(?!\s?[-–—]\s?\d)(?P<year>,?\s+\d{4}\b)?"
)
# A date written day first: "the 22nd of March", which the model read as "der 22nd von März", and "25 March" with
# no ordinal, which it wrote "25 März" (German writes "25. März", as the model does for "25th March").
_DAY_OF_MONTH = re.compile(
    rf"\bthe (?P<day>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th) of (?P<month>{'|'.join(_MONTH_NAMES)})\b"
    rf"|(?<![\w.,:/-])(?P<bare_day>3[01]|[12]\d|0?[1-9]) (?P<of>{'|'.join(_MONTH_NAMES)})\b"
)
# A date in numbers, month or day first ("12/15/2026" in the United States, "15/12/2026" in Britain): where a
# number over 12 shows which is the day, it is written as German writes dates ("15.12.2026"); "03/04/2026" stays.
_DATE_IN_NUMBERS = re.compile(r"(?<![\w/.,:-])(\d{1,2})/(\d{1,2})/((?:19|20)\d\d)(?![\w/]|[.,]\d)")
_DAY_FOLLOWS = re.compile(r"\s*(?:$|[^\w\s]|(?:at|and|to|until|till|through|or|from|in|on|is|was|will|by)\b)")
# A printf format a program fills in ("%s", "%5.2f", "%1$s", "%(name)s", "%%"): no space flag, so "50% of" is none.
_FORMAT = re.compile(
    r"%%|%(?:\(\w+\)|\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|ll|[hlLzjtq])?[diouxXeEfFgGaAcsp]"
)
# Contractions typed without their apostrophe, as people do in a hurry ("dont", "im"): only the words that
# are rarely anything else ("its", "well", "ill", "were", "lets" are English words too, so they stay).
_CONTRACTIONS = {
    word.replace("'", "").lower(): word
    for words in (
        "don't doesn't didn't can't couldn't won't wouldn't shouldn't isn't aren't wasn't weren't",
        "hasn't haven't hadn't mustn't needn't ain't I I'm I've you're you've you'll you'd",
        "they're they've they'll they'd that's what's where's there's who's how's he's she's",
    )
    for word in words.split()
}
# Function words (English's with a few of program messages), to tell English from the languages people paste
# into an English model most often: text with two or more of one other language's and more of them than of
# English's is not English. A word that is English too ("die", "war", "come", "per", "hat", "no") counts for
# English only.
_FUNCTION_WORDS = {
    "English": "the a an and or of to is are was were be been being it its this that these those with for on at by "
    "from not no you he she we they me him us them my your his her our their have has had do does did will would can "
    "could should shall may might must there here what which who whom whose when where why how if than then but as "
    "so just about into over after before all any some more most other only also new one out up per use used file "
    "files option options please",
    "German": "der das und ist nicht ich du er sie wir ihr ein eine einen einem dem den des zu mit von auf für im "
    "sind haben habe wie auch es sich noch nur oder aber wenn dass ja nein bitte sehr kann wird werden wurde schon "
    "mein dein unser euer kein keine",
    "French": "le la les et est un une des du je tu il elle nous vous ils elles pas que qui dans pour sur avec au aux "
    "ce cette sont mais ou très être avoir fait",
    "Spanish": "el los las es un una del que en por para con se su al lo como más pero muy está son ser hay tú",
    "Italian": "il lo gli le un una del della che di con si su al più ma sono io tu questo",
    "Portuguese": "um uma do da dos das que em por para com não se seu sua ao como mais mas são eu você",
}
_ENGLISH_WORDS = frozenset(_FUNCTION_WORDS["English"].split())
_OTHER_WORDS = {
    language: frozenset(words.split()) - _ENGLISH_WORDS
    for language, words in _FUNCTION_WORDS.items()
    if language != "English"
}
_LETTERS = re.compile(r"[^\W\d_]+")
# Cities whose German name is not their English one. Names that are also people's or everyday words
# ("Florence", "Nice", "Sofia") are left out: the English word may not mean the city.
_CITY_NAMES = {
    "Munich": "München", "Cologne": "Köln", "Nuremberg": "Nürnberg", "Hanover": "Hannover",
    "Dusseldorf": "Düsseldorf", "Gottingen": "Göttingen", "Tubingen": "Tübingen", "Lubeck": "Lübeck",
    "Wurzburg": "Würzburg", "Saarbrucken": "Saarbrücken", "Osnabruck": "Osnabrück", "Vienna": "Wien",
    "Zurich": "Zürich", "Geneva": "Genf", "Lucerne": "Luzern", "Milan": "Mailand", "Venice": "Venedig",
    "Naples": "Neapel", "Rome": "Rom", "Genoa": "Genua", "Marseilles": "Marseille", "Lyons": "Lyon",
    "Strasbourg": "Straßburg", "Lisbon": "Lissabon", "Seville": "Sevilla", "Brussels": "Brüssel",
    "Antwerp": "Antwerpen", "Ghent": "Gent", "Bruges": "Brügge", "Copenhagen": "Kopenhagen",
    "Gothenburg": "Göteborg", "Prague": "Prag", "Warsaw": "Warschau", "Cracow": "Krakau", "Krakow": "Krakau",
    "Moscow": "Moskau", "Kiev": "Kiew", "Kyiv": "Kiew", "Bucharest": "Bukarest", "Belgrade": "Belgrad",
    "Athens": "Athen", "Beijing": "Peking", "Cairo": "Kairo", "Tokyo": "Tokio", "Tehran": "Teheran",
    "Damascus": "Damaskus", "Baghdad": "Bagdad", "Singapore": "Singapur", "Calcutta": "Kalkutta",
    "Algiers": "Algier", "Havana": "Havanna", "Nicosia": "Nikosia",
}  # fmt: skip
# The greetings and closings of letters and e-mails, typed as a line of their own, in the German that
# writes them (``letter_formulas``); the model, which saw few, wrote "Kind regards," as "Kind-Registrierung,".
# A greeting with a first name becomes "Hallo": "Liebe" or "Lieber" would need the person's gender.
_PERSON = (
    r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?: (?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*){0,2}"  # one to three words with capitals
)
_TIMES_OF_DAY = {"good morning": "Guten Morgen", "good afternoon": "Guten Tag", "good evening": "Guten Abend"}
_NO_FIRST_NAME = r"(?!(?:mr|mrs|ms|miss|dr|prof|you|me|world|mom|mum|dad|friends?|folks)\b)"
_GREETINGS = {
    r"dear (?:sir or madam|sir/madam|sirs)|to whom it may concern": "Sehr geehrte Damen und Herren",
    r"dear colleagues": "Liebe Kolleginnen und Kollegen",
    r"dear (?:valued )?(?:customer|client)": "Sehr geehrte Kundin, sehr geehrter Kunde",
    r"dear (?:valued )?(?:customers|clients)": "Liebe Kundinnen und Kunden",
    r"dear friends": "Liebe Freunde",
    r"dear parents": "Liebe Eltern",
    r"dear guests": "Liebe Gäste",
    r"dear members": "Liebe Mitglieder",
    r"dear neighbou?rs": "Liebe Nachbarn",
    r"(?:dear|hi|hello|hey) (?:all|everyone|everybody|team|guys)": "Hallo zusammen",
    r"hi|hello|(?:hi|hello|hey) there": "Hallo",  # German says "Hey!" too
    **_TIMES_OF_DAY,
    # A name without a comma or "!" after it only where it is a name of the casing table: "Hello Again" is a title.
    rf"dear (?:mr\.?|mister) ({_PERSON})": r"Sehr geehrter Herr \1",
    rf"dear (?:mrs\.?|ms\.?|miss) ({_PERSON})": r"Sehr geehrte Frau \1",
    **{
        rf"{english} (?:mr\.?|mister) ({_PERSON})": rf"{german} Herr \1"
        for english, german in _TIMES_OF_DAY.items()
    },
    **{
        rf"{english} (?:mrs\.?|ms\.?|miss) ({_PERSON})": rf"{german} Frau \1"
        for english, german in _TIMES_OF_DAY.items()
    },
    r"dear sir": "Sehr geehrter Herr",
    r"dear madam": "Sehr geehrte Frau",
    # Titles the model knows better, and words that are no name ("Hello World", "Hi Mom", "Dear Friends").
    rf"(?:dear|hi|hello|hey) {_NO_FIRST_NAME}({_PERSON})": r"Hallo \1",
    **{
        rf"{english} {_NO_FIRST_NAME}({_PERSON})": rf"{german} \1"
        for english, german in _TIMES_OF_DAY.items()
    },
}
_CLOSINGS = {
    r"(?:kind|kindest|with kind|with best) regards": "Freundliche Grüße",
    r"(?:best|warm|warmest|many) regards|best wishes": "Viele Grüße",
    r"yours sincerely|sincerely yours|yours faithfully": "Mit freundlichen Grüßen",
    r"lots of love|with love": "Alles Liebe",
    r"all the best|take care": "Alles Gute",
    r"many thanks": "Vielen Dank",
    r"(?:talk|speak) soon": "Bis bald",
}  # fmt: skip
_CLOSINGS_WITH_COMMA = {  # alone, "love" is a word, "yours truly" is me and "Thank you" a sentence
    "regards": "Grüße", "cheers": "Viele Grüße", "best": "Viele Grüße", "sincerely": "Mit freundlichen Grüßen",
    "respectfully": "Mit freundlichen Grüßen", "yours truly": "Mit freundlichen Grüßen", "love": "Alles Liebe",
    "thanks": "Danke", "thank you": "Danke",
}  # fmt: skip
_GREETING = [
    (re.compile(rf"\s*(?:{english})\s*(?P<mark>[,!]?)\s*", re.IGNORECASE), german)
    for english, german in _GREETINGS.items()
]
_CLOSING = [
    (
        re.compile(rf"\s*(?:{english})(?P<mark>,{optional})(?:\s*(?P<name>{_PERSON}))?\s*", re.IGNORECASE),
        german,
    )
    for closings, optional in ((_CLOSINGS, "?"), (_CLOSINGS_WITH_COMMA, ""))
    for english, german in closings.items()
]
_SIGNATURE = re.compile(rf"\s*{_PERSON}\s*")
# Wishes typed as a line or a sentence of their own that the model got wrong: "Happy New Year!" came out as "Guten
# Tag!", "Have a good day!" as "Guten Tag!", "Bless you!" as "Leg dich!", "Fingers crossed!" as "Da kreuzen sich!".
_WISHES = {
    r"(?:a )?happy new year": "Frohes neues Jahr",
    r"merry christmas and a happy new year": "Frohe Weihnachten und ein gutes neues Jahr",
    r"have a (?:good|nice|great|lovely) day": "Einen schönen Tag noch",
    r"have a good one": "Mach's gut",
    r"bless you": "Gesundheit",
    r"fingers crossed": "Ich drücke die Daumen",
    r"talk (?:to you )?soon": "Bis bald",
    r"take care and talk (?:to you )?soon": "Mach's gut und bis bald",
    r"sweet dreams": "Süße Träume",
    r"safe travels|have a safe (?:trip|journey|flight)": "Gute Reise",
    r"(?:big )?hugs": "Fühl dich gedrückt",
    r"my bad": "Mein Fehler",
    r"so far,? so good": "So weit, so gut",
}
_WISH = [
    (
        re.compile(rf"\s*(?:{english})\s*(?P<mark>[!.]*(?:\s*{_EMOJI}[\u200d\ufe0f]?)*)\s*", re.IGNORECASE),
        german,
    )
    for english, german in _WISHES.items()
]
# The line a phone's mail program puts below a message, which the model read as "Ich habe mich aus dem iPhone
# gesendet"; German mail programs write "Von meinem iPhone gesendet".
_SENT_FROM = re.compile(r"\s*Sent from my (?P<device>(?:[A-Z]|i[A-Z])[\w-]*(?: [A-Z\d][\w-]*){0,3})\.?\s*")
# Abbreviations people write and the model rarely saw ("3 hrs" came out as "3 Hrs", "Thx" as "Schau"), each as the
# words it learnt: short forms of months and weekdays; units after a number, singular after a 1 ("6 ft" as "6 feet",
# which ``protect`` then keeps and ``with_german_units`` writes "6 Fuß"); and the shorthand of hurried messages, in
# lower case or capitalised, in capitals only the four people write so ("PLS" is a playlist format, "THX" a sound
# system).
_MONTHS = {name[:3]: name for name in _MONTH_NAMES if name != "May"} | {"Sept": "September"}
_WEEKDAYS = {
    "Mon": "Monday", "Tue": "Tuesday", "Tues": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday",
    "Thur": "Thursday", "Thurs": "Thursday", "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday",
}  # fmt: skip
# What shows that a number after a month is its day, before the month: "on May 25", "Monday, May 25".
_BEFORE_DATE = re.compile(rf"\b(?:on|{'|'.join(dict.fromkeys(_WEEKDAYS.values()))}),?\s+$")
_UNITS = {
    "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "oz": ("ounce", "ounces"),
    "hr": ("hour", "hours"), "hrs": ("hour", "hours"), "min": ("minute", "minutes"),
    "mins": ("minute", "minutes"), "sec": ("second", "seconds"), "secs": ("second", "seconds"),
    "wk": ("week", "weeks"), "wks": ("week", "weeks"), "yr": ("year", "years"), "yrs": ("year", "years"),
    "tsp": ("teaspoon", "teaspoons"), "h": ("hour", "hours"), "ft": ("foot", "feet"), "yd": ("yard", "yards"),
    "yds": ("yard", "yards"), "mi": ("mile", "miles"), "tbsp": ("tablespoon", "tablespoons"),
    "gal": ("gallon", "gallons"),
}  # fmt: skip
# A count of times glued to its "x" before how often: "3x a week" (the model wrote "in die Woche 3x eine Woche").
_TIMES = re.compile(r"(?<![\w.])(\d+)x(?= (?:a|an|per|each|every) \w| (?:daily|weekly|monthly)\b)")
# A number made vague with "ish": "8ish", "7:30-ish" (the model copied "8ish"); "about" once.
_ISH = re.compile(r"(?:\b(around|about|at) )?\b(\d+(?:[:.]\d\d)?(?: ?[ap]\.?m\.?)?)-?ish\b", re.IGNORECASE)
_SHORTHAND = {
    "pls": "please", "plz": "please", "thx": "thanks", "thnx": "thanks", "btw": "by the way",
    "asap": "as soon as possible", "fyi": "for your information", "tmrw": "tomorrow", "tmr": "tomorrow",
    "idk": "I don't know", "imo": "in my opinion", "tbh": "to be honest", "cuz": "because", "lemme": "let me",
    "gimme": "give me", "congrats": "congratulations", "omg": "oh my God", "ty": "thank you",
    "tysm": "thank you so much", "np": "no problem", "jk": "just kidding", "afaik": "as far as I know",
    "irl": "in real life", "brb": "I'll be right back", "ttyl": "I'll talk to you later", "bday": "birthday",
    "xmas": "Christmas", "smth": "something", "sth": "something", "abt": "about",
    "ppl": "people", "thru": "through", "tho": "though", "approx.": "approximately", "w/o": "without",
    "w/": "with", "b/c": "because", "bc": "because", "b4": "before", "l8r": "later", "gr8": "great",
    "idc": "I don't care", "ngl": "to be honest", "aka": "also known as", "wfh": "working from home",
    "eod": "the end of the day",
}  # fmt: skip
_SHORTHAND_IN_CAPITALS = {"ASAP", "FYI", "BTW", "OMG", "WFH", "EOD"}
_MONTH = re.compile(rf"(?<=\d )({'|'.join(_MONTHS)})\b\.?|\b({'|'.join(_MONTHS)})\b\.?(?= \d)")
# A weekday with its full stop ("the Sun." is the sun), or without one before a date ("Mon, 14 Aug"; not "Sun, stand
# still").
_WEEKDAY = re.compile(
    rf"(?<!the )\b({'|'.join(_WEEKDAYS)})\.(?=[\s,;:]|$)"
    rf"|\b({'|'.join(_WEEKDAYS)})\b(?=,? (?:\d|{'|'.join([*_MONTHS, *_MONTH_NAMES])}))"
)
# Days joined into a range or a list ("Mon–Fri", "Tuesday-Thursday", "Sat & Sun"), which the model read as "Mon–
# Freitag" and "Dienstag und -Thursag": each day written out, joined by the words it learnt ("Monday to Friday").
_DAY = rf"(?:{'|'.join([*_WEEKDAYS, *dict.fromkeys(_WEEKDAYS.values())])})\b\.?"
_DAY_LINK = r"\s?[-–—&/+]\s?|,\s?|\s(?:to|through|thru|and|or)\s"
_DAYS_JOINED = re.compile(rf"(?<![\w-]){_DAY}(?:(?:{_DAY_LINK}){_DAY})+(?!-\w)")
_DAY_LINK_WORDS = {
    "-": "to",
    "–": "to",
    "—": "to",
    "through": "to",
    "thru": "to",
    "&": "and",
    "+": "and",
    "/": "and",
}
# A range after "between" written with a dash, "between 2–4 pm": the model wrote "zwischen 14:00–16:00–16:00".
_BETWEEN_DASH = re.compile(r"\b([Bb]etween \d[\d:.,]*(?: ?[ap]\.?m\.?)?) ?[-–—] ?(?=\d)")
# "@" for "at" before a clock time, "@ 5:30pm": the model kept it ("Ich hab mich @ 17:30 außerhalb des Kinobus").
_AT_SIGN = re.compile(r"(?<!\S)@ ?(?=\d{1,2}(?::\d\d|\s?[ap]\.?m\b))")
# "No." before a number is "number" ("Room No. 5" came out as "Room-Nein. 5"; "Room number 5" as "Roomnummer 5").
_NUMBER_WORD = re.compile(r"(?<![\w.])([Nn])o\. ?(?=\d)")
_UNIT = re.compile(rf"(?<![\w.,])(\d+(?:[.,]\d+)*) ?({'|'.join(_UNITS)})\b\.?")
# "i.e." and "e.g." before words, which the model read as a sentence's end ("i.e. he eats no meat" as "ich. Er isst
# kein Tier", "e.g. bananas" as "Gift. Bananas"); not "(e.g. two versions)", nor in what programs write ("-e STRING
# ...; I.e., missing fields"): the model learnt those from program messages, which German writes with "z. B.".
_THAT_IS = re.compile(r"(?<![\w.])([Ii])\.e\.,?(?= \S)")
_FOR_EXAMPLE = re.compile(r"(?<![\w.(])([Ee])\.g\.(?= [a-z])")
# An imperial quantity or a kitchen measure as ``protect`` keeps it, and its unit in German: "6 feet" as "6 Fuß".
_IMPERIAL = re.compile(rf"(?<![\w.,/])({_AMOUNT}) ?({_IMPERIAL_UNITS})(?![\w'’])")
_CURRENCIES = {"$": ("dollar", "dollars"), "£": ("pound", "pounds"), "€": ("euro", "euros")}
# A currency sign before an amount, with its magnitude in words or short ("$4.2 million", "$10k", "£2bn"); not a
# program's "$1", "[$1]", "'$1'", "$1$", "$A$1" or "$1 $2".
_CURRENCY = re.compile(
    r"(?<![\w$£€\[\"'‘“`])(?<!\$\d )([$£€]) ?(\d+(?:[.,]\d+)*)"
    r"(?:(k|K|mn?|bn)\b|(?![\w$\]\"'’”`]|[.,]\d|\s+\$\d)( (?:thousand|million|billion|trillion)\b)?)"
)
_SHORT_MAGNITUDES = {"k": " thousand", "K": " thousand", "m": " million", "mn": " million", "bn": " billion"}
# A rate, an amount "a" or "per" a span of time after a number ("1,200 euros a month", "two coffees a day"), and the
# German for each span (``with_german_rates``); a price as the model reads it ("20 dollars", ``written_out``), the
# English words that may stand before it for German's "um" ("at around 5 euros"), and that "um" before a price.
_RATE = re.compile(
    rf"\b(?:\d[\d,.]*|{'|'.join(_HOURS_IN_WORDS)}|once|twice)\b[^.,;:!?]{{0,40}}? (?:a|an|per)"
    r" (?P<period>hour|day|night|week|month|year)\b",
    re.IGNORECASE,
)
_GERMAN_PERIODS = {
    "hour": "Stunde", "day": "Tag", "night": "Nacht", "week": "Woche", "month": "Monat", "year": "Jahr",
}  # fmt: skip
_PRICE_WORDS = rf"(?:{'|'.join(word for words in _CURRENCIES.values() for word in words)}|cents?|francs?)"
_PRICE = re.compile(rf"\b\d[\d,.]* {_PRICE_WORDS}\b", re.IGNORECASE)
_ABOUT_A_PRICE = re.compile(
    rf"\b(?:at|around|about|roughly|approximately)\s+(?:\w+\s+)?\d[\d,.]* {_PRICE_WORDS}\b", re.IGNORECASE
)
_GERMAN_AMOUNT = re.compile(rf"\d|\b(?:{'|'.join(_GERMAN_HOURS)}|einmal|zweimal)\b", re.IGNORECASE)
_UM_A_PRICE = re.compile(r"(?<=\w )um (?=\d[\d.,]* (?:Euro|Dollar|Pfund|Cent|Franken)\b)")
# An English number: thousands grouped by commas, a decimal point, or both ("1,500", "3.50", "1,250.00"); not
# the seconds of a subtitle's time ("00:00:01,000").
_ENGLISH_NUMBER = re.compile(r"(?<![\w.,:])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)(?![\w]|[.,]\d)")
_SWAPPED_SEPARATORS = str.maketrans(",.", ".,")
# What a decimal number counts or costs, in the English before it or after it: "$3.50", "2.5 kg", "1.5 million".
_QUANTITY_BEFORE = re.compile(r"[$£€]\s?$|\b(?:USD|EUR|GBP)\s$")
_QUANTITY_AFTER = re.compile(
    r"\s?(?:%|percent|per cent|dollars?|euros?|pounds?|EUR|USD|GBP|kg|g|km|m|cm|mm|mi|miles?|ft|feet|foot|mph|"
    r"inch(?:es)?|yds?|yards?|oz|ounces?|l|litres?|liters?|ml|hours?|minutes?|seconds?|days?|weeks?|months?|"
    r"years?|million|billion|thousand|degrees?|°)(?!\w)"
)
_SHORT_WORD = re.compile(
    r"(?<![\w/-])(?:"  # not an option's "-bc"
    + "|".join(re.escape(word) for word in _SHORTHAND if not word.isalnum())  # "w/o" before "w/"
    + "|(?:"
    + "|".join(word for word in _SHORTHAND if word.isalnum())
    + r")(?![\w'’]|\.\w))",  # not "np.array"
    re.IGNORECASE,
)
# "u" (or "ya") for "you" after the words it follows in messages ("can u", "thank u", "where r u", "see ya"), in
# lower case: alone, "u" is also a printf format ("%u"), an option letter ("b, c, or u") or a permission ("u+rw");
# and "r" for "are" before that "you".
_YOU = re.compile(
    r"\b((?i:can|could|do|did|are|were|will|would|thank|see|love|miss|if|for|to|with|than|tell|let|give|"
    r"send|ask|call|help|meet|need|want|know|hope|told|where|what|how|when|why|who|r)) (?:u|ya)"
    r"(?=[\s,;:!?]|\.(?!\w)|$)"
)
_ARE = re.compile(r"(?<![\w%/\\-])(?:(r)|R)(?= you\b)")
# "ur" for "you're" before the words that follow it in messages ("ur welcome", "ur the best"), else for "your" ("ur
# car"); capitalised only before those ("Ur" is also a city: "Ur of the Chaldees").
_YOU_ARE_BEFORE = (
    "the", "a", "an", "so", "very", "too", "really", "welcome", "right", "wrong", "not", "being", "going", "gonna",
    "coming", "doing", "getting", "making", "looking", "leaving", "talking", "trying", "saying", "kidding", "joking",
    "late", "awesome", "amazing", "great", "sweet", "funny", "crazy", "lucky", "beautiful", "cute", "smart", "correct",
    "sure",
)  # fmt: skip
_UR = re.compile(r"(?<![\w%/\\-])[uU]r(?![\w'’-])(?=\s*(\w*))")  # and the word after it
# pysbd ends a sentence after abbreviations it does not know ("It takes approx." | "two hours."): where one of
# these ends a piece and the next does not start as a sentence does, the two are one sentence.
_ABBREVIATION_END = re.compile(
    rf"(?<![\w.])(?:{'|'.join([*_MONTHS, *_WEEKDAYS, *_UNITS, 'approx', 'ca', 'vs'])})\.$", re.IGNORECASE
)
# A sentence typed without its final mark reads to the model like a program message ("cannot open file"): these
# tell a question and a sentence someone says from those (``with_end_mark``).
_CUES = {
    cue: frozenset(words.split())
    for cue, words in {
        "question": "what where when why who whom whose which how",
        "auxiliary": "am is are was were has had can could will would shall should may might must isn't aren't "
        "wasn't weren't hasn't haven't hadn't doesn't didn't can't couldn't won't wouldn't shouldn't does did "
        "r",  # "r u coming?"
        "imperative too": "do don't have",  # "Do you ...?" but "Do it now", "Have fun"
        "person": "i you u we they he she",
        "subject": "i you u we they he she it there this that these those the a an my your his her our their its "
        "any anyone anybody anything some someone somebody something everyone everybody everything",
        "me or you": "i i'm i'll i've i'd me my mine we we're we'll we've we'd us our you you're you'll you've "
        "you'd your",
        "start": "i you we they he she it there this that the my your his her our their it's that's there's let's "
        "please thanks thank",
    }.items()
}
# A word that opens a sentence on its own ("ok", "yeah", "sorry"), then one that starts a clause, typed without the
# comma between them: the model read "yeah sounds good" as "Ehela hört sich gut an", "Yeah, sounds good" as "Ja,
# klingt gut".
_INTERJECTION = re.compile(
    r"(?i:ok|okay|yes|yeah|yep|no|nope|hey|hi|hello|oh|well|thanks|sorry|sure|alright)(?= (?i:i|i'm|im|i've|i'll|i'd|"
    r"you|you're|we|we're|they|they're|he|she|it|it's|that's|thats|this|that|let's|lets|see|sounds|how|what|where|"
    r"when|why|who)\b)"
)
# Words people type in capitals for emphasis ("I LOVE this song", "do NOT touch"): negations, intensifiers, verbs
# of feeling, pronouns. Not "US", "IT", "WHO", "OR": abbreviations too; and not nouns, which programs write in
# capitals for what the user types ("If FILE is -").
_EMPHASISED = frozenset(
    word
    for words in (
        "not never no nothing nobody none nowhere don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't",
        "isn't aren't wasn't weren't haven't hasn't hadn't mustn't ever very so too really totally absolutely",
        "completely extremely super such much more most less least only just all every everything everyone everybody",
        "anything anyone always still even again now today tonight tomorrow exactly definitely seriously literally",
        "actually honestly finally already must do does did is are was were am be have has had will would should can",
        "could need want wanted love loved hate hated like know knew mean meant said told please thank thanks stop i'm",
        "me you he she we they him her them my your our their this that these those yes good great best better worst",
        "worse huge big little tiny amazing awesome terrible horrible awful perfect beautiful nice bad cool hot cold",
        "happy sad angry tired hungry late early important urgent right wrong same different sure free",
    )
    for word in words.split()
)
# A sentence that opens with one of these (and one of the words after it) has dropped its "I", "I'm" or "I'll"
# ("Can't wait to see you", "Miss you", "On my way", "Be there in 5", "Agree with you"), or its "It" ("Was great to
# see you!", "Looks good to me.", "Depends on the weather."); others are orders ("Don't worry"), questions ("Can't
# you see?", "Will it rain?") or say "it" ("Didn't work", "Can't be helped"), and programs write "cannot find",
# "couldn't open" and "need a repository" without one.
_WITHOUT_I = re.compile(
    r"(?P<I>(?i:can['’]?t|couldn['’]?t)(?= (?:wait|believe|remember|sleep|stop|decide|imagine|thank|complain|"
    r"stand|afford|agree|resist|understand|hear|make it|come|talk|focus|concentrate|help it|find my)\b)"
    r"|(?i:didn['’]?t)(?= (?:know|think|expect|mean|realize|realise|see|notice|hear|get|want|like|catch|pass|"
    r"sleep)\b)"
    r"|(?i:don['’]?t)(?= (?:know|care|understand|remember|want|feel like|think so|think that|think it|think we|"
    r"like|love|mind|agree|see it)\b)"
    r"|(?i:agree|disagree)(?= (?:with you|with that|completely|totally)\b)"
    r"|(?i:believe)(?= (?:you|so|that)\b)"
    r"|(?i:doubt)(?= (?:it|that|this|whether|if|he|she|they|you|we)\b)"
    r"|(?i:prefer|tend to|can imagine|can well)(?= )"
    r"|(?i:know)(?= (?:that feeling|what you mean|the feeling)\b)"
    r"|(?i:haven['’]?t)(?= (?:seen|heard|been|had|got|done|tried|decided|finished|started|met|eaten|slept|talked|"
    r"spoken|read)\b)"
    r"|(?i:miss|missed)(?= (?:you|him|her|them|it|this|that|home|my|your|our)\b)"
    r"|(?i:hope)(?= (?:you|you're|your|to|it|it's|so|that|this|everything|all|we|he|she|they|the)\b)"
    r"|(?i:wish)(?= (?:you|I|I'd|I'm|we|it|there|that)\b)"
    r"|(?i:just)(?= (?:got|wanted|saw|heard|finished|arrived|woke up|landed)\b)"
    r"|(?i:would)(?= (?:like|love|prefer|rather|appreciate|suggest|recommend)\b)"
    r"|(?i:was)(?= (?:wondering|thinking|hoping|going|told|sure|about to)\b)"
    r"|(?i:have)(?= (?:to|no|been|got|never|just|always|already|seen|heard|had|done|found|lost)\b)"
    r"|(?i:had)(?= (?:a|an|no|to|been|never|just|fun)\b)"
    r"|(?i:think)(?= (?:so|it's|that|I|you|we|he|she|they|this)\b)"
    r"|(?i:guess)(?= (?:so|not|I|you|we|it's|that's)\b)"
    r"|(?i:will)(?= (?:be|call|let|send|check|try|see|get|bring|text|write|pick|come|tidy|take|do|go|have|"
    r"meet|tell|ask|think)\b)(?!.*\?\s*$)"
    r"|(?i:am)(?= (?:so|not|sure|sorry|going|on|at|in|afraid|looking|glad|happy|still|preparing|working|"
    r"waiting|coming|leaving|done|home|here|ready|tired|busy)\b))"
    r"|(?P<Im>(?i:on my way|gonna|running late|not sure)\b)"
    r"|(?P<Ill>(?i:be there|be back|call you|text you|let you know|keep you posted)\b)"
    r"|(?P<It>(?i:was)(?= (?:so |really |very )?(?:great|nice|good|lovely|fun|amazing|awesome|wonderful|a pleasure)"
    r"(?: to| seeing| meeting| talking|!|\.|$))"
    r"|(?i:looks|seems)(?= (?:like|good|great|nice|fine|ok|okay|amazing|awesome|perfect|delicious|beautiful|lovely|so|"
    r"really|pretty|very|better|bad|wrong|right|interesting|fun|cool|strange|weird|odd|fair|reasonable)\b)"
    r"|(?i:depends)(?= (?:on|upon) \w)|(?i:happens)(?= (?:to|all the time|sometimes|every)\b))"
)
# A message that opens with what "I" did or am doing, or how I am, and says whom or when it is about ("my", "you",
# "today", "now", a final "!"): "Forgot my keys at the office." (the model: "Verstanden Sie meine Schlüssel im
# Büro."), "Heading home now." ("Es kommt jetzt zu Hause."), "Still at work, sorry.", "Glad you made it!". The past
# forms are those that are no other form of the verb ("read", "put" and "let" are orders too) and take an object
# ("Took the kids", not "Saved report configurations"); programs' participles ("Based on", "Designed to", "Failed
# to") are none. Headings and program messages rarely have a cue ("Waiting for the server"); with a verb after the
# opener the "-ing" form is the subject ("Taking care of three kids keeps me busy.", "Sending an attachment
# increases ..."), and with a clause after a comma it opens a phrase ("Using forms, you can ...").
_OPENERS = {
    kind: frozenset(words.split())
    for kind, words in {
        "past": "forgot left took made saw got thought felt heard had went came told found lost bought sent spent met "
        "ate drank slept woke wrote ran gave knew kept paid sat understood won broke caught chose drove flew rang sold "
        "spoke stole swam tore threw wore began built fought fed forgave froze grew held hung lent overslept rode shook "
        "swore",
        "not past": "guaranteed supposed required recommended allowed forced scheduled intended based located designed "
        "attached enclosed compared given according failed cursed blessed unnamed united",
        "after past": "my your the a an his her our their it this that them him you me us some up out back to in for "
        "all everything home",
        "ing": "feeling going heading getting looking hoping thinking working waiting leaving coming running trying "
        "planning starting taking making enjoying sitting watching loving sending calling staying doing packing "
        "cooking driving walking cleaning studying relaxing moving flying travelling traveling counting dying praying",
        "feeling": "glad happy proud grateful thankful excited tired bored scared interested worried stressed exhausted "
        "pleased delighted disappointed surprised shocked amazed thrilled confused annoyed embarrassed relieved "
        "impressed overwhelmed frustrated terrified",
        "after feeling": "to about with for that you at in of by now today again so",
    }.items()
}
_OPENER = re.compile(
    r"(?P<adverb>(?i:really|already|finally|totally|completely|never|always|actually|also|honestly|literally|"
    r"seriously|just) )?(?P<word>[^\W\d_]+) (?P<next>[\w'’]+)"
)
_STILL = re.compile(
    r"(?i:still|almost|nearly) (?i:at|in|on|there|here|home|awake|up|waiting|working|busy|sick|ill|not|done|finished|"
    r"ready)\b"
)
_ABOUT_ME_OR_NOW = re.compile(
    r"(?i:\b(?:my|me|myself|mine|you|your|you['’]re|I|I['’]m|I['’]ve|I['’]ll|I['’]d|today|tonight|yesterday|"
    r"tomorrow|now|soon|later|last night|this morning|this afternoon|this evening|this weekend|this week|again|thanks|"
    r"thank you|sorry|lol)\b)|!\s*$"
)
_VERB_AFTER = re.compile(
    r"(?i)\b(?:is|are|was|were|isn['’]t|doesn['’]t|shall|art|will|may|can|could|might|must|should|would|keeps|makes|"
    r"made|gives|takes|increases|decreases|helps|causes|allows|requires|means|seems|improves|results|leads|costs|"
    r"depends)\b"
)
_CLAUSE_AFTER = re.compile(
    r"(?i)[,;:] (?:i|you|he|she|we|they|it|the|a|this|there|his|her|our|their|my|your)\b"
)
# A word written twice in a row: in English, and, of three letters or more, in German (``without_doubled_words``).
_DOUBLED_WORD = re.compile(r"\b([^\W\d_]+) \1\b", re.IGNORECASE)
_DOUBLED_GERMAN_WORD = re.compile(r"\b([^\W\d_]{3,})(?: \1\b)+", re.IGNORECASE)
# Articles and pronouns, which German may write twice in a row ("ob sie sie kennt").
_GERMAN_FUNCTION_WORDS = frozenset({
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "sie", "es", "er",
    "ihr", "wir", "ich", "du", "ihn", "ihm", "uns", "euch", "man", "dass",
})  # fmt: skip
_WORD = re.compile(r"[\w'’]+")
_SENTENCE_START = re.compile(r"(?:^|(?<=[.?!]\s))\s*[a-z](?=[a-z'’]*\b)")
_LAST_SENTENCE = re.compile(r"(.*[.!?…][\"'”’)\]]*\s+)?(.+)", re.DOTALL)  # what comes before it, and it
_LOWER_CASE_WORD = re.compile(r"[a-z'’]+(?=[\s,;]|$)")
# Letters, with apostrophes inside; not part of an option, a path, an address or a tag ("-l", "add/rm",
# "anna@example.com", "notes.txt", "#tag").
_LETTER_WORD = re.compile(r"(?<![\w\-/\\.@#$%~=])[^\W\d_]+(?:['’][^\W\d_]+)*(?![\w@/\\]|\.\w)")
# A word first in the text or after these (and spaces) may start a sentence, a quotation or an item.
_STARTING = re.compile(r"(?:^|[.!?:;\"“”‘'(\-—–•*])\s*(?=[^\W\d_])")
# Endings of words that no word list has, made of frequent ones ("configs", "archiver", "tagger").
_ENDINGS = ("s", "es", "d", "ed", "r", "er", "ers", "ing", "ly")
# A letter typed three times or more in a row ("sooo", "pleeease"): English writes none so.
_STRETCHED = re.compile(r"([^\W\d_])\1{2,}")
# Signs of a program's text: an option ("-l", "--configure"), "[-]", "[:alnum:]", "<refname>", "refname:lstrip".
_CODE = re.compile(r"(?:^|\s)--?[^\W\d_]|\[[-:]|<\w[\w-]*>|[^\W\d_]:[^\W\d_]")
_CITY = re.compile(rf"\b({'|'.join(_CITY_NAMES)})\b")
_NAME = re.compile(r"\b[A-Z][^\W\d_]+\b")
# A name with a capital inside, as products and companies write theirs: "iPhone", "eBay", "MacBook", "iOS".
_CAPITAL_INSIDE = re.compile(r"[A-Z]?[a-z]+(?:[A-Z][a-z]+)*(?:[A-Z][a-z]+|[A-Z]{2,})")
# ASCII: without it, IGNORECASE also matches the Turkish "ı" for "i" and the long "ſ" for "s".
_BARE_CONTRACTION = re.compile(rf"\b({'|'.join(_CONTRACTIONS)})\b(?![.'’])", re.IGNORECASE | re.ASCII)
# "its" and "lets" are words too, but not before these: "its fine", "lets go" are "it's fine", "let's go".
_BARE_ITS = re.compile(
    r"\b([Ii]t)(s)(?= (?:a|an|the|not|so|ok|okay|fine|been|going|gonna|at|in|on|over|true|too|very|really|just|"
    r"all|about|like|late|raining|getting|me|you|my|your|what|that|this|done|alright|cool|great|good|bad)\b)"
    r"|(?:^|(?<=[.!?] ))([Ll]et)(s)(?= (?:go|see|do|get|meet|talk|try|have|be|make|play|eat|start|not)\b)"
)


@dataclass(frozen=True)
class Segment:
    """A piece of the input handled on its own (a sentence, say), and what comes before it in the input:
    whitespace, and where a pipeline keeps it apart, a list marker (``without_list_marker``)."""

    separator: str
    text: str


def clean_text(text: str) -> str:
    """The text as the model should see it: no control characters, no lone surrogates, NFC, unified newlines.

    Controls become spaces rather than vanishing, so "a\\x00b" stays two words; lone surrogates (from
    ``errors="surrogateescape"`` decoding) would make the Rust tokenizer raise, so they become U+FFFD.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _SURROGATES.sub("\ufffd", _CONTROLS.sub(" ", text))
    return unicodedata.normalize("NFC", text)


def is_shouted(text: str) -> bool:
    """Whether ``text`` is written in capitals: four or more cased letters and none in lower case.

    Example:
        >>> is_shouted("WHERE IS THE STATION?"), is_shouted("The USB stick is full."), is_shouted("OK")
        (True, False, False)
    """
    cased = [char for char in text if char.isupper() or char.islower()]
    return len(cased) >= 4 and not any(char.islower() for char in cased)


def unwrapped(text: str) -> str:
    """``text`` with each line break where it was wrapped a space (``_LINE_BREAK_IN_SENTENCE``), and the quote
    markers of the line it goes on in spaces too; of the same length, so what is found in it is found at the same
    place in ``text``.

    Example:
        >>> unwrapped("I will send you the report tomorrow morning, and we can\\ndiscuss it on Friday.\\nThanks,\\nTom")
        'I will send you the report tomorrow morning, and we can discuss it on Friday.\\nThanks,\\nTom'
        >>> unwrapped("hey\\nhow are you\\nwanna meet tomorrow")  # a chat's messages
        'hey\\nhow are you\\nwanna meet tomorrow'
        >>> unwrapped("> Could you send me the slides? I would also like\\n> to see the budget.\\nSure.")
        '> Could you send me the slides? I would also like   to see the budget.\\nSure.'
        >>> unwrapped("Visits are restricted to 30 minutes. These effects are confined to\\nScandinavia.")
        'Visits are restricted to 30 minutes. These effects are confined to Scandinavia.'
        >>> unwrapped("Please find the agenda for the meeting below, as discussed\\nAgenda")
        'Please find the agenda for the meeting below, as discussed\\nAgenda'
    """

    def space(match: re.Match[str]) -> str:
        line_start = text.rfind("\n", 0, match.start()) + 1
        quoted = _LINE_START_QUOTED.match(text, line_start)
        markers = quoted.group() if quoted else ""
        after = text[match.end()]
        last = _LAST_WORD.search(text, line_start, match.start())
        goes_on = (
            after.islower()
            or (after.isdigit() and not _LIST_MARKER.match(text, match.end()))
            or (
                after.isupper()
                and last is not None
                and last[1].lower().replace("’", "'") in _NO_SENTENCE_ENDS_WITH
            )
        )
        same_quote = markers.count(">") == (match.group(1) or "").count(">")
        wrapped = match.start() - line_start - len(markers) >= WRAPPED_LINE and goes_on and same_quote
        return " " * (match.end() - match.start()) if wrapped else match.group()

    return _LINE_BREAK_IN_SENTENCE.sub(space, text)


def as_one_line(piece: str) -> str:
    """``piece`` with each line break, and the spaces and quote markers around it, one space, and so each run of
    spaces: a sentence wrapped over lines (``unwrapped``) or typed with two spaces as the model reads it (it learnt
    from text with one; "Send the file to {0}  by {1}." came out as "Sende die Datei nach {0} } von {1}.").

    >>> as_one_line("I would also like  \\n> to see  the budget.")
    'I would also like to see the budget.'
    """
    return _SPACES.sub(" ", _LINE_BREAK.sub(" ", piece))


def without_line_end_hyphens(text: str) -> str:
    """``text`` with each English word cut at a line's end with a hyphen, as PDFs and typeset text cut them, whole
    again: without the hyphen where that makes one of the shipped frequent words, with it otherwise (read as
    two words, "infor- mation" came out as "informiert").

    >>> without_line_end_hyphens("all the infor-\\nmation about this well-\\nknown and long-\\n> term plan")
    'all the information about this well-known and long-term plan'
    """

    def joined(match: re.Match[str]) -> str:
        word = match[1] + match[2]
        return word if word.lower() in _frequent_words() else f"{match[1]}-{match[2]}"

    return _HYPHENATED.sub(joined, text)


def split_sentences(text: str) -> list[Segment]:
    """Sentences of ``text`` (pysbd, English rules), each with the whitespace before it; they cover the text.
    A sentence wrapped over lines (``unwrapped``) is one, and so is a table's row; a closing quote, bracket, tag or
    Markdown mark stays on the sentence it closes; a sentence ends after a run of three marks or more before a
    capital (pysbd reads "I love it!!! Best buy ever!!!" as one sentence, and the model wrote "Ich liebe es!! ..."),
    and where one is typed on without a space ("... on Thursday afternoon.Send the file ...", which the model read
    as one sentence and wrote "... nach Thursday-Afternon ...").

    Whatever pysbd leaves out of its sentences (it should not, with ``clean=False``) is kept as a segment of
    its own, so joining separators and texts gives back ``text.strip()``.
    """
    import pysbd  # imported here: only long inputs need it

    # pysbd's time grows with the square of its input (5,000 sentences in one call: ~45 s), so it reads
    # blocks of about PYSBD_BLOCK characters cut where a sentence surely ends. A Segmenter keeps the text it
    # works on as state, so each block gets its own (they cost a microsecond).
    flowing = unwrapped(text)
    sentences = [
        sentence
        for block in _blocks(flowing, PYSBD_BLOCK)
        for sentence in pysbd.Segmenter(language=SENTENCE_LANGUAGE, clean=False).segment(block)
    ]
    segments, cursor = [], 0
    for sentence in sentences:
        core = sentence.strip()
        start = flowing.find(core, cursor) if core else -1
        if start < 0:
            continue  # not found verbatim: its text is picked up by the gap or tail below
        gap = text[cursor:start]
        segments.extend(_segments_of(gap))
        # The whitespace right before the sentence, and the sentence as written.
        segments.append(Segment(gap[len(gap.rstrip()) :], text[start : start + len(core)]))
        cursor = start + len(core)
    segments.extend(_segments_of(text[cursor:]))
    segments = [
        piece
        for segment in segments
        for cut in _cut_at(segment, _AFTER_MARK_RUN)
        for piece in _cut_at(cut, _NO_SPACE_AFTER_END)
    ]
    joined = _joined_after_abbreviations(_joined_inside_spans(text, segments))
    return _first_without_separator(_with_closing_marks(joined))


def _joined_inside_spans(text: str, segments: list[Segment]) -> list[Segment]:
    """``segments`` with those that pysbd cut an address, a path, code or a table's row in joined again: it reads
    the "?" and the "." of "example.com/shop?id=42", "~/notes.txt" and "| Open it. | Close it. |" as the ends of
    sentences."""
    spans = [match.span() for pattern in (_VERBATIM, _TABLE_ROW_LINE) for match in pattern.finditer(text)]
    joined: list[Segment] = []
    position = len(text) - len(text.lstrip())
    for segment in segments:
        position += len(segment.separator)
        if joined and any(start < position < end for start, end in spans):
            joined[-1] = Segment(joined[-1].separator, joined[-1].text + segment.separator + segment.text)
        else:
            joined.append(segment)
        position += len(segment.text)
    return joined


def _with_closing_marks(segments: list[Segment]) -> list[Segment]:
    """``segments`` with the closing quotes, brackets, tags or Markdown marks that pysbd cuts off the sentence they
    close ("... let him hear." | '"', "She said, <b>I'll be there.", "</b> Thanks.") back on it: alone, the model
    wrote '"' as "»" and the sentence without it lost its quotes; a tag left open became a placeholder glued to the
    word after it, and the model wrote "<b>I' in fünf Minuten.</b>"."""
    joined: list[Segment] = []
    for segment in segments:
        closing = _CLOSING_MARKS.match(segment.text) if joined and not segment.separator else None
        if closing is None:
            joined.append(segment)
            continue
        joined[-1] = Segment(joined[-1].separator, joined[-1].text + closing.group())
        if rest := segment.text[closing.end() :]:
            joined.append(Segment(rest[: len(rest) - len(rest.lstrip())], rest.lstrip()))
    return joined


def _joined_after_abbreviations(segments: list[Segment]) -> list[Segment]:
    joined: list[Segment] = []
    for segment in segments:
        goes_on = segment.text[0].islower() or segment.text[0] in "0123456789,;:$£€"  # no sentence starts so
        if joined and goes_on and _ABBREVIATION_END.search(joined[-1].text):
            joined[-1] = Segment(joined[-1].separator, joined[-1].text + segment.separator + segment.text)
        else:
            joined.append(segment)
    return joined


def split_into_cells(segment: Segment) -> list[Segment]:
    """``segment`` cut into the cells of a table's row, each a piece of its own: at its tabs (a form's
    "Name:\\tAnna", rows pasted from a spreadsheet: the model, which never saw a tab, read "City:\\tBerlin" as
    "Stadt:BerlinerBerlin"), or at the pipes of a row of a Markdown table, whose outer pipes are pieces of their
    own (it wrote "| Item | Price | Notes |" as "| Item | Drücke | Nichtes |").

    >>> [(piece.separator, piece.text) for piece in split_into_cells(Segment("\\n", "City:\\t\\tBerlin \\tGermany"))]
    [('\\n', 'City:'), ('\\t\\t', 'Berlin'), (' \\t', 'Germany')]
    >>> [(piece.separator, piece.text) for piece in split_into_cells(Segment("\\n", "| Price | | with milk |"))]
    [('\\n', '|'), (' ', 'Price'), (' | | ', 'with milk'), (' ', '|')]
    """
    row = _TABLE_ROW.fullmatch(segment.text)
    if row is None:
        return _cut_at(segment, _TABS)
    before, cells, after = row.groups()
    return [Segment(segment.separator, "|"), *_cut_at(Segment(before, cells), _PIPES), Segment(after, "|")]


def _cut_at(segment: Segment, borders: re.Pattern[str]) -> list[Segment]:
    """``segment`` cut at each match of ``borders`` (or of its group "cut", where it has one), which becomes the
    separator of the piece after it."""
    group = "cut" if "cut" in borders.groupindex else 0
    pieces, separator, start = [], segment.separator, 0
    for border in borders.finditer(segment.text):
        pieces.append(Segment(separator, segment.text[start : border.start(group)]))
        separator, start = border.group(group), border.end(group)
    return [*pieces, Segment(separator, segment.text[start:])]


def split_at_faces(segment: Segment) -> list[Segment]:
    """``segment`` with each smiley typed in characters (":)", ";-)", ":D"), and each emoji before a capital or at
    its end, a piece of its own. A message runs on after one ("bring snacks if u can :) see ya"), and read with it,
    the model put the smiley inside the German clause ("wenn du :) überbringst", "Bring etwas zu trinken, wenn du 🎉
    brauchst"). "I <3 you" stays whole.

    >>> [(piece.separator, piece.text) for piece in split_at_faces(Segment(" ", "bring snacks if u can :)  see ya"))]
    [(' ', 'bring snacks if u can'), (' ', ':)'), ('  ', 'see ya')]
    >>> [piece.text for piece in split_at_faces(Segment("", "Thanks 😊 See you! I <3 you, ❤️ it :D"))]
    ['Thanks', '😊', 'See you! I <3 you, ❤️ it', ':D']
    >>> [piece.text for piece in split_at_faces(Segment("", "Bring a drink if you can 🎉🎉"))]
    ['Bring a drink if you can', '🎉🎉']
    """
    pieces, separator, start = [], segment.separator, 0
    for face in _FACE_IN_MESSAGE.finditer(segment.text):
        before = segment.text[start : face.start()]  # after whitespace, so none at its start
        if before:
            pieces.append(Segment(separator, before.rstrip()))
            separator = before[len(before.rstrip()) :]
        pieces.append(Segment(separator, face.group()))
        rest = segment.text[face.end() :]
        start = face.end() + len(rest) - len(rest.lstrip())
        separator = segment.text[face.end() : start]
    rest = segment.text[start:]
    return [*pieces, Segment(separator, rest)] if rest else pieces


def split_after_greeting(segment: Segment) -> list[Segment]:
    """``segment`` with a letter's greeting it opens with, and its comma, a piece of its own (which
    ``letter_formulas`` writes as German letters do), where the message goes on on the same line: read with it,
    the model wrote "Dear Mr. Miller, thank you for your letter." as "Frohe Mr. Miller dankt dir für Ihren
    Schreiben." and "Dear all," as "Tränen alle,".

    >>> [(piece.separator, piece.text) for piece in split_after_greeting(Segment("", "Dear all,  the bus is late."))]
    [('', 'Dear all,'), ('  ', 'the bus is late.')]
    >>> split_after_greeting(Segment("", "Dear me, the bus is late."))
    [Segment(separator='', text='Dear me, the bus is late.')]
    """
    for pattern, _ in _GREETING:
        match = pattern.match(segment.text)
        if match and match["mark"] == "," and match.end() < len(segment.text):
            greeting = segment.text[: match.end()].rstrip()
            return [
                Segment(segment.separator, greeting),
                Segment(segment.text[len(greeting) : match.end()], segment.text[match.end() :]),
            ]
    return [segment]


def continued(translation: str) -> str:
    """``translation`` as German goes on after a letter's greeting and its comma, on its line or the next: its first
    word in lower case where German writes it so ("Die Besprechung ..." as "die Besprechung ..."; not "Sie", "Ihr"
    or a noun), and so a verb before "Sie", a question or a request ("Haben Sie ...?", "Schauen Sie ...").

    >>> continued("Danke für Ihre Nachricht."), continued("Ihr Konto wurde gesperrt."), continued("DIE ZEIT")
    ('danke für Ihre Nachricht.', 'Ihr Konto wurde gesperrt.', 'DIE ZEIT')
    >>> continued("Schauen Sie bitte nach."), continued("Sie haben Post.")
    ('schauen Sie bitte nach.', 'Sie haben Post.')
    """
    word = _LETTERS.match(translation)
    if not word or not word.group().istitle() or word.group() in ADDRESS_PRONOUNS["Sie"]:
        return translation
    if word.group().lower() in _LOWER_CASE_GERMAN or translation[word.end() :].startswith(" Sie "):
        return translation[0].lower() + translation[1:]
    return translation


def split_after_label(segment: Segment) -> list[Segment]:
    """``segment`` with a label it opens with, numbered ("Step 2:", "Day 1:"), the "Q:" or "A:" of a question and its
    answer, or one or two words before a sentence ("Reminder: The ...", "Quick question: do you ..."; in lower case,
    one that opens with a word that opens sentences, not "Be careful: cherry juice stains.") or before a list of three
    words or more ("Ingredients: flour, sugar, eggs"), a piece of its own: read with it, the model kept some steps of
    a recipe in English ("Step 2: Mix the flour ..." → "Step 2: Mix, Mehl und Zucker ..."), wrote "Q:" as "Q:" and
    "A: Yes, ..." as "Ein: Ja, ..." (alone, "F:" and "A:"), kept "Reminder:" (alone, "Erinnerung:") and garbled
    "Ingredients:" ("Jungredaten: Mehl, Zucker, Eier"; alone, "Zutaten:"). What programs write before a message
    ("Error:", "Note:") stays with it: the model learnt those whole.

    >>> [(piece.separator, piece.text) for piece in split_after_label(Segment("\\n", "Step 2: Mix the flour."))]
    [('\\n', 'Step 2:'), (' ', 'Mix the flour.')]
    >>> [piece.text for piece in split_after_label(Segment("\\n", "A: Yes, within 30 days."))]
    ['A:', 'Yes, within 30 days.']
    >>> [piece.text for piece in split_after_label(Segment("", "Shopping list: milk, eggs, bread"))]
    ['Shopping list:', 'milk, eggs, bread']
    >>> [piece.text for piece in split_after_label(Segment("", "Reminder: the office is closed."))]
    ['Reminder:', 'the office is closed.']
    >>> [split_after_label(Segment("", text)) for text in ("Error: Cannot open it.", "Ratio: 2:1.")]
    [[Segment(separator='', text='Error: Cannot open it.')], [Segment(separator='', text='Ratio: 2:1.')]]
    """
    label = _LABEL.match(segment.text)
    if label is None:
        return [segment]
    return [Segment(segment.separator, label[1]), Segment(label[2], segment.text[label.end() :])]


def _blocks(text: str, size: int) -> list[str]:
    """``text`` in consecutive pieces of at most about ``size`` characters, cut at a paragraph break, else
    after sentence-final punctuation and whitespace, else at whitespace (else anywhere)."""
    blocks = []
    while len(text) > size:
        window = text[:size]
        paragraph = window.rfind("\n\n")
        ends = [m.end() for m in _SENTENCE_END.finditer(window)]
        spaces = [m.end() for m in _WHITESPACE.finditer(window)]
        if paragraph > size // 2:
            cut = paragraph + 2
        elif ends and ends[-1] > size // 2:
            cut = ends[-1]
        elif spaces and spaces[-1] > 0:
            cut = spaces[-1]
        else:
            cut = size
        blocks.append(text[:cut])
        text = text[cut:]
    return [*blocks, text]


def _segments_of(gap: str) -> list[Segment]:
    """A stretch between found sentences: nothing if it is only whitespace, else one segment, kept whole."""
    core = gap.strip()
    if not core:
        return []
    return [Segment(gap[: len(gap) - len(gap.lstrip())], core)]


def _first_without_separator(segments: list[Segment]) -> list[Segment]:
    # Whitespace around the whole input is not part of the translation.
    if segments and segments[0].separator:
        segments[0] = Segment("", segments[0].text)
    return segments


def halve_to_fit(segment: Segment, fits: Callable[[str], bool]) -> list[Segment]:
    """Cut ``segment`` at the whitespace nearest its middle (or its middle character) until every piece fits.

    Used for a single sentence longer than the model's window; halving keeps pieces balanced and costs
    O(n log n) tokenization. A single character is returned as it is even if it does not fit (the caller
    truncates it to the window).
    """
    if len(segment.text) < 2 or fits(segment.text):
        return [segment]
    left, separator, right = _cut_near_middle(segment.text)
    return [
        *halve_to_fit(Segment(segment.separator, left), fits),
        *halve_to_fit(Segment(separator, right), fits),
    ]


def _cut_near_middle(text: str) -> tuple[str, str, str]:
    middle = len(text) // 2
    gaps = [match for match in _WHITESPACE.finditer(text) if match.start() > 0 and match.end() < len(text)]
    if not gaps:  # no space to cut at (Thai, Chinese, a URL): cut between characters
        return text[:middle], "", text[middle:]
    gap = min(gaps, key=lambda match: abs(match.start() - middle))
    return text[: gap.start()], gap.group(), text[gap.end() :]


def other_language(text: str) -> str | None:
    """The language ``text`` is written in when it is surely not English, else None: "German", "French",
    "Spanish", "Italian" or "Portuguese" (two or more of that language's function words, more than English
    ones; one-letter words and words in capitals do not count), or "<name> script" when most of its letters
    are not Latin ones ("CJK script", "Cyrillic script"). Short or unclear text is taken for English.

    Example:
        >>> other_language("Wo ist der Bahnhof? Ich habe meinen Zug verpasst.")
        'German'
        >>> other_language("我错过了火车。"), other_language("Где вокзал?")
        ('CJK script', 'Cyrillic script')
        >>> other_language("The sign said 'Bitte nicht stören' and we left."), other_language("Danke!")
        (None, None)
    """
    letters = [char for char in text if char.isalpha()]
    foreign = [char for char in letters if char >= "\u0250"]  # past Latin, Latin-1 and Latin Extended
    if len(foreign) > len(letters) / 2:
        return f"{unicodedata.name(foreign[0], 'OTHER').split()[0].capitalize().replace('Cjk', 'CJK')} script"
    words = [word.lower() for word in _LETTERS.findall(text) if len(word) > 1 and not word.isupper()]
    english = sum(word in _ENGLISH_WORDS for word in words)
    counts = {
        language: sum(word in vocabulary for word in words) for language, vocabulary in _OTHER_WORDS.items()
    }
    language = max(counts, key=counts.get)
    return language if counts[language] >= 2 and counts[language] > english else None


def with_apostrophes(text: str) -> str:
    """``text`` with the apostrophes of contractions typed without them put back, and "i" as "I": the model
    learnt from text written with care, and "dont" is a word it never saw.

    Example:
        >>> with_apostrophes("i cant come today, im sick and Dont know why")
        "I can't come today, I'm sick and Don't know why"
        >>> with_apostrophes("its color, well see, i.e. later")  # words of their own stay as they are
        'its color, well see, i.e. later'
        >>> with_apostrophes("its fine. lets go")  # but not before these words
        "it's fine. let's go"
        >>> with_apostrophes("ı dont")  # a letter that only looks like "i" stays too
        "ı don't"
    """

    def apostrophe(match: re.Match[str]) -> str:
        word = match.group()
        fixed = _CONTRACTIONS[word.lower()]
        return fixed[0].upper() + fixed[1:] if word[0].isupper() else fixed

    text = _BARE_ITS.sub(lambda match: "'".join(part for part in match.groups() if part), text)
    return _BARE_CONTRACTION.sub(apostrophe, text)


def with_end_mark(text: str) -> str:
    """``text``, a sentence typed without its final mark (or text whose last sentence is), with it: a question
    mark after a question, a full stop after a sentence someone says, and its first letter in capitals.
    Without one the model reads it as a program message ("where is the train station" came out as "wo der
    Bahnhof ist"). A question starts with a question word or an auxiliary before its subject; a sentence
    speaks of me or you, or has three words or more and starts as one does (a capital that is not a title's,
    "the", "it's", "please", ...). Text that ends in a mark, a bracket or an emoji, or holds a printf format,
    stays as it is.

    Example:
        >>> with_end_mark("where is the train station")
        'Where is the train station?'
        >>> with_end_mark("dont you like it")  # as "don't": an auxiliary before its subject
        'Dont you like it?'
        >>> with_end_mark("The weather is nice today")
        'The weather is nice today.'
        >>> with_end_mark("i would like a coffee")
        'I would like a coffee.'
        >>> with_end_mark("Do it now"), with_end_mark("Have fun")  # an order, not a question; two words
        ('Do it now.', 'Have fun')
        >>> with_end_mark("cannot open file"), with_end_mark("Save All Files"), with_end_mark("Hi John")
        ('cannot open file', 'Save All Files', 'Hi John')
        >>> with_end_mark("Really?"), with_end_mark("See you :)"), with_end_mark("you entered %d files")
        ('Really?', 'See you :)', 'you entered %d files')
        >>> with_end_mark("iPhones are great for me"), with_end_mark("https://example.com is down for me")
        ('iPhones are great for me.', 'https://example.com is down for me.')
        >>> with_end_mark("I'm at the station. where are you")  # the last sentence is the one typed without
        "I'm at the station. Where are you?"
    """
    if not text.rstrip()[-1:].isalnum() or _FORMAT.search(text):
        return text
    before, last = _LAST_SENTENCE.fullmatch(text.rstrip()).groups(default="")
    mark = _mark_for(last)
    if not mark:
        return text
    if _LOWER_CASE_WORD.match(last):  # not "iPhone" or "https://..."
        last = last[0].upper() + last[1:]
    return before + last + mark


def with_comma_after_interjection(text: str) -> str:
    """``text`` with a comma after the word it opens with, typed without one, where that word opens a sentence on its
    own ("ok", "yeah", "sorry") and the next starts a clause ("I", "you", "that's", "sounds", "how"). A program
    message (one with a printf format) stays as it is.

    Example:
        >>> with_comma_after_interjection("yeah sounds good"), with_comma_after_interjection("Sorry I am late")
        ('yeah, sounds good', 'Sorry, I am late')
        >>> with_comma_after_interjection("No one knows"), with_comma_after_interjection("Well done, thanks you")
        ('No one knows', 'Well done, thanks you')
    """
    match = None if _FORMAT.search(text) else _INTERJECTION.match(text)
    return text[: match.end()] + "," + text[match.end() :] if match else text


def with_subject(text: str) -> str:
    """``text`` with the "I", "I'm" or "I'll" it opens without, as people drop it in messages (``_WITHOUT_I``,
    ``_dropped_subject``): the model read "Can't wait to see you." as "Warte dich nicht auf.", "Miss you so much." as
    "Viel Spaß!" and "Forgot my keys at the office." as "Verstanden Sie meine Schlüssel im Büro.". Orders, questions,
    sentences about "it", headings and program messages (one with a printf format) stay as they are.

    Example:
        >>> with_subject("Can't wait to see you!"), with_subject("miss you"), with_subject("Hope you're well.")
        ("I can't wait to see you!", 'I miss you', "I hope you're well.")
        >>> with_subject("On my way!"), with_subject("Be there in 5."), with_subject("Not sure about that.")
        ("I'm on my way!", "I'll be there in 5.", "I'm not sure about that.")
        >>> with_subject("Agree with you."), with_subject("Will pick it up later."), with_subject("Will it rain?")
        ('I agree with you.', 'I will pick it up later.', 'Will it rain?')
        >>> with_subject("Don't worry."), with_subject("Can't you see?"), with_subject("Didn't work.")
        ("Don't worry.", "Can't you see?", "Didn't work.")
        >>> with_subject("Forgot my keys."), with_subject("Really enjoyed the evening, thanks!")
        ('I forgot my keys.', 'I really enjoyed the evening, thanks!')
        >>> with_subject("Heading home now."), with_subject("Still at work, sorry!")
        ("I'm heading home now.", "I'm still at work, sorry!")
        >>> with_subject("Would buy again!"), with_subject("Was great to see you!"), with_subject("Would be nice.")
        ('I would buy again!', 'It was great to see you!', 'Would be nice.')
        >>> with_subject("Looks good to me."), with_subject("Depends on the weather.")
        ('It looks good to me.', 'It depends on the weather.')
        >>> with_subject("Looks up a value.")
        'Looks up a value.'
        >>> with_subject("Glad you made it!"), with_subject("Happy birthday to you!")
        ("I'm glad you made it!", 'Happy birthday to you!')
        >>> with_subject("Saved report configurations are listed."), with_subject("Waiting for the server")
        ('Saved report configurations are listed.', 'Waiting for the server')
    """
    if _FORMAT.search(text):
        return text
    match = _WITHOUT_I.match(text)
    if match is not None:
        subject = {"I": "I", "Im": "I'm", "Ill": "I'll", "It": "It"}[match.lastgroup]
    elif (subject := _dropped_subject(text)) is None:
        return text
    return f"{subject} {text[0].lower()}{text[1:]}"


def _dropped_subject(text: str) -> str | None:
    """The subject, "I" or "I'm", where ``text`` opens with what I did or am doing, or how I am, and has a cue that
    a person writes about themselves (``_ABOUT_ME_OR_NOW``); else None (the rules: the comment above ``_OPENERS``)."""
    match = _OPENER.match(text)
    if (
        match is None
        or match["word"].isupper()  # "CONDEMNED TO DEATH!"
        or text.rstrip().endswith("?")
        or not _ABOUT_ME_OR_NOW.search(text, match.end("word"))
    ):
        return None
    word, after, adverb = match["word"].lower(), match["next"].lower(), match["adverb"]
    if _STILL.match(text) or (
        word in _OPENERS["feeling"] and not adverb and after in _OPENERS["after feeling"]
    ):
        return "I'm"
    regular_past = word.endswith("ed") and not word.endswith("eed") and len(word) > 4
    past = word in _OPENERS["past"] or (
        regular_past and word not in _OPENERS["not past"] | _OPENERS["feeling"]
    )
    if past and after in _OPENERS["after past"]:
        return "I"
    if word == "would" and after not in _CUES["subject"] | {"be"}:  # "Would buy again!", not "Would be nice."
        return "I"
    if (
        word in _OPENERS["ing"]
        and after not in ("a", "an")  # a heading: "Making a Genealogy Website"
        # the opener is part of the subject ("Taking care of three kids keeps me busy.") or opens a phrase ("Using
        # forms, you can ...")
        and not _VERB_AFTER.search(re.split(r"[,;:–—(]", text, maxsplit=1)[0], match.end("word"))
        and not _CLAUSE_AFTER.search(text)
    ):
        return "I'm"
    return None


def _mark_for(sentence: str) -> str:
    """The final mark of ``sentence`` (given without one): "?" for a question (a question word first, or an
    auxiliary before its subject), "." for a sentence someone says (it speaks of me or you, or has three words
    or more and starts as a sentence does: a capital that is not a title's, "the", "it's", "please", ...), and
    "" for anything else, such as a program message ("cannot open file") or a label ("Save All Files")."""
    words = _WORD.findall(with_apostrophes(sentence).lower().replace("’", "'"))
    if not words:
        return ""
    first, second = words[0], words[1] if len(words) > 1 else ""
    question = (
        (first in _CUES["question"] and second not in ("a", "an"))  # not "What a day"
        or (first in _CUES["auxiliary"] and second in _CUES["subject"])
        or (first in _CUES["imperative too"] and second in _CUES["person"])
    )
    capitals = [word[0].isupper() for word in sentence.split() if word[0].isalpha()]
    says = bool(_CUES["me or you"].intersection(words)) or (
        len(words) >= 3 and (first in _CUES["start"] or (sentence[0].isupper() and not all(capitals)))
    )
    return "?" if question else "." if says else ""


def without_doubled_words(source: str, translation: str) -> str:
    """``translation`` with a word it writes twice or more in a row written once, where ``source`` repeats no word so:
    the model loops on a word it is unsure of ("Ich brauche einen Arzt, das dringend dringend ist.", "Einmal einmal
    wird ..."). Articles and pronouns stay ("ob sie sie kennt", "das Feuer, das das Haus zerstörte"), and so does
    what the source repeats ("very very" as "sehr sehr").

    Example:
        >>> without_doubled_words("Her mother is old.", "Ihre Mutter bleibt in ihrem alten Alter Alter.")
        'Ihre Mutter bleibt in ihrem alten Alter.'
        >>> without_doubled_words("I don't know if she knows them.", "Ich weiß nicht, ob sie sie kennt.")
        'Ich weiß nicht, ob sie sie kennt.'
        >>> without_doubled_words("It's very very good.", "Es ist sehr sehr gut.")
        'Es ist sehr sehr gut.'
    """
    if _DOUBLED_WORD.search(source.replace("-", " ")):
        return translation
    return _DOUBLED_GERMAN_WORD.sub(
        lambda match: match[1] if match[1].lower() not in _GERMAN_FUNCTION_WORDS else match[0], translation
    )


def end_mark_as_typed(source: str, translation: str) -> str:
    """``translation`` ending as ``source`` was typed: without a final full stop, question or exclamation mark
    where ``source`` ends without one, in a letter or digit, whether the mark came from ``with_end_mark`` or the
    model; with the mark ``source`` ends in where the model left it out, after a letter or digit ("Drive at 30
    mph." came out as "Fahr mit 30 mph"); and with the run of marks ``source`` ends in ("!!!", "?!"), which the
    model miscounts ("Please call me back!!!" came out as "Ruf mich bitte zurück!!!!").

    Example:
        >>> end_mark_as_typed("where is the train station", "Wo ist der Bahnhof?")
        'Wo ist der Bahnhof'
        >>> end_mark_as_typed("Where is it?", "Wo ist es?"), end_mark_as_typed("See you :)", "Bis dann :)")
        ('Wo ist es?', 'Bis dann :)')
        >>> end_mark_as_typed("Call me back!!!", "Ruf mich zurück!!!!"), end_mark_as_typed("What?!", "Was?")
        ('Ruf mich zurück!!!', 'Was?!')
        >>> end_mark_as_typed("Drive at 30 mph.", "Fahr mit 30 mph"), end_mark_as_typed("Is it 5?", "Ist es 5")
        ('Fahr mit 30 mph.', 'Ist es 5?')
    """
    source = source.rstrip()
    if source[-1:].isalnum():
        return re.sub(r"(?<=\w)[.?!]$", "", translation.rstrip())
    run = _MARKS_AT_END.search(source)
    if run and len(run.group()) > 1:
        return _MARKS_AT_END.sub(run.group(), translation.rstrip(), count=1)
    if source[-1:] in (".", "?", "!") and translation.rstrip()[-1:].isalnum():
        return translation.rstrip() + source[-1]
    return translation


def usual_forms(sentences: Iterable[str], entries: Iterable[str] = (), min_count: int = 3) -> list[str]:
    """The words written with capitals at least three times in four where no sentence starts, in ``sentences``,
    and anywhere in a dictionary's ``entries`` ("Greek fret", "to peter out"), each in the form most often
    written ("Anna", "London", "I'm"; "Anna's" counts as "Anna"), sorted; a word seen fewer than ``min_count`` times is left out, and so are
    letters alone other than "I" ("-L", "Plan B"). Text of two words or more that all start with a capital
    (after a sentence's first) tells nothing and is skipped: a title, a label, a name ("Canary Islands"); a word
    in capitals counts as such only up to three letters ("TV", not "NASA", which is written "Nasa" too).

    Example:
        >>> usual_forms(["Then I met Anna in London.", "So I took Anna to London.", "We watched TV in London."], [], 2)
        ['Anna', 'I', 'London']
        >>> usual_forms(["Can Peter come?", "Ask Peter."], ["to peter out", "Peter", "Canary Islands"], min_count=1)
        ['Peter']
        >>> usual_forms(["Ask Peter."], ["to peter out", "peter"], min_count=1)  # 1 of 3 in lower case: too many
        []
    """
    forms: defaultdict[str, Counter[str]] = defaultdict(Counter)
    texts = [(text, 1) for text in sentences] + [(entry, 0) for entry in entries]
    for text, first in texts:
        words = [(match.start(), match.group()) for match in _LETTER_WORD.finditer(text)][first:]
        capitals = [word[0].isupper() for _, word in words if len(word) > 1]
        if len(capitals) > 1 and all(capitals):  # a title or a name: "Canary Islands"
            continue
        starts = _starts(text) if first else set()
        for start, word in words:
            if start in starts:
                continue
            word = _without_possessive(word)  # "Anna's" counts as "Anna"
            if (word.isupper() and len(word) > 3) or (len(word) == 1 and word not in "Ii"):
                continue
            forms[word.lower()][word] += 1
    usual = []
    for lower, counts in forms.items():
        total = sum(counts.values())
        if total >= min_count and counts[lower] * 4 <= total:
            usual.append(max((form for form in counts if form != lower), key=counts.__getitem__))
    return sorted(usual)


@functools.cache
def _usual_form() -> dict[str, str]:
    """The shipped ``usual_forms`` (``english_casing.USUAL_FORMS``), by the word in lower case."""
    return {word.lower(): word for word in USUAL_FORMS}


def in_usual_case(text: str) -> str:
    """``text`` typed in lower case (all of it, or but for words typed as usually written), in capitals or in title
    case, with its words as they are usually written (``usual_forms`` of everyday English: "anna" as "Anna",
    "london" as "London", "i" as "I"), and where it ends and reads as sentences do, each sentence's first word with
    its capital ("are you coming?" as "Are you coming?"; not a program message's "cannot open file."); text written
    otherwise, or holding a printf format ("%i"), stays as it is. The model learnt from text written with care: it
    read "I Love This Song So Much" as "Ich schließe das Lied kurz". Title case is three words or more, each
    starting with a capital, that end as a sentence does or read as one (as ``with_end_mark`` tells), so a menu's
    "Open Recent File..." and a label's "Save All Files" stay as they are; its first word, and the first of each
    sentence in it, keep their capitals.

    A word that people type in capitals for emphasis ("LOVE", "NOT", "VERY", "DON'T") in text not in capitals
    is read as usually written too: the model read "I LOVE this song" as "Ich habe dieses Lied" and "We ALL
    agree" as "Wir haben ALLE ALLE ALLE". So is any other word of three letters or more, where it is the only
    one in capitals and starts no sentence, if the corpus writes it often in lower case and never in capitals
    (``english_casing.IN_CAPITALS``): "I love this SONG", "The PARTY starts at 8". Abbreviations ("US",
    "IT", "WHO", "USB") and what programs write in capitals ("If FILE is -", "git's HEAD") stay as they are.

    Example:
        >>> in_usual_case("i met anna in london on monday. where are you?")
        'I met Anna in London on Monday. Where are you?'
        >>> in_usual_case("quick update: I met anna on Monday.")
        'Quick update: I met Anna on Monday.'
        >>> in_usual_case("WHERE IS ANNA?"), in_usual_case("I Love This Song So Much!")
        ('Where is Anna?', 'I love this song so much!')
        >>> in_usual_case("cannot open file"), in_usual_case("Open Recent File..."), in_usual_case("Save All Files")
        ('cannot open file', 'Open Recent File...', 'Save All Files')
        >>> in_usual_case("The USB stick is full."), in_usual_case("AIDS Means A Lot To Them.")
        ('The USB stick is full.', 'AIDS means a lot to them.')
        >>> in_usual_case("I LOVE this song, I'M SO happy!"), in_usual_case("NEVER call the IT desk in the US.")
        ("I love this song, I'm so happy!", 'Never call the IT desk in the US.')
        >>> in_usual_case("If FILE is -, THAT FILE WILL BE LOST.")
        'If FILE is -, THAT FILE WILL BE LOST.'
        >>> in_usual_case("I LOVE this SONG."), in_usual_case("The PARTY starts at 8."), in_usual_case("detached HEAD")
        ('I love this song.', 'The party starts at 8.', 'detached HEAD')
    """
    if _FORMAT.search(text):
        return text
    if is_shouted(text):
        text = text.lower()
    if _typed_in_lower_case(text):
        text = _LETTER_WORD.sub(lambda match: _in_usual_form(match.group()) or match.group(), text)
        return _with_capital_starts(text) if _reads_as_sentences(text) else text
    text = _without_emphasis(text)
    if not _in_title_case(text):
        return text
    starts = _starts(text)

    def lowered(match: re.Match[str]) -> str:
        word = match.group()
        if match.start() in starts or not (word[1:].islower() or len(word) == 1):
            return word  # a sentence's first word, or "AIDS", "iPhone"
        return _in_usual_form(word) or word.lower()

    return _LETTER_WORD.sub(lowered, text)


def _typed_in_lower_case(text: str) -> bool:
    """Whether ``text`` is typed in lower case: all of it, or all but words typed as usually written, its first
    word in lower case ("quick update: we ship on Wednesday.")."""
    words = _LETTER_WORD.findall(text)
    return not any(char.isupper() for char in text) or (
        bool(words)  # "-L", "@Anna": capitals, but no words
        and words[0].islower()
        and all(word.islower() or _in_usual_form(word) == word for word in words)
    )


def _reads_as_sentences(text: str) -> bool:
    """Whether ``text`` ends as a sentence does ("." but not "...", "?", "!") and reads as one (``_mark_for``):
    "where are you?", not a program message's "cannot open file."."""
    stripped = text.rstrip()
    return stripped[-1:] in ".?!" and not stripped.endswith("..") and bool(_mark_for(stripped.rstrip(".?!")))


def _with_capital_starts(text: str) -> str:
    """``text`` with a capital on the first letter of each of its sentences, where it is in lower case."""
    return _SENTENCE_START.sub(lambda match: match.group().upper(), text)


def _without_emphasis(text: str) -> str:
    """``text`` with each run of words in capitals that are all typed so for emphasis (``_EMPHASISED``, "I", and
    the one other word in capitals that ``_typed_for_emphasis`` tells) as usually written: "I'M SO happy" as "I'm
    so happy", "NEVER" as "Never" where a sentence starts, "this SONG" as "this song". A run with other words
    stays ("THAT COMMIT WILL BE LOST")."""
    runs: list[list[re.Match[str]]] = []
    for match in _LETTER_WORD.finditer(text):
        if not match.group().isupper():
            continue
        if runs and not text[runs[-1][-1].end() : match.start()].strip():
            runs[-1].append(match)
        else:
            runs.append([match])
    starts = _starts(text)
    others = [m for run in runs for m in run if m.group() != "I" and _emphasis_key(m) not in _EMPHASISED]
    lone = others[0] if len(others) == 1 and _typed_for_emphasis(others[0], starts) else None
    pieces, done = [], 0
    for run in runs:
        words = [_emphasis_key(match) for match in run]
        if words == ["i"] or not all(
            w in _EMPHASISED or w == "i" or m is lone for w, m in zip(words, run, strict=True)
        ):
            continue
        for match in run:
            usual = _in_usual_form(match.group().lower()) or match.group().lower()
            if match.start() in starts:
                usual = usual[0].upper() + usual[1:]
            pieces += [text[done : match.start()], usual]
            done = match.end()
    return "".join(pieces) + text[done:]


def _emphasis_key(match: re.Match[str]) -> str:
    return match.group().lower().replace("’", "'")


def _typed_for_emphasis(match: re.Match[str], starts: set[int]) -> bool:
    """Whether the word in capitals ``match`` is a word typed so for emphasis: three letters or more, where no
    sentence starts, between spaces (or before a mark that ends a clause: not "[PATCH]", "SHA-1"), in text with
    nothing that programs write (``_CODE``), and a word the corpus' English writes 20 times or more in lower case
    (``english_spelling.FREQUENT_WORDS``) and never in capitals (``IN_CAPITALS``)."""
    word, text = match.group().lower(), match.string
    return (
        len(word) >= 3
        and match.start() not in starts
        and text[match.start() - 1 : match.start()].isspace()
        and (match.end() == len(text) or text[match.end()] in " \t\n.,;:!?")
        and not _CODE.search(text)
        and _frequent_words().get(word, 0) >= 20
        and word not in _in_capitals()
    )


@functools.cache
def _in_capitals() -> frozenset[str]:
    """The words the corpus writes in capitals (``english_casing.IN_CAPITALS``)."""
    return frozenset(IN_CAPITALS.split())


def words_in_capitals(texts: Iterable[str], min_count: int = 1) -> list[str]:
    """The words of three letters or more that ``texts`` write in capitals ``min_count`` times or more, in lower
    case, sorted: abbreviations and what programs write in capitals for what the user types ("USB", "FILE", git's
    "HEAD"). A text all in capitals tells nothing.

    Example:
        >>> words_in_capitals(["Copy FILE to DIR.", "If FILE is -, stop.", "I LOVE it.", "WHERE IS IT?"], min_count=2)
        ['file']
    """
    counts = Counter(
        match.group().lower()
        for text in texts
        if not is_shouted(text)
        for match in _LETTER_WORD.finditer(text)
        if len(match.group()) >= 3 and match.group().isupper()
    )
    return sorted(word for word, count in counts.items() if count >= min_count)


def correctly_spelled(text: str) -> str:
    """``text`` with its misspellings of English words put right, each in the case it was typed in. The model
    learnt from text written with care: it read "See you tommorow!" as "Siehst du zummorow!".

    - Common misspellings, from the table of ``english_spelling.MISSPELLINGS`` ("recieve" as "receive",
      "tommorow" as "tomorrow", "ALOT" as "A LOT"), which leaves out every misspelling that is a word too.
    - Slips of the finger (``one_slip_from``: a letter left out, added, swapped with the next or mistyped,
      never the first): a word of four letters or more in lower case (or capitalised where a sentence starts)
      that is no word of ``english_spelling`` becomes the one frequent word a slip away, where there is one
      three times as frequent as any other ("tomorow" as "tomorrow", "Whre" as "Where"). Staying as they are:
      a frequent word with an ending ("configs", "archiver", "tagger"), a contraction typed without its
      apostrophe ("didnt", "weve": ``with_apostrophes``' work), and every word of text with a printf format or
      what else programs write ("dselect or dpkg --configure", "[:alnum:]", "<refname>"): names of programs
      and their options.

    - Letters drawn out for emphasis ("sooo", "pleeease", "gooood", "diiidn't"): the frequent word or contraction
      the word is with each such run typed once or twice ("so", "please", "good", "didn't").

    Words in mixed case ("tEh"), names and words within a sentence in capitals, hyphenated words, options,
    paths, addresses and file names stay as they are.

    Example:
        >>> correctly_spelled("I recieved your message. See you tommorow, it's alot of work!")
        "I received your message. See you tomorrow, it's a lot of work!"
        >>> correctly_spelled("Wich one? THIER car. tEh end, see teh.txt or --teh")
        'Which one? THEIR car. tEh end, see teh.txt or --teh'
        >>> correctly_spelled("Whre is the staton? Ask Jonn, my frend.")
        'Where is the station? Ask Jonn, my friend.'
        >>> correctly_spelled("Delete the configs with dselect --purge")
        'Delete the configs with dselect --purge'
        >>> correctly_spelled("Sooo gooood, thank you sooo much! Pleeease come, AAA batteries, hmmm")
        'So good, thank you so much! Please come, AAA batteries, hmmm'
    """
    slips = not (_FORMAT.search(text) or _CODE.search(text))
    starts = _starts(text) if slips else set()

    def corrected(match: re.Match[str]) -> str:
        word = match.group()
        right = _correction().get(word.lower())
        hyphenated = text[match.end() : match.end() + 1] == "-"  # (``_LETTER_WORD`` starts after none)
        plain = word.isascii() and word.isalpha() and word[1:].islower()  # "whre", "Whre"
        letters = re.sub("['’]", "", word)  # "sooo", "SOOO", "sheee's"
        if right is None and letters.isalpha() and (letters[1:].islower() or letters.isupper()):
            right = _unstretched(word.lower())
        if (
            right is None
            and slips
            and plain
            and not hyphenated
            and (word.islower() or match.start() in starts)
        ):
            right = _slip_corrected(word.lower())
        if right is None or word.islower():
            return right or word
        if word.isupper() and len(word) > 1:
            return right.upper()
        return right[0].upper() + right[1:] if word[1:].islower() else word

    return _LETTER_WORD.sub(corrected, text)


def one_slip_from(word: str) -> set[str]:
    """The strings one slip of the finger from ``word``: a letter (a to z) left out, added, swapped with the
    next or typed for another, the first letter kept (people seldom get it wrong).

    Example:
        >>> [word in one_slip_from("the") for word in ("teh", "th", "thee", "tho", "bhe", "he")]
        [True, True, True, True, False, False]
    """
    slips = set()
    for i in range(1, len(word) + 1):
        head, tail = word[:i], word[i:]
        slips.update(head + letter + tail for letter in string.ascii_lowercase)
        if tail:
            slips.add(head + tail[1:])
            slips.update(head + letter + tail[1:] for letter in string.ascii_lowercase)
        if len(tail) > 1:
            slips.add(head + tail[1] + tail[0] + tail[2:])
    slips.discard(word)
    return slips


def _slip_corrected(word: str) -> str | None:
    """The frequent word that ``word`` (in lower case) is one slip from, if it is no word or shorthand itself and
    one such word is three times as frequent as any other; else None."""
    frequent, lookalikes = _frequent_words(), _lookalikes()
    if (
        len(word) < 4
        or word in frequent
        or word in lookalikes
        or word in _SHORTHAND
        or _inflected(word, frequent)
    ):
        return None  # "ttyl" is shorthand, which ``written_out`` writes out
    found = sorted(((frequent[slip], slip) for slip in one_slip_from(word) if slip in frequent), reverse=True)
    if not found or (len(found) > 1 and found[0][0] < 3 * found[1][0]):
        return None
    return found[0][1]


def _unstretched(word: str) -> str | None:
    """The frequent word or contraction that ``word`` (in lower case) is with each run of a letter typed three
    times or more ("sooo", "diiidn't") typed once or twice instead ("so", "didn't"); a word with a vowel ("hmmm" is
    no "hmm"). Of several, the longest ("gooood" is "good", not "god"), unless a shorter one is a hundred times as
    frequent ("gooo" is "go", not "goo"). None if there is none."""
    frequent = _frequent_words()

    def count(reading: str) -> int:
        letters = re.sub("['’]", "", reading)
        return frequent.get(letters, 0) or (1 if letters in _CONTRACTIONS else 0)

    if count(word):  # "iii"
        return None
    runs = _STRETCHED.split(word)  # text, run letter, text, run letter, ..., text
    readings = [""]
    for i, part in enumerate(runs):
        readings = [reading + part * times for reading in readings for times in ((1, 2) if i % 2 else (1,))]
    known = [
        reading
        for reading in readings
        if count(reading) and len(reading) > 1 and set(reading) & set("aeiouy")
    ]
    if not known:
        return None
    longest, commonest = max(known, key=lambda r: (len(r), count(r))), max(known, key=count)
    return commonest if count(commonest) >= 100 * count(longest) else longest


def _inflected(word: str, frequent: dict[str, int]) -> bool:
    """Whether ``word`` is a frequent word with an ending as English adds it ("configs", "archiver", "tagger",
    "closed", "boxes"; not "scheduleed", "cmes" or "speakking", slips of "scheduled", "comes" and "speaking").

    Example:
        >>> frequent = {"config": 1, "archive": 1, "tag": 1, "box": 1, "schedule": 1, "cm": 1, "speak": 1}
        >>> [_inflected(w, frequent) for w in ("configs", "archiver", "tagger", "boxes", "scheduleed", "cmes")]
        [True, True, True, True, False, False]
        >>> _inflected("speakking", frequent)
        False
    """
    for ending in _ENDINGS:
        stem = word.removesuffix(ending)
        if stem == word:
            continue
        if stem in frequent and _takes(stem, ending):
            return True
        base = stem[
            :-1
        ]  # "tag" of "tagger", its last letter doubled, as English doubles it only after one vowel
        if (
            stem[-2:-1] == stem[-1:]
            and base in frequent
            and re.search(
                "[^aeiou][aeiou][^aeiouwxy]$", f"^{base}"
            )  # "^" for a word's start: "ag" of "agger"
        ):
            return True
    return False


def _takes(stem: str, ending: str) -> bool:
    """Whether English adds ``ending`` to ``stem`` as it is: not "ed" or "er" after an "e" ("scheduled", not
    "scheduleed"), and "es" only after a hissing sound or an "o" ("boxes", "goes"; not "cmes")."""
    if ending.startswith("e") and stem.endswith("e"):
        return False
    return ending != "es" or stem.endswith(("s", "x", "z", "ch", "sh", "o"))


@functools.cache
def _correction() -> dict[str, str]:
    """The shipped misspellings (``english_spelling.MISSPELLINGS``: "wich->which"), with their corrections."""
    return dict(line.split("->") for line in MISSPELLINGS.splitlines() if line)


@functools.cache
def _frequent_words() -> dict[str, int]:
    """The shipped frequent words (``english_spelling.FREQUENT_WORDS``), with how often the corpus writes each."""
    return {
        word: int(count) for word, count in (line.split() for line in FREQUENT_WORDS.splitlines() if line)
    }


@functools.cache
def _lookalikes() -> frozenset[str]:
    """The shipped words that are one slip from a frequent word (``english_spelling.LOOKALIKES``)."""
    return frozenset(LOOKALIKES.split())


def _in_usual_form(word: str) -> str | None:
    """``word`` as the casing table writes it, a possessive's "'s" kept ("anna's" → "Anna's"); None for a
    word not in the table."""
    base = _without_possessive(word)
    possessive = word[len(base) :]
    usual = _usual_form().get(base.lower())
    return usual + possessive if usual else None


def _starts(text: str) -> set[int]:
    """Where the words of ``text`` that may start a sentence, a quotation or an item begin (``_STARTING``)."""
    return {match.end() for match in _STARTING.finditer(text)}


def _in_title_case(text: str) -> bool:
    """Whether ``text`` (not in capitals: ``in_usual_case`` has put those in lower case) is a sentence in title
    case: three words or more, each starting with a capital, and it ends as a sentence does ("." but not "...")
    or reads as one."""
    words = _LETTER_WORD.findall(text)
    if len(words) < 3 or not all(word[0].isupper() for word in words):
        return False
    stripped = text.rstrip()
    return (stripped[-1:] in ".?!" and not stripped.endswith("..")) or bool(_mark_for(stripped.lower()))


def _sentence_stop(match: re.Match[str]) -> str:
    """A full stop where the abbreviation ``match`` ends with one that also ends the sentence ("at 3 p.m."
    before the next sentence), else nothing: the text that replaces the match keeps that full stop."""
    ends_sentence = match.group().endswith(".") and _NEXT_SENTENCE.match(match.string, match.end())
    return "." if ends_sentence else ""


def _half_of_range(start: re.Match[str], hour: int) -> str | None:
    """The "a" or "p" of the clock time that ends a range begun by ``start``, a bare ``hour`` ("2 and 4 pm":
    "p"; "10-2 pm": "a", the hour before noon), or None where ``start`` begins no such range."""
    connector = _RANGE_END.match(start.string, start.end())
    end = connector and _NUMBER.match(start.string, connector.end())
    time = end and end[2] and _CLOCK_12.fullmatch(end[1])
    if not time:
        return None
    before_end = hour % 12 <= int(time[1]) % 12
    return end[2] if before_end else {"a": "p", "p": "a"}[end[2].lower()]


def on_24_hour_clock(text: str) -> str:
    """``text`` with its 12-hour clock times on the 24-hour clock, as German and most other languages write
    them: the model wrote "3 pm" as "3 Uhr", three at night, where "15:00" comes out as "15:00 Uhr". The hour
    that begins a range takes the "am" or "pm" of its end ("between 2 and 4 pm"). The full stop of "a.m." stays
    where it also ends the sentence. A time said in words is written in numbers ("half past 7" as "7:30": the
    model wrote "half past seven" as "halb sieben", which is 6:30).

    Example:
        >>> on_24_hour_clock("Let's meet at 3 pm, not at 10:30 a.m. on Monday.")
        "Let's meet at 15:00, not at 10:30 on Monday."
        >>> on_24_hour_clock("We open at 9am and close at 7.45 P.M. Then we eat at 12 pm.")
        'We open at 9:00 and close at 19:45. Then we eat at 12:00.'
        >>> on_24_hour_clock("12 am, 12:15 a.m., 30 pm, 1.5 pm, version 10:30 am")
        '0:00, 0:15, 30 pm, 1.5 pm, version 10:30'
        >>> on_24_hour_clock("Call between 2 and 4 pm, 10-2pm or 9:30 to 11 a.m., not 3 and 30 pm.")
        'Call between 14:00 and 16:00, 10:00-14:00 or 9:30 to 11:00, not 3 and 30 pm.'
        >>> on_24_hour_clock("At half past seven, a quarter past 3 pm or quarter to twelve.")
        'At 7:30, 15:15 or 11:45.'
    """

    def clock(match: re.Match[str]) -> str:
        number, half = match.groups()
        time = _CLOCK_12.fullmatch(number)
        if time and not half:
            half = _half_of_range(match, int(time[1]))
        if not half or not time:
            return match.group()
        hour, minutes = time.groups()
        return f"{_hour_24(int(hour), half)}:{minutes or '00'}" + _sentence_stop(match)

    return _NUMBER.sub(clock, _CLOCK_IN_WORDS.sub(lambda match: _clock_in_numbers(match)[0], text))


def _clock_in_numbers(match: re.Match[str]) -> tuple[str, str]:
    """A clock time said in words (``_CLOCK_IN_WORDS``) in numbers, and as German says it: "half past four" is
    ("4:30", "halb fünf"), "a quarter past 3" ("3:15", "Viertel nach drei"), "quarter to twelve" ("11:45", "Viertel
    vor zwölf")."""
    hour = match["hour"].lower()
    hour = int(hour) if hour.isdigit() else _HOURS_IN_WORDS.index(hour) + 1
    following = _GERMAN_HOURS[hour % 12]  # the hour German counts to: "halb fünf" is 4:30
    if match["half"]:
        return f"{hour}:30", f"halb {following}"
    if match["way"].lower() == "past":
        return f"{hour}:15", f"Viertel nach {_GERMAN_HOURS[hour - 1]}"
    return f"{(hour - 2) % 12 + 1}:45", f"Viertel vor {_GERMAN_HOURS[hour - 1]}"


def with_german_asides(read: str, translation: str) -> str:
    """``translation`` of ``read`` with "by the way" as German says it, "übrigens", where the model wrote it word for
    word ("Auf dem Weg fällt die Besprechung aus.") or, opening the sentence, left it out; not where ``read`` is on its
    way too ("on the way", "on my way"), which is "auf dem Weg", nor where the translation writes that twice.

    Example:
        >>> with_german_asides("By the way, the meeting is cancelled.", "Auf dem Weg fällt die Besprechung aus.")
        'Übrigens fällt die Besprechung aus.'
        >>> with_german_asides("Oh, by the way, I found it.", "Oh, nach dem Weg, habe ich es gefunden.")
        'Oh, übrigens, habe ich es gefunden.'
        >>> with_german_asides("By the way, the shop is open.", "Der Laden ist geöffnet.")  # left out
        'Übrigens, der Laden ist geöffnet.'
        >>> with_german_asides("By the way, I'm on my way.", "Auf dem Weg bin ich auf dem Weg.")
        'Auf dem Weg bin ich auf dem Weg.'
    """
    if not _BY_THE_WAY.search(read) or _ON_THE_WAY.search(read):
        return translation
    if read.lower().startswith("by the way,") and not _SAID_ASIDE.search(
        translation
    ):  # the model left it out
        return f"Übrigens, {continued(translation)}"
    if len(_WAY.findall(translation)) != 1:
        return translation
    match = _WAY.search(translation)
    opens = match.start() == 0 or translation[: match.start()].rstrip().endswith((".", "!", "?"))
    return translation[: match.start()] + ("Übrigens" if opens else "übrigens") + translation[match.end() :]


def with_german_prepositions(read: str, translation: str) -> str:
    """``translation`` (German) of ``read`` (English, its times on the 24-hour clock, ``on_24_hour_clock``) with the
    German preposition before what ``read`` has after one that German says otherwise, where the model wrote another
    or none: "um" before a clock time after "at" (it wrote "im 14:30", and "Let's meet at 19:00" as "Treffen wir
    19:00"; an hour alone after "at" inside a sentence, before its end or "tomorrow", only where it wrote "mit": "Can
    you pick up the kids at 3?" as "... mit 3 aufnehmen?", and "at 5" may be a price, "bei 5"); "unter" before a phone
    number or an e-mail address after "at" ("Call us at +49 ..." as "Rufen Sie uns auf +49 ... an"; before an address
    "an" may stay), and "an" after "to" ("Send your CV to jobs@..." as "... nach jobs@..."); "bis" before the end of a
    range "from" one time, hour, date or weekday "to" another ("von 9:00 auf 18:00", "von 24. Dezember für 2.
    Januar"), "auf" where it is a change ("von Dienstag nach Montag verlegt"), with "von" or "vom" before its start
    (the model wrote "mit" too), and before a time, date or weekday something is due "by" ("Antworten Sie bitte um
    17:00.", "Datei an a@b.de von 17:00 senden.", "den Bericht über Freitag schicken"); and "ab" before a time
    something starts "from" ("Check-in ist von 15:00."). What is written more than once on either side, and a time
    after a word that can stand for "at" ("gegen", "ab", "bis") or after a mark, stays as it is.

    Example:
        >>> with_german_prepositions("It is on 3rd March at 14:30.", "Es ist am 3. März im 14:30.")
        'Es ist am 3. März um 14:30.'
        >>> with_german_prepositions("Let's meet at 19:00, not at 8:00.", "Treffen wir 19:00, nicht gegen 8:00.")
        'Treffen wir um 19:00, nicht gegen 8:00.'
        >>> with_german_prepositions("Wake me up at 6, please.", "Wach mich mit 6 auf, bitte.")
        'Wach mich um 6 auf, bitte.'
        >>> with_german_prepositions("Call at 030 1234567 or write to a@b.de.", "Ruf am 030 1234567 oder nach a@b.de.")
        'Ruf unter 030 1234567 oder an a@b.de.'
        >>> with_german_prepositions("Closed from 24th December to 2nd January.", "Von 24. Dezember für 2. Januar zu.")
        'Vom 24. Dezember bis 2. Januar zu.'
        >>> with_german_prepositions("Open from 9:00 to 18:00, reply by 17:00.", "Von 9:00 auf 18:00, antworte um 17:00.")
        'Von 9:00 bis 18:00, antworte bis 17:00.'
        >>> with_german_prepositions("Send the file to a@b.de by 17:00.", "Datei an a@b.de von 17:00 senden.")
        'Datei an a@b.de bis 17:00 senden.'
        >>> with_german_prepositions("Check-in is from 15:00.", "Check-in ist von 15:00.")
        'Check-in ist ab 15:00.'
        >>> with_german_prepositions("Send it by Friday.", "Schick es über Freitag.")
        'Schick es bis Freitag.'
        >>> with_german_prepositions("Pay by 15th March.", "Zahle um 15. März.")
        'Zahle bis 15. März.'
        >>> with_german_prepositions("Closed from Monday to Wednesday.", "Von Montag auf Mittwoch geschlossen.")
        'Von Montag bis Mittwoch geschlossen.'
        >>> with_german_prepositions("Moved from Tuesday to Monday.", "Von Dienstag nach Montag verlegt.")
        'Von Dienstag auf Montag verlegt.'
    """
    for match in _AT_TIME.finditer(read):
        if match["time"]:
            translation = _with_preposition(read, translation, match["time"], "um", _NOT_UM, insert=True)
        else:
            translation = _with_preposition(read, translation, match["hour"], "um", {"mit"}, insert=False)
    for match in _FROM_TO.finditer(read):
        german, wrong = ("auf", _NOT_AUF) if _CHANGE.search(read) else ("bis", _NOT_BIS)
        translation = _with_preposition(
            read, translation, _in_german(match, "last"), german, wrong, insert=False
        )
        german = "vom" if match["first_day"] else "von"
        first = _in_german(match, "first")
        translation = _with_preposition(read, translation, first, german, _NOT_VON - {german}, insert=False)
    for match in _DUE.finditer(read):
        translation = _with_preposition(
            read, translation, _in_german(match, "due"), "bis", _NOT_BIS_DUE, insert=False
        )
    for match in _FROM_TIME.finditer(read):
        translation = _with_preposition(read, translation, match["time"], "ab", {"von", "aus"}, insert=False)
    for match in _AT_OR_TO_CONTACT.finditer(read):
        if not match["at"]:
            german, wrong = "an", _NOT_AN
        else:  # "Ruf mich an +49 ... an", but "Schreib mir an a@example.com"
            german, wrong = "unter", _NOT_UNTER if "@" in match["contact"] else _NOT_UNTER | {"an"}
        translation = _with_preposition(read, translation, match["contact"], german, wrong, insert=False)
    return translation


def _in_german(match: re.Match[str], name: str) -> str:
    """The day or time ``name`` ("first", "last" or "due") that ``_FROM_TO`` or ``_DUE`` matched, as German writes
    it: a day of a month as "2. Januar", a weekday as "Freitag", a time or an hour as read."""
    day, weekday = match[f"{name}_day"], match[f"{name}_weekday"]
    if day:
        return f"{int(day)}. {_GERMAN_MONTHS[match[f'{name}_month']]}"
    return _GERMAN_WEEKDAYS[weekday] if weekday else match[name]


def _with_preposition(
    read: str, translation: str, span: str, german: str, wrong: Iterable[str], insert: bool
) -> str:
    """``translation`` with ``german`` before ``span``, said once on either side, in place of the word before it where
    that is one of ``wrong``, or where there is none of ``_NEAR_UM`` and ``insert``, before it."""
    # A time or number is not part of a longer one ("17:00" of "17:00:30"); a day or an address may stand before ":".
    after = r"(?![\d:]|[.,]\d)" if span[-1:].isdigit() else ""
    alone = re.compile(rf"(?<![\d:.,]){re.escape(span)}{after}")
    written = list(alone.finditer(translation))
    before = len(written) == 1 and _WORD_BEFORE.search(translation, 0, written[0].start())
    if len(alone.findall(read)) > 1 or not before:
        return translation
    start, word = written[0].start(), before["word"]
    if word.lower() in wrong:
        german = german.capitalize() if word.istitle() else german
        return f"{translation[: before.start('word')]}{german} {translation[start:]}"
    if insert and word.lower() not in _NEAR_UM:
        return f"{translation[:start]}{german} {translation[start:]}"
    return translation


def with_german_clock_words(source: str, translation: str) -> str:
    """``translation`` with each clock time that ``source`` says in words (which the model reads in numbers,
    ``on_24_hour_clock``) said as German says it, where the translation writes it in numbers: "half past four" as
    "halb fünf", not "4:30 Uhr" (the model, reading the words, wrote "halb vier", which is 3:30). A time with "am"
    or "pm" stays in numbers, on the 24-hour clock.

    Example:
        >>> with_german_clock_words("Meet at half past four or a quarter to 8.", "Treffen um 4:30 Uhr oder 7.45.")
        'Treffen um halb fünf oder Viertel vor acht.'
        >>> with_german_clock_words("Dinner at half past 6 pm.", "Abendessen um 18:30.")
        'Abendessen um 18:30.'
    """
    for match in _CLOCK_IN_WORDS.finditer(source):
        if _HALF_OF_DAY.match(source, match.end()):
            continue
        numbers, words = _clock_in_numbers(match)
        written = numbers.replace(":", "[:.]")  # "4:30" or "4.30"
        translation = re.sub(rf"(?<![\d:.]){written}(?: Uhr)?(?![\d:]|\.\d)", words, translation, count=1)
    return translation


def day_first(text: str) -> str:
    """``text`` with its dates written month first written day first, the day as an ordinal: "March 3rd" and "July 21,
    1990" as "3rd March" and "21st July 1990", whose German the model writes as German does ("3. März"); month
    first, it wrote "auf März 3." and "Juni 30. Juni". A number after a month is taken for its day only where what
    comes before or after shows it is one ("on May 25", "Monday, May 25", "May 25 at noon"; the model wrote
    "Monday, May 25 for Memorial Day" as "Montag, 25 für ..."). "The 22nd of March" and "25 March" are "22nd
    March" and "25th March" too (the model wrote "der 22nd von März" and "25 März"). A date in numbers whose day
    is over 12 is written as German writes it: "12/15/2026" as "15.12.2026" (the model kept "12/15/2026").

    Example:
        >>> day_first("The meeting is on March 3rd, not on July 21, 1990 or May 2 at noon.")
        'The meeting is on 3rd March, not on 21st July 1990 or 2nd May at noon.'
        >>> day_first("In March 3 people came; on 25 March they left.")  # a count, and a date day first
        'In March 3 people came; on 25th March they left.'
        >>> day_first("Closed on Monday, May 25 for Memorial Day and on June 1 for ...")
        'Closed on Monday, 25th May for Memorial Day and on 1st June for ...'
        >>> day_first("from March 3-5, or from May 31st – June 4th, 2017")  # a range of days stays as written
        'from March 3-5, or from 31st May – 4th June 2017'
        >>> day_first("Her birthday is on the 22nd of March.")
        'Her birthday is on 22nd March.'
        >>> day_first("Reply by 12/15/2026 or 15/12/2026, not 03/04/2026.")  # a day over 12 shows the order
        'Reply by 15.12.2026 or 15.12.2026, not 03/04/2026.'
    """

    def date(match: re.Match[str]) -> str:
        day, year = int(match["day"]), match["year"]
        shown = _DAY_FOLLOWS.match(match.string, match.end()) or _BEFORE_DATE.search(
            match.string, 0, match.start()
        )
        if not (match["suffix"] or year or shown):
            return match.group()
        return f"{_ordinal(day)} {match['month']}" + (f" {year.lstrip(',').strip()}" if year else "")

    def day_of_month(match: re.Match[str]) -> str:
        return f"{_ordinal(int(match['day'] or match['bare_day']))} {match['month'] or match['of']}"

    def in_numbers(match: re.Match[str]) -> str:
        first, second, year = match.groups()
        day, month = (first, second) if int(first) > 12 else (second, first)
        if not (12 < int(day) <= 31 and 1 <= int(month) <= 12):
            return match.group()
        return f"{day}.{month}.{year}"

    text = _DATE_IN_NUMBERS.sub(in_numbers, text)
    return _DAY_OF_MONTH.sub(day_of_month, _MONTH_FIRST.sub(date, text))


def _ordinal(day: int) -> str:
    """``day`` as an English ordinal: "1st", "22nd", "13th"."""
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def written_out(text: str) -> str:
    """``text`` with the abbreviations people write and the model rarely saw written out as words it learnt: short
    months and weekdays of a date, days joined into a range or a list ("Mon–Fri" as "Monday to Friday", which the
    model read as "Mon– Freitag"), the dash of a range after "between" ("between 2 and 4 pm"), "@" before a clock
    time, "No." before a number, units after a number ("2h 15min"), a count of times ("3x a week"), currency signs
    before one ("$25" as "25 dollars", which German writes "25 Dollar"; "$10k" as "10 thousand dollars"), a number
    made vague ("8ish" as "about 8"), "i.e." and "e.g." before words ("that is,", "for example"), and the shorthand
    of hurried messages ("pls", "thx", "asap", "eod", "bc", "b4", "u", "ur": "you're" or "your"), with a capital
    where it opens the text ("tbh, ..." as "To be honest, ..."). A full stop that also ends the sentence stays. A
    program message with a printf format stays as it is: its "%b (e.g., Jan)" means the abbreviation.

    Example:
        >>> written_out("Meet me on Mon., Jan. 5 at 10. It takes approx. 2 hrs, not 1 hr.")
        'Meet me on Monday, January 5 at 10. It takes approximately 2 hours, not 1 hour.'
        >>> written_out("FYI: thx! Can u pls send it asap? Idk, it's 3 lbs w/o the box.")
        "For your information: thanks! Can you please send it as soon as possible? I don't know, it's 3 pounds without the box."
        >>> written_out("Where r u? R u ok? lemme know")
        'Where are you? Are you ok? let me know'
        >>> written_out("ur welcome, I love ur car. Ur the best! Ur of the Chaldees")
        "you're welcome, I love your car. You're the best! Ur of the Chaldees"
        >>> written_out("PLS files, THX sound, b/c")  # acronyms
        'PLS files, THX sound, because'
        >>> written_out("Jan. came on 5 Mar at 3 lbs. We saw the Sun. Sun, stand still! Sat, 3 Jan, or u")
        'Jan. came on 5 March at 3 pounds. We saw the Sun. Sun, stand still! Saturday, 3 January, or u'
        >>> written_out("It costs £20 per person, $1 or €3.50 for kids; $1 million in all.")
        'It costs 20 pounds per person, 1 dollar or 3.50 euros for kids; 1 million dollars in all.'
        >>> written_out("Open Mon–Fri, closed Sat & Sun.")
        'Open Monday to Friday, closed Saturday and Sunday.'
        >>> written_out("We raised $10k and £2bn.")
        'We raised 10 thousand dollars and 2 billion pounds.'
        >>> written_out("I go 3x a week, for 2h 15min. Come at 8ish, or around 9-ish, by EOD.")
        'I go 3 times a week, for 2 hours 15 minutes. Come at about 8, or around 9, by the end of the day.'
        >>> written_out("10ish works, we meet 7:30-ish.")
        'About 10 works, we meet about 7:30.'
        >>> written_out("He is 6 ft tall, i.e. tall. Bring fruit, e.g. apples (e.g. Gala).")
        'He is 6 feet tall, that is, tall. Bring fruit, for example apples (e.g. Gala).'
        >>> written_out("It took 3 days approx. Then it rained.")
        'It took 3 days approximately. Then it rained.'
        >>> written_out("%s: took %d secs (approx.)")  # a program message
        '%s: took %d secs (approx.)'
    """

    def with_stop(match: re.Match[str], words: str) -> str:
        return words + _sentence_stop(match)

    def unit(match: re.Match[str]) -> str:
        singular, plural = _UNITS[match[2]]
        return with_stop(match, f"{match[1]} {singular if match[1] == '1' else plural}")

    def currency(match: re.Match[str]) -> str:
        sign, amount, short, magnitude = match.groups()
        singular, plural = _CURRENCIES[sign]
        magnitude = _SHORT_MAGNITUDES.get(short or "", magnitude or "")
        return f"{amount}{magnitude} {singular if amount == '1' and not magnitude else plural}"

    def vague(match: re.Match[str]) -> str:  # "around 8ish" as "around 8", "at 8ish" as "at about 8"
        before = match[1] or ""
        if before.lower() in ("around", "about"):
            return f"{before} {match[2]}"
        about = f"{before} about {match[2]}".lstrip()
        return about[0].upper() + about[1:] if match.start() == 0 else about

    def shorthand(match: re.Match[str]) -> str:
        word = match.group()
        if word[1:] != word[1:].lower() and word not in _SHORTHAND_IN_CAPITALS:  # an acronym
            return word
        if not word.islower() and any(char.isdigit() for char in word):  # the paper size "B4"
            return word
        full = _SHORTHAND[word.lower()]
        # "ASAP" mid-sentence is "as soon as possible"; "tbh, ..." opening the piece "To be honest, ...": the model
        # read "to be honest, that was amazing." as "ehrlich ehrlich sein."
        capitalised = match.start() == 0 or (word[0].isupper() and not word.isupper())
        full = full[0].upper() + full[1:] if capitalised else full
        glued = word.endswith("/") and match.string[match.end() : match.end() + 1].isalnum()  # "w/milk"
        return full + " " if glued else with_stop(match, full)

    if _FORMAT.search(text):
        return text
    text = _MONTH.sub(lambda m: with_stop(m, _MONTHS[m[1] or m[2]]), text)
    text = _DAYS_JOINED.sub(_days_written_out, text)
    text = _WEEKDAY.sub(lambda m: with_stop(m, _WEEKDAYS[m[1] or m[2]]), text)
    text = _BETWEEN_DASH.sub(r"\1 and ", text)
    text = _AT_SIGN.sub("at ", text)
    text = _NUMBER_WORD.sub(lambda m: "Number " if m.start() == 0 and m[1] == "N" else "number ", text)
    text = _UNIT.sub(unit, _TIMES.sub(lambda m: "once" if m[1] == "1" else f"{m[1]} times", text))
    text = _ISH.sub(vague, text)
    text = _CURRENCY.sub(currency, text)
    if not _CODE.search(text):
        text = _THAT_IS.sub(lambda m: "That is," if m[1] == "I" else "that is,", text)
        text = _FOR_EXAMPLE.sub(lambda m: "For example" if m[1] == "E" else "for example", text)
    text = _YOU.sub(r"\1 you", _SHORT_WORD.sub(shorthand, text))
    text = _UR.sub(_your, text)
    return _ARE.sub(lambda match: "are" if match[1] else "Are", text)


def _days_written_out(match: re.Match[str]) -> str:
    """The days of a ``_DAYS_JOINED`` match written out and joined by words: a dash is "to", "&" and "+" are "and",
    and so is the last "/" of a run ("Mon/Wed/Fri" → "Monday, Wednesday and Friday"); full names joined by words
    stay as typed."""
    days = [day.rstrip(".") for day in re.findall(_DAY, match.group())]
    links = [link.strip() for link in re.split(_DAY, match.group())[1:-1]]
    if all(day in _WEEKDAYS.values() for day in days) and all(
        link.isalpha() or link == "," for link in links
    ):
        return match.group()
    joined = _WEEKDAYS.get(days[0], days[0])
    for link, next_link, day in zip(links, [*links[1:], None], days[1:], strict=True):
        word = "," if link == "/" == next_link else _DAY_LINK_WORDS.get(link, link)
        joined += ("," if word == "," else f" {word}") + " " + _WEEKDAYS.get(day, day)
    return joined + _sentence_stop(match)


def _your(match: re.Match[str]) -> str:
    """What an "ur" of ``_UR`` stands for: "you're" before the words of ``_YOU_ARE_BEFORE``, else "your"; an
    "Ur" only the first ("Ur of the Chaldees" is a city)."""
    if match[1].lower() in _YOU_ARE_BEFORE:
        return "You're" if match.group() == "Ur" else "you're"
    return "your" if match.group() == "ur" else match.group()


def letter_formulas(lines: list[str]) -> list[str | None]:
    """The German of each of ``lines`` that is the greeting or the closing of a letter or an e-mail, typed as a
    line of its own ("Dear Mr. Miller," → "Sehr geehrter Herr Miller,", "Kind regards, Tom" → "Freundliche
    Grüße, Tom"), names and punctuation as typed, the name below a closing as typed (not "Sarah-Jones") and the
    line a phone puts below a message ("Sent from my iPhone" → "Von meinem iPhone gesendet"); and a wish the model
    got wrong, typed on its own ("Happy New Year!" → "Frohes neues Jahr!", "Bless you!" → "Gesundheit!"); None for
    every other line. A wish is no closing: "Best wishes!" is the model's to translate.

    Example:
        >>> letter_formulas(["Dear Sir or Madam,", "Hi Anna!", "Dear Ms Jones,", "hi there!", "Hello,"])
        ['Sehr geehrte Damen und Herren,', 'Hallo Anna!', 'Sehr geehrte Frau Jones,', 'Hallo!', 'Hallo,']
        >>> letter_formulas(["Good morning,", "Good afternoon Mr. Li,", "Good evening Anna!", "Good morning."])
        ['Guten Morgen,', 'Guten Tag Herr Li,', 'Guten Abend Anna!', None]
        >>> letter_formulas(["Thanks for the call.", "Best regards,", "Sarah Jones", "Cheers, Tom", "Thanks"])
        [None, 'Viele Grüße,', 'Sarah Jones', 'Viele Grüße, Tom', None]
        >>> letter_formulas(["Best wishes!", "Dear me!", "Hi, how are you?", "Regards to Tom.", "Sarah Jones"])
        [None, None, None, None, None]
        >>> letter_formulas(["DEAR MR. MILLER,"])  # the pipeline puts the rest into capitals
        ['Sehr geehrter Herr MILLER,']
        >>> letter_formulas(["Hi John", "Hello Again", "Dear Mr. Ngata"])  # "John" is in the casing table
        ['Hallo John', None, None]
        >>> letter_formulas(["Sent from my iPhone", "Sent from my Samsung Galaxy.", "Sent from my desk at 9"])
        ['Von meinem iPhone gesendet', 'Von meinem Samsung Galaxy gesendet', None]
        >>> letter_formulas(["happy new year!!! 🎉", "Have a nice day.", "Have a nice day at work!"])
        ['Frohes neues Jahr!!! 🎉', 'Einen schönen Tag noch.', None]
    """
    formulas: list[str | None] = []
    closing = None
    for line in lines:
        # The name below a closing, not a closing word of its own ("Thanks").
        signed = closing and _SIGNATURE.fullmatch(line) and not _closing(line.rstrip() + ",")
        signature = line if signed else None
        closing = _closing(line)
        formulas.append(_greeting(line) or closing or signature or _sent_from(line) or _wish(line))
    return formulas


def _greeting(line: str) -> str | None:
    for pattern, german in _GREETING:
        if match := pattern.fullmatch(line):
            named = match.lastindex and match.lastindex > 1  # a name before the mark
            if (
                named
                and not match["mark"]
                and not all(word.lower() in _usual_form() for word in match[1].split())
            ):
                return None
            return match.expand(german) + match["mark"]
    return None


def _wish(line: str) -> str | None:
    for pattern, german in _WISH:
        if match := pattern.fullmatch(line):
            return german + match["mark"]
    return None


def _sent_from(line: str) -> str | None:
    match = _SENT_FROM.fullmatch(line)
    return f"Von meinem {match['device']} gesendet" if match else None


def _closing(line: str) -> str | None:
    for pattern, german in _CLOSING:
        if match := pattern.fullmatch(line):
            return german + match["mark"] + (f" {match['name']}" if match["name"] else "")
    return None


def with_german_numbers(source: str, translation: str) -> str:
    """``translation`` with the numbers it copied from ``source`` in English format written as German writes
    them: thousands grouped by points ("1,500" as "1.500", which German reads as one and a half), and a number
    that counts or costs something ("$3.50", "2.5 kg", "1.5 million") with a decimal comma ("3,50"). Other numbers
    with a point stay: versions, sections, times ("Python 3.11", "2.5.", "7.30"); and so does a program message
    (one with a printf format).

    Example:
        >>> with_german_numbers("There are 1,500 results.", "Es gibt 1,500 Ergebnisse.")
        'Es gibt 1.500 Ergebnisse.'
        >>> with_german_numbers("I paid $3.50 for 2.5 kg, 1,250.00 in all.",
        ...                     "Ich zahlte 3.50 $ für 2.5 kg, 1,250.00.")
        'Ich zahlte 3,50 $ für 2,5 kg, 1.250,00.'
        >>> with_german_numbers("Install Python 3.11, see 2.5.", "Installieren Sie Python 3.11, siehe 2.5.")
        'Installieren Sie Python 3.11, siehe 2.5.'
    """
    if _FORMAT.search(source):
        return translation
    german = {}
    for match in _ENGLISH_NUMBER.finditer(source):
        number = match.group()
        before = max(0, match.start() - 5)  # "USD " or "$ " at most
        counted = _QUANTITY_BEFORE.search(source, before, match.start()) or _QUANTITY_AFTER.match(
            source, match.end()
        )
        if "," in number or counted:
            german[number] = number.translate(_SWAPPED_SEPARATORS)
    if not german:
        return translation
    return _ENGLISH_NUMBER.sub(lambda match: german.get(match.group(), match.group()), translation)


def with_german_units(translation: str) -> str:
    """``translation`` with each imperial quantity or kitchen measure that ``protect`` kept as the English wrote it
    in German: the model, which learnt them from translations that converted them, wrote "6 feet" as "6 Meter" and
    "2 cups" as "2 Bechselfach".

    Example:
        >>> with_german_units("Er ist 6 feet groß und wiegt 1 ounce; das Becken ist 25 yards lang.")
        'Er ist 6 Fuß groß und wiegt 1 Unze; das Becken ist 25 Yards lang.'
        >>> with_german_units("1/2 cup Milch, 1 1/2 cups Mehl, 2 tablespoons Öl")
        '1/2 Tasse Milch, 1 1/2 Tassen Mehl, 2 Esslöffel Öl'
    """

    def in_german(match: re.Match[str]) -> str:
        singular, plural = _IMPERIAL_IN_GERMAN[match[2]]
        one = match[1] == "1" or re.fullmatch(r"\d/\d+|[½¼¾⅓⅔]", match[1])  # "1/2 Tasse"
        return f"{match[1]} {singular if one else plural}"

    return _IMPERIAL.sub(in_german, translation)


def with_german_rates(read: str, translation: str) -> str:
    """``translation`` (German) of ``read`` (English, its prices in words: "20 dollars") with a rate, an amount "a" or
    "per" hour, day, week, month or year, as German says it, "pro Monat", where the model wrote it word for word
    ("1.200 Euro einen Monat", "zwei Kaffee einen Tag"); and a price without the "um" the model put before it where
    the English says none ("Das kostet um 5 Euro" for "It costs 5 euros"; "at around 5 euros" keeps it).

    Example:
        >>> with_german_rates("The rent is 1,200 euros a month.", "Die Miete ist 1.200 Euro einen Monat.")
        'Die Miete ist 1.200 Euro pro Monat.'
        >>> with_german_rates("She drinks two coffees a day.", "Sie trinkt zwei Kaffee einen Tag.")
        'Sie trinkt zwei Kaffee pro Tag.'
        >>> with_german_rates("It costs 5 euros an hour.", "Das kostet um 5 Euro eine Stunde.")
        'Das kostet 5 Euro pro Stunde.'
        >>> with_german_rates("I need a day off.", "Ich brauche einen Tag frei.")  # no rate
        'Ich brauche einen Tag frei.'
        >>> with_german_rates("It sells at around 5 euros.", "Es verkauft sich um 5 Euro.")
        'Es verkauft sich um 5 Euro.'
    """
    for match in _RATE.finditer(read):
        period = _GERMAN_PERIODS[match["period"].lower()]
        written = re.search(rf"\b[Ee]in(?:en|e)? {period}\b", translation)
        if written and _GERMAN_AMOUNT.search(translation, 0, written.start()):
            translation = f"{translation[: written.start()]}pro {period}{translation[written.end() :]}"
    if _PRICE.search(read) and not _ABOUT_A_PRICE.search(read):
        translation = _UM_A_PRICE.sub("", translation)
    return translation


def with_german_dates(translation: str) -> str:
    """``translation`` with each date and range of days of one month written as German writes it ("3. Juni",
    "3.–7. Juni 2027"), where the model left it English or nearly: a range that ``protect`` kept as the English wrote
    it ("June 3–7", which the model wrote "Juni 3–7"), or a day it copied as an ordinal or without its dot; and "am"
    before a day where the model wrote "im", as for a month ("Der Termin ist im 5. Mai.").

    Example:
        >>> with_german_dates("Die Konferenz läuft June 3–7 in Berlin; wir haben 24th-26th December 2026 zu.")
        'Die Konferenz läuft 3.–7. Juni in Berlin; wir haben 24.–26. Dezember 2026 zu.'
        >>> with_german_dates("Von 3rd Juni bis 7. Juni, nicht am 25 März, 3.–7. Mai.")
        'Von 3. Juni bis 7. Juni, nicht am 25. März, 3.–7. Mai.'
        >>> with_german_dates("Der Termin ist im 5. Mai, nicht im Juni.")
        'Der Termin ist am 5. Mai, nicht im Juni.'
    """

    def in_german(match: re.Match[str]) -> str:
        days = re.findall(r"\d+", match["days"] or match["days_first"])
        month = match["month"] or match["of"]
        year = f" {match['year'].lstrip(',').strip()}" if match["year"] else ""
        return "–".join(f"{int(day)}." for day in days) + f" {_GERMAN_MONTHS.get(month, month)}{year}"

    translation = _DATE_IN_TRANSLATION.sub(in_german, translation)
    return _IN_ON_A_DAY.sub(lambda match: "Am" if match[1] == "Im" else "am", translation)


def with_german_genitive(source: str, translation: str) -> str:
    """``translation`` (German) of ``source`` with each name's English possessive that it copied ("Julia's") in the
    German genitive: "Julias", and after a name that ends in an s sound "Thomas'" (the model wrote "Julia's
    Schwester"). Only names of ``names_in``: "It's" and "Today's" are no possessives of names.

    Example:
        >>> with_german_genitive("Julia's and Thomas's bikes", "Julia's und Thomas's Fahrräder")
        "Julias und Thomas' Fahrräder"
        >>> with_german_genitive("Today's menu: It's fish.", "Today's Menü: It's Fisch.")
        "Today's Menü: It's Fisch."
    """
    for name in dict.fromkeys(names_in(source)):
        german = f"{name}'" if name.endswith(("s", "ß", "x", "z")) else f"{name}s"
        translation = re.sub(rf"\b{name}['’]s\b", german, translation)
    return translation


def with_german_titles(source: str, translation: str) -> str:
    """``translation`` (German) of ``source`` with each courtesy title it copied before a name ("Mrs. Baker",
    ``protect`` keeps the two as one) as German writes it: "Frau Baker"; "Herr Smith" where the English names the
    subject or the person addressed (first in its sentence or clause, after "is", "and" the former's case, a
    greeting), else "Herrn Smith"; "Dr." and "Prof." with their point.

    Example:
        >>> with_german_titles("Mr. Li called Mrs. Baker and Mr Jones.", "Mr. Li rief Mrs. Baker und Mr Jones an.")
        'Herr Li rief Frau Baker und Herrn Jones an.'
        >>> with_german_titles("Ask Dr Lee, this is Mr. Li's office.", "Frag Dr Lee, das ist Mr. Li's Büro.")
        "Frag Dr. Lee, das ist Herrn Li's Büro."
        >>> with_german_titles("Mr. and Mrs. Li are here.", "Mr. und Frau Li sind hier.")
        'Herr und Frau Li sind hier.'
    """
    germans: dict[tuple[str, bool, str], list[str]] = defaultdict(list)
    case = "Herr"
    for match in re.finditer(_TITLED_NAME, source):
        before = source[: match.start()].rstrip()
        word = re.search(r"\w*$", before).group().lower()  # "" at a start, after a mark
        if word not in ("and", "or"):
            possessive = source.startswith(("'s", "’s"), match.end())
            case = "Herr" if word in _BEFORE_SUBJECT and not possessive else "Herrn"
        title, couple = match["title"], bool(match["couple"])
        german = case if title == "Mr" else _GERMAN_TITLES[title]
        germans[title, couple, match["name"]].append(f"{german} und Frau" if couple else german)
    for (title, couple, name), written in germans.items():
        found = iter(written)
        translation = re.sub(
            rf"\b{title}\.? {_COUPLE_IN_TRANSLATION if couple else ''}{re.escape(name)}(?=s?\b)",  # "Smiths Auto"
            lambda _, name=name, last=written[-1], found=found: f"{next(found, last)} {name}",
            translation,
        )
    return translation


def with_german_decades(source: str, translation: str) -> str:
    """``translation`` (German) of ``source`` with each decade it copied from the source ("1990s", "'80s",
    ``protect`` keeps them) as German writes it: "die 1990er Jahre", "in den 80er Jahren" (the model wrote "vom
    {0}", which becomes "von den 1990er Jahren").

    Example:
        >>> with_german_decades("Art from the 1990s; the '80s.", "Kunst vom 1990s; die '80s.")
        'Kunst von den 1990er Jahren; die 80er Jahre.'
        >>> with_german_decades("She moved in the early 2000s.", "Sie zog in den frühen 2000s um.")
        'Sie zog in den frühen 2000er Jahren um.'
    """

    def in_german(match: re.Match[str]) -> str:
        article = (match["article"] or "").lower()
        adjective = match["adjective"] or ""
        if article in _DATIVE_ARTICLES:
            return (
                f"{match['article'][0]}{_DATIVE_ARTICLES[article][1:]} {adjective}{match['decade']}er Jahren"
            )
        return f"{match['article'] or ''}{' ' * bool(article)}{adjective}{match['decade']}er Jahre"

    for digits in dict.fromkeys(re.sub(r"\D", "", match.group()) for match in re.finditer(_DECADE, source)):
        translation = re.sub(
            rf"(?:\b(?P<article>\w+) )?(?P<adjective>[a-zäöü]+en )?['’]?(?P<decade>{digits})s\b",
            in_german,
            translation,
        )
    return translation


def one_capitalised_word(text: str) -> bool:
    """Whether ``text`` is one capitalised word, a final mark after it perhaps, and no name (``names_in``): a list's
    item, a one-word question.

    Example:
        >>> one_capitalised_word("Eggs"), one_capitalised_word("Questions?"), one_capitalised_word("Anna")
        (True, True, False)
    """
    return _ONE_WORD.fullmatch(text) is not None and not names_in(text)


def copied_word(word: str, translation: str) -> bool:
    """Whether ``translation`` of ``word`` (``one_capitalised_word``) is the word copied, or nearly: the model read
    a capitalised word alone as a name or a program's label, and wrote "Eggs", "Questionen?", "Potatos".

    Example:
        >>> copied_word("Eggs", "Eggs"), copied_word("Questions?", "Questionen?"), copied_word("Open", "Öffnen")
        (True, True, False)
    """
    english, german = (text.strip().rstrip("?!.:").lower() for text in (word, translation))
    return SequenceMatcher(None, english, german).ratio() >= 0.8


def german_address(text: str) -> str | None:
    """How ``text`` (German) addresses its reader: "du" where it writes more forms of "du" than of the polite "Sie",
    "Sie" where it writes more of those, None where neither or as many (``address_forms``).

    Example:
        >>> german_address("Kannst du mir deine Nummer geben?"), german_address("Können Sie mir helfen?")
        ('du', 'Sie')
        >>> german_address("Sie kommt morgen. Ihr Zug ist spät."), german_address("Danke!")
        (None, None)
    """
    forms = address_forms(text)
    return "du" if forms["du"] > forms["Sie"] else "Sie" if forms["Sie"] > forms["du"] else None


def greeting_address(formula: str) -> str | None:
    """How a letter's greeting in German (of ``letter_formulas``) addresses its reader: "Sie" the formal ones and
    those with a title ("Sehr geehrte Frau Li", "Guten Tag Herr Li"), "du" those with a first name ("Hallo Tom",
    "Guten Morgen Anna"), None any other ("Hallo", "Hallo zusammen", "Liebe Eltern") and a closing.

    Example:
        >>> [greeting_address(greeting) for greeting in ("Sehr geehrte Damen und Herren,", "Hallo Tom!", "Hallo,")]
        ['Sie', 'du', None]
        >>> [greeting_address(greeting) for greeting in ("Guten Tag Herr Li,", "Hallo zusammen,", "Viele Grüße, Tom")]
        ['Sie', None, None]
    """
    if _FORMAL_GREETING.match(formula):
        return "Sie"
    return "du" if _FIRST_NAME_GREETING.match(formula) else None


def address_forms(text: str) -> Counter[str]:
    """How many forms of "du" (``"du"``: "du", "dich", "dein", the plural's "euch", "euer", and "lass" and "sag" of
    "lass mich wissen", "sag mir") and of the polite "Sie" (``"Sie"``: "Ihnen"; "Sie", "Ihr" only inside a sentence,
    at its start they may be "she", "they", "her") ``text`` (German) writes.

    Example:
        >>> address_forms("Lass mich wissen, ob Sie kommen. Sie ist da.")
        Counter({'du': 1, 'Sie': 1})
    """
    starts = _starts(text)
    sie = sum(
        match.group() == "Ihnen" or match.start() not in starts for match in _PRONOUNS["Sie"].finditer(text)
    )
    return Counter({"du": len(_DU_FORMS.findall(text)), "Sie": sie})


def writes_pronoun(text: str, address: str) -> bool:
    """Whether ``text`` (German) writes a pronoun of ``address`` ("du" or "Sie", ``ADDRESS_PRONOUNS``) anywhere,
    where a sentence starts too: "Ihr Zimmer" is the polite form in a translation that could not write "Dein".

    Example:
        >>> writes_pronoun("Ihr Zimmer ist frei.", "Sie"), writes_pronoun("Lass mich wissen.", "du")
        (True, False)
    """
    return _PRONOUNS[address].search(text) is not None


def words_kept(translation: str, other: str) -> float:
    """The share of the words of ``translation`` (German), its pronouns of address aside (``ADDRESS_PRONOUNS``),
    that ``other`` writes as often, in any letter case: 1.0 where it has no other words.

    Example:
        >>> first = "Wir hoffen, dass du deinen Kauf genossen hast."
        >>> [round(words_kept(first, other), 2) for other in ("Wir hoffen, dass Sie Ihren Kauf genossen haben.",
        ...                                                    "Wir hoffen, dass Ihr gekauft habt.")]
        [0.83, 0.5]
    """
    words = Counter(word.lower() for word in _WORD.findall(translation) if word.lower() not in _ADDRESS_WORDS)
    kept = words & Counter(word.lower() for word in _WORD.findall(other))
    return sum(kept.values()) / sum(words.values()) if words else 1.0


def with_german_city_names(source: str, translation: str) -> str:
    """``translation`` (German) of ``source`` with each city of ``source`` that German names otherwise under its
    German name, where the translation copied the English one or nearly: a model that saw a city's name a few
    times writes "bei Munich", "nach Mosow". Only the name changes, so a translation that had it right stays
    as it is.

    Example:
        >>> with_german_city_names("We flew from Munich to Moscow.", "Wir flogen von Munich nach Mosow.")
        'Wir flogen von München nach Moskau.'
        >>> with_german_city_names("Munich's beer halls", "Die Bierhallen Munichs")
        'Die Bierhallen Münchens'
        >>> with_german_city_names("Rome is old; Milan is new.", "Rom ist alt; Milch ist neu.")
        'Rom ist alt; Milch ist neu.'
    """
    for english in dict.fromkeys(_CITY.findall(source)):
        german = _CITY_NAMES[english]

        def named(match: re.Match[str], english: str = english, german: str = german) -> str:
            word = match.group()
            stem, genitive = (
                (word[:-1], "s") if word.endswith("s") and not english.endswith("s") else (word, "")
            )
            if stem == english or (stem != german and SequenceMatcher(None, stem, english).ratio() >= 0.8):
                return german + genitive
            return word

        translation = _NAME.sub(named, translation)
    return translation


def without_list_marker(segment: Segment) -> Segment:
    """``segment`` with the bullet or number of a list item, or the ">" of a quoted line, it starts with moved
    into its separator, so that only the item's words are translated and the marker stays as it was.

    Example:
        >>> without_list_marker(Segment("\\n", "- 6 eggs"))
        Segment(separator='\\n- ', text='6 eggs')
        >>> without_list_marker(Segment("\\n", "> > Can you send me the report?"))
        Segment(separator='\\n> > ', text='Can you send me the report?')
        >>> without_list_marker(Segment("", "2) Call the bank."))
        Segment(separator='2) ', text='Call the bank.')
        >>> without_list_marker(Segment(" ", "-5 degrees tonight."))
        Segment(separator=' ', text='-5 degrees tonight.')
    """
    marker = _LIST_MARKER.match(segment.text)
    if marker is None or marker.end() == len(segment.text):
        return segment
    return Segment(segment.separator + marker.group(), segment.text[marker.end() :])


def is_list_item(segment: Segment) -> bool:
    """Whether ``segment`` is a list item, a heading or a quoted line: whether its separator ends in the marker that
    ``without_list_marker`` moved there.

    Example:
        >>> is_list_item(Segment("\\n- ", "call the client")), is_list_item(Segment("- ", "milk"))
        (True, True)
        >>> is_list_item(Segment(" ", "call the client")), is_list_item(Segment("\\n", "- 5 degrees"))
        (False, False)
    """
    return bool(_AFTER_LIST_MARKER.search(segment.separator))


def with_capital(piece: str) -> str:
    """``piece`` with a capital on its first word where that is typed in lower case: a list item read as the sentence it
    is. Lower-case pieces the model learnt from program messages, and read so, it wrote "call the client" as
    "Kundschafterbeschluss", "walk the dog" as "Wanderhund" (with a capital: "Rufen Sie den Client an", "Geh mit dem
    Hund"). A word with a capital inside, a number, an address or a word that is not a frequent English one stays as
    typed ("crtkill kill all line ..."), and so does a program's list of options, with a printf format or a value in
    capitals ("cols N tell the kernel ...", "remote %s").

    Example:
        >>> with_capital("call the client"), with_capital("iPhone case"), with_capital("www.example.com is down")
        ('Call the client', 'iPhone case', 'www.example.com is down')
        >>> with_capital("cols N tell the kernel that the terminal has N columns"), with_capital("remote %s")
        ('cols N tell the kernel that the terminal has N columns', 'remote %s')
        >>> with_capital("crtkill kill all line by obeying the echoprt and echoe settings")
        'crtkill kill all line by obeying the echoprt and echoe settings'
    """
    first = _LOWER_CASE_FIRST_WORD.match(piece)
    if (
        not first
        or first.group() not in _frequent_words()
        or _METAVARIABLE.search(piece)
        or _FORMAT.search(piece)
    ):
        return piece
    return piece[0].upper() + piece[1:]


class Markup(NamedTuple):
    """Inline markup of a piece: ``opening`` and ``closing`` stand around ``text[start:end]``."""

    start: int
    end: int
    opening: str
    closing: str


def without_markup(text: str) -> tuple[str, list[Markup]]:
    """``text`` without its inline markup, and the markup, placed in the text without it: pairs of HTML tags
    (not those of code, which stays as it is), Markdown links, and Markdown's bold, italic and struck-through
    marks at the start and end of words; and HTML tags or Markdown marks left unpaired at the text's start or
    end (a paragraph's tags around several sentences), which stand around all of it. Between its marks the
    model read the words apart from the sentence ("I <i>really</i> liked it" came out as "Ich <I>really</ich>
    ..."); without them it translates the sentence, and ``with_markup`` puts the marks back.

    Example:
        >>> without_markup("Our <b>new</b> shop is **open**.")
        ('Our new shop is open.', [Markup(start=4, end=7, opening='<b>', closing='</b>'), Markup(start=16, end=20, \
opening='**', closing='**')])
        >>> without_markup("See [the *full* list](https://example.com/a_b_c).")
        ('See the full list.', [Markup(start=4, end=17, opening='[', closing='](https://example.com/a_b_c)'), \
Markup(start=8, end=12, opening='*', closing='*')])
        >>> without_markup("<p>Thank you for your order.")
        ('Thank you for your order.', [Markup(start=0, end=25, opening='<p>', closing='')])
        >>> without_markup("<b><i>Open</i></b> now")
        ('Open now', [Markup(start=0, end=4, opening='<b>', closing='</b>'), Markup(start=0, end=4, opening='<i>', \
closing='</i>')])
        >>> without_markup("Rename `__init__` to 2 * 3 * snake_case_name.")
        ('Rename `__init__` to 2 * 3 * snake_case_name.', [])
    """
    markups: list[Markup] = []
    while (match := _first_markup(text)) is not None:
        inner = match.group("inner")
        # Listed before the markup inside it, as ``with_markup`` reads them.
        inside = [match.start("inner") <= m.start and m.end <= match.end("inner") for m in markups]
        text = text[: match.start()] + inner + text[match.end() :]
        markups = [
            Markup(_moved(m.start, match), _moved(m.end, match), m.opening, m.closing) for m in markups
        ]
        markup = Markup(match.start(), match.start() + len(inner), match.group("open"), match.group("close"))
        markups.insert(inside.index(True) if any(inside) else len(markups), markup)
    verbatim = [match.span() for match in _VERBATIM.finditer(text)]
    opening, closing = (  # not the end of an address: www.example.com/**x**
        None if lone is None or any(start < lone.start() < end for start, end in verbatim) else lone
        for lone in (_LONE_OPENING.match(text), _LONE_CLOSING.search(text))
    )
    if (opening and opening.end() == len(text)) or (closing and closing.start() == 0):  # marks alone
        return text, markups
    head, tail = len(opening.group()) if opening else 0, len(closing.group()) if closing else 0
    text = text[head : len(text) - tail]
    whole = [Markup(0, len(text), opening.group(), "")] if opening else []
    whole += [Markup(0, len(text), "", closing.group())] if closing else []
    return text, whole + [Markup(m.start - head, m.end - head, m.opening, m.closing) for m in markups]


def _moved(position: int, match: re.Match[str]) -> int:
    """Where ``position`` of a text lands once the marks of ``match`` are taken off it."""
    if position <= match.start():
        return position
    closing = len(match.group("close")) if position > match.end("inner") else 0
    return position - len(match.group("open")) - closing


def _first_markup(text: str) -> re.Match[str] | None:
    """The leftmost inline markup of ``text`` that is not inside an address or code (``_VERBATIM``), nor opens
    inside one (an address may run on over the marks after it: "www.example.com**")."""
    verbatim = [match.span() for match in _VERBATIM.finditer(text)]
    matches = sorted((match for pattern in _MARKUP for match in pattern.finditer(text)), key=re.Match.start)
    for match in matches:
        start, inner = match.start(), match.start("inner")
        if not any((begin <= start and match.end() <= end) or begin < inner < end for begin, end in verbatim):
            return match
    return None


def with_markup(text: str, markups: list[Markup]) -> str:
    """``text`` with each markup's marks put around ``text[start:end]``: those of a longer span outside those of a
    shorter one, and of one span in the order listed, the first outside (as ``without_markup`` lists them).

    Example:
        >>> with_markup("Unsere neue Seite", [Markup(7, 11, "<b>", "</b>"), Markup(0, 17, "<p>", "</p>")])
        '<p>Unsere <b>neue</b> Seite</p>'
        >>> with_markup("x y", [Markup(0, 1, "<b>", "</b>"), Markup(0, 1, "**", "**")])
        '<b>**x**</b> y'
    """
    openings: defaultdict[int, str] = defaultdict(str)
    closings: defaultdict[int, str] = defaultdict(str)
    for m in sorted(markups, key=lambda m: m.start - m.end):  # the longer first; as listed where as long
        openings[m.start] += m.opening
        closings[m.end] = m.closing + closings[m.end]
    return "".join(closings[i] + openings[i] + char for i, char in enumerate(text)) + closings[len(text)]


def without_character_references(text: str) -> tuple[str, dict[str, str]]:
    """``text`` with its HTML character references as the characters they stand for, and for each character
    that ``text`` writes only as a reference, that reference, for ``with_character_references``: the model read
    "Tom &amp; Jerry" as "Tom undamp; Jerry" and kept "&euro;20" as it was.

    Example:
        >>> without_character_references("Tom &amp; Jerry &ndash; 5&nbsp;&euro;, &lt;b&gt; &amp; &#8364; & &bogus;")
        ('Tom & Jerry – 5\\xa0€, <b> & € & &bogus;', {'–': '&ndash;', '\\xa0': '&nbsp;', '<': '&lt;', \
'>': '&gt;'})
    """
    written: dict[str, set[str]] = defaultdict(set)

    def character(match: re.Match[str]) -> str:
        char = html.unescape(match.group())
        if len(char) == 1:
            written[char].add(match.group())
        return char

    plain = _CHARACTER_REFERENCE.sub(character, text)
    raw = set(_CHARACTER_REFERENCE.sub("", text))
    return plain, {char: refs.pop() for char, refs in written.items() if len(refs) == 1 and char not in raw}


def with_character_references(text: str, references: dict[str, str]) -> str:
    """``text`` with each character of ``references`` written as its reference (``without_character_references``).

    >>> with_character_references("Tom und Jerry – 5\\xa0€", {"–": "&ndash;", "\\xa0": "&nbsp;"})
    'Tom und Jerry &ndash; 5&nbsp;€'
    """
    return "".join(references.get(char, char) for char in text)


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
    (``english_names.RENAMED``: "Monday", "Italy", "English", which came back as "am Monday").

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
        ("{0}'s friend Mark met {1} in {2}.", ['Emma', 'Michael', 'London'])
        >>> protect("Anna flew to Italy on Monday.", names=True)
        ('{0} flew to Italy on Monday.', ['Anna'])
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

    masked = _VERBATIM.sub(placeholder, text)

    def whole(match: re.Match[str]) -> str:
        spans.append(match.group())
        return f"{{{len(spans) - 1}}}"

    if numbers:
        masked = _NUMBER.sub(whole, _FORMAT.sub(whole, masked))
    if names:

        def name(match: re.Match[str]) -> str:
            word = match.group()
            base = _without_possessive(word)
            if not _is_name(base) or base in _renamed():
                return word
            spans.append(base)
            return f"{{{len(spans) - 1}}}{word[len(base) :]}"

        masked = _LETTER_WORD.sub(name, re.sub(_TITLED_NAME, whole, masked))
    return masked, spans


def names_in(text: str) -> list[str]:
    """The names of ``text`` that a German translation must write (``english_names.NAMES``: "Anna", "Michael",
    "London", "Monday"; not "Mark", which is a word too, nor "Christmas", which German writes otherwise; the
    names of products and companies written with a capital inside, "iPhone", "MacBook", "YouTube"; and any name
    after a courtesy title, "Mrs. Baker"), in the order written, an "'s" left off.

    Example:
        >>> names_in("Will Emma's brother Mark fly to London on Monday, at Christmas?")
        ['Emma', 'London', 'Monday']
        >>> names_in("I bought an iPhone and a MacBook on eBay, not a PC.")
        ['iPhone', 'MacBook', 'eBay']
        >>> names_in("Mrs. Baker's baker is Mr Cook.")
        ['Baker', 'Cook']
    """
    titled = {match.start("name") for match in re.finditer(_TITLED_NAME, text)}
    return [
        word
        for match in _LETTER_WORD.finditer(text)
        if _is_name(word := _without_possessive(match.group())) or match.start() in titled
    ]


def _is_name(word: str) -> bool:
    return word in _names() or _CAPITAL_INSIDE.fullmatch(word) is not None


def same_name(name: str, text: str) -> bool:
    """Whether ``text`` writes ``name``: a word of it starts with the name's first three letters (all of a shorter
    name), capitals included, so that its German form counts ("Montag" for "Monday", "Petrus" for "Peter").

    Example:
        >>> same_name("Monday", "Am Montag."), same_name("Thomas", "Ich rief Donnerstag an."), same_name("Anna", "Annas")
        (True, False, True)
    """
    return re.search(rf"(?<![^\W\d_]){re.escape(name[:3])}", text) is not None


def keeps_names(source: str, translation: str) -> bool:
    """Whether ``translation`` writes each name of ``source`` (``names_in``, ``same_name``). The model drops names
    it rarely saw or makes words of them ("I called Anna yesterday." as "Ich habe gestern angerufen.", "Thomas" as
    "Donnerstag").

    Example:
        >>> keeps_names("I called Anna on Monday.", "Ich habe Anna am Montag angerufen.")
        True
        >>> keeps_names("I called Anna on Monday.", "Ich habe am Montag angerufen.")
        False
    """
    return all(same_name(name, translation) for name in names_in(source))


def _without_possessive(word: str) -> str:
    """``word`` without its possessive "'s" ("Anna's", "ANNA'S")."""
    return word[:-2] if word[-2:].lower() in ("'s", "’s") else word


@functools.cache
def _names() -> frozenset[str]:
    """The shipped names (``english_names.NAMES``)."""
    return frozenset(NAMES.split())


@functools.cache
def _renamed() -> frozenset[str]:
    """The shipped names that German writes in a form of its own (``english_names.RENAMED``)."""
    return frozenset(RENAMED.split())


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
    if Counter(_FORMAT.findall(source)) != Counter(_FORMAT.findall(translation)):
        return False
    written = [match.group(1) for match in _NUMBER.finditer(translation)]
    numbers = sorted(_NUMBER.finditer(source), key=lambda match: len(_readings(match)))
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


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def _readings(match: re.Match[str]) -> tuple[str, ...]:
    """The digits a translation may write for a number of ``_NUMBER``: as written, and for a 12-hour clock
    time also on the 24-hour clock, with or without ":00" ("5 pm": 5, 500, 17, 1700; "12 am": 12, 0)."""
    number, half = match.group(1), (match.group(2) or "").lower()
    hour, _, minutes = number.partition(":")
    if not half or not hour.isdigit() or not 1 <= int(hour) <= 12:
        return (_digits(number),)
    hours = [_hour_24(int(hour), half), int(hour)]
    tails = [_digits(minutes)] if minutes else ["", "00"]
    return tuple(dict.fromkeys(f"{h}{tail}" for h in hours for tail in tails))


def _hour_24(hour: int, half: str) -> int:
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
