"""Gradio demos: one module per task, each with ``build() -> gr.Blocks``, and the suite app."""
