"""Register the suite's own models with transformers' Auto classes.

After ``import pipelines``, ``AutoConfig``, ``AutoModel`` and the task Auto
classes resolve the suite's ``model_type`` values, so the project's model
folders load without ``trust_remote_code`` (their ``auto_map`` still lets them
load with it where the project is not installed).

Registering needs the model classes, and importing those imports torch and
transformers' modeling code: seconds that a user who only wants the data
catalog should not pay. So registration is attached to transformers' own
modules: it runs right after ``transformers.models.auto.configuration_auto``
(configs) and ``transformers.models.auto.modeling_auto`` (models) are first
imported, which every ``from transformers import AutoConfig/AutoModel...``
does, or at once if they already are. The suite's pipelines join
transformers' pipeline registry the same way, right after
``transformers.pipelines`` is first imported.

That moment can fall inside the import of a model file itself: its closing
``register_for_auto_class()`` call imports transformers' Auto modules. The
classes are defined by then, so the registrations import them from the model
files directly, never through a package ``__init__`` that is still running.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Callable
from types import ModuleType


def register_configs() -> None:
    """Register every custom config class with AutoConfig; safe to call twice."""
    from transformers import AutoConfig

    from .models.bertsum.configuration_bertsum import BertSumConfig
    from .models.casing_tagger.configuration_casing_tagger import CasingTaggerConfig
    from .models.transformer.configuration_transformer import TransformerConfig

    AutoConfig.register(TransformerConfig.model_type, TransformerConfig, exist_ok=True)
    AutoConfig.register(BertSumConfig.model_type, BertSumConfig, exist_ok=True)
    AutoConfig.register(CasingTaggerConfig.model_type, CasingTaggerConfig, exist_ok=True)


def register_models() -> None:
    """Register every custom model class with its Auto classes; safe to call twice."""
    from transformers import AutoModel, AutoModelForSeq2SeqLM, AutoModelForTokenClassification

    from .models.bertsum.configuration_bertsum import BertSumConfig
    from .models.bertsum.modeling_bertsum import BertSumForExtractiveSummarization
    from .models.casing_tagger.configuration_casing_tagger import CasingTaggerConfig
    from .models.casing_tagger.modeling_casing_tagger import CasingTaggerForTokenClassification
    from .models.transformer.configuration_transformer import TransformerConfig
    from .models.transformer.modeling_transformer import TransformerForConditionalGeneration, TransformerModel

    AutoModel.register(TransformerConfig, TransformerModel, exist_ok=True)
    AutoModelForSeq2SeqLM.register(TransformerConfig, TransformerForConditionalGeneration, exist_ok=True)
    AutoModel.register(BertSumConfig, BertSumForExtractiveSummarization, exist_ok=True)
    AutoModelForTokenClassification.register(
        CasingTaggerConfig, CasingTaggerForTokenClassification, exist_ok=True
    )


# The suite's pipeline modules and the function in each that registers its pipeline.
PIPELINE_MODULES = {
    "translation": "register_translation_pipeline",
    "summarization": "register_summarization_pipeline",
    "ner": "register_ner_pipeline",
}


def register_pipelines() -> None:
    """Register the suite's pipelines with transformers' pipeline registry; safe to call twice.

    Runs right after ``transformers.pipelines`` is first imported (seconds of imports, hence not done by
    ``import pipelines``). When the import that triggered it is one of the pipeline modules' own, that
    module is still half-initialised here; it then registers itself on its last line.
    """
    for name, register in PIPELINE_MODULES.items():
        module = sys.modules.get(f"{__package__}.{name}")
        if module is not None and not hasattr(module, register):
            continue
        getattr(importlib.import_module(f".{name}", __package__), register)()


REGISTRATIONS: dict[str, Callable[[], None]] = {
    "transformers.models.auto.configuration_auto": register_configs,
    "transformers.models.auto.modeling_auto": register_models,
    "transformers.pipelines": register_pipelines,
}


def register_on_import() -> None:
    """Run each registration now if its transformers module is loaded, else right after it loads."""
    pending = {}
    for module, register in REGISTRATIONS.items():
        if module in sys.modules:
            register()
        else:
            pending[module] = register
    if pending:
        sys.meta_path.insert(0, _AfterImport(pending))


class _AfterImport(importlib.abc.MetaPathFinder):
    """Finds nothing itself: wraps the real loader of a watched module to run a callback after it."""

    def __init__(self, callbacks: dict[str, Callable[[], None]]) -> None:
        self.callbacks = callbacks

    def find_spec(self, name: str, path=None, target=None) -> importlib.machinery.ModuleSpec | None:
        if name not in self.callbacks:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _ThenCall(spec.loader, self.callbacks.pop(name))
                if not self.callbacks:
                    sys.meta_path.remove(self)
                return spec
        return None


class _ThenCall(importlib.abc.Loader):
    def __init__(self, loader: importlib.abc.Loader, callback: Callable[[], None]) -> None:
        self.loader, self.callback = loader, callback

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self.loader.exec_module(module)
        self.callback()

    def __getattr__(self, name: str):  # get_source, is_package, ... for tracebacks and tools
        return getattr(self.loader, name)
