"""The stance a text takes on a yes/no research question: the rules that read it (``rules``,
with the question's shape in ``question`` and its arms in ``arms``), the learned reader
(``model``, its training rows in ``rows``) and the product's verdict reader built from them
(``learned``, ``pipeline.verdict: learned``). Product code: the composition root builds the
verdict reader from here, and the evaluations import it; nothing here imports the evaluation
package or the pipelines' steps."""
