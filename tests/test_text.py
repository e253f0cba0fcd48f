"""Text preparation shared by the pipelines: cleaning, and sentence splitting that keeps every character; the pieces
a translation reads."""

from __future__ import annotations

import time

import pipelines.text
from pipelines.text import PYSBD_BLOCK, Segment, _blocks, split_at_faces, split_sentences
from tests.conftest import garbage_collector_paused


def test_split_sentences_covers_the_text_and_keeps_abbreviations() -> None:
    text = "Dr. Smith arrived at 5 p.m. on Monday.  He sat down!\n\nWas it late? Yes."
    segments = split_sentences(text)
    assert [s.text for s in segments] == [
        "Dr. Smith arrived at 5 p.m. on Monday.",
        "He sat down!",
        "Was it late?",
        "Yes.",
    ]
    assert "".join(s.separator + s.text for s in segments) == text


def test_a_sentence_wrapped_over_lines_is_one_and_lines_that_end_stay_apart() -> None:
    text = (
        "Thanks for your message. I will send you the report tomorrow morning,\n"
        "and we can discuss it at the meeting on Friday. Please bring the figures\n"
        "for March.\n"
        "Things to bring to the meeting on Friday, in this order please\n"
        "- the figures for March\n"
        "Steps to follow for the installation of the new version\n"
        "1. download it between\n"
        "Come to the meeting on Friday at the office between\n"
        "2 and 4 pm.\n"
        "The figures for March and April, as we agreed on the phone last week:\n"
        "please bring both.\n"
        "We would like to invite you and your colleagues from the\n"  # no sentence ends with "the"
        "Marketing team to lunch.\n"
        "hey\nhow are you\nwanna meet tomorrow\n"
        "Check-out: Sunday, 14 December 2025, by 11:00 am\n"  # the clock's "am", no verb
        "Guests: 2 adults\n"
        "> Could you bring the figures for March and April to the meeting\n"  # a quoted paragraph
        "> on Friday? We would also like to see the budget for next\n"
        ">> year before we decide.\n"  # quoted deeper: another message
        "Best wishes,\nTom"
    )
    segments = split_sentences(text)
    assert [s.text for s in segments] == [
        "Thanks for your message.",
        "I will send you the report tomorrow morning,\nand we can discuss it at the meeting on Friday.",
        "Please bring the figures\nfor March.",
        "Things to bring to the meeting on Friday, in this order please",  # a list follows
        "- the figures for March",
        "Steps to follow for the installation of the new version",  # a numbered list follows
        "1. download it between",  # a short line
        "Come to the meeting on Friday at the office between\n2 and 4 pm.",
        "The figures for March and April, as we agreed on the phone last week:",
        "please bring both.",
        "We would like to invite you and your colleagues from the\nMarketing team to lunch.",
        "hey",  # a chat's short lines
        "how are you",
        "wanna meet tomorrow",
        "Check-out: Sunday, 14 December 2025, by 11:00 am",
        "Guests: 2 adults",
        "> Could you bring the figures for March and April to the meeting\n> on Friday?",
        "We would also like to see the budget for next",
        ">> year before we decide.",
        "Best wishes,",
        "Tom",
    ]
    assert "".join(s.separator + s.text for s in segments) == text
    expected = text
    for wrapped in (
        "morning,\n",
        "figures\n",
        "office between\n",
        "from the\n",
        "meeting\n> ",
    ):  # quote markers too
        expected = expected.replace(wrapped, wrapped.replace("\n", " ").replace(">", " "))
    assert pipelines.text.unwrapped(text) == expected
    # Linear time on long wrapped text.
    long = ("word " * 15 + "\nand ") * 2_000
    with garbage_collector_paused():
        start = time.perf_counter()
        assert len(pipelines.text.unwrapped(long)) == len(long)
        assert time.perf_counter() - start < 0.5


def test_a_smiley_in_a_message_is_a_piece_of_its_own_and_the_pieces_cover_the_text() -> None:
    texts = {
        "bring snacks if u can :)  see ya ;-) bye": ["bring snacks if u can", ":)", "see ya", ";-)", "bye"],
        "Thanks 👍🏽 See you!": ["Thanks", "👍🏽", "See you!"],
        ":D ok": [":D", "ok"],
        # Hearts and emoji inside a clause, and colons that are no smileys, stay.
        "I <3 you and I ❤️ it 🎉 so much": ["I <3 you and I ❤️ it 🎉 so much"],
        "Usage: ls [OPTION]... [FILE]...": ["Usage: ls [OPTION]... [FILE]..."],
        "See http://example.com/:D or C:/Users, 10:30 :-": [
            "See http://example.com/:D or C:/Users, 10:30 :-"
        ],
    }
    for text, pieces in texts.items():
        segments = split_at_faces(Segment("\n", text))
        assert [segment.text for segment in segments] == pieces
        assert "".join(segment.separator + segment.text for segment in segments) == "\n" + text


