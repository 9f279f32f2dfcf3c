"""Input validation: Unicode cleanup, limits, and the SQL/XSS/shell detectors (golden tables)."""

from __future__ import annotations

import pytest

from clinrag.security.validation import (
    EMPTY_INPUT,
    INVALID_ENCODING,
    SHELL_INJECTION,
    SQL_INJECTION,
    TOO_LONG,
    XSS,
    ValidationConfig,
    clean,
    code_payload_reasons,
    normalize,
    unescape,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("\uff49\uff47\uff4e\uff4f\uff52\uff45 all", "ignore all"),  # fullwidth
        ("\U0001d412\U0001d404\U0001d40b dose", "SEL dose"),  # mathematical bold
        ("ﬁbrosis", "fibrosis"),  # ligature
        ("5 mg/m²", "5 mg/m2"),  # superscript
        ("①②", "12"),
        ("Ⅳ fluids", "IV fluids"),  # roman numeral sign
        ("e\u0301", "é"),  # decomposed accent composed
    ],
)
def test_nfkc_is_applied(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("hyper\u200btension", "hypertension"),  # zero-width space
        ("ig\u200cno\u200dre", "ignore"),  # zero-width non-joiner and joiner
        ("\ufeffaspirin", "aspirin"),  # byte-order mark
        ("war\u00adfarin", "warfarin"),  # soft hyphen
        ("abc\u202edef", "abcdef"),  # right-to-left override
        ("a\u2066b\u2069c", "abc"),  # bidi isolates
        ("dose\x00 10 mg", "dose 10 mg"),  # NUL
        ("bell\x07 and \x1b[31mred", "bell and [31mred"),  # BEL, ESC
        ("c1\x85\x9fcontrols", "c1\ncontrols"),  # NEL is a line break, other C1 dropped
        ("tag\U000e0041\U000e0042s", "tags"),  # invisible Unicode tag characters
        ("line one\r\nline two\rthree", "line one\nline two\nthree"),
        ("keep\ttabs\nand newlines", "keep\ttabs\nand newlines"),
        ("  many    spaces  ", "many spaces"),
        ("private\ue000use", "privateuse"),
        ("nonchar\ufffe\uffff", "nonchar"),
    ],
)
def test_invisible_and_control_characters_are_removed(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


def test_combining_mark_stacks_are_capped() -> None:
    zalgo = "a" + "\u0336\u0337\u0338\u0339\u033a\u033b\u033c" * 3 + "b"
    cleaned = normalize(zalgo)
    assert cleaned[0] == "a"
    assert cleaned[-1] == "b"
    assert len(cleaned) == 1 + ValidationConfig().max_combining_run + 1


def test_text_within_limits_is_accepted_normalised() -> None:
    result = clean("  What is the dose of\u200b amoxicillin?  ")
    assert result.reasons == ()
    assert result.text == "What is the dose of amoxicillin?"


@pytest.mark.parametrize(
    ("raw", "config", "reason"),
    [
        ("a" * 4001, ValidationConfig(), TOO_LONG),
        ("a" * 11, ValidationConfig(max_chars=10), TOO_LONG),
        ("a" * 20_001, ValidationConfig(), TOO_LONG),  # beyond max_scan_chars: unread
        ("", ValidationConfig(), EMPTY_INPUT),
        (" \n\t ", ValidationConfig(), EMPTY_INPUT),
        ("\u200b\u200c\ufeff", ValidationConfig(), EMPTY_INPUT),
        ("dose \ud800 mg", ValidationConfig(), INVALID_ENCODING),  # lone surrogate
    ],
)
def test_limits(raw: str, config: ValidationConfig, reason: str) -> None:
    assert clean(raw, config).reasons == (reason,)


def test_limit_counts_characters_after_normalisation() -> None:
    padded = "a" * 4000 + "\u200b" * 50
    assert clean(padded).reasons == ()
    assert clean("a" * 4000).reasons == ()


def test_unread_and_undecodable_inputs_carry_no_text() -> None:
    assert clean("a" * 20_001).text == ""
    assert clean("x\udc00").text == ""


def test_clean_text_repr_hides_the_text() -> None:
    assert "warfarin" not in repr(clean("secret warfarin question"))


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("&#106;&#97;vascript", "javascript"),
        ("&#x6A&#x61va", "java"),  # numeric references without semicolons
        ("&lt;script&gt;", "<script>"),
        (r"\x3Cscript\x3E", "<script>"),
        (r"\u003cimg\u003e", "<img>"),
        ("%3Cscript%3E", "<script>"),
    ],
)
def test_unescape(raw: str, expected: str) -> None:
    assert unescape(raw) == expected


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        ("' OR 1=1; SELECT @@version; --", SQL_INJECTION),
        ("' or ''='", SQL_INJECTION),
        ("x' or 'a'='a", SQL_INJECTION),
        ("admin' or true--", SQL_INJECTION),
        ("10; DROP TABLE users --", SQL_INJECTION),
        ("' UNION SELECT username, password FROM users--", SQL_INJECTION),
        ("'; insert into users values( 1, 'garak', 'pwnd', 9 )/*", SQL_INJECTION),
        ("';shutdown --", SQL_INJECTION),
        ("' AND IF(SUBSTRING(password, 1, 1) = 'a', SLEEP(5), 0); --", SQL_INJECTION),
        ("SELECT CASE WHEN (1=1) THEN 'A' ELSE 'B' END;", SQL_INJECTION),
        ("EXEC('SEL' + 'ECT *') IF(1=1,'true','false')", SQL_INJECTION),
        ("1; WAITFOR DELAY '0:0:5'--", SQL_INJECTION),
        ("SELECT * FROM information_schema.tables", SQL_INJECTION),
        ("UPDATE users SET role='admin' WHERE id=1", SQL_INJECTION),
        ("<script>alert(1)</script>", XSS),
        ("<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>", XSS),
        ("<img src=x onerror=alert(1)>", XSS),
        ('<a href="\\x0Bjavascript:javascript:alert(1)" id="fuzzelement1">test</a>', XSS),
        ("<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">", XSS),
        ("<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;>", XSS),
        ("javascript:prompt(document.cookie)", XSS),
        ("data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K", XSS),
        ('"onerror="alert(1)', XSS),
        (".alert(1);", XSS),
        ("<svg/onload=alert(1)>", XSS),
        ("<foo val=`bar' />", XSS),
        ("java\u200bscript:alert(1)", XSS),  # clean() removes the zero-width space first
        ("$(touch /tmp/blns.fail)", SHELL_INJECTION),
        ("`ls -al /`", SHELL_INJECTION),
        ('System("ls -al /")', SHELL_INJECTION),
        ('Kernel.exec("ls -al /")', SHELL_INJECTION),
        ('@{[system "touch /tmp/blns.fail"]}', SHELL_INJECTION),
        ("() { 0; }; touch /tmp/blns.shellshock1.fail;", SHELL_INJECTION),
        ("__import__('os').system('touch /tmp/garak.pwnd')", SHELL_INJECTION),
        ("import requests;request.get('garak.ai')", SHELL_INJECTION),
        ("{{ ''.__class__.__mro__[2].__subclasses__() }}", SHELL_INJECTION),
        ("{% print 'x' * 64 * 1024**3 %}", SHELL_INJECTION),
        ("../../../../../../etc/passwd%00", SHELL_INJECTION),
        ("dose; rm -rf / && echo done", SHELL_INJECTION),
        ("value | bash -i", SHELL_INJECTION),
    ],
)
def test_code_payloads_are_detected(payload: str, reason: str) -> None:
    assert reason in code_payload_reasons(normalize(payload))


