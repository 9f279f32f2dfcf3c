"""The two guideline documents the query and translation API tests ingest."""

GUIDELINES = [
    {
        "source": "guidelines/diabetes.md",
        "title": "Type 2 diabetes guideline",
        "text": "Metformin is the first-line drug for type 2 diabetes in adults. "
        "Start metformin 500 mg once daily with food and titrate weekly.",
        "metadata": {"year": 2022, "bucket": "guidelines"},
    },
    {
        "source": "guidelines/hypertension.md",
        "title": "Hypertension guideline",
        "text": "Thiazide diuretics lower blood pressure in adults with hypertension. "
        "ACE inhibitors are preferred in patients with diabetes and albuminuria.",
        "metadata": {"year": 2019, "bucket": "guidelines"},
    },
]
