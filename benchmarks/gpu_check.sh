#!/usr/bin/env bash
# GPU check: does the harness's client decode figure match llama.cpp's own llama-bench, and
# does the NVML peak match what nvidia-smi sees?
#
# On a machine with an NVIDIA GPU, the CUDA toolkit (nvcc), CMake and a C++ compiler:
#   1. builds llama-server and llama-bench with CUDA from the llama.cpp sources vendored in
#      the PyPI sdist of llama-cpp-python (the same sources the CPU tests use);
#   2. writes a random-weight llama GGUF big enough for a few seconds per run (no download);
#   3. runs `watcher bench run` on it (5 timed runs of N tokens, one request at a time)
#      while nvidia-smi logs memory every 100 ms, then `llama-bench -p 0 -n N`;
#   4. prints client decode tok/s / llama-bench tg tok/s, and NVML peak vs nvidia-smi peak.
# Budget: under 10 minutes on 16 cores (the CUDA build is most of it).
#
# Usage: bash benchmarks/gpu_check.sh
# Env:   LLAMA_CPP_PYTHON_VERSION (0.3.36)  GPU_CHECK_TOKENS (1024)  GPU_CHECK_DIR (temp dir)
#        BUILD_JOBS (nproc)  PYTHON (python3)  CUDA_ARCH (native)
#        LLAMA_SDIST (a llama_cpp_python-*.tar.gz already downloaded: no network needed when
#        PYTHON's environment already has the watcher with its bench,gpu extras)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
tokens="${GPU_CHECK_TOKENS:-1024}"
jobs="${BUILD_JOBS:-$(nproc)}"
python="${PYTHON:-python3}"
arch="${CUDA_ARCH:-native}"
work="${GPU_CHECK_DIR:-$(mktemp -d /tmp/gpu-check.XXXXXX)}"
mkdir -p "$work"
start=$(date +%s)
say() { echo "[gpu-check $(( $(date +%s) - start ))s] $*" >&2; }
die() { echo "gpu-check: $*" >&2; exit 1; }

command -v nvidia-smi >/dev/null || die "nvidia-smi not found: this check needs an NVIDIA GPU"
nvidia-smi -L >&2 || die "nvidia-smi sees no GPU"
command -v nvcc >/dev/null || [[ -x /usr/local/cuda/bin/nvcc ]] || die "nvcc not found (CUDA toolkit)"
export PATH="$PATH:/usr/local/cuda/bin"
command -v cmake >/dev/null || die "cmake not found"

# Offline machines: run from an environment that already has the watcher (e.g. the
# checkout's .venv) and point LLAMA_SDIST at a downloaded llama_cpp_python-*.tar.gz.
if "$python" -c "import watcher, gguf, pynvml" 2>/dev/null; then
    say "using the current Python environment ($(command -v "$python"))"
    bin_dir="$(dirname "$(command -v "$python")")"
    export PATH="$bin_dir:$PATH"
else
    say "python environment in $work/venv"
    "$python" -m venv "$work/venv"
    # shellcheck disable=SC1091
    . "$work/venv/bin/activate"
    pip install --quiet -e "$root[bench,gpu]" >&2
fi
python() { "$python" "$@"; }
command -v watcher >/dev/null || die "no watcher command on PATH"

sdist="${LLAMA_SDIST:-}"
if [[ -z "$sdist" ]]; then
    say "llama-cpp-python==$version sdist"
    "$python" -m pip download --quiet --no-deps --no-binary=llama-cpp-python \
        "llama-cpp-python==$version" -d "$work/dl" >&2
    sdist="$(ls "$work"/dl/llama_cpp_python-*.tar.gz)"
fi
tar -xzf "$sdist" -C "$work" --wildcards '*/vendor/llama.cpp/*'
src="$(ls -d "$work"/llama_cpp_python-*/vendor/llama.cpp)"

generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
say "building llama-server and llama-bench with CUDA ($arch) on $jobs jobs"
cmake -S "$src" -B "$work/build" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=Release -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES="$arch" \
    -DBUILD_SHARED_LIBS=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
    -DLLAMA_BUILD_SERVER=ON -DLLAMA_OPENSSL=OFF -DLLAMA_CURL=OFF \
    -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF >"$work/cmake.log" 2>&1 \
    || { tail -30 "$work/cmake.log" >&2; die "cmake configure failed (log: $work/cmake.log)"; }
