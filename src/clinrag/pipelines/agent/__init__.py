"""The agent pipeline's parts (``mode: "agent"``): the decomposition checked against the bucket
schema, the tools, the review's rules and drivers, the answer's rows and ``[doc:ID]`` citations.
The flow is ``flow.py``; its steps are in ``pipelines/steps/agent_*.py``."""
