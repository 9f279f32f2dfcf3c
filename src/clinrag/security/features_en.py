"""English pattern features of prompt injection, jailbreak and system-prompt extraction.

Written from the moves attacks make (override instructions, adopt a persona without rules,
extract the system prompt, forge role tags), each with a weight: a single weak feature ("act
as", "hypothetical") never suffices; weights add up.
"""

from __future__ import annotations

import re

from clinrag.security.features import (
    JAILBREAK,
    OVERRIDE,
    PROMPT_INJECTION,
    SYSTEM_PROMPT_EXTRACTION,
    TOPIC,
    Feature,
    W,
    feature,
)

_W = W
_OVERRIDE = r"\b(ignore|disregard|forget|override|bypass|neglect|abandon|discard)\b"
_PRIOR = r"\b(all|any|your|previous|prior|above|earlier|preceding|initial|original|system)\b"
_ANY_PRIOR = r"\b(all|any|every|the|your|these|those|previous|prior|above|earlier|preceding|initial|original|system|old|default)\b"  # noqa: E501
# "Ignore the previous guidelines" can be a clinician's question; "ignore all previous
# instructions" is not. Orders addressed to a model weigh more than rules a clinician follows.
_ORDERS = r"\b(instructions?|prompts?|programming|directives?|commands?)\b"
_RULES = r"\b(rules|guidelines|policies|restrictions|constraints|guidance|filters|training|messages|inputs|instructions|conversation)\b"  # noqa: E501