def test_a_sentence_goes_on_after_an_abbreviation_that_pysbd_takes_for_its_end() -> None:
    # pysbd alone: "It takes approx." | "two hours." and "Meet me on Mon." | ", Jan. 5 at noon."
    text = "It takes approx. two hours. Meet me on Mon., Jan. 5 at noon. We close on Fri. See you!"
    segments = split_sentences(text)
    assert [s.text for s in segments] == [
        "It takes approx. two hours.",
        "Meet me on Mon., Jan. 5 at noon.",
        "We close on Fri.",
        "See you!",
    ]
    assert "".join(s.separator + s.text for s in segments) == text


def test_a_sentence_ends_after_a_run_of_marks_before_a_capital_or_a_digit() -> None:
    # pysbd alone: one sentence, which the model translated "Ich liebe dieses Produkt!! Am besten!!!" and "Dieses
    # Produkt ist erstaunlich!!!: 5 Sterne".
    text = "I love this product!!! Best purchase ever!!! Really?!? Yes!!! and more!!! 5 stars."
    segments = split_sentences(text)
    assert [s.text for s in segments] == [
        "I love this product!!!",
        "Best purchase ever!!!",
        "Really?!?",
        "Yes!!! and more!!!",
        "5 stars.",
    ]
    assert "".join(s.separator + s.text for s in segments) == text


def test_a_sentence_typed_on_without_a_space_after_the_last_ends_there() -> None:
    text = "The meeting moved to Thursday afternoon.Send the file.Thanks!See you soon?I am here. Call Console.WriteLine."
    segments = split_sentences(text)
    assert [(s.separator, s.text) for s in segments] == [
        ("", "The meeting moved to Thursday afternoon."),
        ("", "Send the file."),
        ("", "Thanks!"),
        ("", "See you soon?"),
        ("", "I am here."),
        (" ", "Call Console.WriteLine."),  # an identifier, and no capital after "St." or "e.g." either
    ]
    for whole in (
        "We met in St.Louis today.",
        "Use foo.Bar() here.",
        "Write to anna.Smith@example.com today.",
        "Ask Prof.Smith, then Mr.Brown.",
        "Refer to the SFWidgets.Menu help page.",  # names in code, as LibreOffice's help writes them
        "The UNO com.sun.star.sheet.addin.Analysis service.",
    ):
        assert [s.text for s in split_sentences(whole)] == [whole]


def test_an_address_or_a_path_is_never_cut_into_two_sentences() -> None:
    # pysbd alone: "Check out https://example.com/shop?" | "id=42 or ..." and "Open ~/notes." | "txt now."
    text = "Check out https://example.com/shop?id=42 or mail me. Open ~/notes.txt now! Is www.x.org/a?b=1 up?"
    segments = split_sentences(text)
    assert [s.text for s in segments] == [
        "Check out https://example.com/shop?id=42 or mail me.",
        "Open ~/notes.txt now!",
        "Is www.x.org/a?b=1 up?",
    ]
    assert "".join(s.separator + s.text for s in segments) == text


def test_five_thousand_sentences_split_in_linear_time() -> None:
    # pysbd alone is quadratic (about 45 s for this text); blocks keep it to seconds.
    text = " ".join(f"Fact {i} concerns item {i * 7}." for i in range(5000))
    start = time.perf_counter()
    segments = split_sentences(text)
    assert time.perf_counter() - start < 30
    assert len(segments) == 5000
    assert "".join(s.separator + s.text for s in segments) == text


def test_blocks_cut_at_sentence_ends_and_rejoin_to_the_text() -> None:
    text = " ".join(f"Sentence {i} ends here." for i in range(2000))
    blocks = _blocks(text, PYSBD_BLOCK)
    assert "".join(blocks) == text
    assert all(len(block) <= PYSBD_BLOCK for block in blocks)
    assert all(block.endswith("here. ") for block in blocks[:-1])


def test_blocks_of_text_without_punctuation_or_spaces_still_cover_it() -> None:
    for text in ("word " * 3000, "x" * 5000):
        assert "".join(_blocks(text, PYSBD_BLOCK)) == text


