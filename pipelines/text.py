"""Text preparation shared by the pipelines: cleaning, and sentence splitting that keeps every character;
and the pieces a translation reads: a table's cells, a letter's greeting and a label apart from what follows,
list markers kept apart, inline markup and character references taken off and put back.

Example:
    >>> from pipelines.text import clean_text, split_sentences
    >>> [s.text for s in split_sentences(clean_text("Dr. Smith arrived. He sat down."))]
    ['Dr. Smith arrived.', 'He sat down.']
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from .english_spelling import FREQUENT_WORDS
from .verbatim import EMOJI, HTML_TAGS, MONTH_NAMES, SMILEY, VERBATIM

SENTENCE_LANGUAGE = "en"  # pysbd rules
# C0 and C1 control characters except tab, line feed and carriage return (whitespace we keep).
_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff]")
_SURROGATES = re.compile(r"[\ud800-\udfff]")
_WHITESPACE = re.compile(r"\s+")
# A full stop, question or exclamation mark (and closing quotes or brackets), then whitespace and a capital.
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[A-Z\"“(])")
# English verbs of saying, as who said something writes them after what was said ('"Where are you?" Anna asked.'),
# and SPEAKER, the words after a quotation that say who said it: a verb of saying among the first five, no quotation
# mark after. ``_joined_before_speaker`` keeps such a sentence whole, and ``english.direct_speech`` reads it.
_SAYING = (
    "said|says|say|asked|asks|told|tells|replied|replies|answered|answers|added|adds|explained|explains|shouted|"
    "shouts|yelled|yells|cried|screamed|whispered|whispers|muttered|murmured|called|wrote|writes|warned|warns|"
    "promised|insisted|admitted|agreed|continued|laughed|sighed|snapped|joked|complained|announced|declared|noted|"
    "notes|stated|states|suggested|suggests|repeated|responded|exclaimed|begged|thought|wondered|smiled|grinned"
)
SPEAKER = rf"(?:[^\s\"“”]+\s+){{0,4}}?(?:{_SAYING})\b[^\"“”]*"
# A quotation that ends in a question or exclamation mark, and who said it after it (for ``_joined_before_speaker``).
_QUOTED_QUESTION = re.compile(r"^[\"“'‘][^\"“”]*[?!][\"”'’]$")
_SPEAKER = re.compile(rf"^{SPEAKER}$")
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
# A list item's bullet or number at the start of a line: "- ", "* ", "• ", "1. ", "2) ", "(3) "; a Markdown
# heading's "# ", "## "; and the ">" of a line quoted in an e-mail reply: "> ", ">> ".
_LIST_MARKER = re.compile(rf"(?:[-*•‣◦–—]|\d{{1,3}}[.)]|\(\d{{1,3}}\)|#{{1,6}})\s+|{_QUOTE_MARKERS}")
# A piece's separator that ends in such a marker (``is_list_item``).
_AFTER_LIST_MARKER = re.compile(rf"(?:^|\n)[ \t]*(?:{_LIST_MARKER.pattern})$")
_TABS = re.compile(r" *\t[\t ]*")  # between the cells of a table's row
# A row of a Markdown table, its cells between pipes ("| Coffee | 2.50 |"), a line of its own; and the pipes
# between two cells.
_TABLE_ROW = re.compile(r"\|([ \t]*)(.*[^\s|])([ \t]*)\|")
_TABLE_ROW_LINE = re.compile(rf"^{_TABLE_ROW.pattern}$", re.MULTILINE)
_PIPES = re.compile(r"(?:\s*\|)+\s*")
# An HTML character reference: "&amp;", "&#8364;", "&#x20AC;".
_CHARACTER_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# Inline markup whose words are translated with their sentence (``without_markup``): a pair of HTML tags (not
# those of code), a Markdown link, and Markdown's marks around words: "**bold**", "*italic*", "__bold__",
# "_italic_", "~~struck~~", not inside words or brackets (not "2*3*4", "snake_case_name", "[a-z]*(a|b)"); and a
# run of HTML tags or Markdown marks at a piece's start or end.
_BEFORE_MARK = r"(?<![\w*_~)\]}])"  # not after a word, a mark or a closing bracket
_AFTER_MARK = r"(?![\w*_~(\[{])"  # not before a word, a mark or an opening bracket
_MARKED_START = r"[\w\"'“‘(\[$€£]"  # what marked words start with: not "*/=>@|)"
_MARKUP = [
    re.compile(
        rf"(?P<open><(?P<tag>(?i:{HTML_TAGS}))\b(?:\s[^<>]*)?>)"
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
_LONE_OPENING = re.compile(rf"(?:<(?i:{HTML_TAGS})\b[^<>]*>|\*\*|__|~~)+(?![*_~])\s*")
_LONE_CLOSING = re.compile(rf"\s*(?<![*_~])(?:</(?i:{HTML_TAGS})\s*>|\*\*|__|~~)+$")
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
_FACE_IN_MESSAGE = re.compile(rf"{SMILEY}|{EMOJI}(?:[\u200d\ufe0f]|{EMOJI})*(?=\s+[A-Z]|\s*$)")
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
# The greetings and closings of letters and e-mails, typed as a line of their own, in the German that
# writes them (``letter_formulas``); the model, which saw few, wrote "Kind regards," as "Kind-Registrierung,".
# A greeting with a first name becomes "Hallo": "Liebe" or "Lieber" would need the person's gender.
PERSON = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?: (?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*){0,2}"  # one to three words with capitals
_TIMES_OF_DAY = {"good morning": "Guten Morgen", "good afternoon": "Guten Tag", "good evening": "Guten Abend"}
_NO_FIRST_NAME = r"(?!(?:mr|mrs|ms|miss|dr|prof|you|me|world|mom|mum|dad|friends?|folks)\b)"
_BEFORE_A_TITLE = {**_TIMES_OF_DAY, "(?:hi|hello|hey)": "Hallo"}  # "Hello Ms. Weber," as "Hallo Frau Weber,"
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
    r"hi|hello|(?:hi|hello|hey) there": "Hallo",
    r"hey": "Hey",  # German says "Hey!" too; the model wrote "He!"
    **_TIMES_OF_DAY,
    # A name without a comma or "!" after it only where it is a name of the casing table: "Hello Again" is a title.
    rf"dear (?:mr\.?|mister) ({PERSON})": r"Sehr geehrter Herr \1",
    rf"dear (?:mrs\.?|ms\.?|miss) ({PERSON})": r"Sehr geehrte Frau \1",
    **{
        rf"{english} (?:mr\.?|mister) ({PERSON})": rf"{german} Herr \1"
        for english, german in _BEFORE_A_TITLE.items()
    },
    **{
        rf"{english} (?:mrs\.?|ms\.?|miss) ({PERSON})": rf"{german} Frau \1"
        for english, german in _BEFORE_A_TITLE.items()
    },
    r"dear sir": "Sehr geehrter Herr",
    r"dear madam": "Sehr geehrte Frau",
    # Titles the model knows better, and words that are no name ("Hello World", "Hi Mom", "Dear Friends").
    rf"(?:dear|hi|hello|hey) {_NO_FIRST_NAME}({PERSON})": r"Hallo \1",
    **{
        rf"{english} {_NO_FIRST_NAME}({PERSON})": rf"{german} \1" for english, german in _TIMES_OF_DAY.items()
    },
}
GREETING = [
    (re.compile(rf"\s*(?:{english})\s*(?P<mark>[,!]?)\s*", re.IGNORECASE), german)
    for english, german in _GREETINGS.items()
]
# Abbreviations people write and the model rarely saw ("3 hrs" came out as "3 Hrs"), each as the words it learnt:
# short forms of months and weekdays; units after a number, singular after a 1 ("6 ft" as "6 feet", which ``protect``
# then keeps and ``with_german_units`` writes "6 Fuß"). A sentence goes on after them; ``english.written_out`` writes
# them out.
MONTHS = {name[:3]: name for name in MONTH_NAMES if name != "May"} | {"Sept": "September"}
WEEKDAYS = {
    "Mon": "Monday", "Tue": "Tuesday", "Tues": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday",
    "Thur": "Thursday", "Thurs": "Thursday", "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday",
}  # fmt: skip
UNITS = {
    "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "oz": ("ounce", "ounces"),
    "hr": ("hour", "hours"), "hrs": ("hour", "hours"), "min": ("minute", "minutes"),
    "mins": ("minute", "minutes"), "sec": ("second", "seconds"), "secs": ("second", "seconds"),
    "wk": ("week", "weeks"), "wks": ("week", "weeks"), "yr": ("year", "years"), "yrs": ("year", "years"),
    "tsp": ("teaspoon", "teaspoons"), "h": ("hour", "hours"), "ft": ("foot", "feet"), "yd": ("yard", "yards"),
    "yds": ("yard", "yards"), "mi": ("mile", "miles"), "tbsp": ("tablespoon", "tablespoons"),
    "gal": ("gallon", "gallons"),
}  # fmt: skip
# pysbd ends a sentence after abbreviations it does not know ("It takes approx." | "two hours."): where one of
# these ends a piece and the next does not start as a sentence does, the two are one sentence.
_ABBREVIATION_END = re.compile(
    rf"(?<![\w.])(?:{'|'.join([*MONTHS, *WEEKDAYS, *UNITS, 'approx', 'ca', 'vs'])})\.$", re.IGNORECASE
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
        >>> unwrapped("Check-out: Sunday, 14 December 2025, by 11:00 am\\nGuests: 2")  # a clock's "am"
        'Check-out: Sunday, 14 December 2025, by 11:00 am\\nGuests: 2'
    """

    def space(match: re.Match[str]) -> str:
        line_start = text.rfind("\n", 0, match.start()) + 1
        quoted = _LINE_START_QUOTED.match(text, line_start)
        markers = quoted.group() if quoted else ""
        after = text[match.end()]
        last = _LAST_WORD.search(text, line_start, match.start())
        word = last[1].lower().replace("’", "'") if last else ""
        if word == "am" and text[: last.start()].rstrip()[-1:].isdigit():
            word = "a.m."  # a clock time's ("by 11:00 am"), which may end a sentence
        goes_on = (
            after.islower()
            or (after.isdigit() and not _LIST_MARKER.match(text, match.end()))
            or (after.isupper() and word in _NO_SENTENCE_ENDS_WITH)
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
        return word if word.lower() in frequent_words() else f"{match[1]}-{match[2]}"

    return _HYPHENATED.sub(joined, text)


def split_sentences(text: str) -> list[Segment]:
    """Sentences of ``text`` (pysbd, English rules), each with the whitespace before it; they cover the text.
    A sentence wrapped over lines (``unwrapped``) is one, and so is a table's row; a closing quote, bracket, tag or
    Markdown mark stays on the sentence it closes; a sentence ends after a run of three marks or more before a
    capital (pysbd reads "I love it!!! Best buy ever!!!" as one sentence, and the model wrote "Ich liebe es!! ..."),
    but not between a quotation and who said it ('"Where are you?" Anna asked.'), and where one is typed on without a
    space ("... on Thursday afternoon.Send the file ...", which the model read
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
    return _first_without_separator(_joined_before_speaker(_with_closing_marks(joined)))


def _joined_inside_spans(text: str, segments: list[Segment]) -> list[Segment]:
    """``segments`` with those that pysbd cut an address, a path, code or a table's row in joined again: it reads
    the "?" and the "." of "example.com/shop?id=42", "~/notes.txt" and "| Open it. | Close it. |" as the ends of
    sentences."""
    spans = [match.span() for pattern in (VERBATIM, _TABLE_ROW_LINE) for match in pattern.finditer(text)]
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


def _joined_before_speaker(segments: list[Segment]) -> list[Segment]:
    """``segments`` with a quotation that ends in a question or exclamation mark and who said it after it, on its line
    ('"Where are you?" Anna asked.'), one segment: pysbd reads the mark before a capital as a sentence's end, and
    alone, the model wrote "Anna asked." as "Anna bat."."""
    joined: list[Segment] = []
    for segment in segments:
        if (
            joined
            and segment.separator == " "
            and _QUOTED_QUESTION.match(joined[-1].text)
            and _SPEAKER.match(segment.text)
        ):
            joined[-1] = Segment(joined[-1].separator, joined[-1].text + segment.separator + segment.text)
        else:
            joined.append(segment)
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
    for pattern, _ in GREETING:
        match = pattern.match(segment.text)
        if match and match["mark"] == "," and match.end() < len(segment.text):
            greeting = segment.text[: match.end()].rstrip()
            return [
                Segment(segment.separator, greeting),
                Segment(segment.text[len(greeting) : match.end()], segment.text[match.end() :]),
            ]
    return [segment]


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


@functools.cache
def frequent_words() -> dict[str, int]:
    """The shipped frequent words (``english_spelling.FREQUENT_WORDS``), with how often the corpus writes each."""
    return {
        word: int(count) for word, count in (line.split() for line in FREQUENT_WORDS.splitlines() if line)
    }


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
    verbatim = [match.span() for match in VERBATIM.finditer(text)]
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
    """The leftmost inline markup of ``text`` that is not inside an address or code (``VERBATIM``), nor opens
    inside one (an address may run on over the marks after it: "www.example.com**")."""
    verbatim = [match.span() for match in VERBATIM.finditer(text)]
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
