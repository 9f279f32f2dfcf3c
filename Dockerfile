# The API image used by docker-compose.yml. torch first and pinned, as in `make install`.
FROM python:3.11-slim
WORKDIR /app
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONUNBUFFERED=1
RUN pip install --no-cache-dir torch==2.13.0
COPY pyproject.toml constraints.txt README.md alembic.ini ./
COPY src ./src
COPY migrations ./migrations
RUN pip install --no-cache-dir -c constraints.txt -e . && clinrag assets verify
RUN useradd --system --uid 10001 clinrag
USER clinrag
EXPOSE 8000
CMD ["clinrag", "serve"]
