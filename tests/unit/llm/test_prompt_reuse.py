"""Reading the embedded model's prompt reuse from its standard error, and nothing else."""

from __future__ import annotations

import asyncio

from clinrag.llm.prompt_reuse import CallReuse, PromptReuse

HIT = b"Llama.generate: 812 prefix-match hit, remaining 95 prompt tokens to eval\n"


def test_only_the_prefix_hit_lines_count_even_split_across_reads() -> None:
    reuse = PromptReuse()
    reuse.feed(b"llama_perf_context_print: prompt eval time = 1.0 ms / 95 tokens\nLlama.gen")
    reuse.feed(HIT[9:] + b"Exception: the request quoted 812 prefix-match hit\n")
    assert (reuse.reused_tokens, reuse.hits) == (812, 1)


def test_an_overlong_line_is_dropped_whole() -> None:
    reuse = PromptReuse()
    reuse.feed(b"x" * 5000)  # a printed request, still without its end
    reuse.feed(HIT)
    assert reuse.reused_tokens == 0  # the hit line was the overlong line's tail
    reuse.feed(HIT)
    assert reuse.reused_tokens == 812


async def test_drain_reads_to_the_end() -> None:
    stream = asyncio.StreamReader()
    stream.feed_data(HIT * 3)
    stream.feed_eof()
    reuse = PromptReuse()
    await reuse.drain(stream)
    assert reuse.hits == 3


def test_a_call_alone_gets_its_reuse_an_overlapped_one_none() -> None:
    reuse = PromptReuse()
    calls = CallReuse(reuse)
    alone = calls.begin()
    reuse.feed(HIT)
    assert calls.end(alone) == 812
    cold = calls.begin()
    assert calls.end(cold) == 0
    first = calls.begin()
    second = calls.begin()
    reuse.feed(HIT)
    assert calls.end(first) is None
    assert calls.end(second) is None
