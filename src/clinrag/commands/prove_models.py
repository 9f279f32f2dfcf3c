"""`clinrag assets verify`, its second half: each packaged language model runs here."""

from __future__ import annotations

import time

from clinrag.errors import StartupError
from clinrag.settings import Settings


async def prove_language_models(settings: Settings) -> None:
    """Each packaged GGUF generates a few tokens in its model process: a hash proves the file,
    only a run proves that this machine's llama.cpp build can execute it."""
    from clinrag.assets import GGUF_ASSETS
    from clinrag.llm.model_launch import ProcessConfig
    from clinrag.llm.model_process import ModelProcess

    for asset in GGUF_ASSETS:
        config = ProcessConfig(
            asset.path(),
            model_name=asset.name,
            n_ctx=2048,
            n_threads=settings.llm.n_threads,
            start_timeout_seconds=settings.llm.process_start_timeout_seconds,
        )
        process = ModelProcess(config)
        started = time.perf_counter()
        process.start()
        try:
            if not await process.wait_first_start(config.start_timeout_seconds):
                raise StartupError(
                    f"model asset {asset.name} does not run on this machine "
                    f"({process.status()}): rebuild llama.cpp with `make install`"
                )
            completion = process.last_probe
            assert completion is not None  # noqa: S101 - serving implies a probe answered
        finally:
            await process.aclose()
        print(
            f"ok  {asset.name}: generated {completion.tokens_out} tokens in its model process "
            f"({time.perf_counter() - started:.1f} s with loading)"
        )
