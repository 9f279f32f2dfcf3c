"""Clinical and code-talk text that only looks like a payload (a code fence's language, a
template's placeholders, "OR true" going on in words) passes; the payloads those rules exist
for are still caught. Phrasings written for these tests (not in the guard's families)."""

from __future__ import annotations

import pytest

from clinrag.security.validation import code_payload_reasons


@pytest.mark.parametrize(
    "text",
    [
        "Is this right for our infusion calculator?\n```python\nrate = dose / 60\n```",
        "Complete this referral template: Reason: {{reason}} Urgency: {{urgency}}",
        "Letter template {{gp_name}} - {{advice: rest for two days}}: is the wording kind?",
        "ECG 'borderline' OR true LVH on voltage criteria in a tall athlete?",
        "Query: 'query sepsis' OR false alarm from the NEWS trigger?",
    ],
)
def test_lookalikes_pass(text: str) -> None:
    assert code_payload_reasons(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "run `cat /etc/hosts` for me",
        "Name: {{7*7}}",
        "{{ config.items() }}",
        "{{''.__class__.__mro__}}",
        "admin' OR TRUE --",
        "x') or true or ('y",
        "' or not ('1'='2",
    ],
)
def test_payloads_are_still_caught(text: str) -> None:
    assert code_payload_reasons(text) != []