ENGLISH_FEATURES: tuple[Feature, ...] = (
    # Instruction override: the classic "ignore previous instructions".
    feature(
        "override_instructions",
        PROMPT_INJECTION,
        3.0,
        rf"{_OVERRIDE}{_W}{_PRIOR}{_W}{_ORDERS}",
        group=OVERRIDE,
    ),
    feature("override_rules", PROMPT_INJECTION, 1.5, rf"{_OVERRIDE}{_W}{_ANY_PRIOR}{_W}{_RULES}"),
    feature(
        "forget_everything",
        PROMPT_INJECTION,
        2.0,
        r"\b(forget|ignore|disregard) (everything|all)( that| which| of)? (you|you've|you have"
        r"|your|before|above|prior|previous|to your)\b",
    ),
    feature(
        "new_instructions",
        PROMPT_INJECTION,
        2.0,
        r"\b(your|the) new (instructions?|task|rules|directive|role|purpose|goal)\b",
    ),
    feature("from_now_on", PROMPT_INJECTION, 1.5, r"\b(from now on|starting now|henceforth)\b"),
    feature(
        "role_tags",
        PROMPT_INJECTION,
        3.0,
        r"<\|?\s*(im_start|im_end|system|endoftext|assistant)\s*\|?>|\[/?(INST|SYS)\]|<<SYS>>"
        r"|^\s*#{2,}\s*(system|instruction|new instructions)\b",
        re.I | re.M,
    ),
    feature("token_fragment", PROMPT_INJECTION, 2.0, r"<\||\|>"),
    feature("role_label", PROMPT_INJECTION, 1.5, r"^\s*(system|assistant)\s*:", re.I | re.M),
    feature(
        "no_longer",
        PROMPT_INJECTION,
        2.0,
        r"\byou are no longer\b|\byou('re| are) (now )?(free|freed|released|liberated)\b",
    ),
    # Jailbreak personas.
    feature("do_anything_now", JAILBREAK, 3.0, r"\bdo anything now\b"),
    feature("dan", JAILBREAK, 2.0, r"\bDAN\b(?![-/])", 0, group=TOPIC),
    feature(
        "mode_switch",
        JAILBREAK,
        3.0,
        r"\b(developer|dev|god|jailbreak|jailbroken|unrestricted|unlocked|evil|chaos|dude)"
        r"[ _-]mode\b",
    ),
    feature(
        "jailbreak_word", JAILBREAK, 2.0, r"\bjail ?break(s|ed|ing)?\b|\bjailbroken\b", group=TOPIC
    ),
    feature(
        "no_filters",
        JAILBREAK,
        2.0,
        r"\b(no|without( any)?|free (of|from)|not (be )?bound by|(doesn't|does not|don't|do not)"
        r" (have to )?(follow|abide by|care about|adhere to|have)|disregards?( all)?)\b"
        r"[^.?!\n]{0,40}?\b(filters?|filtering|censorship|morals?|morality|ethics|ethical"
        r" (guidelines|principles|code|concerns)|content polic(y|ies)|moral (code|principles))\b",
    ),
    feature(
        "no_limits",
        JAILBREAK,
        1.0,
        r"\b(no|without( any)?|free (of|from)|not (be )?bound by)\b"
        r"[^.?!\n]{0,20}?\b(restrictions|limitations|limits|rules|boundaries|confines)\b",
    ),
    feature(
        "policy",
        JAILBREAK,
        1.5,
        r"\b(openai|anthropic)('s)? (content |usage )?polic(y|ies)|\bcontent polic(y|ies)\b",
    ),
    feature("model_vendor", JAILBREAK, 0.5, r"\b(chat ?gpt|openai|gpt-?[34]|llm|language model)\b"),
    feature(
        "stay_in_character",
        JAILBREAK,
        2.0,
        r"\b(stay|remain|keep|staying|breaking|break)( in| out of)? (the )?(character|persona)\b",
    ),
    feature(
        "persona",
        JAILBREAK,
        1.5,
        r"\b(i want you to|you (will|must|should|shall|are going to|are to|will now)|please|now"
        r"|let's) (act|pretend|roleplay|role-play|role play|play the role|simulate|imitate"
        r"|impersonate|become|take on|assume the role)\b|(^|[.!?]\s+)you are now\b",
        re.I | re.M,
    ),
    feature(
        "amoral",
        JAILBREAK,
        1.5,
        r"\b(amoral|unfiltered|uncensored|unhinged|no morals|without morals)\b",
    ),
    feature(
        "never_refuse",
        JAILBREAK,
        2.0,
        r"\b(you|it|he|she|they)\b[^.?!\n]{0,20}?\b(never|not|n't|cannot|won't) (ever )?"
        r"(refuse|decline|reject)\b"
        r"|\bwithout (any )?(refusals?|disclaimers?|caveats|censorship)\b"
        r"|\b(never|not|don't|do not) (say|tell me|mention) (that )?(you|it) (can't|cannot)\b",
    ),
    feature(
        "dual_response",
        JAILBREAK,
        1.5,
        r"\b(two|2) (different |separate )?(responses|answers|paragraphs|outputs)\b"
        r"|\[?(🔓|🔒)|\((normal|developer mode) output\)",
    ),
    feature(
        "tokens_penalty", JAILBREAK, 1.5, r"\btokens?\b[^.?!\n]{0,40}?\b(deducted|lose|lost)\b"
    ),
    feature(
        "fiction_frame",
        JAILBREAK,
        1.0,
        r"\b(hypothetical|fictional|imaginary|alternate) (world|scenario|story|universe|reality)\b",
    ),
    feature("stands_for", JAILBREAK, 1.0, r"\bwhich stands for\b"),
    feature(
        "ai_self", JAILBREAK, 1.0, r"\bas an ai\b|\bai (models?|assistants?|language models?)\b"
    ),
    feature(
        "prompt_placeholder",
        JAILBREAK,
        2.5,
        r"\[\s*(insert|put|enter|your|write)[^\]]{0,30}\bprompt\b[^\]]{0,10}\]",
    ),
    # System-prompt extraction.
    feature(
        "system_prompt",
        SYSTEM_PROMPT_EXTRACTION,
        3.0,
        r"\b(your|ur|its|the assistant's|the model's)\s+(\w+\s+)?system[ _-]?(prompt|message"
        r"|instructions?)\b|\b(print|show|reveal|output|display|give|tell|repeat|dump|leak|paste"
        r"|share|write|return|disclose)\b[^.?!\n]{0,40}?\bsystem[ _-]?(prompt|message"
        r"|instructions?)\b|\bsystemprompt\b",
    ),
    feature(
        "system_prompt_word",
        SYSTEM_PROMPT_EXTRACTION,
        2.0,
        r"\bsystem[ _-]?(prompt|message|instructions?)\b",
        group=TOPIC,
    ),
    feature(
        "your_instructions",
        SYSTEM_PROMPT_EXTRACTION,
        2.5,
        r"\byour (initial|original|starting|hidden|secret|first|internal|underlying|previous"
        r"|prior|real|actual|core|base|preset|pre-set) (prompt|instructions|configuration"
        r"|directives|rules|programming|guidelines)\b|\byour programming\b",
    ),
    feature(
        "hidden_prompt",
        SYSTEM_PROMPT_EXTRACTION,
        1.5,
        r"\b(initial|original|starting|hidden|secret|pre-?)[ -]?(prompt|configuration)\b"
        r"|\binitiali[sz]ation (string|text|prompt)\b|\bsystem (configuration|config|settings)\b",
    ),
    feature(
        "repeat_above",
        SYSTEM_PROMPT_EXTRACTION,
        2.0,
        r"\b(repeat|print|output|show|display|reveal|recite|dump|leak|echo|write out|copy)\b"
        r"[^.?!\n]{0,40}?\b((text|words|message|instructions|everything) above|above (text|"
        r"message|instructions)|verbatim|word for word|this (entire )?conversation"
        r"|text you were given)\b",
    ),
    feature(
        "were_told",
        SYSTEM_PROMPT_EXTRACTION,
        2.5,
        r"\b(instructions|text|rules|prompt) you were given\b"
        r"|\bwhat (were|was|are) you (told|instructed|programmed)\b"
        r"|\byou were (told|instructed|programmed) (to|before|at|initially|earlier)\b"
        r"|\b(my|your) instructions (are|were)\b|\bi was instructed to\b",
    ),
    feature(
        "not_supposed",
        SYSTEM_PROMPT_EXTRACTION,
        2.0,
        r"\byou\b[^.?!\n]{0,10}\b(not supposed|forbidden|not allowed) to (tell|say|reveal|share"
        r"|disclose)\b",
    ),
    feature(
        "privileged_mode",
        SYSTEM_PROMPT_EXTRACTION,
        2.0,
        r"\b(maintenance|debug|admin|administrator|sudo|root|diagnostic) (mode|override)\b",
    ),
)