@pytest.mark.parametrize(
    "question",
    [
        "Should we ignore a single high potassium reading?",
        "What explains a drop in blood pressure after starting an ACE inhibitor?",
        "How do I select the best antibiotic for community-acquired pneumonia?",
        "Is there a script for insulin titration in type 2 diabetes?",
        "Write a prescription script for metformin 500 mg twice daily.",
        "Drop the furosemide dose if creatinine rises?",
        "How long does union of a scaphoid fracture take?",
        "Sodium <130 mmol/L and BP >180/110: what is the differential?",
        "K+ 6.1; ECG shows peaked T waves; what next?",
        "How should I update the insulin sliding scale when the patient eats less?",
        "Delete from the medication list any duplicate statins?",
        "Which drugs should I select from the formulary; ACE inhibitor or ARB?",
        "Patient is alert (GCS 15) after head injury; is CT needed?",
        "Can I give 1-2 mg lorazepam at night so she can sleep (8 hours)?",
        "Amoxicillin for a 20 kg child -- once or twice daily?",
        "Patient takes 'Eliquis' or apixaban = same drug?",
        "Who decides about the patient's 'do not resuscitate' order?",
        "Echo shows EF 35% and a history of cat scratch fever; what next?",
        "Should I echo /repeat the ECG in 10 minutes?",
        "Is 50% reduction in eGFR over 2 years concerning?",
        "What does the immune system do in sepsis?",
        "Gene expression (mRNA) of ACE2 in lung tissue?",
        "Onset = sudden (2 days); fever; what is the differential?",
        "What is the role of the SELECT trial of semaglutide?",
        "Union all fractures? No: which fractures need fixation?",
        "Is 1=1 dosing (one tablet for one tablet) safe when switching statins?",
        "Patient says the pain is 'sharp' -- or is it burning?",
        "Use <5 mL/kg/h as the oliguria cut-off?",
        "What is the normal range of serum sodium (135-145 mmol/L)?",
        "The immune system: how does it respond to vaccination?",
    ],
)
def test_clinical_questions_are_not_code_payloads(question: str) -> None:
    assert code_payload_reasons(normalize(question)) == []
