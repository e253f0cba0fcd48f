"""Text from a file a user uploaded to a demo: size- and type-checked, with errors a person can act on.

Example:
    >>> from pathlib import Path
    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "notes.txt"
    >>> _ = path.write_text("Hello.")
    >>> read_upload(path)
    'Hello.'
"""

from __future__ import annotations

import os
from pathlib import Path

import gradio as gr

from pipelines.text import clean_text

TEXT_SUFFIXES = (".txt", ".md")
SUFFIXES = (*TEXT_SUFFIXES, ".pdf")
MAX_BYTES = 10 * 1024 * 1024  # a 10 MB upload is a book; more is a mistake or an attack


def read_upload(
    path: str | os.PathLike, suffixes: tuple[str, ...] = SUFFIXES, max_bytes: int = MAX_BYTES
) -> str:
    """The text of an uploaded .txt/.md (UTF-8) or .pdf file; ``gr.Error`` with the reason otherwise."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in suffixes:
        raise gr.Error(f"{path.name}: only {', '.join(suffixes)} files are accepted.")
    size = path.stat().st_size
    if size > max_bytes:
        raise gr.Error(f"{path.name} is {size / 1e6:.1f} MB; the limit is {max_bytes / 1e6:.0f} MB.")
    if size == 0:
        raise gr.Error(f"{path.name} is empty.")
    data = path.read_bytes()
    return _pdf_text(path.name, data) if suffix == ".pdf" else _plain_text(path.name, data)


def document_text(text: str | None, file: str | None, max_chars: int, over_limit: str) -> str:
    """The cleaned text of the text box, or of the uploaded file that takes its place.

    ``gr.Error`` past ``max_chars``, saying "The text has N characters; " and then ``over_limit``.
    """
    if file:
        text = read_upload(file)
    text = clean_text(text or "")
    if len(text) > max_chars:
        raise gr.Error(f"The text has {len(text):,} characters; {over_limit}")
    return text


def _plain_text(name: str, data: bytes) -> str:
    # Text files hold no NUL bytes; a file that does is binary whatever its name says.
    if b"\x00" in data[:8192]:
        raise gr.Error(f"{name} is a binary file, not text.")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise gr.Error(f"{name} is not UTF-8 text (byte {error.start} cannot be decoded).") from error


def _pdf_text(name: str, data: bytes) -> str:
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    if not data.startswith(b"%PDF"):
        raise gr.Error(f"{name} is not a PDF file.")
    try:
        reader = PdfReader(io.BytesIO(data))
        pages = [page.extract_text() or "" for page in reader.pages]
    except (PdfReadError, ValueError, KeyError, TypeError, OSError) as error:
        raise gr.Error(f"{name} could not be read as a PDF ({type(error).__name__}: {error}).") from error
    text = "\n\n".join(page.strip() for page in pages if page.strip())
    if not text:
        raise gr.Error(f"{name} has no extractable text (a scanned PDF needs OCR first).")
    return text
