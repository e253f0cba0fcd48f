"""Speech recognition with the suite's speech Transformer: the transcript, the spectrogram the model read, and
which stretch of audio each character came from.

Run with ``python -m apps.asr [--host H] [--port P]``. The model loads on the first recording.
"""

from __future__ import annotations

import functools

import gradio as gr
import numpy as np
from matplotlib.figure import Figure

import pipelines
from apps.launch import Lazy
from pipelines.base import ModelNotShippedError
from pipelines.speech_recognition import PIECE_SECONDS, SpeechAttention, speech_attention

MAX_SECONDS = 120  # the demo transcribes up to two minutes; the map shows the first MAP_SECONDS
MAP_SECONDS = PIECE_SECONDS  # one piece as the pipeline reads long audio: the model was trained on no longer
HOP_SECONDS = 0.01  # one feature frame every 10 ms

# Gradio spots the progress parameter by its default value, a Progress instance (it is a default either way).
_PROGRESS = gr.Progress()

recognizer = Lazy(
    functools.partial(pipelines.pipeline, "automatic-speech-recognition"), "the speech recognition model"
)


def transcribe(
    audio: tuple[int, np.ndarray] | None, progress: gr.Progress = _PROGRESS
) -> tuple[str, Figure | None]:
    """The transcript of a recording (Gradio's ``(rate, samples)``) and the figure of what the model read."""
    if audio is None:
        return "", None
    rate, samples = audio
    if samples.dtype.kind in "iu":  # Gradio gives integer PCM: scale to [-1, 1]
        samples = samples.astype(np.float32) / float(np.iinfo(samples.dtype).max)
    seconds = len(samples) / rate
    if seconds > MAX_SECONDS:
        raise gr.Error(
            f"The recording lasts {seconds:.0f} s; this demo transcribes at most {MAX_SECONDS} s. Use "
            "pipelines.pipeline('automatic-speech-recognition') from Python, which cuts long audio at its pauses."
        )
    try:
        pipe = recognizer(progress)
    except ModelNotShippedError as error:
        raise gr.Error(str(error)) from error
    recording = {"array": samples, "sampling_rate": rate}
    try:
        progress(0.2, desc="Transcribing…")
        text = pipe(dict(recording))["text"]
        progress(0.8, desc="Drawing what the model read…")
        figure = attention_figure(speech_attention(pipe, dict(recording), MAP_SECONDS))
    except ValueError as error:  # empty, not finite, ...
        raise gr.Error(str(error)) from error
    return text, figure


def attention_figure(attention: SpeechAttention) -> Figure:
    """The log-mel spectrogram over time, and below it each character's cross-attention over the same time."""
    features, characters, weights, per_step = attention
    seconds = len(features) * HOP_SECONDS
    figure = Figure(figsize=(12, 3 + 0.18 * max(len(characters), 8)), layout="constrained")
    top, bottom = figure.subplots(2, 1, height_ratios=[1, max(1.0, len(characters) / 12)], sharex=True)
    top.imshow(
        features.T, origin="lower", aspect="auto", cmap="magma", extent=(0, seconds, 0, features.shape[1])
    )
    top.set_ylabel("mel channel")
    top.set_title("Log-mel spectrogram the model read (normalised per channel)")
    if len(characters):
        step_seconds = per_step * HOP_SECONDS
        image = bottom.imshow(
            weights,
            aspect="auto",
            cmap="viridis",
            vmin=0.0,
            extent=(0, weights.shape[1] * step_seconds, len(characters) - 0.5, -0.5),
        )
        bottom.set_yticks(range(len(characters)), labels=[c if c.strip() else "␣" for c in characters])
        figure.colorbar(image, ax=bottom, label="attention weight")
    bottom.set_xlabel("time (s)")
    bottom.set_ylabel("character written")
    bottom.set_title("Cross-attention of the last decoder layer, averaged over heads")
    return figure


def build() -> gr.Blocks:
    with gr.Blocks(title="Speech recognition") as demo:
        gr.Markdown(
            "English speech recognition with the suite's speech Transformer (Dong et al. 2018, on the layers of "
            "Vaswani et al. 2017): audio → log-mel spectrogram → convolutions → encoder → decoder → characters. "
            "Its encoder starts from Whisper tiny.en's; the rest was trained offline on synthetic voices and "
            "recorded game dialogue (three games), and a character language model and a lexicon from English text help its "
            "beam search spell. "
            "Record from the microphone or upload a file."
        )
        with gr.Row():
            with gr.Column():
                audio = gr.Audio(sources=["microphone", "upload"], type="numpy", label="Speech")
                button = gr.Button("Transcribe", variant="primary")
            transcript = gr.Textbox(label="Transcript", lines=4, interactive=False, elem_id="asr-transcript")
        plot = gr.Plot(label="What the model read", elem_id="asr-attention")
        button.click(transcribe, inputs=[audio], outputs=[transcript, plot], api_name="transcribe")
    return demo


if __name__ == "__main__":
    from apps.launch import serve

    serve(build(), description=__doc__)