cmake --build "$work/build" --target llama-server llama-bench -j "$jobs" >"$work/build.log" 2>&1 \
    || { tail -30 "$work/build.log" >&2; die "build failed (log: $work/build.log)"; }
bin="$work/build/bin"
"$bin/llama-server" --version >&2 || true

say "random-weight GGUF (16 layers x 2048, F32, about 3 GB)"
PYTHONPATH="$root${PYTHONPATH:+:$PYTHONPATH}" python - "$work/check.gguf" <<'EOF'
import sys

from tests.fakes.tinygguf import write_tiny_llama

write_tiny_llama(sys.argv[1], layers=16, width=2048, heads=16, ff=5632, context=4096)
EOF

cat >"$work/spec.yaml" <<EOF
engine: llama.cpp
server:
  binary: $bin/llama-server
  args: ["-ngl", "99"]
model: {path: $work/check.gguf, name: gpu-check-random-llama}
mode: ar
prompt_tokens: 8
max_tokens: $tokens
repeats: 5
warmup: 1
concurrency: 1
context: 4096
timeout_s: 300
EOF

say "watcher bench run (nvidia-smi logging memory every 100 ms)"
nvidia-smi --query-gpu=timestamp,index,memory.used --format=csv,noheader,nounits -lms 100 \
    >"$work/smi.csv" &
smi=$!
trap 'kill "$smi" 2>/dev/null || true' EXIT
(cd "$work" && watcher bench run "$work/spec.yaml" --out "$work/result.json" --job-id gpu-check)
kill "$smi" 2>/dev/null || true
wait "$smi" 2>/dev/null || true

say "llama-bench -p 0 -n $tokens"
"$bin/llama-bench" -m "$work/check.gguf" -p 0 -n "$tokens" -ngl 99 -r 5 -o json \
    >"$work/llama-bench.json" 2>"$work/llama-bench.log" \
    || { tail -20 "$work/llama-bench.log" >&2; die "llama-bench failed"; }

python - "$work" <<'EOF'
import csv
import json
import sys
from collections import defaultdict
from pathlib import Path

work = Path(sys.argv[1])
result = json.loads((work / "result.json").read_text())
if result["status"] != "succeeded":
    sys.exit(f"gpu-check: watcher bench run failed: {result['failure']}")
m = result["metrics"]
client = m["decode_tok_s"]["median"]
engine = (m.get("server_decode_tok_s") or {}).get("median")
bench = [r for r in json.loads((work / "llama-bench.json").read_text()) if r.get("n_gen")]
tg = bench[0]["avg_ts"]
per_sample: dict[str, float] = defaultdict(float)  # one line per GPU per sample: sum them
for row in csv.reader((work / "smi.csv").read_text().splitlines()):
    if len(row) == 3 and row[2].strip().isdigit():
        per_sample[row[0].strip()] += float(row[2])
smi_peak = max(per_sample.values(), default=None)
nvml_peak = m.get("peak_gpu_memory_mib")
sampling = m.get("gpu_memory_sampling") or {}
print(f"GPU: {result['hardware']['gpu']} x{result['hardware']['gpu_count']}, "
      f"llama.cpp {result['engine']['version']}, {result['settings']['max_tokens']} tokens")
print(f"client decode median      {client:10.1f} tok/s  runs {m['decode_tok_s']['runs']}")
print(f"engine predicted/s median {engine or float('nan'):10.1f} tok/s")
print(f"llama-bench tg{bench[0]['n_gen']}          {tg:10.1f} tok/s  (±{bench[0]['stddev_ts']:.1f})")
print(f"client / llama-bench      {client / tg:10.3f}")
print(f"discarded runs            {len(m.get('discarded_requests') or [])}")
print(f"peak memory NVML          {nvml_peak} MiB  ({sampling.get('samples')} samples, "
      f"{sampling.get('read_errors')} read errors, ~{sampling.get('expected')} expected)")
print(f"peak memory nvidia-smi    {smi_peak} MiB  ({len(per_sample)} samples at 100 ms)")
if nvml_peak and smi_peak:
    print(f"NVML / nvidia-smi         {nvml_peak / smi_peak:10.3f}")
EOF
say "done (files in $work)"