def test_inline_markup_comes_off_the_words_and_goes_back_around_them() -> None:
    samples = {
        "Our <b>new</b> shop opens on <em>Monday</em>.": "Our new shop opens on Monday.",
        '<strong>Important:</strong> read <a href="https://example.com/a?b=1">the <i>whole</i> guide</a>.': (
            "Important: read the whole guide."
        ),
        "**Note:** it costs __$20__, ~~not $30~~, see [the docs](https://example.com/a_b) and *this*.": (
            "Note: it costs $20, not $30, see the docs and this."
        ),
        "<p>Thank you for your order.": "Thank you for your order.",  # a paragraph's tags around two sentences
        "We ship it today.</p>": "We ship it today.",
        "<p>Open <b>daily</b>.</div>": "Open daily.",
        "**Sale ends today!**": "Sale ends today!",
    }
    for sample, plain in samples.items():
        text, markup = pipelines.text.without_markup(sample)
        assert text == plain
        assert pipelines.text.with_markup(text, markup) == sample
    # Code, addresses, arithmetic, identifiers and marks alone keep their marks.
    for text in (
        "Run `__init__` or <code>a <b>b</b></code> in ~/my_dir_name/*.txt",
        "2 * 3 * 4 = 24, 2**10 = 1024, snake_case_name, *** WARNING ***",
        "https://example.com/a_b_c_d and www.example.com/**x**",
        "**",
        "<br>",
    ):
        assert pipelines.text.without_markup(text) == (text, [])


def test_a_label_that_opens_a_piece_is_a_piece_of_its_own() -> None:
    def pieces(text: str) -> list[str]:
        return [piece.text for piece in pipelines.text.split_after_label(pipelines.text.Segment("\n", text))]

    assert pieces("Step 2: Mix the flour.") == ["Step 2:", "Mix the flour."]
    assert pieces("Q: Can I pay by card?") == ["Q:", "Can I pay by card?"]
    assert pieces("A: Yes.") == ["A:", "Yes."]
    # Words before a sentence in lower case: alone, the model kept "Reminder:" (read with its sentence).
    assert pieces("Reminder: the office is closed.") == ["Reminder:", "the office is closed."]
    assert pieces("Quick question: do you know?") == ["Quick question:", "do you know?"]
    for text in (
        "QA: all tests pass.",
        "Plan A: stay home.",
        "Note: it is 2: 1 now.",
        "A:",
        "Dirty index: cannot apply patches",  # a program message, read whole
        "Be careful: cherry juice stains.",
        "Consider running: chmod 0700 %s",
    ):
        assert pieces(text) == [text]


def test_a_markdown_tables_row_is_cut_into_its_cells_even_where_they_end_sentences() -> None:
    text = "Prices:\n| Item | Note |\n|---|---|\n| Coffee. | Hot. Fresh. |"
    rows = split_sentences(text)
    assert [row.text for row in rows] == [
        "Prices:",
        "| Item | Note |",
        "|---|---|",
        "| Coffee. | Hot. Fresh. |",
    ]
    cells = [cell for row in rows for cell in pipelines.text.split_into_cells(row)]
    assert [cell.text for cell in cells] == [
        "Prices:", "|", "Item", "Note", "|", "|", "---", "---", "|", "|", "Coffee.", "Hot. Fresh.", "|"
    ]  # fmt: skip
    assert "".join(cell.separator + cell.text for cell in cells) == text


def test_a_quoted_question_or_exclamation_stays_with_who_said_it_after_it() -> None:
    text = '"Where are you?" Anna asked. "Stop!" The driver shouted at us. "Why?" Nobody knew.\n"Hi!"\nTom said so.'
    assert [s.text for s in split_sentences(text)] == [
        '"Where are you?" Anna asked.',
        '"Stop!" The driver shouted at us.',
        '"Why?"',  # no verb of saying after it
        "Nobody knew.",
        '"Hi!"',  # on a line of its own
        "Tom said so.",
    ]


def test_a_closing_quote_or_bracket_stays_on_the_sentence_it_closes() -> None:
    text = "He said, \"Let him hear.\" She calls work and says, 'I am sick.'\nThen she sleeps (all day.)"
    assert [(s.separator, s.text) for s in split_sentences(text)] == [
        ("", 'He said, "Let him hear."'),
        (" ", "She calls work and says, 'I am sick.'"),
        ("\n", "Then she sleeps (all day.)"),
    ]
    # Where pysbd read the closing quote as the start of the next sentence (a held-out verse), and a closing tag or
    # Markdown mark: before, "... the poor." and '" They grumbled ...', and "<b>" left open.
    verse = 'For this might have been sold and given to the poor." They grumbled against her.'
    assert [s.text for s in split_sentences(verse)] == [
        'For this might have been sold and given to the poor."',
        "They grumbled against her.",
    ]
    assert [s.text for s in split_sentences("She said, <b>I'll be there.</b> **Thanks.** Bye.")] == [
        "She said, <b>I'll be there.</b>",
        "**Thanks.**",
        "Bye.",
    ]
