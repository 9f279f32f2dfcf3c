"""The language-model edge: one ``LLM`` protocol (base.py), its adapters, prompts as data.

Only the composition root imports an adapter (through ``factory.build_llm``); pipelines depend
on ``base`` and ``prompts`` alone.
"""
