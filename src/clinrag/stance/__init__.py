"""Reading yes/no research questions and the text that answers them: what a sentence does
(``roles``), a question's shape (``question``, its arms in ``arms``), the rules that read a
stance (``rules``), the learned reader (``model``, its training rows in ``rows``, the shipped
research set in ``research_set``) and the product's verdict reader built from them
(``learned``, ``pipeline.verdict: learned``). Product code below the pipelines: the evidence
selection reads roles and questions from here, the composition root builds the verdict reader,
and the evaluations import it; nothing here imports the pipelines or the evaluation package."""
